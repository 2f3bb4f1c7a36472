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

/** A whole number's digits with a comma every three from the right: 1234567 → "1,234,567". */
export const groupThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The one place money becomes text: `$1,234.50`, `-$5.00`. The table's three languages write
 * dollars alike (en-US, zh-Hans and zh-Hant: ASCII digits, commas every three, the plain `$`, as
 * Intl's narrow symbol does; tests/rules/money.test.ts compares). Written by hand: a page's first
 * Intl formatter costs tens of milliseconds, in the first second. A fraction of a cent (an
 * expected value) is rounded half away from zero, as Intl rounds.
 */
export function formatMoney(amount: Cents): string {
  const abs = Math.round(Math.abs(amount));
  return `${amount < 0 && abs > 0 ? '-' : ''}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** A signed amount for results: `+$10.00`, `-$5.00`, `$0.00`. */
export function formatSignedMoney(amount: Cents): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}
