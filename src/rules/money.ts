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

/** One formatter per locale, made on first use: dollars and cents in that locale's digits and separators. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locales that write a whole number of cents as en-US does ("-$1,234.50": ASCII digits, commas
 * every three, the plain `$`): the table's three (tests/rules/money.test.ts compares with Intl).
 */
const WRITTEN_AS_EN_US = new Set(['en-US', 'zh-Hans', 'zh-Hant']);

/** A whole number's digits with a comma every three from the right: 1234567 → "1,234,567". */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole));
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * The one place money becomes text: `$1,234.50`, `-$5.00` in English (`en-US`, the default);
 * the same dollars in a Chinese table's locale (`zh-Hans`, `zh-Hant`), with the plain `$`.
 * Whole cents in the table's locales are written by hand, as Intl writes them: the first Intl
 * formatter of a page costs tens of milliseconds (its locale data), in the first second.
 */
export function formatMoney(amount: Cents, locale = 'en-US'): string {
  if (Number.isSafeInteger(amount) && WRITTEN_AS_EN_US.has(locale)) {
    const abs = Math.abs(amount);
    return `${amount < 0 ? '-' : ''}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  }
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
