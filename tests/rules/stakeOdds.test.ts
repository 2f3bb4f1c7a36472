import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  bankerHeadroom,
  cardsOfRank,
  dollars,
  exactOdds,
  houseEdges,
  expectedValue,
  stakeExpectation,
  cents,
} from '../../src/rules';

describe('the rules the table views read', () => {
  it('counts the cards of one rank in a shoe: one per suit per deck', () => {
    expect(cardsOfRank(8)).toBe(32);
    expect(cardsOfRank(6)).toBe(24);
  });

  it('has Banker draw on 0–5 when Player stood, as the chart prints it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('leaves the Banker stake room up to the table maximum, the other bets as they are', () => {
    expect(bankerHeadroom({ player: dollars(100), banker: dollars(50), tie: dollars(10) })).toBe(dollars(190));
  });

  it('prices a Punto Banco stake by its exact expectation, the rounded commission included', () => {
    const odds = exactOdds(8);
    const priced = { odds, edges: houseEdges(odds), table: null, game: 'punto-banco' } as const;
    expect(stakeExpectation(priced, 'banker', cents(2000)).ev).toEqual(expectedValue(odds, 'banker', cents(2000)));
  });
});
