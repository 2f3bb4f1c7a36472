import { describe, expect, it, test } from 'vitest';
import { cents, dollars, formatMoney, formatSignedMoney } from '../../src/rules';

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
