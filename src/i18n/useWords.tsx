import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useTable } from '../store/TableContext';
import { tableWords, type PageHead } from './catalogue';
import type { Words } from './en';
import type { LaterWords } from './enLater';
import { WORDS_PENDING } from './languages';
import type { Language } from '../table/vocabulary';

/**
 * The language on screen and its words; `later` is null for English, whose later words load with
 * the parts that use them, and so is `head`: the English title and description are index.html's.
 */
export interface Speech {
  readonly language: Language;
  readonly words: Words;
  readonly later: LaterWords | null;
  readonly head: PageHead | null;
}

const ENGLISH: Speech = { language: 'en', ...tableWords.now('en')! };

/** index.html's English title and description, as the page opened (before another language's took their place). */
let englishHead: PageHead | undefined;
export const SpeechContext = createContext<Speech>(ENGLISH);

/** The words of the table in the player's language: every component takes its words from here. */
export const useWords = (): Words => useContext(SpeechContext).words;

/** The language on screen. */
export const useLanguage = (): Language => useContext(SpeechContext).language;

/**
 * Speaks the table's language: the one chosen (in the menu or by `?lang=`, saved with the
 * table) or else the browser's preferred one. A language whose words have not loaded yet shows
 * once they have (the menu and the page's start load them first, so this is rare). The page's
 * `<html lang>`, title and description follow, so screen readers switch voice. Until the save
 * is read and the tab lock has answered, the table speaks `initial`, the language main.tsx loaded the
 * words of before the first render.
 */
export function LanguageProvider({
  preferred,
  initial = preferred,
  children,
}: {
  preferred: Language;
  initial?: Language;
  children: ReactNode;
}) {
  // The language the page opens in until the table is its own: before the save is read (the
  // prerendered page and its hydration), and until the lock answers (a `?lang=` applies then).
  const wanted = useTable((s) => (s.unread || s.hold === 'asking' ? initial : s.settings.language)) ?? preferred;
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const catalogue = tableWords.now(wanted);
  useEffect(() => {
    if (catalogue === undefined) void tableWords.load(wanted).then(loaded);
  }, [wanted, catalogue]);
  const speech = useMemo<Speech>(
    () => (catalogue === undefined ? ENGLISH : { language: wanted, ...catalogue }),
    [wanted, catalogue],
  );
  useLayoutEffect(() => {
    // index.html hides the prerendered English of a table that opens in another language until
    // the table is on screen in it (this is its first commit): the class goes before the first paint.
    document.documentElement.classList.remove(WORDS_PENDING);
    document.documentElement.lang = speech.language;
    const description = document.querySelector('meta[name="description"]');
    englishHead ??= { title: document.title, description: description?.getAttribute('content') ?? '' };
    const head = speech.head ?? englishHead;
    document.title = head.title;
    description?.setAttribute('content', head.description);
  }, [speech]);
  return <SpeechContext.Provider value={speech}>{children}</SpeechContext.Provider>;
}
