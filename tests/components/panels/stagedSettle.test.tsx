/** @vitest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TableProvider, useTable } from '../../../src/store/TableContext';
import Panels from '../../../src/components/panels/Panels';
import { feltDrawn, stagedTable } from '../../../src/components/panels/stagedSettle';
import { stackedShoe } from '../../helpers/stackedShoe';
import { makeTable } from '../../store/helpers';
import type { Table } from '../../../src/store/api';

/** Player 9 (KD 9H) against Banker 8 (7C AS): two naturals, no third card. */
const PLAYER_NATURAL = 'KD 7C 9H AS';

const beads = () => within(screen.getByTestId('bead-plate')).queryAllByTestId('road-cell').length;

describe('a settle, staged (ui-contract.md, Timing)', () => {
  it('is drawn on the felt first; the roads follow in a task of their own', async () => {
    const { store } = makeTable({ rngForHand: () => stackedShoe(PLAYER_NATURAL) });
    // What the roads show in each commit that draws the felt's phase.
    const atFeltCommit: string[] = [];
    function Felt() {
      const phase = useTable((s) => s.phase);
      useLayoutEffect(() => void atFeltCommit.push(`${phase}: ${beads()} beads`), [phase]);
      return null;
    }
    render(
      <TableProvider store={store}>
        <Panels />
        <Felt />
      </TableProvider>,
    );
    act(() => {
      store.getState().setSettings({ dealSpeed: 'normal' });
      store.getState().placeBet('player');
      store.getState().deal();
    });
    act(() => store.getState().finishReveal());
    // The frame that says "settled" shows the result on the felt; the roads have not drawn it yet.
    expect(atFeltCommit.at(-1)).toBe('settled: 0 beads');
    expect(beads()).toBe(0);
    // They follow, once the felt's frame is painted.
    await waitFor(() => expect(beads()).toBe(1));
    expect(within(screen.getByTestId('bead-plate')).getByTestId('road-cell')).toHaveAttribute('data-mark', 'player');
  });

  it("tells a panel's readers of a deal's start after a frame, in a task of its own, not in Deal's", async () => {
    const { store } = makeTable({ rngForHand: () => stackedShoe(PLAYER_NATURAL) });
    const roads = stagedTable(store);
    const stop = roads.start();
    const heard = vi.fn<(table: Table, before: Table) => void>();
    roads.subscribe(heard);
    store.getState().setSettings({ dealSpeed: 'normal' });
    store.getState().placeBet('player');
    const toldBeforeDeal = heard.mock.calls.length;
    expect(heard.mock.lastCall?.[0].bets.player).toBeGreaterThan(0); // a bet is told at once
    store.getState().deal();
    expect(store.getState().phase).toBe('dealing');
    expect(roads.getState().phase).toBe('dealing'); // what a panel reads now
    expect(heard).toHaveBeenCalledTimes(toldBeforeDeal); // but no reader has run for it in Deal's task
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(toldBeforeDeal + 1));
    const [table, before] = heard.mock.lastCall!;
    expect([before.phase, table.phase]).toEqual(['betting', 'dealing']);
    stop();
  });

  it("keeps saying the panels follow until each panel's turn is committed, and starts the next turn only then", async () => {
    const { store } = makeTable({ rngForHand: () => stackedShoe(PLAYER_NATURAL) });
    const following = () => document.documentElement.hasAttribute('data-panels-follow');
    // Two panels' staged views; each panel marks the turn it is drawing (in the turn's transition).
    const roads = stagedTable(store);
    const odds = stagedTable(store);
    const roadsTurn = vi.fn<(turn: number) => void>();
    const oddsTurn = vi.fn<(turn: number) => void>();
    roads.marks(roadsTurn);
    odds.marks(oddsTurn);
    const stops = [roads.start(), odds.start()];
    store.getState().setSettings({ dealSpeed: 'normal' });
    store.getState().placeBet('player');
    store.getState().deal();
    store.getState().finishReveal();
    expect(store.getState().phase).toBe('settled');
    expect(roads.getState().phase).toBe('dealing'); // not before the felt
    expect(following()).toBe(true);
    feltDrawn();
    await vi.waitFor(() => expect(roadsTurn).toHaveBeenCalledWith(1));
    expect(roads.getState().phase).toBe('settled');
    // Asked to draw, not yet committed: the page still says the panels follow, and the next waits.
    for (let task = 0; task < 4; task++) await new Promise((resolve) => setTimeout(resolve));
    expect(following()).toBe(true);
    expect(oddsTurn).not.toHaveBeenCalled();
    roads.drawn(1);
    await vi.waitFor(() => expect(oddsTurn).toHaveBeenCalledWith(1));
    expect(following()).toBe(true);
    odds.drawn(1);
    expect(following()).toBe(false);
    stops.forEach((stop) => stop());
  });
});
