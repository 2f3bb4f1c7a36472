/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import Panels from '../../src/components/panels/Panels';
import { TableProvider } from '../../src/app/TableContext';
import * as casinoRules from '../../src/store/casinoShoeRules';
import { cardsLeft, exactOdds, seededRng, seenCards, toNumber } from '../../src/rules';
import { makeTable } from '../store/helpers';

function casinoTable(instant: boolean) {
  return makeTable({ instant, casinoRules, rngForShoe: (n) => seededRng(500 + n), options: { shoe: 'casino' } }).store;
}

describe('a casino shoe on screen', () => {
  it('the meter shows the shoe as it stood before the coup being dealt, and the odds count only the cards seen', async () => {
    const store = casinoTable(false);
    render(<App store={store} />);
    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    const meter = await screen.findByTestId('shoe-meter');
    const shoe = store.getState().shoe!.shoe;
    const dealt = store.getState().hands[0]!.coup.dealt.length;
    expect(meter).toHaveAttribute('data-cards-left', String(cardsLeft(shoe) + dealt));
    expect(meter).toHaveAttribute('data-hand-in-shoe', '1');
    const tab = await screen.findByRole('tab', { name: 'Odds' });
    act(() => tab.click());
    const odds = await screen.findByTestId('odds-panel');
    expect(odds).toHaveAttribute('data-seen', '1'); // the burn card only, until the cards are up
    act(() => store.getState().finishReveal());
    expect(meter).toHaveAttribute('data-cards-left', String(cardsLeft(shoe)));
    expect(odds).toHaveAttribute('data-seen', String(seenCards(shoe).length));
  });

  it('lists each bet with its exact edge; a fresh shoe every hand counts nothing as seen', () => {
    const store = makeTable({ instant: true }).store;
    render(
      <TableProvider store={store}>
        <Panels />
      </TableProvider>,
    );
    act(() => screen.getByRole('tab', { name: 'Odds' }).click());
    const panel = screen.getByTestId('odds-panel');
    expect(panel).toHaveAttribute('data-seen', '0');
    expect(Number(panel.getAttribute('data-banker'))).toBe(toNumber(exactOdds(8).outcomes.banker));
    const edges = screen.getAllByTestId('odds-bet').map((row) => [row.dataset.bet, Number(row.dataset.edge).toFixed(7)]);
    expect(edges).toEqual([
      ['banker', '0.0105791'],
      ['player', '0.0123508'],
      ['tie', '0.1435963'],
    ]);
    expect(screen.queryByTestId('shoe-meter')).not.toBeInTheDocument();
  });
});
