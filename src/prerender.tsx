import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { TableProvider } from './store/TableContext';
import ShoeMeter from './components/ShoeMeter';
import { LanguageProvider } from './i18n/useWords';
import * as variantRules from './rules/variantRules';
import * as casinoRules from './save/casinoShoeRules';
import type { Table, TableStore } from './store/api';
import { createTableStore } from './store/tableStore';
import type { Settings } from './table/vocabulary';

/**
 * The languages the build prerenders the table in: English only, one page. A table that opens in
 * Chinese hides the prerendered words from the first paint (index.html's script) and is rendered
 * afresh once its words are here (main.tsx), rather than each language having a page of its own.
 */
export const PRERENDERED_LANGUAGES = ['en'] as const;
export type PrerenderedLanguage = (typeof PRERENDERED_LANGUAGES)[number];

/**
 * A table as the page draws it before its save is read (`unread`: no money shown), with these
 * options; its store never answers for the lock. No storage is used; the randomness is fixed.
 */
function unreadTable(options: Partial<Settings>): TableStore {
  if (Object.keys(options).length === 0)
    return createTableStore({
      rngForHand: () => () => 0,
      storage: null,
      lock: { request: () => undefined }, // never answers: the page asks for the table when it runs
    });
  // Held at once (no lock), which applies the options as the address's are.
  const store = createTableStore({
    rngForHand: () => () => 0,
    rngForShoe: () => () => 0,
    seed: 1,
    storage: null,
    casinoRules,
    variantRules,
    options,
  });
  const shown: Table = { ...store.getState(), unread: true };
  // A server render (and a hydration) draws the store's initial state: here, the table with its options.
  return { ...store, getState: () => shown, getInitialState: () => shown };
}

const render = (node: ReactNode) => renderToString(<StrictMode>{node}</StrictMode>);

/** The first match of `pattern` in `html`, which must be there: the build fails rather than ship a page without it. */
function piece(html: string, pattern: RegExp, name: string): string {
  const found = pattern.exec(html);
  if (found === null) throw new Error(`prerender: no ${name} in the table's HTML`);
  return found[0];
}

/**
 * The parts of the table that differ from the original table's when other options are saved or
 * in the address, each as the table draws it (before the save is read): index.html's script puts
 * them in the prerendered table before the first paint, so the table is drawn at once in the
 * shape it will keep (issue 40). Keyed by what index.html's script asks for.
 */
function shapedPieces(): Record<string, string> {
  const pieces: Record<string, string> = {};
  const brand = /<span class="brand__sub">[^<]*<\/span>/;
  const limits = /<p class="limits">.*?<\/p>/;
  const banker = /<button[^>]*data-testid="bet-banker".*?<\/button>/;
  for (const game of ['ez', 'no-commission'] as const) {
    const html = render(<App store={unreadTable({ game })} />);
    pieces[`brand-${game}`] = piece(html, brand, `${game} brand`);
    pieces[`banker-${game}`] = piece(html, banker, `${game} Banker spot`);
  }
  for (const [decks, shoe] of [
    [8, 'casino'],
    [6, 'fresh'],
    [6, 'casino'],
  ] as const) {
    pieces[`limits-${decks}-${shoe}`] = piece(render(<App store={unreadTable({ decks, shoe })} />), limits, 'limits');
  }
  // The side spots of EZ Baccarat, all six: the script leaves out Dragon 7 and Panda 8 at another game.
  const ez = render(<App store={unreadTable({ game: 'ez', sideBets: true })} />);
  pieces.side = piece(ez, /<div class="spots spots--side".*?<\/div>/, 'side spots');
  // The casino shoe's meter and commitment: the meter is a chunk of its own in the page, here at hand.
  const casino = unreadTable({ shoe: 'casino' });
  // Its figures are a made-up shoe's: no test hook, id or figure of it is left for anyone to read.
  pieces.shoe = render(
    <TableProvider store={casino}>
      <LanguageProvider preferred="en" initial="en">
        <ShoeMeter />
      </LanguageProvider>
    </TableProvider>,
  ).replace(/ (?:data-[a-z-]+|id|aria-describedby|title)="[^"]*"/g, '');
  return pieces;
}

/**
 * The table's HTML as the build writes it into the page (vite.config.ts), rendered by React's
 * server renderer: the store's initial state, the fresh table before any save is read, which is
 * also what the browser's first render hydrates against; and the pieces of the other shapes of
 * table (`shapedPieces`). No randomness, storage or lock is used.
 */
export function prerenderTable(lang: PrerenderedLanguage): {
  lang: PrerenderedLanguage;
  html: string;
  pieces: Record<string, string>;
} {
  return { lang, html: render(<App store={unreadTable({})} />), pieces: shapedPieces() };
}
