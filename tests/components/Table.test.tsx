/** @vitest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { cardPoints, dollars } from '../../src/rules';
import { makeTable, storageWithHands } from '../store/helpers';

function renderTable(options: Parameters<typeof makeTable>[0] = {}) {
  const { store } = makeTable({ instant: true, ...options });
  const user = userEvent.setup();
  render(<App store={store} instant />);
  return { store, user };
}

const cents = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-cents'));

describe('the table', () => {
  it('shows the bankroll, the railing, the three spots with their payouts, and the limits', () => {
    renderTable();
    expect(screen.getByTestId('bankroll')).toHaveTextContent('$1,000.00');
    expect(screen.getByTestId('railing')).toHaveTextContent('$5.00');
    expect(screen.getByRole('button', { name: /Bet on PLAYER, pays 1 to 1\./ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bet on BANKER, pays 1 to 1 less 5% commission/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bet on TIE, pays 8 to 1/ })).toBeInTheDocument();
    expect(screen.getByText(/Minimum \$5\.00 · Maximum \$300\.00 in total/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pass \(multi-player tables only/ })).toBeInTheDocument();
  });

  it('names each hand by its title alone before a card, and with its total after; the railing is one group', async () => {
    const { user, store } = renderTable();
    expect(screen.getByRole('heading', { name: 'PLAYER' })).toBeInTheDocument();
    // Named by its trade's word and what it is, in words on the table (not a tooltip): the next chip.
    expect(screen.getAllByRole('group', { name: 'Railing · your next chip' })).toHaveLength(1);
    expect(screen.getByText('· your next chip')).toBeVisible();
    await user.keyboard('{End}{Enter}');
    const hand = store.getState().hands[0]!;
    // A browser reads "PLAYER total 2"; jsdom, without layout, runs the words together.
    expect(
      screen.getByRole('heading', { name: new RegExp(`^PLAYER ?total ?${hand.coup.playerTotal}$`) }),
    ).toBeInTheDocument();
  });

  it('plays a hand with the keyboard alone', async () => {
    const { user, store } = renderTable();
    await user.keyboard('{ArrowUp}{Shift>}{ArrowUp}{/Shift}');
    expect(cents('railing')).toBe(dollars(16));
    await user.keyboard('{End}');
    expect(cents('bet-player')).toBe(dollars(16));
    await user.keyboard('{Enter}');
    const table = screen.getByTestId('table');
    expect(table).toHaveAttribute('data-phase', 'settled');
    const hand = store.getState().hands[0]!;
    expect(screen.getByTestId('outcome')).toHaveAttribute('data-winner', hand.coup.winner);
    expect(within(screen.getByTestId('player-hand')).getAllByRole('img')).toHaveLength(hand.coup.player.length);
    expect(screen.getByTestId('player-total')).toHaveAttribute('data-points', String(hand.coup.playerTotal));
    expect(screen.getByTestId('banker-total')).toHaveAttribute('data-points', String(hand.coup.bankerTotal));
    expect(cents('bankroll')).toBe(
      dollars(1000) + hand.settlement.net - (hand.coup.winner === 'tie' ? dollars(16) : 0),
    );
  });

  it('names every card for a screen reader', async () => {
    const { user, store } = renderTable();
    await user.keyboard('{End}{Enter}');
    const names = screen.getAllByTestId('card').map((card) => card.getAttribute('aria-label'));
    expect(names).toHaveLength(store.getState().hands[0]!.coup.dealt.length);
    for (const name of names)
      expect(name).toMatch(/^(Ace|[2-9]|10|Jack|Queen|King) of (Spades|Hearts|Diamonds|Clubs)$/);
  });

  it('names the keys of each railing step (aria-keyshortcuts), and those keys step as a click does', async () => {
    const { user } = renderTable();
    const railing = within(screen.getByRole('group', { name: /^Railing/ }));
    const steps = railing.getAllByRole('button');
    expect(steps.map((step) => [step.textContent, step.getAttribute('aria-keyshortcuts')])).toEqual([
      ['−10', 'Shift+ArrowDown'],
      ['−1', 'ArrowDown'],
      ['+1', 'ArrowUp'],
      ['+10', 'Shift+ArrowUp'],
    ]);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(cents('railing')).toBe(dollars(15));
    await user.click(steps[3]!);
    expect(cents('railing')).toBe(dollars(25));
    await user.keyboard('{ArrowDown}');
    expect(cents('railing')).toBe(dollars(24));
    await user.click(steps[1]!);
    expect(cents('railing')).toBe(dollars(23));
  });

  it('places bets with the mouse, and clears them', async () => {
    const { user } = renderTable();
    await user.click(screen.getByTestId('bet-banker'));
    await user.click(screen.getByTestId('bet-tie'));
    expect(cents('bankroll')).toBe(dollars(990));
    await user.click(screen.getByTestId('clear-bets'));
    expect(cents('bankroll')).toBe(dollars(1000));
    expect(cents('bet-banker')).toBe(0);
  });

  it('says why a deal or a bet is refused', async () => {
    const { user } = renderTable();
    await user.click(screen.getByTestId('deal'));
    await waitFor(() => expect(screen.getByTestId('message')).toHaveTextContent(/Place a bet first/));
    await user.click(screen.getByRole('button', { name: 'Railing $300.00' }));
    await user.keyboard('2');
    await user.keyboard('3');
    await waitFor(() => expect(screen.getByTestId('message')).toHaveTextContent(/Table maximum/));
    expect(cents('bet-tie')).toBe(0);
  });

  it('shows the last 13 outcomes in the Statistics dialog, and keys do nothing while it is open', async () => {
    const { user, store } = renderTable();
    for (let i = 0; i < 15; i++) {
      await user.keyboard('{End}{Enter}');
      if (store.getState().bets.player === 0 && store.getState().bankroll < dollars(5)) break;
    }
    await user.click(screen.getByTestId('statistics-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    const shown = within(dialog).getAllByTestId('stat-outcome');
    const hands = store.getState().hands;
    expect(shown).toHaveLength(13);
    expect(shown.map((s) => s.getAttribute('data-winner'))).toEqual(hands.slice(-13).map((h) => h.coup.winner));
    expect(dialog).toHaveTextContent('The last 13 outcomes, oldest first.');
    const before = store.getState();
    await user.keyboard('{End}{Enter}{ArrowUp}');
    expect(store.getState().hands).toBe(before.hands);
    expect(store.getState().railing).toBe(before.railing);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the Statistics dialog shows every outcome so far before 13 hands, and nothing but that before one', async () => {
    const { user } = renderTable();
    await user.click(screen.getByTestId('statistics-button'));
    let dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    expect(dialog).toHaveTextContent('No hands played yet.');
    expect(dialog).not.toHaveTextContent('oldest first');
    await user.keyboard('{Escape}');
    await user.keyboard('{End}{Enter}');
    await user.click(screen.getByTestId('statistics-button'));
    dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    expect(dialog).toHaveTextContent('Every outcome so far (1 hand), oldest first.');
  });

  it('renders the keyboard help from the keymap, opened with ?', async () => {
    const { user } = renderTable();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Shift + Up Arrow')).toBeInTheDocument();
    expect(within(dialog).getByText('3 on the keypad, or Page Down')).toBeInTheDocument();
  });

  it('offers a fresh bankroll when there is not enough left to bet', async () => {
    const { user } = renderTable({ freshBankroll: dollars(3) });
    await user.click(screen.getByTestId('fresh-bankroll'));
    expect(screen.getByTestId('bankroll')).toHaveTextContent('$1,000.00');
    expect(screen.queryByTestId('fresh-bankroll')).not.toBeInTheDocument();
  });

  it('deals at the speed chosen in the table options, and the keys work once they close', async () => {
    const { user, store } = renderTable();
    await user.click(screen.getByTestId('table-settings'));
    const speed = await screen.findByRole('group', { name: 'Deal speed' });
    await user.click(within(speed).getByRole('radio', { name: 'Instant' }));
    expect(store.getState().settings.dealSpeed).toBe('instant');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}{End}{Enter}');
    expect(cents('railing')).toBe(600);
    expect(screen.getByTestId('outcome')).toHaveAttribute('data-winner');
  });

  it("shows an address's speed (?speed=instant) in the table options, where it can be changed: Normal then deals card by card", async () => {
    const { store } = makeTable({ options: { dealSpeed: 'instant' } });
    const user = userEvent.setup();
    render(<App store={store} />);
    await user.click(screen.getByTestId('table-settings'));
    const speed = await screen.findByRole('group', { name: 'Deal speed' });
    expect(within(speed).getByRole('radio', { name: 'Instant' })).toBeChecked();
    expect(within(speed).queryByText(/reduced motion/)).not.toBeInTheDocument();
    await user.click(within(speed).getByRole('radio', { name: 'Normal' }));
    await user.keyboard('{Escape}');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByTestId('table')).toHaveAttribute('data-phase', 'dealing');
  });

  it("says in the table options when the system's reduced motion shows every hand at once, whatever the speed", async () => {
    const { user } = renderTable();
    await user.click(screen.getByTestId('table-settings'));
    const speed = await screen.findByRole('group', { name: 'Deal speed' });
    expect(within(speed).getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(within(speed).getByText(/reduced motion, so every hand is shown at once/)).toBeInTheDocument();
  });

  it('reveals an animated deal card by card, totals following the cards face up', async () => {
    const { store } = makeTable({ instant: false });
    const user = userEvent.setup();
    render(<App store={store} />);
    act(() => {
      store.getState().placeBet('player');
      store.getState().deal();
    });
    expect(screen.getByTestId('table')).toHaveAttribute('data-phase', 'dealing');
    expect(screen.getByTestId('player-total')).not.toHaveAttribute('data-points');
    act(() => store.getState().revealNext());
    const first = store.getState().hands[0]!.coup.player[0]!;
    expect(screen.getByTestId('player-total')).toHaveAttribute('data-points', String(cardPoints(first)));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('table')).toHaveAttribute('data-phase', 'settled');
  });

  it.each([
    [
      'a Player win',
      '9S 6H 2D 6C 3H JD',
      { player: 500, banker: 500, tie: 0 },
      'You break even: your wins and losses cancel out.',
    ],
    ['a tie', '8S 4D KC 4S', { player: 500, banker: 500, tie: 0 }, 'Your bets push: no money changes hands.'],
    ['a tie', '8S 4D KC 4S', { player: 500, banker: 0, tie: 500 }, 'You win $40.00.'],
    ['a Banker win', '10S 4H 7D 4C', { player: 0, banker: 600, tie: 0 }, 'You win $5.50.'],
    ['a Banker win', '10S 4H 7D 4C', { player: 2000, banker: 0, tie: 0 }, 'You lose $20.00.'],
  ])('announces the net result of %s (%s) for the bets %o', (_, cards, bets, detail) => {
    renderTable({ storage: storageWithHands([{ cards, bets }]) });
    expect(screen.getByTestId('outcome')).toHaveTextContent(detail);
  });

  it("announces the bankroll the hand leaves, and writes the winner's total first", () => {
    renderTable({ storage: storageWithHands([{ cards: '10S 4H 7D 4C', bets: { player: 1000, banker: 0, tie: 0 } }]) });
    expect(screen.getByTestId('outcome')).toHaveTextContent(
      'Banker wins with a natural, 8 to 7. You lose $10.00. Bankroll $990.00.',
    );
  });
});

describe('Enter and the focus', () => {
  it('presses the focused Clear bets button rather than dealing the bets', async () => {
    const { user, store } = renderTable();
    await user.keyboard('{End}');
    screen.getByTestId('clear-bets').focus();
    await user.keyboard('{Enter}');
    expect(store.getState().hands).toHaveLength(0);
    expect(cents('bet-player')).toBe(0);
    expect(cents('bankroll')).toBe(dollars(1000));
  });

  it('deals after a spot is clicked: the click leaves no button focused', async () => {
    const { user, store } = renderTable();
    await user.click(screen.getByTestId('bet-banker'));
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Enter}');
    expect(store.getState().hands).toHaveLength(1);
  });

  it('never gives a clicked spot the focus, and lets go of a control focused before: Enter then deals', async () => {
    const { user, store } = renderTable();
    screen.getByTestId('clear-bets').focus(); // focused from the keyboard before
    const focused: string[] = [];
    document.addEventListener('focusin', (event) => focused.push((event.target as Element).id || 'element'));
    await user.click(screen.getByTestId('bet-banker'));
    expect(focused).toEqual([]); // the press gave no button the focus, not even for a moment
    expect(cents('bet-banker')).toBe(dollars(5));
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Enter}');
    expect(store.getState().hands).toHaveLength(1);
  });

  it('keeps the focus on a button pressed from the keyboard', async () => {
    const { user } = renderTable();
    screen.getByTestId('bet-tie').focus();
    await user.keyboard('{Enter}');
    expect(cents('bet-tie')).toBe(dollars(5));
    expect(screen.getByTestId('bet-tie')).toHaveFocus();
  });

  it('tells a player who is out that the bankroll is below the minimum and moves to the offer', async () => {
    const { user } = renderTable({ freshBankroll: dollars(2) });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('message')).toHaveTextContent(/less than the \$5\.00 minimum bet/));
    expect(screen.getByTestId('fresh-bankroll')).toHaveFocus();
  });

  it('takes a double-click on Deal as one deal: the reveal goes on', async () => {
    const { store } = makeTable({ instant: false });
    const user = userEvent.setup();
    render(<App store={store} />);
    act(() => store.getState().placeBet('player'));
    await user.dblClick(screen.getByTestId('deal'));
    expect(store.getState().hands).toHaveLength(1);
    expect(screen.getByTestId('table')).toHaveAttribute('data-phase', 'dealing');
  });
});
