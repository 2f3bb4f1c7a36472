/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { dollars, SIDE_BETS } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import { said, makeTable } from '../store/helpers';

function renderTable(options: Parameters<typeof makeTable>[0] = {}) {
  const { store } = makeTable({ instant: true, variantRules, ...options });
  const user = userEvent.setup();
  render(<App store={store} instant />);
  return { store, user };
}

const cents = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-cents'));

describe('side bets on the layout', () => {
  it('shows no side-bet spot with side bets off', () => {
    renderTable();
    for (const bet of SIDE_BETS) expect(screen.queryByTestId(`bet-${bet}`)).toBeNull();
  });

  it('shows the side bets the game offers, with their payouts, and Banker as the game pays it', () => {
    renderTable({ options: { game: 'ez', sideBets: true } });
    for (const bet of SIDE_BETS) expect(screen.getByTestId(`bet-${bet}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bet on BANKER, pays 1 to 1; a three-card 7 pushes/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bet on Dragon 7, pays 40 to 1/ })).toBeInTheDocument();
  });

  it('takes side bets from their keys, deals, and shows the net of every bet on the outcome', async () => {
    const { store, user } = renderTable({ options: { game: 'no-commission', sideBets: true } });
    expect(screen.queryByTestId('bet-dragon-7')).toBeNull();
    await user.keyboard('4679');
    expect(cents('bet-player-pair')).toBe(dollars(5));
    expect(cents('bet-banker-pair')).toBe(dollars(5));
    expect(cents('bet-dragon-player')).toBe(dollars(5));
    expect(cents('bet-dragon-banker')).toBe(dollars(5));
    await user.keyboard('5');
    expect(said(store.getState().message)).toMatch(/does not offer that bet/);
    await act(async () => store.getState().deal());
    const hand = store.getState().hands.at(-1)!;
    expect(Number(screen.getByTestId('outcome').getAttribute('data-net-cents'))).toBe(hand.settlement.net);
    expect(cents('bet-player-pair')).toBe(0);
  });
});
