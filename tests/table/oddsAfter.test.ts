import { describe, expect, it } from 'vitest';
import { betEdge, compositionAfter, compositionOdds, exactOdds, houseEdges, parseCards } from '../../src/rules';
import { oddsAfter, pricedOddsAfter, tableOddsAfter } from '../../src/table/oddsAfter';

describe('the odds of the next coup from the cards seen', () => {
  it('gives a fresh shoe’s exact odds, worked out once for each number of decks', () => {
    const eight = oddsAfter(8, []);
    expect(eight).toEqual(exactOdds(8));
    expect(oddsAfter(8, [])).toBe(eight); // remembered: not enumerated again at the next deal
    expect(oddsAfter(6, [])).toEqual(exactOdds(6));
    expect(oddsAfter(6, [])).not.toEqual(eight);
  });

  it('gives the odds of the shoe the seen cards leave, the same whatever order they were seen in', () => {
    const seen = parseCards('KD 7H 9S 2C');
    const left = compositionAfter(8, seen);
    if (!left.ok) throw new Error(left.reason);
    const odds = oddsAfter(8, seen);
    expect(odds).toEqual(compositionOdds(left.composition));
    expect(oddsAfter(8, parseCards('2C 9S 7H KD'))).toBe(odds);
  });

  it('prices every bet of every game from the same shoe', () => {
    const seen = parseCards('KD 7H 9S 2C');
    expect(tableOddsAfter(8, seen)).toBe(tableOddsAfter(8, [...seen].reverse()));
  });

  it('prices the original game by the coup’s odds alone, another game or side bets by their paytables too', () => {
    const seen = parseCards('KD 7H 9S 2C');
    const original = pricedOddsAfter({ decks: 8, game: 'punto-banco', sideBets: false }, seen);
    expect(original).toEqual({
      odds: oddsAfter(8, seen),
      edges: houseEdges(oddsAfter(8, seen)),
      table: null,
      game: 'punto-banco',
    });
    const ez = pricedOddsAfter({ decks: 8, game: 'ez', sideBets: false }, seen);
    expect(ez.table).toBe(tableOddsAfter(8, seen));
    expect(betEdge(ez, 'banker')).toEqual(tableOddsAfter(8, seen).bets.ez.banker.houseEdge);
    const sideBets = pricedOddsAfter({ decks: 8, game: 'punto-banco', sideBets: true }, seen);
    expect(sideBets.table).toBe(tableOddsAfter(8, seen));
  });
});
