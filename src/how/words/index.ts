import { defineWords } from '../../i18n/wordSet';
import { words as en, type HowWords } from './en';

/** The words of How baccarat works (docs/words.md): English with this part's chunk, each Chinese script a small chunk of its own. */
export const howWords = defineWords<HowWords>({
  en,
  'zh-Hans': () => import('./zh-Hans').then((m) => m.words),
  'zh-Hant': () => import('./zh-Hant').then((m) => m.words),
});
