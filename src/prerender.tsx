import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { createTableStore } from './store/tableStore';

/**
 * The languages the build prerenders the table in: English only, one page. A table that opens in
 * Chinese hides the prerendered words from the first paint (index.html's script) and is rendered
 * afresh once its words are here (main.tsx), rather than each language having a page of its own.
 */
export const PRERENDERED_LANGUAGES = ['en'] as const;
export type PrerenderedLanguage = (typeof PRERENDERED_LANGUAGES)[number];

/**
 * The table's HTML as the build writes it into the page (vite.config.ts), rendered by React's
 * server renderer: the store's initial state, the fresh table before any save is read, which is
 * also what the browser's first render hydrates against. No randomness, storage or lock is used.
 */
export function prerenderTable(lang: PrerenderedLanguage): { lang: PrerenderedLanguage; html: string } {
  const store = createTableStore({
    rngForHand: () => () => 0,
    storage: null,
    lock: { request: () => undefined }, // never answers: the page asks for the table when it runs
  });
  return {
    lang,
    html: renderToString(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  };
}
