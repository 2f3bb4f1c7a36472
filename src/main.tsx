import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { parseOptionParams, parseParams, rngForHands, rngForShoes } from './app/params';
import { delayLoadEvent, webLocks } from './app/tableLock';
import { wordsReady } from './i18n/catalogue';
import { preferredLanguage, savedLanguage } from './i18n/languages';
import { SAVE_KEY } from './store/persistence';
import { isOriginalGame, loadCasinoShoeRules, loadVariantRules, saveNeedsCasinoShoe, saveNeedsVariantRules, type CasinoShoeRules, type VariantRules } from './store/types';
import { createTableStore } from './store/tableStore';
import './styles.css';

const params = parseParams(window.location.search);
const address = parseOptionParams(window.location.search);
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const instant = params.instant || reducedMotion;
/** The browser's language, spoken until the player chooses one (in the menu or by ?lang=). */
const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);

function localStorageIfAllowed(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by the browser's privacy settings: play unsaved
  }
}

/** Opens the table: the store, the lock that decides which tab plays, and the first render. */
function openTable(storage: Storage | null, casinoRules: CasinoShoeRules | undefined, variantRules: VariantRules | undefined): void {
  const store = createTableStore({
    rngForHand: rngForHands(params.seed),
    rngForShoe: rngForShoes(params.seed),
    options: address.options,
    unknownOptions: address.unknown,
    storage,
    casinoRules,
    variantRules,
    freshBankroll: params.bankroll ?? undefined,
    instant,
    // Without Web Locks (an insecure origin, an old browser) the page plays as the only tab.
    lock: 'locks' in navigator ? webLocks(navigator.locks, SAVE_KEY) : undefined,
  });

  // The page's load event waits for the lock's answer, so keys pressed once it has loaded find the table held.
  if (store.getState().hold === 'asking') {
    const loaded = delayLoadEvent();
    const unsubscribe = store.subscribe((s) => {
      if (s.hold === 'asking') return;
      unsubscribe();
      loaded();
    });
  }

  // ?bankroll= starts one fresh session; take it out of the address so a reload goes on with it.
  if (params.bankroll !== null) {
    const url = new URL(window.location.href);
    url.searchParams.delete('bankroll');
    window.history.replaceState(null, '', url);
  }

  // Offline play and updates: the service worker's code loads after the page has.
  const registerWorker = () =>
    void import('./app/serviceWorker').then(({ registerServiceWorker }) =>
      registerServiceWorker((apply) => store.setState({ applyUpdate: apply })),
    );
  if ('serviceWorker' in navigator) {
    if (document.readyState === 'complete') registerWorker();
    else window.addEventListener('load', registerWorker, { once: true });
  }

  // Rendered synchronously: the table and its keyboard are live before the page's load event.
  const root = createRoot(document.getElementById('root')!);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App store={store} instant={instant} preferred={preferred} />
      </StrictMode>,
    ),
  );
}

// A casino shoe's rules are a chunk of their own, fetched first only when the save or the
// address asks for a casino shoe (the page's load waits for them): the original game never loads them.
const storage = localStorageIfAllowed();
let saved: string | null = null;
try {
  saved = storage?.getItem(SAVE_KEY) ?? null;
} catch {
  // The store reads it again, and is refused again.
}
// The same for another game or side bets: their rules are a second chunk, fetched alongside;
// and for a table in Chinese, whose words are a chunk of their own, so the first paint is in its language.
const language = address.options.language ?? savedLanguage(saved) ?? preferred;
const needsCasino = address.options.shoe === 'casino' || saveNeedsCasinoShoe(saved);
const needsVariants =
  !isOriginalGame({ game: address.options.game ?? 'punto-banco', sideBets: address.options.sideBets ?? false }) || saveNeedsVariantRules(saved);
if (needsCasino || needsVariants || language !== 'en') {
  const loaded = delayLoadEvent();
  void Promise.all([
    needsCasino ? loadCasinoShoeRules() : undefined,
    needsVariants ? loadVariantRules() : undefined,
    // Should the words not load (offline before the first visit was cached), the table opens in English.
    wordsReady(language).catch(() => undefined),
  ]).then(([casino, variants]) => {
    openTable(storage, casino, variants);
    loaded();
  });
} else {
  openTable(storage, undefined, undefined);
}
