import type { Language } from '../table/vocabulary';

/**
 * The one way a part of the game has words (docs/words.md): a word set, its words in each of
 * the three languages, each either at hand (in the chunk that defines the set) or a chunk of
 * its own, fetched when first needed.
 */
export type WordsIn<T> = T | (() => Promise<T>);

/** A part's words in every language, fetched once each. */
export interface WordSet<T> {
  /** The words of a language, if they are here (always, for a language given at hand). */
  now(language: Language): T | undefined;
  /** The words of a language, fetched if need be (once). */
  load(language: Language): Promise<T>;
}

/** A word set from its words in each language: `{ en, 'zh-Hans': () => import('./zh-Hans').then((m) => m.words), … }`. */
export function defineWords<T extends object>(sources: Readonly<Record<Language, WordsIn<T>>>): WordSet<T> {
  const here: Partial<Record<Language, T>> = {};
  const asked: Partial<Record<Language, Promise<T>>> = {};
  const now = (language: Language): T | undefined => {
    const source = sources[language];
    return typeof source === 'function' ? here[language] : source;
  };
  const load = (language: Language): Promise<T> => {
    const ready = now(language);
    return ready
      ? Promise.resolve(ready)
      : (asked[language] ??= (sources[language] as () => Promise<T>)().then(
          (words) => (here[language] = words),
          (error: unknown) => {
            delete asked[language]; // a failed fetch (offline) is asked again next time
            throw error;
          },
        ));
  };
  return { now, load };
}
