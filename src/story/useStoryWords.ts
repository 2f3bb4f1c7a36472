import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/useWords';
import type { Language } from '../i18n/languages';
import { storyEn, type StoryWords } from './words/en';

/** The story's words in the table's language: English at once, Chinese once its small chunk is here. */
export function useStoryWords(): StoryWords {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Partial<Record<Language, StoryWords>>>({ en: storyEn });
  useEffect(() => {
    if (loaded[language] !== undefined) return;
    const load = language === 'zh-Hans' ? import('./words/zh-Hans') : import('./words/zh-Hant');
    void load.then(({ storyWords }) => setLoaded((l) => ({ ...l, [language]: storyWords })));
  }, [language, loaded]);
  return loaded[language] ?? storyEn;
}
