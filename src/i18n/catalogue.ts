import type { Words } from './en';
import type { LaterWords } from './enLater';
import type { Language } from '../table/vocabulary';

/** The page's title and description (English: index.html's own). */
export interface PageHead {
  readonly title: string;
  readonly description: string;
}

/** A language's words: the table's, those of the parts that load after it (dialogs, panels, the shoe meter), the page's head. */
export interface Catalogue {
  readonly words: Words;
  readonly later: LaterWords;
  readonly head: PageHead;
}

export type OtherLanguage = Exclude<Language, 'en'>;

const loaded = new Map<OtherLanguage, Catalogue>();

/** Each Chinese catalogue is a chunk of its own, fetched when first needed: English players never load one. */
export function loadCatalogue(language: OtherLanguage): Promise<Catalogue> {
  const load = language === 'zh-Hans' ? import('./zh-Hans') : import('./zh-Hant');
  return load.then(({ catalogue }) => {
    loaded.set(language, catalogue);
    return catalogue;
  });
}

/** The catalogue of a language if it has loaded already. */
export const catalogueNow = (language: OtherLanguage): Catalogue | undefined => loaded.get(language);

/** Makes sure a language's words are at hand before it is shown (nothing to fetch for English). */
export const wordsReady = (language: Language): Promise<unknown> =>
  language === 'en' ? Promise.resolve() : loadCatalogue(language);
