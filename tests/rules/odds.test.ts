import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  compositionOdds,
  dollars,
  exactOdds,
  fullComposition,
  expectedValue,
  fraction,
  houseEdgeForStake,
  houseEdges,
  tallyCoups,
  seededRng,
  toNumber,
  add,
  cents,
  mul,
  sub,
  type CoupOdds,
  type Fraction,
} from '../../src/rules';
import { bankerCommission, PAYOUT_TO_ONE } from '../../src/rules/settlement';

/** The reference table of house-rules.md, as printed. */
const REFERENCE = {
  6: {
    banker: '0.458652719',
    player: '0.446278570',
    tie: '0.095068711',
    edges: { banker5: '1.05585', banker4: '0.59720', player: '1.23741', tie8: '14.43816', tie9: '4.93129' },
  },
  8: {
    banker: '0.458597423',
    player: '0.446246609',
    tie: '0.095155968',
    edges: { banker5: '1.05791', banker4: '0.59931', player: '1.23508', tie8: '14.35963', tie9: '4.84403' },
  },
} as const;

describe.each([6, 8] as const)('exact odds for %i decks', (decks) => {
  const odds = exactOdds(decks);
  const ref = REFERENCE[decks];
  const probability = (f: Parameters<typeof toNumber>[0]) => toNumber(f).toFixed(9);
  const percent = (f: Parameters<typeof toNumber>[0]) => (toNumber(f) * 100).toFixed(5);

  it('reproduce the reference probabilities to every printed digit', () => {
    expect(probability(odds.outcomes.banker)).toBe(ref.banker);
    expect(probability(odds.outcomes.player)).toBe(ref.player);
    expect(probability(odds.outcomes.tie)).toBe(ref.tie);
  });

  it("are the enumeration's own, worked out again from the full shoe (the table reads them as constants)", () => {
    expect(exactOdds(decks)).toEqual(compositionOdds(fullComposition(decks)));
  });

  it('have numerators that sum to the denominator', () => {
    const { banker, player, tie, total } = odds.weights;
    expect(banker + player + tie).toBe(total);
    expect(add(add(odds.outcomes.banker, odds.outcomes.player), odds.outcomes.tie)).toEqual(fraction(1n));
  });

  it('reproduce the reference house edges to every printed digit', () => {
    expect(percent(houseEdges(odds).banker)).toBe(ref.edges.banker5);
    expect(percent(houseEdges(odds, { commissionPercent: 4 }).banker)).toBe(ref.edges.banker4);
    expect(percent(houseEdges(odds).player)).toBe(ref.edges.player);
    expect(percent(houseEdges(odds).tie)).toBe(ref.edges.tie8);
    expect(percent(houseEdges(odds, { tiePaysToOne: 9 }).tie)).toBe(ref.edges.tie9);
  });
});

describe('the Banker edge under the $0.25 round-up', () => {
  const odds = exactOdds(8);
  const flat = toNumber(houseEdges(odds).banker);

  test.each([5, 10, 20, 100, 300])('a $%i bet, a multiple of $5, carries the flat 5%% edge', (stake) => {
    expect(toNumber(houseEdgeForStake(odds, 'banker', dollars(stake)))).toBeCloseTo(flat, 15);
  });

  it('a $6 bet pays $0.50 commission and carries a 2.59% edge', () => {
    expect((toNumber(houseEdgeForStake(odds, 'banker', dollars(6))) * 100).toFixed(2)).toBe('2.59');
  });

  it('Player and Tie edges do not depend on the stake', () => {
    for (const spot of ['player', 'tie'] as const) {
      expect(houseEdgeForStake(odds, spot, dollars(7))).toEqual(houseEdgeForStake(odds, spot, dollars(300)));
      expect(houseEdgeForStake(odds, spot, dollars(7))).toEqual(houseEdges(odds)[spot]);
    }
  });

  it('expected value is in cents: $100 on Player expects to lose about $1.24', () => {
    expect(toNumber(expectedValue(odds, 'player', dollars(100)))).toBeCloseTo(-123.508, 2);
  });

  /** The expected value step by step from the reduced probabilities: won x P(win) - staked x P(lose). */
  function stepByStep(o: CoupOdds, spot: 'banker' | 'player' | 'tie', stake: number): Fraction {
    const whole = (n: number) => fraction(BigInt(n));
    const { banker, player, tie } = o.outcomes;
    const winnings = stake * PAYOUT_TO_ONE[spot];
    if (spot === 'player') return sub(mul(whole(winnings), player), mul(whole(stake), banker));
    if (spot === 'tie') return sub(mul(whole(winnings), tie), mul(whole(stake), sub(fraction(1n), tie)));
    return sub(mul(whole(winnings - bankerCommission(cents(winnings))), banker), mul(whole(stake), player));
  }

  it('is exactly the step-by-step expectation, for any shoe of 1 to 8 decks, spot and stake', () => {
    const oddsOf = [1, 2, 3, 4, 5, 6, 7, 8].map(exactOdds);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom('banker', 'player', 'tie'),
        fc.integer({ min: 1, max: 1_000_000 }),
        (decks, spot, stake) => {
          const o = oddsOf[decks - 1]!;
          expect(expectedValue(o, spot, cents(stake))).toEqual(stepByStep(o, spot, stake));
        },
      ),
    );
  });
});

describe('the enumeration', () => {
  it('accepts 1 to 8 decks and refuses anything else', () => {
    expect(toNumber(exactOdds(1).outcomes.tie)).toBeGreaterThan(0.09);
    for (const decks of [0, 9, 2.5]) expect(() => exactOdds(decks)).toThrow(RangeError);
  });

  it('agrees with two million simulated coups on the fast seeded path to within 4 standard errors', () => {
    const hands = 2_000_000;
    const tally = tallyCoups(seededRng(8), hands);
    const odds = exactOdds(8);
    for (const winner of ['banker', 'player', 'tie'] as const) {
      const p = toNumber(odds.outcomes[winner]);
      const standardError = Math.sqrt((p * (1 - p)) / hands);
      expect(Math.abs(tally[winner] / hands - p)).toBeLessThan(4 * standardError);
    }
  });
});
