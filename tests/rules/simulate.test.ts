import { describe, expect, it } from 'vitest';
import { dealFromShuffledShoe, nextToDraw, seededRng, tallyCoups } from '../../src/rules';
import { drawingTables } from '../../src/rules/simulate';

describe('the fast path', () => {
  it.each([8, 1])('deals exactly the coup the game deals from the same random numbers (%i decks)', (decks) => {
    const cardsUsed = new Map<number, number>();
    for (let seed = 0; seed < 3000; seed++) {
      const game = dealFromShuffledShoe(seededRng(seed), decks);
      const fast = tallyCoups(seededRng(seed), 1, decks);
      expect(fast[game.winner], `seed ${seed}: ${game.winner}`).toBe(1);
      cardsUsed.set(game.dealt.length, (cardsUsed.get(game.dealt.length) ?? 0) + 1);
    }
    // Naturals and stands (4 cards), one third card (5) and two (6) all came up.
    for (const cards of [4, 5, 6]) expect(cardsUsed.get(cards)).toBeGreaterThan(300);
  });

  it('reads its tables off the rules: every two-card total and third card', () => {
    const { playerDraws, bankerDrawsAlone, bankerDrawsAfter } = drawingTables();
    for (let player = 0; player < 10; player++) {
      for (let banker = 0; banker < 10; banker++) {
        const next = nextToDraw([player, banker, 0, 0], 4);
        expect([playerDraws[10 * player + banker], bankerDrawsAlone[10 * player + banker]]).toEqual([
          next === 'player' ? 1 : 0,
          next === 'banker' ? 1 : 0,
        ]);
      }
    }
    // Banker on 3 stands only on a Player third card of 8; on 6, draws only on 6 or 7.
    expect([...bankerDrawsAfter.subarray(30, 40)]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 1]);
    expect([...bankerDrawsAfter.subarray(60, 70)]).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 0, 0]);
  });

  it('counts every hand once', () => {
    const tally = tallyCoups(seededRng(3), 10_000);
    expect(tally.banker + tally.player + tally.tie).toBe(10_000);
  });
});
