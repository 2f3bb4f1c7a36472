/** @vitest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/App';
import { prerenderTable } from '../src/prerender';
import { makeTable } from './store/helpers';

/** A table saved with a hand played and $10 left on BANKER. */
function savedTable() {
  const saved = makeTable({ instant: true });
  saved.store.getState().placeBet('player');
  saved.store.getState().deal();
  saved.store.getState().adjustRailing(500);
  saved.store.getState().placeBet('banker');
  return saved;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * The prerendered page, hydrated against `store` as main.tsx does; the console's errors and
 * warnings, and the errors React recovers from (a hydration mismatch is one: React renders afresh).
 */
async function hydrate(store: ReturnType<typeof makeTable>['store']) {
  const recovered: unknown[] = [];
  const container = document.createElement('div');
  container.innerHTML = prerenderTable('en').html;
  document.body.append(container);
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App store={store} instant />
      </StrictMode>,
      { onRecoverableError: (e) => recovered.push(e) },
    );
  });
  return { error, warn, recovered };
}

describe('the prerendered table', () => {
  it('has the spots, the railing and the controls, and shows no money that depends on the save', () => {
    document.body.innerHTML = prerenderTable('en').html;
    for (const id of [
      'table',
      'bet-player',
      'bet-banker',
      'bet-tie',
      'deal',
      'clear-bets',
      'pass',
      'railing',
      'bankroll',
      'outcome',
    ]) {
      expect(screen.getByTestId(id)).toBeInTheDocument();
    }
    expect(screen.getByTestId('bankroll')).not.toHaveAttribute('data-cents');
    expect(screen.getByTestId('bankroll')).not.toHaveTextContent('$');
    expect(screen.getByTestId('railing')).not.toHaveTextContent('$');
    expect(screen.getByTestId('bet-player')).not.toHaveAttribute('data-cents');
    expect(screen.queryByText('No bet')).toBeNull();
  });

  it('hydrates with no error or warning, then shows the saved table', async () => {
    const saved = savedTable();
    const { store } = makeTable({ storage: saved.storage });
    const { error, warn, recovered } = await hydrate(store);
    expect(recovered).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(screen.getByTestId('bankroll')).toHaveAttribute('data-cents', String(saved.store.getState().bankroll));
    expect(screen.getByTestId('railing')).toHaveAttribute('data-cents', '1000');
    expect(screen.getByTestId('bet-banker')).toHaveAttribute('data-cents', '1000');
    expect(within(screen.getByTestId('player-hand')).getAllByTestId('card').length).toBeGreaterThanOrEqual(2);
  });

  it('hydrates with no error or warning on a first visit', async () => {
    const { error, warn, recovered } = await hydrate(makeTable().store);
    expect(recovered).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(screen.getByTestId('bankroll')).toHaveTextContent('$1,000.00');
  });

  it('has its live regions empty in the first HTML and in the first render (ui-contract.md, Timing)', async () => {
    // The outcome, the message and the announcer: a region's first words are read only when it was there, empty.
    const regions = ['outcome', 'message', 'announcer'];
    document.body.innerHTML = prerenderTable('en').html;
    for (const id of regions) {
      expect(screen.getByTestId(id), id).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByTestId(id).textContent, id).toBe('');
    }
    document.body.innerHTML = '';
    const { recovered } = await hydrate(makeTable().store);
    expect(recovered).toEqual([]);
    for (const id of regions) expect(screen.getByTestId(id).textContent, id).toBe('');
  });
});
