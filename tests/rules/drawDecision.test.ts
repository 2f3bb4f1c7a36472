import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromShuffledShoe, drawDecision, seededRng } from '../../src/rules';
import { coup } from './fixtures';

describe('why the dealer drew', () => {
  it('a natural stands both hands, and no cell of the chart decides it', () => {
    const d = drawDecision(coup('4S 9H 5D KC')); // Player 9, Banker 9
    expect(d.naturals).toEqual(['player', 'banker']);
    expect([d.playerDraws, d.bankerDraws, d.bankerCell]).toEqual([false, false, null]);
    expect(drawDecision(coup('2S 8H 2D KC')).naturals).toEqual(['banker']); // Player 4 does not draw on a Banker natural
  });

  it('Player draws on 0–5; Banker then reads Player’s third card in its row of the chart', () => {
    // Player 4 draws a 6; Banker 5 draws on 4–7: it draws.
    const d = drawDecision(coup('2S 3H 2D 2C 6H 9D'));
    expect(d).toMatchObject({
      playerTwoCards: 4,
      bankerTwoCards: 5,
      playerDraws: true,
      playerThird: 6,
      bankerDraws: true,
    });
    expect(d.bankerCell).toEqual({ banker: 5, playerThird: 6 });
    expect(d.bankerDrawsOn).toEqual([4, 5, 6, 7]);
    // Player 4 draws a 9; Banker 5 stands.
    expect(drawDecision(coup('2S 3H 2D 2C 9H'))).toMatchObject({
      playerThird: 9,
      bankerDraws: false,
      bankerCell: { banker: 5, playerThird: 9 },
    });
  });

  it('with Player standing, Banker draws on 0–5 like Player', () => {
    const d = drawDecision(coup('3S 2H 4D 3C 9D')); // Player 7 stands; Banker 5 draws
    expect(d).toMatchObject({
      playerDraws: false,
      playerThird: null,
      bankerDraws: true,
      bankerCell: { banker: 5, playerThird: 'stood' },
      bankerDrawsOn: null,
    });
    expect(drawDecision(coup('3S 3H 4D 3C'))).toMatchObject({ playerDraws: false, bankerDraws: false }); // Player 7, Banker 6: both stand
  });

  it('says for every dealt coup exactly what the dealer did', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const dealt = dealFromShuffledShoe(seededRng(seed));
        const d = drawDecision(dealt);
        expect(d.playerDraws).toBe(dealt.player.length === 3);
        expect(d.bankerDraws).toBe(dealt.banker.length === 3);
        expect(d.naturals.length > 0).toBe(dealt.natural);
      }),
      { numRuns: 2000 },
    );
  });
});
