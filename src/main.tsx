import { StrictMode, startTransition, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { hydrateTable, TableProvider, useTable } from './store/TableContext';
import { cryptoRngs, parseOptionParams, parseParams, type TableRngs } from './app/params';
import { delayLoadEvent, webLocks } from './app/tableLock';
import { wordsReady } from './i18n/catalogue';
import { preferredLanguage, savedLanguage } from './i18n/languages';
import type { Language } from './table/vocabulary';
import {
  loadCasinoShoeRules,
  loadVariantRules,
  saveNeedsCasinoShoe,
  saveNeedsVariantRules,
  type CasinoShoeRules,
  type VariantRules,
} from './save/chunks';
import { loadSaveReader, type SaveReader } from './save/readerChunk';
import { loadSaveWriter, type SaveWriter } from './save/writerChunk';
import { SAVE_KEY, SESSION_KEY } from './save/format';
import type { TableStore } from './store/api';
import { lazyChunk, type LazyChunk } from './store/lazyChunk';
import { createTableShell } from './store/tableShell';
import { isOriginalGame } from './rules/tableRules';
import { loadShoeMeter } from './components/shoeMeterChunk';
import { announcerListening } from './components/AnnouncerRegion';
import './styles.css';

const params = parseParams(window.location.search);
/** The prerendered table was given another shape than the original table's by index.html's script: it is drawn afresh, not hydrated. */
const shaped = document.documentElement.hasAttribute('data-shaped');
const address = parseOptionParams(window.location.search);
// The system's reduced motion shows every hand at once whatever the Deal speed (the menu says so);
// ?speed=instant is the Deal speed option itself, shown in the menu and changed there.
const instant = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** The browser's language, spoken until the player chooses one (in the menu or by ?lang=). */
const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);

function localStorageIfAllowed(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by the browser's privacy settings: play unsaved
  }
}

/**
 * Calls `then` once the table shows the store's own state. Hydration renders the state the build
 * prerendered (the store's initial state, before the save); React renders the saved table right after.
 * Placed last, its effects run after every other part's: `hydrated` (hydrateTable's end) is called there.
 */
function WhenRead({ then, hydrated }: { then: () => void; hydrated: () => void }) {
  const unread = useTable((s) => s.unread);
  useEffect(() => {
    hydrated();
    if (!unread) then();
  }, [unread, then, hydrated]);
  return null;
}

/**
 * Offline play and updates: the service worker's code loads after the page has. Called as the
 * table opens, which is always before the load event (the entry holds it until then).
 */
function registerWorkerAfterLoad(store: TableStore): void {
  if ('serviceWorker' in navigator)
    addEventListener(
      'load',
      () =>
        void import('./app/serviceWorker').then((chunk) =>
          chunk.registerServiceWorker((apply) => store.setState({ applyUpdate: apply })),
        ),
      { once: true },
    );
}

/**
 * The save's writer, a chunk that loads as the table opens; the page's load event waits for it,
 * so whoever acts once the page has loaded has each change saved at once.
 */
function writerBeforeLoad(): LazyChunk<SaveWriter> {
  const writer = lazyChunk(undefined, loadSaveWriter);
  const written = delayLoadEvent();
  writer.with(written, written);
  return writer;
}

/** Opens the table: the store, the lock that decides which tab plays, and the first render. */
function openTable(
  storage: Storage | null,
  rngs: TableRngs,
  casinoRules: CasinoShoeRules | undefined,
  variantRules: VariantRules | undefined,
  reader: SaveReader | undefined,
  language: Language,
  session: typeof import('./store/honestSession') | undefined,
): void {
  const store = createTableShell(
    {
      rngForHand: rngs.forHand,
      rngForShoe: rngs.forShoe,
      seed: params.seed,
      options: address.options,
      unknownOptions: address.unknown,
      storage,
      casinoRules,
      variantRules,
      freshBankroll: params.bankroll ?? undefined,
      instant,
      session,
      loadSession,
      // Without Web Locks (an insecure origin, an old browser) the page plays as the only tab.
      lock: 'locks' in navigator ? webLocks(navigator.locks, SAVE_KEY) : undefined,
    },
    lazyChunk(reader, loadSaveReader),
    writerBeforeLoad(),
  );

  // The page's load event waits for the lock's answer, so keys pressed once it has loaded find the table held.
  void lockAnswered(store).then(delayLoadEvent());

  // ?bankroll= starts one fresh session; take it out of the address so a reload goes on with it.
  if (params.bankroll !== null) {
    const url = new URL(location.href);
    url.searchParams.delete('bankroll');
    history.replaceState(null, '', url);
  }

  registerWorkerAfterLoad(store);

  // Drawing (hydration's start) in a task after the store's: in one they were the longest task
  // Lighthouse counted after the first paint. The load waits meanwhile.
  const drawn = delayLoadEvent();
  setTimeout(() => {
    renderTable(store, language);
    drawn();
  });
}

