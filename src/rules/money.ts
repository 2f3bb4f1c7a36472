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

/** The one place money becomes text: `$1,234.50`, `-$5.00`. */
export function formatMoney(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}$${whole}.${fraction}`;
}

/** A signed amount for results: `+$10.00`, `-$5.00`, `$0.00`. */
export function formatSignedMoney(amount: Cents): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}
