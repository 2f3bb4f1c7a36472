/** @vitest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stackedShoe } from '../helpers/stackedShoe';
import { makeTable } from '../store/helpers';
import { asInBrowser, renderApp } from '../helpers/asInBrowser';

/** Player 9 (KD 9H) against Banker 8 (7C AS): two naturals, no third card. */
const PLAYER_NATURAL = 'KD 7C 9H AS';

describe("Deal's press (ui-contract.md, Timing)", () => {
  it('says "dealing" in the press\'s own task; the felt draws the deal in a later task', async () => {
    const { store } = makeTable({ rngForHand: () => stackedShoe(PLAYER_NATURAL) });
    await renderApp(store); // the normal speed: an animated deal
    act(() => store.getState().placeBet('player'));
    const table = screen.getByTestId('table');
    const clear = screen.getByTestId('clear-bets');
    const spot = screen.getByTestId('bet-player');
    expect(table).toHaveAttribute('data-phase', 'betting');
    expect(clear).toBeEnabled();

    asInBrowser();
    screen.getByTestId('deal').click();
    await Promise.resolve(); // the press's task ends with its microtasks: React's sync work runs there

    // What a test reads at once after pressing Deal is the new hand's phase, never the hand before.
    expect(store.getState().phase).toBe('dealing');
    expect(table).toHaveAttribute('data-phase', 'dealing');
    expect(table).toHaveAttribute('aria-busy', 'true');
    // The rest of the deal (the spots closing, the controls, the hands) is drawn after the press's task.
    expect(clear).toBeEnabled();
    expect(spot).not.toHaveAttribute('aria-disabled', 'true');

    await waitFor(() => expect(clear).toBeDisabled());
    expect(spot).toHaveAttribute('aria-disabled', 'true');
    expect(table).toHaveAttribute('data-phase', 'dealing');

    // The settle says "settled" with the felt's whole result, in one commit.
    store.getState().finishReveal();
    await waitFor(() => expect(table).toHaveAttribute('data-phase', 'settled'));
    expect(screen.getByTestId('outcome')).toHaveAttribute('data-winner', 'player');
    expect(screen.getByTestId('player-total')).toHaveAttribute('data-points', '9');
  });

  it('never says "settled" for the hand before while the next is being drawn', async () => {
    // The first hand Player's natural 9; the second Player 8 (KD 8H) against Banker 8 (7C AS), a tie.
    const coups = [PLAYER_NATURAL, 'KD 7C 8H AS'];
    const { store } = makeTable({ rngForHand: () => stackedShoe(coups.shift()!) });
    await renderApp(store);
    act(() => {
      store.getState().placeBet('player');
      store.getState().deal();
    });
    act(() => store.getState().finishReveal());
    const table = screen.getByTestId('table');
    expect(table).toHaveAttribute('data-phase', 'settled');
    act(() => store.getState().placeBet('player'));

    asInBrowser();
    screen.getByTestId('deal').click();
    await Promise.resolve();
    expect(store.getState().hands).toHaveLength(2);
    expect(table).toHaveAttribute('data-phase', 'dealing');
    // Nor its result: the outcome says the deal, as the phase does.
    expect(screen.getByTestId('outcome')).not.toHaveAttribute('data-winner');
    expect(screen.getByTestId('outcome')).toHaveTextContent('Dealing');

    store.getState().finishReveal();
    await waitFor(() => expect(table).toHaveAttribute('data-phase', 'settled'));
    // The second hand's tie, shown with "settled".
    expect(screen.getByTestId('outcome')).toHaveAttribute('data-winner', 'tie');
    expect(screen.getByTestId('player-total')).toHaveAttribute('data-points', '8');
  });
});
