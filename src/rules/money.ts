/**
 * Money is integer cents, branded so that a dollar float cannot slip in unnoticed.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Marks an integer number of cents as money; refuses anything that is not a safe integer. */
export function cents(amount: number): Cents {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole number of cents: ${amount}`);
  return amount as Cents;
}

/** Whole dollars as cents. */
export function dollars(amount: number): Cents {
  return cents(amount * 100);
}

export function addCents(...amounts: readonly Cents[]): Cents {
  let sum = 0;
  for (const a of amounts) sum += a;
  return cents(sum);
}

/** One formatter per locale, made once: dollars and cents in that locale's digits and separators. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The one place money becomes text: `$1,234.50`, `-$5.00` in English (`en-US`, the default);
 * the same dollars in a Chinese table's locale (`zh-Hans`, `zh-Hant`), with the plain `$`.
 */
export function formatMoney(amount: Cents, locale = 'en-US'): string {
  let format = moneyFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(locale, format);
  }
  // Cents to dollars is exact to two places for every amount a table can hold (under 2^53 cents).
  return format.format(amount / 100 + 0); // + 0: never "-$0.00" for a negative zero
}

/** A signed amount for results: `+$10.00`, `-$5.00`, `$0.00`. */
export function formatSignedMoney(amount: Cents, locale = 'en-US'): string {
  return amount > 0 ? `+${formatMoney(amount, locale)}` : formatMoney(amount, locale);
}
