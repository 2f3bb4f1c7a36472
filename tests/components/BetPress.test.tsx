/** @vitest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stackedShoe } from '../helpers/stackedShoe';
import { makeTable } from '../store/helpers';
import { asInBrowser, renderApp } from '../helpers/asInBrowser';

/** Player 9 (KD 9H) against Banker 8 (7C AS): two naturals, no third card. */
const PLAYER_NATURAL = 'KD 7C 9H AS';

describe('a bet press', () => {
  it("draws the spot, the bankroll and the controls in the press's own task; the panels and the words follow", async () => {
    const { store } = makeTable({ rngForHand: () => stackedShoe(PLAYER_NATURAL) });
    await renderApp(store, [() => import('../../src/components/Announcer')]);
    // A narrow screen (jsdom): the panels are tabs, the odds one of them.
    const tab = await screen.findByRole('tab', { name: 'Odds' });
    act(() => tab.click());
    await screen.findByTestId('odds-panel');
    const spot = screen.getByTestId('bet-banker');
    const announcer = screen.getByTestId('announcer');
    expect(screen.queryByTestId('ev-banker')).toBeNull();

    asInBrowser();
    spot.click();
    await Promise.resolve(); // the press's task ends with its microtasks: React's sync work runs there

    // What answers the press: the chip on the spot, the bankroll, Clear bets enabled.
    expect(spot).toHaveAttribute('data-cents', '500');
    expect(screen.getByTestId('bankroll')).toHaveAttribute('data-cents', '99500');
    expect(screen.getByTestId('clear-bets')).toBeEnabled();
    // Not yet the odds panel's line for the bet, nor the announcer's words: rendered after the press's task.
    expect(screen.queryByTestId('ev-banker')).toBeNull();
    expect(announcer).toBeEmptyDOMElement();

    await waitFor(() => expect(screen.getByTestId('ev-banker')).toBeInTheDocument());
    await waitFor(() => expect(announcer).toHaveTextContent('Banker $5.00, bankroll $995.00'));

    // A deal and its settle still show the panels after the felt, as before (stagedSettle.test.tsx).
    spot.click();
    await waitFor(() => expect(screen.getByTestId('ev-banker')).toHaveTextContent('$10.00'));
  });
});
