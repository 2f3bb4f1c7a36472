import fc from 'fast-check';
import { anyComposition, everySixCardDraw } from './fixtures';
import { describe, expect, it, test } from 'vitest';
import {
  add,
  cardsIn,
  cardsSeen,
  cents,
  compositionAfter,
  compositionOdds,
  compositionProblem,
  coupProblem,
  exactOdds,
  expectedValue,
  fraction,
  fullComposition,
  houseEdges,
  parseCards,
  RANKS,
  toNumber,
  type Composition,
  type Rank,
  type RankCounts,
  type Winner,
} from '../../src/rules';

const counts = (some: Partial<Record<Rank, number>>): RankCounts =>
  Object.fromEntries(RANKS.map((rank) => [rank, some[rank] ?? 0])) as Record<Rank, number>;

function after(decks: number, seen: string): Composition {
  const result = compositionAfter(decks, parseCards(seen));
  if (!result.ok) throw new Error(result.reason);
  return result.composition;
}

/**
 * The odds by brute force, independently of the enumeration: every ordered sequence of six
 * distinct physical cards from the shoe, equally likely, played out by the game's dealCoup
 * (a coup of fewer cards leaves the rest of its sequence unused). Returns the number of
 * sequences each outcome wins, and how many there are.
 */
function bruteForce(composition: Composition): Record<Winner | 'total', bigint> {
  const tally = { banker: 0n, player: 0n, tie: 0n, total: 0n };
  everySixCardDraw(composition, (coup) => {
    tally[coup.winner]++;
    tally.total++;
  });
  return tally;
}

describe('the odds of a composition', () => {
  test.each<[string, Composition]>([
    [
      'ten cards of eight ranks',
      { decks: 1, counts: counts({ A: 1, '3': 1, '5': 2, '6': 1, '8': 1, '9': 1, '10': 1, K: 2 }) },
    ],
    [
      'nine cards, mostly zeros, so both hands draw',
      { decks: 1, counts: counts({ '2': 2, '4': 1, '7': 2, Q: 1, K: 3 }) },
    ],
    ['eight cards of two ranks from two decks', { decks: 2, counts: counts({ '4': 5, J: 3 }) }],
  ])('equal a brute-force count of every ordered draw of actual cards: %s', (_, composition) => {
    expect(compositionOdds(composition).weights).toEqual(bruteForce(composition));
  });

  it('equal the brute force on small random shoes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RANKS), { minLength: 6, maxLength: 8 }), (ranks) => {
        const some: Partial<Record<Rank, number>> = {};
        for (const rank of ranks) some[rank] = Math.min(4, (some[rank] ?? 0) + 1);
        const composition = { decks: 1, counts: counts(some) };
        fc.pre(cardsIn(composition) >= 6);
        expect(compositionOdds(composition).weights).toEqual(bruteForce(composition));
      }),
      { numRuns: 12, seed: 52 },
    );
  });

  it('sum to exactly 1 for any composition of 1 to 8 decks', () => {
    const composition = anyComposition();
    fc.assert(
      fc.property(composition, (c) => {
        const odds = compositionOdds(c);
        const { banker, player, tie, total } = odds.weights;
        const n = BigInt(cardsIn(c));
        expect(total).toBe(n * (n - 1n) * (n - 2n) * (n - 3n) * (n - 4n) * (n - 5n));
        expect(banker + player + tie).toBe(total);
        expect(add(add(odds.outcomes.banker, odds.outcomes.player), odds.outcomes.tie)).toEqual(fraction(1n));
      }),
      { numRuns: 100, seed: 8 },
    );
  });

  it('of a full shoe are unchanged: the exact counts of 1, 6 and 8 decks', () => {
    const pinned = {
      1: { banker: 6737232640n, player: 6548674432n, tie: 1372227328n, total: 14658134400n },
      6: { banker: 403095751234560n, player: 392220492728832n, tie: 83552962932288n, total: 878869206895680n },
      8: { banker: 2292252566437888n, player: 2230518282592256n, tie: 475627426473216n, total: 4998398275503360n },
    } as const;
    for (const decks of [1, 6, 8] as const) {
      expect(exactOdds(decks).weights).toEqual(pinned[decks]);
      expect(compositionOdds(fullComposition(decks))).toEqual(exactOdds(decks));
    }
  });

  it('stay exact up to 8 decks: the largest denominator, 416·415·…·411, is below 2^53', () => {
    const largest = 416n * 415n * 414n * 413n * 412n * 411n;
    expect(largest).toBeLessThan(2n ** 53n);
    expect(exactOdds(8).weights.total).toBe(largest);
  });

  it('move with the cards seen: without eight 8s and 9s naturals are rarer and Banker loses ground', () => {
    const full = exactOdds(8);
    const less = compositionOdds(after(8, '8S 8H 8D 8C 9S 9H 9D 9C'));
    expect(less.decks).toBe(8);
    expect(cardsSeen(less.composition)).toBe(8);
    expect(toNumber(less.outcomes.banker)).not.toBe(toNumber(full.outcomes.banker));
  });

  it('give house edges and expected values for the cards left: a shoe of tens always ties', () => {
    const tens = compositionOdds({ decks: 1, counts: counts({ '10': 4, J: 4 }) });
    expect(tens.outcomes.tie).toEqual(fraction(1n));
    const edges = houseEdges(tens);
    expect(edges).toEqual({ banker: fraction(0n), player: fraction(0n), tie: fraction(-8n) });
    expect(expectedValue(tens, 'tie', cents(1000))).toEqual(fraction(8000n));
    expect(expectedValue(tens, 'banker', cents(1000))).toEqual(fraction(0n));
  });

  it('need at least six cards and a composition the decks can hold', () => {
    expect(() => compositionOdds({ decks: 1, counts: counts({ K: 4, A: 1 }) })).toThrow(/6 cards and only 5/);
    expect(() => compositionOdds({ decks: 1, counts: counts({ K: 5, A: 1 }) })).toThrow(RangeError);
    expect(() => compositionOdds({ decks: 9, counts: counts({ K: 6 }) })).toThrow(RangeError);
  });
});

