import { use } from 'react';
import { useLanguage } from './useWords';
import type { WordSet } from './wordSet';

/**
 * A word set's words in the table's language. Until they are here the component suspends (the
 * nearest Suspense shows its fallback, as while the part's own chunk loads), so no part ever paints
 * in another language than the table's. Call it as a component's last hook: React's replay of a
 * component that suspended mid-mount cannot mount a useId after it (error 467).
 */
export function useWordSet<T>(set: WordSet<T>): T {
  const language = useLanguage();
  return set.now(language) ?? use(set.load(language));
}
