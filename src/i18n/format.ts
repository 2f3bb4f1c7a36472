import { formatMoney, formatSignedMoney, groupThousands, type Cents } from '../rules';
import { LOCALE } from './languages';
import type { Language } from '../table/vocabulary';

/** How a language writes figures: money through the one money formatter, numbers and plurals as Intl writes them. */
export interface Formats {
  readonly money: (amount: Cents) => string; // "$1,234.50"
  readonly signed: (amount: Cents) => string; // "+$10.00"
  readonly number: (value: number) => string; // "1,200"
  /** A count with its noun in the right plural form: count(2, { one: 'card', other: 'cards' }) → "2 cards". */
  readonly count: (value: number, noun: { readonly one?: string; readonly other: string }) => string;
}

export function formats(language: Language): Formats {
  // Whole numbers written by hand as Intl writes them in the three languages ("1,200"); Intl, made
  // on first use, for a fraction: a page's first Intl object costs tens of milliseconds.
  let numbers: Intl.NumberFormat | undefined;
  const number = (value: number) =>
    Number.isSafeInteger(value)
      ? groupThousands(value)
      : (numbers ??= new Intl.NumberFormat(LOCALE[language])).format(value);
  return {
    money: formatMoney,
    signed: formatSignedMoney,
    number,
    // English's plural rule ("one" for 1 and -1, as Intl's en rule); Chinese has one form.
    count: (value, noun) =>
      language === 'en'
        ? `${number(value)} ${(Math.abs(value) === 1 && noun.one) || noun.other}`
        : `${number(value)}${noun.other}`,
  };
}