describe('a composition after the cards seen', () => {
  it('takes each seen card from its rank', () => {
    const composition = after(8, 'KD 7H 10S KS');
    expect(composition.counts).toEqual({ ...fullComposition(8).counts, K: 30, '7': 31, '10': 31 });
    expect(cardsIn(composition)).toBe(412);
    expect(cardsSeen(composition)).toBe(4);
  });

  it('takes every copy the decks hold', () => {
    expect(cardsSeen(after(8, Array(8).fill('KD').join(' ')))).toBe(8);
    expect(cardsIn(after(1, RANKS.map((r) => `${r}S ${r}H ${r}D`).join(' ')))).toBe(13);
  });

  test.each<[string, number, string, RegExp]>([
    ['a ninth KD from 8 decks', 8, Array(9).fill('KD').join(' '), /KD seen 9 times, but 8 decks hold only 8/],
    ['a second KD from 1 deck', 1, '7H KD 2C KD', /KD seen 2 times, but 1 deck holds only 1/],
    ['no decks', 0, '', /from 1 to 8, got 0/],
    ['nine decks', 9, 'AS', /from 1 to 8, got 9/],
    ['part of a deck', 2.5, 'AS', /got 2.5/],
  ])('refuses %s', (_, decks, seen, reason) => {
    const result = compositionAfter(decks, parseCards(seen));
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('leaves it to the odds to refuse a shoe with too few cards for a coup', () => {
    const five = after(
      1,
      RANKS.flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => r + s))
        .slice(0, 47)
        .join(' '),
    );
    expect(cardsIn(five)).toBe(5);
    expect(compositionProblem(five)).toBeNull();
    expect(coupProblem(five)).toMatch(/6 cards and only 5/);
  });

  test.each<[string, Composition]>([
    ['a negative count', { decks: 1, counts: counts({ A: -1, K: 4, Q: 4 }) }],
    ['a fractional count', { decks: 1, counts: counts({ A: 1.5, K: 4, Q: 4 }) }],
    ['more of a rank than the decks hold', { decks: 2, counts: counts({ A: 9 }) }],
  ])('a hand-made composition with %s is refused', (_, composition) => {
    expect(compositionProblem(composition)).toMatch(/rank A/);
  });
});
