import { use } from 'react';
import { useLanguage } from '../i18n/useWords';
import type { Language } from '../table/vocabulary';
import { storyEn, type StoryWords } from './words/en';

/** Each language's story words once here; the Chinese ones' small chunks, asked for once. */
const loaded: Partial<Record<Language, StoryWords>> = { en: storyEn };
const asked: Partial<Record<Language, Promise<StoryWords>>> = {};

function load(language: Language): Promise<StoryWords> {
  asked[language] ??= (language === 'zh-Hans' ? import('./words/zh-Hans') : import('./words/zh-Hant')).then(
    ({ storyWords }) => (loaded[language] = storyWords),
  );
  return asked[language];
}

/**
 * The story's words in the table's language. Until a Chinese table's words are here the story
 * suspends (the panels show their placeholder, as while their own chunk loads), so no English
 * is ever painted on a Chinese table. Call it as a component's last hook: React's replay of a
 * component that suspended mid-mount cannot mount a useId after it (error 467, once seen on a
 * first visit to a Chinese table).
 */
export function useStoryWords(): StoryWords {
  const language = useLanguage();
  return loaded[language] ?? use(load(language));
}
