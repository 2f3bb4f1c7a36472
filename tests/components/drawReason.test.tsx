/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { drawDecision } from '../../src/rules';
import { drawReason } from '../../src/rules/drawReason';
import { enLater } from '../../src/i18n/enLater';
import { coup } from '../rules/fixtures';
import { makeTable } from '../store/helpers';

const reason = (cards: string) => {
  const dealt = coup(cards);
  return enLater.drawReason(drawReason(dealt, drawDecision(dealt)));
};

describe('the line that says why the dealer drew', () => {
  it('reads the third-card rule in action', () => {
    expect(reason('2S 3H 2D 2C 6H 9D')).toBe(
      "Player 4 draws (0–5 draws). Banker 5 draws: Player's third card is a 6, and Banker 5 draws on 4–7.",
    );
    expect(reason('2S 3H 2D 2C KH')).toBe(
      "Player 4 draws (0–5 draws). Banker 5 stands: Player's third card is a K (0), and Banker 5 draws only on 4–7.",
    );
    expect(reason('2S 3H 2D KC 8H')).toBe(
      "Player 4 draws (0–5 draws). Banker 3 stands: Player's third card is an 8, and Banker 3 draws on anything but 8.",
    );
    expect(reason('2S 3H 2D KC AH 4D')).toBe(
      "Player 4 draws (0–5 draws). Banker 3 draws: Player's third card is an A (1), and Banker 3 draws on anything but 8.",
    );
  });

  it('names naturals, and Banker on its own when Player stands', () => {
    expect(reason('2S 9H 5D KC')).toBe('Banker has a natural 9: both stand.');
    expect(reason('4S 9H 4D KC')).toBe('Player and Banker both have a natural (8 and 9): both stand.');
    expect(reason('3S 2H 4D 3C 9D')).toBe(
      'Player 7 stands (6–7 stand). Banker 5 draws: Player stood, and Banker draws on 0–5.',
    );
    expect(reason('3S 3H 4D 3C')).toBe(
      'Player 7 stands (6–7 stand). Banker 6 stands: Player stood, and Banker stands on 6–7.',
    );
    expect(reason('2S KH 3D 2C 7H 5D')).toBe(
      "Player 5 draws (0–5 draws). Banker 2 draws: Banker draws on 0–2 whatever Player's third card.",
    );
    expect(reason('2S 3H 3D 4C 5H')).toBe('Player 5 draws (0–5 draws). Banker 7 stands: Banker always stands on 7.');
  });

  it(
    'appears under the hands once a hand is settled, and the help marks the chart cell that decided it',
    { timeout: 20_000 },
    async () => {
      const { store } = makeTable({ instant: true, seed: 4 });
      render(<App store={store} instant />);
      expect(screen.getByTestId('draw-reason')).toHaveTextContent('');
      act(() => {
        store.getState().placeBet('player');
        store.getState().deal();
      });
      const hand = store.getState().hands[0]!;
      expect(
        await screen.findByText(
          enLater.drawReason(drawReason(hand.coup, drawDecision(hand.coup))),
          {},
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      act(() => store.getState().placeBet('player'));
      await act(async () => {
        screen.getByRole('button', { name: /Keys/ }).click();
      });
      const chart = await screen.findByTestId('third-card-chart', {}, { timeout: 5000 });
      const cell = drawDecision(hand.coup).bankerCell;
      expect(chart.querySelectorAll('[data-decided]')).toHaveLength(cell === null ? 0 : 1);
      // Each mark is drawn as a letter and read as its word.
      for (const mark of chart.querySelectorAll('td')) expect(mark.textContent).toMatch(/^(Ddraws|Sstands)/);
    },
  );
});
