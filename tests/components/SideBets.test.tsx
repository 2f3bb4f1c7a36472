/** @vitest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { dollars, SIDE_BETS } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import { stackedHands } from '../helpers/stackedShoe';
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
    expect(
      screen.getByRole('button', { name: /Bet on BANKER, pays 1 to 1; a three-card 7 pushes/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bet on Dragon 7, pays 40 to 1/ })).toBeInTheDocument();
  });

  it('names the keys of every spot (aria-keyshortcuts), and its key places a chip there as a click does', async () => {
    const { user } = renderTable({ options: { game: 'punto-banco', sideBets: true } });
    const spots = screen.getAllByRole('button', { name: /^Bet on/ });
    expect(spots).toHaveLength(7);
    for (const spot of spots) {
      const keys = spot.getAttribute('aria-keyshortcuts')!;
      expect(keys).toMatch(/^\d( \w+)?$/);
      const before = Number(spot.getAttribute('data-cents'));
      await user.keyboard(keys.split(' ')[0]!);
      expect(Number(spot.getAttribute('data-cents')), spot.dataset.testid).toBe(before + dollars(5));
    }
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

describe("a side spot's result", () => {
  /** Player 8 (8H KD) and Banker 8 (8S KC), a natural tie, with $5 on the Player Pair (lost) and the Dragon Bonus Player (pushed). */
  async function naturalTie() {
    const { store, user } = renderTable({
      options: { game: 'punto-banco', sideBets: true },
      rngForHand: stackedHands('8H 8S KD KC'),
    });
    await user.keyboard('47');
    await act(async () => store.getState().deal());
    return user;
  }
  const badge = (bet: string) => screen.getByTestId(`bet-${bet}`).querySelector('.spot__result');

  it('gives its words and, for a badge with one line of room, its money alone; its label has the words', async () => {
    await naturalTie();
    const parts = (bet: string) => [...badge(bet)!.children].map((part) => [part.className, part.textContent]);
    expect(parts('dragon-player')).toEqual([
      ['spot__result-words', 'Push: the bet is returned'],
      ['spot__result-money', 'Push'],
    ]);
    expect(parts('player-pair')).toEqual([
      ['spot__result-words', 'Lost $5.00'],
      ['spot__result-money', '-$5.00'],
    ]);
    expect(screen.getByTestId('bet-player-pair')).toHaveAccessibleName(/Last hand: Lost \$5\.00\./);
  });

  it('goes once the player bets on the spot again, so the spot shows its name under the new chip', async () => {
    const user = await naturalTie();
    expect(badge('player-pair')).not.toBeNull();
    await user.keyboard('4');
    expect(badge('player-pair')).toBeNull();
    expect(screen.getByTestId('bet-player-pair')).not.toHaveAccessibleName(/Last hand/);
    // The spot left alone keeps its result.
    expect(badge('dragon-player')).not.toBeNull();
  });
});

