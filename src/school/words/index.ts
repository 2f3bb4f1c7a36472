import { defineWords } from '../../i18n/wordSet';
import { words as en, type SchoolWords } from './en';

/** The school's words (docs/words.md): English with the school's chunk, each Chinese script a small chunk of its own. */
export const schoolWords = defineWords<SchoolWords>({
  en,
  'zh-Hans': () => import('./zh-Hans').then((m) => m.words),
  'zh-Hant': () => import('./zh-Hant').then((m) => m.words),
});
