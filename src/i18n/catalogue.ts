import { en, type Words } from './en';
import type { LaterWords } from './enLater';
import type { Language } from '../table/vocabulary';
import { defineWords } from './wordSet';

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

/** The same for the table: English's later words come with the parts that use them (enLater.ts), its head is index.html's. */
type TableWords = Pick<Catalogue, 'words'> & { readonly later: LaterWords | null; readonly head: PageHead | null };

/**
 * The table's word set (docs/words.md): English in the first load, each Chinese catalogue a chunk
 * of its own, fetched before the table shows in it (main.tsx, the language menu): English players never load one.
 */
export const tableWords = defineWords<TableWords>({
  en: { words: en, later: null, head: null },
  'zh-Hans': () => import('./zh-Hans').then((m) => m.catalogue),
  'zh-Hant': () => import('./zh-Hant').then((m) => m.catalogue),
});

/** Makes sure a language's words are at hand before it is shown (nothing to fetch for English). */
export const wordsReady: (language: Language) => Promise<unknown> = tableWords.load;
