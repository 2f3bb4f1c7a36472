import { defineWords } from '../../i18n/wordSet';
import { words as en, type SchoolWords } from './en';
import { words as zhHans } from './zh-Hans';
import { words as zhHant } from './zh-Hant';

/**
 * The school's words (docs/words.md). All three come in the school's chunk (about 2 KB each
 * gzipped): no language waits for its words, so no English shows on a Chinese school at any
 * moment, and the build keeps within its count of chunks.
 */
export const schoolWords = defineWords<SchoolWords>({ en, 'zh-Hans': zhHans, 'zh-Hant': zhHant });
