import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useTable } from '../app/TableContext';
import { catalogueNow, loadCatalogue } from './catalogue';
import { en, type Words } from './en';
import type { LaterWords } from './enLater';
import type { Language } from './languages';

/** The language on screen and its words; `later` is null for English, whose later words load with the parts that use them. */
export interface Speech {
  readonly language: Language;
  readonly words: Words;
  readonly later: LaterWords | null;
}

const ENGLISH: Speech = { language: 'en', words: en, later: null };
export const SpeechContext = createContext<Speech>(ENGLISH);

/** The words of the table in the player's language: every component takes its words from here. */
export const useWords = (): Words => useContext(SpeechContext).words;

/** The language on screen. */
export const useLanguage = (): Language => useContext(SpeechContext).language;

/**
 * Speaks the table's language: the one chosen (in the menu or by `?lang=`, saved with the
 * table) or else the browser's preferred one. A language whose words have not loaded yet shows
 * once they have (the menu and the page's start load them first, so this is rare). The page's
 * `<html lang>`, title and description follow, so screen readers switch voice.
 */
export function LanguageProvider({ preferred, children }: { preferred: Language; children: ReactNode }) {
  const wanted = useTable((s) => s.settings.language) ?? preferred;
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const catalogue = wanted === 'en' ? undefined : catalogueNow(wanted);
  useEffect(() => {
    if (wanted !== 'en' && catalogueNow(wanted) === undefined) void loadCatalogue(wanted).then(loaded);
  }, [wanted]);
  const speech = useMemo<Speech>(
    () => (wanted === 'en' || catalogue === undefined ? ENGLISH : { language: wanted, words: catalogue.words, later: catalogue.later }),
    [wanted, catalogue],
  );
  useLayoutEffect(() => {
    document.documentElement.lang = speech.language;
    document.title = speech.words.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', speech.words.description);
  }, [speech]);
  return <SpeechContext.Provider value={speech}>{children}</SpeechContext.Provider>;
}
