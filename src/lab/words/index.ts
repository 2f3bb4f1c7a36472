import { defineWords } from '../../i18n/wordSet';
import { words as en, type LabWords } from './en';

/** The lab's words (docs/words.md): English with this part's chunk, each Chinese script a small chunk of its own. */
export const labWords = defineWords<LabWords>({
  en,
  'zh-Hans': () => import('./zh-Hans').then((m) => m.words),
  'zh-Hant': () => import('./zh-Hant').then((m) => m.words),
});
