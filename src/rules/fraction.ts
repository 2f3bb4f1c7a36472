/** Exact rational numbers on BigInt, just what the odds need. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** num/den in lowest terms with a positive denominator. */
export function fraction(num: bigint, den: bigint = 1n): Fraction {
  if (den === 0n) throw new RangeError('zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The nearest double (to within rounding of the last bit), however large num and den are. */
export function toNumber(f: Fraction): number {
  const abs = f.num < 0n ? -f.num : f.num;
  if (abs <= SAFE && f.den <= SAFE) return Number(f.num) / Number(f.den);
  // Scale so the integer quotient carries 64 significant bits, then let Number round it.
  const shift = BigInt(Math.max(0, 64 - (abs.toString(2).length - f.den.toString(2).length)));
  return Number((f.num << shift) / f.den) / 2 ** Number(shift);
}

export function formatFraction(f: Fraction): string {
  return `${f.num}/${f.den}`;
}

/** A decimal with at least 9 significant digits, for the odds' data attributes. */
export const decimal = (f: Fraction): string => toNumber(f).toPrecision(12);