describe('the price of every bet on the table', () => {
  /** The published 8-deck edges (house-rules.md), to the digits given there. */
  const PUBLISHED: Record<string, string> = {
    'player-pair': '10.36',
    'banker-pair': '10.36',
    'dragon-player': '2.65',
    'dragon-banker': '9.37',
    'dragon-7': '7.61',
    'panda-8': '10.19',
  };

  async function openOdds(options: NonNullable<Parameters<typeof makeTable>[0]>['options']) {
    const { store, user } = renderTable({ options });
    await user.click(await screen.findByRole('tab', { name: 'Odds' }, { timeout: 5000 }));
    return { store, user, odds: await screen.findByTestId('odds-panel') };
  }
  const edgeOf = (odds: HTMLElement, bet: string) =>
    Number(odds.querySelector<HTMLElement>(`[data-testid="odds-bet"][data-bet="${bet}"]`)!.dataset.edge);

  it('lists every side bet the EZ table offers with its published house edge and each line of its paytable', async () => {
    const { odds } = await openOdds({ game: 'ez', sideBets: true });
    const rows = within(odds).getAllByTestId('odds-bet');
    expect(rows.map((r) => r.dataset.bet)).toEqual(['banker', 'player', 'tie', ...SIDE_BETS]);
    for (const bet of SIDE_BETS) expect((edgeOf(odds, bet) * 100).toFixed(2)).toBe(PUBLISHED[bet]);
    expect((edgeOf(odds, 'banker') * 100).toFixed(2)).toBe('1.02');
    // Every line of the Dragon Bonus, and they make up every coup.
    const lines = [
      ...rows.find((r) => r.dataset.bet === 'dragon-player')!.querySelectorAll<HTMLElement>('[data-line]'),
    ];
    expect(lines.map((l) => l.dataset.line)).toEqual([
      'natural-win',
      'natural-tie',
      'win-by-9',
      'win-by-8',
      'win-by-7',
      'win-by-6',
      'win-by-5',
      'win-by-4',
      'lose',
    ]);
    expect(lines.reduce((sum, l) => sum + Number(l.dataset.probability), 0)).toBeCloseTo(1, 9);
    expect(odds).toHaveTextContent(/no commission; a win with a three-card 7 \(2\.2534%\) pushes/);
  });

  it('gives the no-commission Banker its own edge and offers no Dragon 7 or Panda 8', async () => {
    const { odds } = await openOdds({ game: 'no-commission', sideBets: true });
    expect((edgeOf(odds, 'banker') * 100).toFixed(2)).toBe('1.46');
    expect(odds.querySelector('[data-bet="dragon-7"]')).toBeNull();
    expect(odds.querySelector('[data-bet="panda-8"]')).toBeNull();
  });

  it('shows the expected value in cents of each side bet staked: −edge × stake', async () => {
    const { store, odds } = await openOdds({ game: 'ez', sideBets: true });
    act(() => {
      store.getState().placeBet('dragon-7');
      store.getState().placeBet('player-pair');
    });
    const ev = (bet: string) => Number(within(odds).getByTestId(`ev-${bet}`).dataset.evCents);
    expect(ev('dragon-7')).toBeCloseTo(-edgeOf(odds, 'dragon-7') * dollars(5), 9);
    expect(ev('player-pair')).toBeCloseTo(-edgeOf(odds, 'player-pair') * dollars(5), 9);
    expect(within(odds).getByTestId('ev-dragon-7')).toHaveTextContent(
      '$5.00 on Dragon 7: expected value -$0.38 (7.61% edge)',
    );
  });
});

describe('side bets in the history', () => {
  it('adds a column for each side bet placed, with what it made on each hand', async () => {
    const { store, user } = renderTable({ options: { game: 'punto-banco', sideBets: true } });
    await user.keyboard('1');
    await act(async () => store.getState().deal()); // a hand with no side bet: no column yet
    await user.click(await screen.findByRole('tab', { name: 'History' }, { timeout: 5000 }));
    expect(
      within(await screen.findByTestId('hand-history')).queryByRole('columnheader', { name: 'Dragon Bonus Banker' }),
    ).toBeNull();
    await user.keyboard('9');
    await act(async () => store.getState().deal());
    const table = screen.getByTestId('hand-history');
    // The panels follow the felt (ui-contract, Timing): wait for the history to draw the hand.
    expect(await within(table).findByRole('columnheader', { name: 'Dragon Bonus Banker' })).toBeInTheDocument();
    const [newest, oldest] = within(table).getAllByTestId('history-row');
    const settled = store.getState().hands.at(-1)!.settlement;
    const cell = newest!.querySelector<HTMLElement>('[data-side-bet="dragon-banker"]')!;
    expect(Number(cell.dataset.netCents)).toBe(settled.sideBets['dragon-banker'].net);
    expect(oldest!.querySelector('[data-side-bet]')).toBeNull();
  });
});
