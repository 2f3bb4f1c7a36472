/** @vitest-environment jsdom */
import { act, render } from '@testing-library/react';
import { memo, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TableProvider, useTable } from '../../src/store/TableContext';
import { stackedShoe } from '../helpers/stackedShoe';
import { makeTable } from './helpers';

/** React's startTransition, watched: which changes are drawn in a transition. */
const { transitions } = vi.hoisted(() => ({ transitions: vi.fn() }));
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions();
      react.startTransition(scope);
    },
  };
});

/** Player 9 (KD 9H) against Banker 8 (7C AS): two naturals, no third card. */
const PLAYER_NATURAL = 'KD 7C 9H AS';

/**
 * A table and a panel, and what each put on the page, commit by commit (a layout effect runs as
 * its commit is applied; in one commit the panel's runs before the table's).
 */
function drawings() {
  const log: string[] = [];
  // Memoised, as the table's panels are: the table's own renders do not redraw them.
  const Panel = memo(function Panel() {
    const phase = useTable((s) => s.phase);
    const player = useTable((s) => s.bets.player);
    const drawn = `panel: ${phase}, $${player / 100} on Player`;
    useLayoutEffect(() => void log.push(drawn), [drawn]);
    return null;
  });
  function TableProbe() {
    const phase = useTable((s) => s.phase);
    useLayoutEffect(() => void log.push(`table: ${phase}`), [phase]);
    return <Panel />;
  }
  return { log, tree: <TableProbe /> };
}

/** The table and a panel on the page, $5 on Player, the log cleared: what follows is the test's. */
function tableWithABet(instant: boolean) {
  const { store } = makeTable({ instant, rngForHand: () => stackedShoe(PLAYER_NATURAL) });
  const { log, tree } = drawings();
  render(<TableProvider store={store}>{tree}</TableProvider>);
  act(() => store.getState().placeBet('player'));
  log.length = 0;
  return { store, log };
}

describe('the panels, drawn with the table', () => {
  it('draw a deal, as the table does, in a React transition: out of the Deal press, in one commit', () => {
    const { store, log } = tableWithABet(false);
    transitions.mockClear();

    act(() => store.getState().deal());

    expect(transitions).toHaveBeenCalled();
    expect(log).toEqual(['panel: dealing, $0 on Player', 'table: dealing']);
  });

  it('draw a deal for every reader of the table in a single transition (three readers, one startTransition)', () => {
    const { store, log } = tableWithABet(false);
    transitions.mockClear();

    act(() => store.getState().deal());

    expect(transitions).toHaveBeenCalledTimes(1);
    expect(log).toEqual(['panel: dealing, $0 on Player', 'table: dealing']);
  });

  it('draw the settle in the same commit as the table', () => {
    const { store, log } = tableWithABet(false);
    act(() => store.getState().deal());
    log.length = 0;

    act(() => store.getState().finishReveal());

    expect(log).toEqual(['panel: settled, $0 on Player', 'table: settled']);
  });

  it('draw the settle, as the table does, in a React transition, and a bet at once', () => {
    const { store, log } = tableWithABet(false);
    act(() => store.getState().deal());
    transitions.mockClear();

    act(() => store.getState().finishReveal());
    expect(transitions).toHaveBeenCalled(); // rendered in slices between frames, committed whole
    expect(log.slice(-2)).toEqual(['panel: settled, $0 on Player', 'table: settled']);

    transitions.mockClear();
    act(() => store.getState().placeBet('player'));
    expect(transitions).not.toHaveBeenCalled();
  });

  it('draw an instant hand, dealt and settled at once, in the same commit as the table', () => {
    const { store, log } = tableWithABet(true);

    act(() => store.getState().deal());

    expect(log).toEqual(['panel: settled, $0 on Player', 'table: settled']);
  });

  it('draw a bet at once, in the commit that places it', () => {
    const { store, log } = tableWithABet(true);

    act(() => store.getState().placeBet('player'));

    expect(log).toEqual(['panel: betting, $10 on Player']);
  });
});
