/**
 * The school's answers as the learner gives them and as the contract writes them
 * (ui-contract.md, "School"): `yes`/`no`, `player`/`banker`/`tie`, an amount in dollars
 * (`1.25`) or a whole count (`-3`).
 */
import { cents, type Cents } from '../money';
import type { Winner } from '../types';

/** What kind of answer a step takes. */
export type AnswerForm = 'yes-no' | 'winner' | 'amount' | 'count';

export const yesNo = (value: boolean): 'yes' | 'no' => (value ? 'yes' : 'no');

/** An amount as the contract writes it: dollars with two decimals, `1.25`, `0.00`. */
export function amountText(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Full-width digits and signs (a Chinese keyboard's) read as their ASCII forms. */
const halfWidth = (text: string): string =>
  text.replace(/[\uff10-\uff19\uff0e\uff0c\uff0d\uff04\uff0b]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/**
 * A typed amount in dollars, as cents: `1.25`, `$1.25`, `1,000`, `.5`, `3`; null for
 * anything else (more than two decimals, letters, nothing).
 */
export function parseAmount(text: string): Cents | null {
  const plain = halfWidth(text)
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s+/g, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (match === null) return null;
  const whole = match[1]!.replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const value = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? cents(value) : null;
}

/** A typed running count: a whole number, `+3`, `-2`, `0`; null for anything else. */
export function parseCount(text: string): number | null {
  const plain = halfWidth(text)
    .trim()
    .replace(/\u2212/g, '-');
  return /^[+-]?\d{1,4}$/.test(plain) ? Number(plain) : null;
}

/** Whether `given` is `expected`, in the step's form: amounts and counts by value, choices by word. */
export function sameAnswer(form: AnswerForm, given: string, expected: string): boolean {
  if (form === 'amount') {
    const amount = parseAmount(given);
    return amount !== null && amount === parseAmount(expected);
  }
  if (form === 'count') {
    const count = parseCount(given);
    return count !== null && count === parseCount(expected);
  }
  return given === expected;
}

/** The choices a step offers, in the order the buttons show them. */
export const CHOICES: Readonly<Record<'yes-no' | 'winner', readonly string[]>> = {
  'yes-no': ['yes', 'no'],
  winner: ['player', 'banker', 'tie'] satisfies Winner[],
};
