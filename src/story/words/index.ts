import { defineWords } from '../../i18n/wordSet';
import { words as en, type StoryWords } from './en';

/** The shoe's story's words (docs/words.md): English with this part's chunk, each Chinese script a small chunk of its own. */
export const storyWords = defineWords<StoryWords>({
  en,
  'zh-Hans': () => import('./zh-Hans').then((m) => m.words),
  'zh-Hant': () => import('./zh-Hant').then((m) => m.words),
});
