/** @vitest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { TableProvider, useTable } from '../../../src/store/TableContext';
import Panels from '../../../src/components/panels/Panels';
import { stackedShoe } from '../../helpers/stackedShoe';
import { makeTable } from '../../store/helpers';

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
});
