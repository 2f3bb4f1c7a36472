import { formatMoney, formatSignedMoney, groupThousands, type Cents } from '../rules';
import { LOCALE } from './languages';
import type { Language } from '../table/vocabulary';

/** How a language writes figures: money through the one money formatter, numbers and plurals through Intl. */
export interface Formats {
  readonly money: (amount: Cents) => string; // "$1,234.50"
  readonly signed: (amount: Cents) => string; // "+$10.00"
  readonly number: (value: number) => string; // "1,200"
  /** A count with its noun in the right plural form: count(2, { one: 'card', other: 'cards' }) → "2 cards". */
  readonly count: (
    value: number,
    noun: Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string },
  ) => string;
}

export function formats(language: Language): Formats {
  const locale = LOCALE[language];
  // Made on first use: a page's first Intl object costs tens of milliseconds (its locale data),
  // and the table's own figures are whole numbers, written by hand as Intl writes them.
  let numbers: Intl.NumberFormat | undefined;
  let plurals: Intl.PluralRules | undefined;
  const number = (value: number) =>
    Number.isSafeInteger(value) ? groupThousands(value) : (numbers ??= new Intl.NumberFormat(locale)).format(value);
  return {
    money: (amount) => formatMoney(amount, locale),
    signed: (amount) => formatSignedMoney(amount, locale),
    number,
    count: (value, noun) =>
      `${number(value)}${language === 'en' ? ' ' : ''}${noun[(plurals ??= new Intl.PluralRules(locale)).select(value)] ?? noun.other}`,
  };
}
