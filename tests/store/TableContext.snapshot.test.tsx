/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TableProvider, useTable } from '../../src/store/TableContext';
import { makeTable } from './helpers';

// Each reader asks React whether its table is being hydrated: what it asks with is recorded.
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return { ...react, useSyncExternalStore: vi.fn(react.useSyncExternalStore) };
});

function Bankroll() {
  return <span data-testid="bankroll">{useTable((s) => s.bankroll)}</span>;
}

describe("a reader's question whether its table is being hydrated", () => {
  it('is asked with the same function at every render: React keeps no effect for it after each', () => {
    const { store } = makeTable();
    render(
      <TableProvider store={store}>
        <Bankroll />
      </TableProvider>,
    );
    act(() => store.getState().placeBet('banker'));
    act(() => store.getState().placeBet('banker'));
    expect(screen.getByTestId('bankroll')).toHaveTextContent(String(store.getState().bankroll));
    const snapshots = vi.mocked(useSyncExternalStore).mock.calls.map(([, getSnapshot]) => getSnapshot);
    expect(snapshots.length).toBeGreaterThanOrEqual(3); // a render, and one for each bet
    expect(new Set(snapshots).size).toBe(1);
  });
});
