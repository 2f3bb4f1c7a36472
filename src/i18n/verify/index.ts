import { defineWords } from '../wordSet';
import { words as en } from './en';
import { words as zhHans } from './zh-Hans';
import { words as zhHant } from './zh-Hant';

export type { VerifyWords } from './en';

/**
 * The committed shoe's words (docs/words.md): verify.html's page and the game's reveal and Verify,
 * a word set of its own in the three languages, so the verify page loads none of the table's. All
 * three are at hand (the verify page and the casino shoe's chunk carry them: a few KB, none on the
 * first load). The verifier's problems (src/rules/verifyShoe.ts) are in English, as
 * `npm run verify-shoe` prints them.
 */
export const verifyWords = defineWords({ en, 'zh-Hans': zhHans, 'zh-Hant': zhHant });
