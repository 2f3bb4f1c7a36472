import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { percentDone, secondsLeft } from '../../src/lab/progress';
import { words as en } from '../../src/lab/words/en';
import { words as zhHans } from '../../src/lab/words/zh-Hans';
import { words as zhHant } from '../../src/lab/words/zh-Hant';

describe('a long run says how far it has got', () => {
  test('its percentage is rounded down: 100% only once every session is done', () => {
    expect(percentDone(0, 10_000)).toBe(0);
    expect(percentDone(1_234, 10_000)).toBe(12);
    expect(percentDone(9_999, 10_000)).toBe(99);
    expect(percentDone(10_000, 10_000)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.nat(), (total, k) => {
        const done = k % (total + 1);
        const p = percentDone(done, total);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p <= 100 && (p === 100) === (done === total)).toBe(true);
      }),
    );
  });

  test('the time left is the rest at the rate so far: 2,500 of 10,000 sessions in 5 s leave 15 s', () => {
    expect(secondsLeft(2_500, 10_000, 5)).toBe(15);
    expect(secondsLeft(10_000, 10_000, 40)).toBe(0);
  });

  test('no time left is told before a session is done or half a second has passed', () => {
    expect(secondsLeft(0, 10_000, 3)).toBeNull();
    expect(secondsLeft(200, 10_000, 0.2)).toBeNull();
  });

  test('at a steady rate the estimate is the true time left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 0.01, max: 1 }),
        (total, rate, share) => {
          const done = Math.max(1, Math.floor(total * share));
          const elapsed = done / rate;
          fc.pre(elapsed >= 0.5);
          expect(secondsLeft(done, total, elapsed)).toBeCloseTo((total - done) / rate, 6);
        },
      ),
    );
  });

  test.each([
    [en, '37% · about 2 min left', '37% · estimating the time left', 'Stopped after 1,234 of 10,000 sessions.'],
    [zhHans, '37% · 约剩 2 分钟', '37% · 正在估算剩余时间', '已停止：完成 1,234 / 10,000 场。'],
    [zhHant, '37% · 約剩 2 分鐘', '37% · 正在估算剩餘時間', '已停止：完成 1,234 / 10,000 場。'],
  ])(
    'in each language: the percentage and time left, and after Cancel how far it got (%#)',
    (words, left, estimating, stopped) => {
      expect(words.timeLeft(37, 118)).toBe(left);
      expect(words.timeLeft(37, null)).toBe(estimating);
      expect(words.stopped(1_234, 10_000)).toBe(stopped);
    },
  );

  test('the time left reads as a person says it', () => {
    expect(en.timeLeft(5, 0.2)).toBe('5% · about 1 s left');
    expect(en.timeLeft(5, 42.4)).toBe('5% · about 42 s left');
    expect(en.timeLeft(5, 3_900)).toBe('5% · about 1 h 5 min left');
  });
});
