/** @vitest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import Panels from '../../src/components/panels/Panels';
import { TableProvider } from '../../src/store/TableContext';
import * as casinoRules from '../../src/save/casinoShoeRules';
import { burnedFaceDown, cardsLeft, dollars, exactOdds, seededRng, seenCards, toNumber } from '../../src/rules';
import { makeTable } from '../store/helpers';

function casinoTable(instant: boolean) {
  return makeTable({ instant, casinoRules, rngForShoe: (n) => seededRng(500 + n), options: { shoe: 'casino' } }).store;
}

describe('a casino shoe on screen', () => {
  it('the meter shows the shoe as it stood before the coup being dealt, and the odds count only the cards seen', async () => {
    const store = casinoTable(false);
    render(<App store={store} />);
    // The lazy parts first: once the deal starts, the dealer's clock runs, and on a loaded
    // machine a chunk could arrive after the cards are up. Then the page is read at once.
    const meter = await screen.findByTestId('shoe-meter');
    const tab = await screen.findByRole('tab', { name: 'Odds' });
    act(() => tab.click());
    const odds = await screen.findByTestId('odds-panel');
    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    const shoe = store.getState().shoe!.shoe;
    const dealt = store.getState().hands[0]!.coup.dealt.length;
    expect(meter).toHaveAttribute('data-cards-left', String(cardsLeft(shoe) + dealt));
    expect(meter).toHaveAttribute('data-hand-in-shoe', '1');
    expect(odds).toHaveAttribute('data-seen', '1'); // the burn card only, until the cards are up
    act(() => store.getState().finishReveal());
    expect(meter).toHaveAttribute('data-cards-left', String(cardsLeft(shoe)));
    // The odds panel follows the felt's settle in a task of its own (ui-contract.md, Timing).
    await waitFor(() => expect(odds).toHaveAttribute('data-seen', String(seenCards(shoe).length)));
  });

  it('lists each bet with its exact edge; a fresh shoe every hand counts nothing as seen', async () => {
    const store = makeTable({ instant: true }).store;
    render(
      <TableProvider store={store}>
        <Panels />
      </TableProvider>,
    );
    // The panels are a lazy chunk: waited for, whichever test loads it first.
    const oddsTab = await screen.findByRole('tab', { name: 'Odds' });
    act(() => oddsTab.click());
    const panel = await screen.findByTestId('odds-panel');
    expect(panel).toHaveAttribute('data-seen', '0');
    expect(Number(panel.getAttribute('data-banker'))).toBe(toNumber(exactOdds(8).outcomes.banker));
    const edges = screen
      .getAllByTestId('odds-bet')
      .map((row) => [row.dataset.bet, Number(row.dataset.edge).toFixed(7)]);
    expect(edges).toEqual([
      ['banker', '0.0105791'],
      ['player', '0.0123508'],
      ['tie', '0.1435963'],
    ]);
    expect(screen.queryByTestId('shoe-meter')).not.toBeInTheDocument();
  });

  it('after a shoe\u2019s last coup, the odds name the shoe the next coup comes from, with none of its cards seen', async () => {
    const store = makeTable({
      instant: true,
      casinoRules,
      rngForShoe: (n) => seededRng(9000 + n),
      options: { shoe: 'casino' },
      freshBankroll: dollars(1_000_000),
    }).store;
    while (!store.getState().shoe!.shoe.finished) {
      store.getState().placeBet('banker');
      store.getState().deal();
    }
    render(<App store={store} instant />);
    // The panels are a lazy chunk: waited for, whichever test loads it first.
    const oddsTab = await screen.findByRole('tab', { name: 'Odds' });
    act(() => oddsTab.click());
    const panel = await screen.findByTestId('odds-panel');
    expect(panel).toHaveAttribute('data-seen', '0');
    expect(
      within(panel).getByText('Exact odds of the next coup from shoe 2, a new shoe: no card of it seen yet'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('shoe-meter')).toHaveAttribute('data-shoe', '1'); // the meter still shows the shoe just finished
  });

  it('uses "left" as the shoe meter does: the cards still in the shoe, the burned ones apart', async () => {
    const store = casinoTable(true);
    render(<App store={store} instant />);
    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    // The panels are a lazy chunk: waited for, whichever test loads it first.
    const oddsTab = await screen.findByRole('tab', { name: 'Odds' });
    act(() => oddsTab.click());
    const shoe = store.getState().shoe!.shoe;
    const left = cardsLeft(shoe);
    const burned = burnedFaceDown(shoe);
    expect(screen.getByTestId('shoe-meter')).toHaveAttribute('data-cards-left', String(left));
    const ranks = await screen.findByRole('table', { name: 'Cards of each rank seen and still unseen' });
    // Per rank, the cards not seen: the burned ones' ranks are not known, so no row says "left".
    expect(within(ranks).queryByRole('rowheader', { name: 'Left' })).not.toBeInTheDocument();
    const unseen = within(ranks).getByRole('row', { name: /^Unseen/ });
    const total = within(unseen)
      .getAllByRole('cell')
      .reduce((sum, cell) => sum + Number(cell.textContent), 0);
    expect(total).toBe(left + burned);
    expect(screen.getByTestId('cards-unseen')).toHaveTextContent(
      new RegExp(`^${left + burned} unseen: ${left} left in the shoe and ${burned} cards? burned face down$`),
    );
  });
});