/**
 * Draws the table. The built page holds it prerendered in English (see vite.config.ts): an English
 * table hydrates it, and the page's load event waits until the saved table is on screen and its
 * keyboard live. A table in another language (its words are loaded by now) replaces it: index.html
 * hid the prerendered words from the first paint (WORDS_PENDING), and the render below, in its
 * language, shows the table again. Without a prerendered page (the dev server) the table is
 * rendered synchronously too, before the load event.
 */
function renderTable(store: TableStore, language: Language): void {
  const container = document.getElementById('root')!;
  if (container.hasChildNodes() && language === 'en' && !shaped) {
    const loaded = delayLoadEvent();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole table: the page already shows it, and answers input sooner.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} instant={instant} preferred={preferred} initial={language} />
          <TableProvider store={store}>
            <WhenRead then={loaded} hydrated={hydrateTable(store)} />
          </TableProvider>
        </StrictMode>,
      );
    });
  } else {
    const loaded = delayLoadEvent();
    void tableInItsShape(store).then(() => {
      container.replaceChildren();
      const root = createRoot(container);
      flushSync(() =>
        root.render(
          <StrictMode>
            <App store={store} instant={instant} preferred={preferred} initial={language} />
          </StrictMode>,
        ),
      );
      loaded();
    });
  }
}

/**
 * Resolves once the table drawn afresh will have the shape it keeps: the lock has answered (the
 * address's options are applied then) and a casino shoe's meter is here. The page shows the
 * prerendered table in that shape meanwhile (index.html), so its first render moves nothing.
 */
async function tableInItsShape(store: TableStore): Promise<void> {
  await lockAnswered(store);
  if (store.getState().settings.shoe === 'casino') await loadShoeMeter().catch(() => undefined);
}

/** Resolves once the lock has answered: this tab holds the table, or another does. */
const lockAnswered = (store: TableStore) =>
  new Promise<void>((answered) => {
    if (store.getState().hold !== 'asking') return answered();
    const unsubscribe = store.subscribe((s) => s.hold !== 'asking' && (unsubscribe(), answered()));
  });

// The first bet after load is said: the load waits for the announcer to listen.
void announcerListening.then(delayLoadEvent());

/** The honest session: its chunk comes just after the table, or before it when a record may close or limit it. */
const loadSession = () => import('./store/honestSession');

// A casino shoe's rules are a chunk of their own, fetched first only when the save or the
// address asks for a casino shoe (the page's load waits for them): the original game never loads them.
const storage = localStorageIfAllowed();
let saved: string | null = null;
let sessionKept = false;
try {
  saved = storage?.getItem(SAVE_KEY) ?? null;
  sessionKept = storage?.getItem(SESSION_KEY) != null;
} catch {
  // The store reads it again, and is refused again.
}
// The same for another game or side bets: their rules are a second chunk, fetched alongside;
// and for a table in Chinese, whose words are a chunk of their own, so the first paint is in its language.
const language = address.options.language ?? savedLanguage(saved) ?? preferred;
const needsCasino = address.options.shoe === 'casino' || saveNeedsCasinoShoe(saved);
const needsVariants =
  !isOriginalGame({ game: address.options.game ?? 'punto-banco', sideBets: address.options.sideBets ?? false }) ||
  saveNeedsVariantRules(saved);
// A ?seed= table (tests, links) loads its seeded generator first too.
const { seed } = params;
// A save is read by the save's reader, a chunk of its own: a first visit has no save to read.
const needsReader = saved !== null;
// The table opens in a task of its own, never in the entry's evaluation, which with the frame
// holding the load is a long task of its own on a phone: the page's load waits meanwhile.
const loaded = delayLoadEvent();
// A casino shoe's meter is fetched with its rules: the table's first render draws it (tableInItsShape).
if (needsCasino) void loadShoeMeter().catch(() => undefined);
void Promise.all([
  seed === null ? cryptoRngs() : import('./app/seeds').then((chunk) => chunk.seededRngs(seed)),
  needsCasino ? loadCasinoShoeRules() : undefined,
  needsVariants ? loadVariantRules() : undefined,
  needsReader ? loadSaveReader() : undefined,
  sessionKept ? loadSession() : undefined,
  // Should the words not load (offline before the first visit was cached), the table opens in English.
  wordsReady(language).then(
    () => language,
    (): Language => 'en',
  ),
  new Promise((next) => setTimeout(next)),
]).then(([rngs, casino, variants, reader, session, opensIn]) => {
  openTable(storage, rngs, casino, variants, reader, opensIn, session);
  loaded();
});
