import { describe, expect, it, test } from 'vitest';
import fc from 'fast-check';
import { cents, dollars, formatMoney, formatSignedMoney, groupThousands, type Cents } from '../../src/rules';

describe('money', () => {
  test.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [25, '$0.25'],
    [123450, '$1,234.50'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('%i cents reads %s', (amount, text) => {
    expect(formatMoney(cents(amount))).toBe(text);
  });

  it('signs results', () => {
    expect(formatSignedMoney(cents(1000))).toBe('+$10.00');
    expect(formatSignedMoney(cents(-500))).toBe('-$5.00');
    expect(formatSignedMoney(cents(0))).toBe('$0.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => cents(0.5)).toThrow(RangeError);
    expect(() => dollars(0.015)).toThrow(RangeError);
    expect(dollars(5)).toBe(500);
  });
});

describe('money written by hand, as Intl writes it', () => {
  const intl = (locale: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });

  test.each(['en-US', 'zh-Hans', 'zh-Hant'])('every whole number of cents in %s', (locale) => {
    const format = intl(locale);
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (amount) => {
        expect(formatMoney(cents(amount))).toBe(format.format(amount / 100 + 0));
      }),
      { numRuns: 2000 },
    );
    for (const amount of [0, -0, 1, -1, 99, 100, 99_999, 100_000, 123_456_789, -100_000_000])
      expect(formatMoney(cents(amount))).toBe(format.format(amount / 100 + 0));
  });

  test('a fraction of a cent (an expected value) rounded half away from zero, as Intl rounds', () => {
    const format = intl('en-US');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 9 }), (whole, tenths) => {
        const amount = whole + Math.sign(whole || 1) * (tenths / 10);
        fc.pre(Math.abs(amount) >= 0.5);
        expect(formatMoney(amount as Cents)).toBe(format.format(amount / 100));
      }),
      { numRuns: 2000 },
    );
    expect(formatMoney(-0.4 as Cents)).toBe('$0.00');
  });

  test('thousands grouped by commas, signs kept', () => {
    expect([0, 7, 999, 1000, -1000, 1234567, -12345678].map(groupThousands)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '-1,000',
      '1,234,567',
      '-12,345,678',
    ]);
  });
});
