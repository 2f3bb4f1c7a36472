import { describe, expect, test } from 'vitest';
import { dealNextCoup, LIMITS, totalBets, type Coup } from '../../../src/rules';
import { committedShoe, seededCommitment } from '../../../src/rules/committedShoe';
import { BETS } from '../../../src/rules/variants';
import {
  DEALER_STAKES,
  DRILL_KINDS,
  isDrillSeed,
  parseAmount,
  questionSource,
  thirdCardQuestion,
} from '../../../src/rules/school';

describe("a drill's questions come from a committed shoe", () => {
  test.each(DRILL_KINDS)(
    '%s: the same seed gives the same questions, in any order asked; another seed others',
    (kind) => {
      const a = questionSource(kind, 41);
      const b = questionSource(kind, 41);
      const late = b.question(12);
      expect(a.question(12)).toEqual(late);
      expect(Array.from({ length: 12 }, (_, i) => a.question(i))).toEqual(
        Array.from({ length: 12 }, (_, i) => b.question(i)),
      );
      const other = questionSource(kind, 42);
      expect(Array.from({ length: 12 }, (_, i) => other.question(i))).not.toEqual(
        Array.from({ length: 12 }, (_, i) => a.question(i)),
      );
    },
  );

  test("the third card's coups are the casino shoe's of `?seed=N`, shoe 1 to its end, then shoe 2", () => {
    const dealt: Coup[] = [];
    for (const shoeNumber of [1, 2]) {
      const { serverSeed, cut } = seededCommitment(7, shoeNumber);
      let shoe = committedShoe(8, serverSeed, cut, shoeNumber);
      while (!shoe.finished) {
        const next = dealNextCoup(shoe);
        dealt.push(next.coup);
        shoe = next.shoe;
      }
    }
    const source = questionSource('third-card', 7);
    dealt.forEach((coup, i) => expect(source.question(i)).toEqual(thirdCardQuestion(coup)));
  });

  test("commission stakes are whole dollars from $5 to $300, mostly the dealers' common amounts", () => {
    const source = questionSource('commission', 3);
    const stakes = Array.from({ length: 400 }, (_, i) => source.question(i).stake!);
    for (const stake of stakes) {
      expect(stake % 100).toBe(0);
      expect(stake).toBeGreaterThanOrEqual(LIMITS.minimumBet);
      expect(stake).toBeLessThanOrEqual(LIMITS.maximumTotal);
    }
    const common = stakes.filter((s) => DEALER_STAKES.includes(s)).length / stakes.length;
    expect(common).toBeGreaterThan(0.6);
  });

  test('every payout layout is within the limits and has something to pay', () => {
    const source = questionSource('payout', 5);
    const games = new Set<string>();
    for (let i = 0; i < 150; i++) {
      const q = source.question(i);
      games.add(q.game!);
      const stakes = BETS.map((bet) => q.bets![bet]).filter((s) => s > 0);
      expect(stakes.length).toBeGreaterThanOrEqual(2);
      for (const s of stakes) expect(s).toBeGreaterThanOrEqual(LIMITS.minimumBet);
      expect(stakes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(LIMITS.maximumTotal);
      expect(totalBets(q.bets!)).toBeGreaterThan(0);
      expect(q.steps.length).toBeGreaterThan(0);
      for (const step of q.steps) expect(parseAmount(step.expected)).not.toBeNull();
    }
    expect([...games].sort()).toEqual(['ez', 'no-commission', 'punto-banco']);
  });

  test('a seed is a whole number from 1 to 999,999,999', () => {
    expect(isDrillSeed(1)).toBe(true);
    expect(isDrillSeed(999_999_999)).toBe(true);
    expect(isDrillSeed(0)).toBe(false);
    expect(isDrillSeed(1.5)).toBe(false);
    expect(() => questionSource('payout', 0)).toThrow(RangeError);
  });
});
