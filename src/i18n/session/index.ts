import { defineWords } from '../wordSet';
import { words as en } from './en';
import { words as zhHans } from './zh-Hans';
import { words as zhHant } from './zh-Hant';

export type { SessionWords } from './common';

/**
 * The honest session's words (docs/words.md): all three languages at hand, in the session's
 * chunks (the first load carries none of them), as a refusal is worded the moment it is said.
 */
export const sessionWords = defineWords({ en, 'zh-Hans': zhHans, 'zh-Hant': zhHant });
