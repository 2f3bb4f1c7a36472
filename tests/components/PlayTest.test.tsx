/** @vitest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { formatCard } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import { makeTable } from '../store/helpers';

/** What the play-test of issue 17 found on the table's words (findings 9). */
function renderTable(options: Parameters<typeof makeTable>[0] = {}) {
  const { store } = makeTable({ instant: true, variantRules, ...options });
  render(<App store={store} instant />);
  return { store };
}

describe('the result sentence', () => {
  it("says that Banker bets push when EZ Baccarat's Banker wins with a three-card 7", async () => {
    // Seed 55's first hand: Player 6♣ 5♦ 9♠ = 0, Banker 3♣ 8♥ 6♥ = 7 on three cards: Banker wins.
    const { store } = renderTable({ seed: 55, options: { game: 'ez' } });
    await act(async () => store.getState().placeBet('banker'));
    await act(async () => store.getState().deal());
    const { coup } = store.getState().hands.at(-1)!;
    expect(coup.dealt.map((d) => formatCard(d.card)).join(' ')).toBe('6C 3C 5D 8H 9S 6H');
    const outcome = screen.getByTestId('outcome');
    expect(outcome.querySelector('strong')).toHaveTextContent('Banker wins, 7 to 0. Banker bets push: a three-card 7.');
    expect(within(screen.getByTestId('bet-banker')).getByText('Push: the bet is returned')).toBeInTheDocument();
  });

  it("says nothing of a push when Punto Banco's Banker wins the same coup", async () => {
    const { store } = renderTable({ seed: 55 });
    await act(async () => store.getState().placeBet('banker'));
    await act(async () => store.getState().deal());
    expect(screen.getByTestId('outcome').querySelector('strong')).toHaveTextContent(/^Banker wins, 7 to 0\.$/);
  });
});

describe('the Dragon Bonus spot', () => {
  it('keeps each phrase of its paytable whole, the line breaking only between them', () => {
    renderTable({ options: { game: 'ez', sideBets: true } });
    for (const spot of ['bet-dragon-player', 'bet-dragon-banker']) {
      const phrases = [...screen.getByTestId(spot).querySelectorAll('.spot__phrase')].map((p) => p.textContent?.trim());
      expect(phrases).toEqual(['natural 1 to 1,', 'win by 9 30 to 1']);
    }
  });
});

describe('the Banker spot of EZ Baccarat and of No commission', () => {
  it.each(['ez', 'no-commission'] as const)(
    'draws its paytable at %s as one line of words a space apart (no phrase margin after a space)',
    (game) => {
      renderTable({ options: { game } });
      const pays = screen.getByTestId('bet-banker').querySelector('.spot__pays')!;
      // A phrase's margin after its own space drew "pays 1 to 1;  a three-card 7 pushes": a main spot has no phrases.
      expect(pays.querySelector('.spot__phrase')).toBeNull();
      expect(pays.textContent).toMatch(/^pays 1 to 1; a (three-card 7 pushes|6 pays 1 to 2)$/);
    },
  );
});
