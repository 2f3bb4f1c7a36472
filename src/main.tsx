import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { parseParams, rngForHands } from './app/params';
import { createTableStore } from './store/tableStore';
import './styles.css';

const params = parseParams(window.location.search);
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const instant = params.instant || reducedMotion;

function localStorageIfAllowed(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by the browser's privacy settings: play unsaved
  }
}

const store = createTableStore({
  rngForHand: rngForHands(params.seed),
  storage: localStorageIfAllowed(),
  freshBankroll: params.bankroll ?? undefined,
  instant,
});

// ?bankroll= starts one fresh session; take it out of the address so a reload goes on with it.
if (params.bankroll !== null) {
  const url = new URL(window.location.href);
  url.searchParams.delete('bankroll');
  window.history.replaceState(null, '', url);
}

// Rendered synchronously: the table and its keyboard are live before the page's load event.
const root = createRoot(document.getElementById('root')!);
flushSync(() =>
  root.render(
    <StrictMode>
      <App store={store} instant={instant} />
    </StrictMode>,
  ),
);
