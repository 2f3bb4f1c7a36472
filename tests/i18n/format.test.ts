import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formats } from '../../src/i18n/format';
import { LOCALE } from '../../src/i18n/languages';
import { LANGUAGES } from '../../src/table/vocabulary';

describe("a language's figures, written by hand as Intl writes them", () => {
  test.each(LANGUAGES)('numbers and plurals in %s', (language) => {
    const { number, count } = formats(language);
    const numbers = new Intl.NumberFormat(LOCALE[language]);
    const plurals = new Intl.PluralRules(LOCALE[language]);
    const noun = { one: 'card', other: 'cards' };
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        (value) => {
          fc.pre(!Object.is(value, -0)); // Intl writes "-0"; the table writes 0
          expect(number(value)).toBe(numbers.format(value));
          const form = plurals.select(value) === 'one' ? noun.one : noun.other;
          expect(count(value, noun)).toBe(`${numbers.format(value)}${language === 'en' ? ' ' : ''}${form}`);
        },
      ),
      { numRuns: 1000 },
    );
    expect(count(1, noun)).toBe(language === 'en' ? '1 card' : '1cards');
    expect(number(-0)).toBe('0');
  });
});
