import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { moneyTicks, niceTicks } from '../../src/lab/axes';

describe("the charts' ticks", () => {
  test('are round values 1, 2 or 5 times a power of ten apart, within the range', () => {
    expect(niceTicks(0, 200, 4)).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks(0, 1000, 4)).toEqual([0, 500, 1000]);
    expect(niceTicks(0, 0.42, 3)).toEqual([0, 0.2, 0.4]);
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e7, noNaN: true }),
        (low, span) => {
          const ticks = niceTicks(low, low + span, 4);
          expect(ticks.length).toBeGreaterThanOrEqual(1);
          expect(ticks.length).toBeLessThanOrEqual(11);
          for (const t of ticks) {
            expect(t).toBeGreaterThanOrEqual(low - span * 1e-6);
            expect(t).toBeLessThanOrEqual(low + span + span * 1e-6);
          }
          if (ticks.length > 1) {
            const step = ticks[1]! - ticks[0]!;
            const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(3));
            expect([1, 2, 5, 10]).toContain(mantissa);
          }
        },
      ),
    );
  });

  test('on a money axis fall on whole dollars: a bankroll from $0 to $346.32 is ticked $0, $100, $200, $300', () => {
    expect(moneyTicks(0, 34_632)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(moneyTicks(-150, 250)).toEqual([-100, 0, 100, 200]);
    expect(moneyTicks(10_020, 10_090)).toEqual([10_020, 10_090]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (low, span) => {
        const ticks = moneyTicks(low, low + span);
        const whole = ticks.every((t) => t % 100 === 0);
        expect(whole || ticks.join() === [low, low + span].join()).toBe(true);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});
