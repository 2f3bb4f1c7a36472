/** What every language's session words share: money, times of day and running times, in the language's own forms. */
import type { Cents } from '../../rules';
import type { BreakMinutes, RealityInterval } from '../../rules/session';
import { formats } from '../format';
import { LOCALE } from '../languages';
import type { Language } from '../../table/vocabulary';

export interface SessionWords {
  readonly money: (amount: Cents) => string;
  readonly signed: (amount: Cents) => string;
  /** A time of day, "7:45 PM"; with the date when it is not today. */
  readonly at: (time: number, now: number) => string;
  /** A running time, "1:05:09" or "05:09". */
  readonly clock: (seconds: number) => string;
  readonly session: string;
  readonly time: string;
  readonly net: string;
  readonly wagered: string;
  readonly expected: string;
  readonly expectedTitle: string;
  readonly fresh: (count: number) => string;
  readonly realityTitle: string;
  readonly realityPlayed: (clock: string) => string;
  readonly realityFigures: string;
  readonly stop: string;
  readonly takeBreak: string;
  readonly breakFor: (minutes: BreakMinutes) => string;
  readonly carryOn: string;
  readonly closedBreak: (until: string) => string;
  readonly closedStop: (until: string) => string;
  readonly limitsHeading: string;
  readonly limitsRule: string;
  readonly lossLimit: string;
  readonly wagerLimit: string;
  readonly noLimit: string;
  readonly interval: (minutes: RealityInterval) => string;
  readonly realityInterval: string;
  /** A limit in force and the raise (or removal) waiting: "Loss limit: $2.50 today; $20.00 from Nov 29, 12:00 PM." */
  readonly pending: (limit: 'loss' | 'wager', current: string, value: string | null, at: string) => string;
  /** What asking for a limit did, said under its field. */
  readonly limitSet: (limit: 'loss' | 'wager', value: string | null) => string;
  readonly limitWaits: (limit: 'loss' | 'wager') => string;
  readonly notAmount: string;
  readonly limitBelowMinimum: (minimum: string) => string;
  readonly newSession: string;
  readonly newSessionNote: string;
  readonly tableClosed: (until: string) => string;
  readonly overLimit: (limit: 'loss' | 'wager', amount: string) => string;
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${h > 0 ? `${h}:${two(m)}` : two(m)}:${two(seconds % 60)}`;
};

export function common(language: Language): Pick<SessionWords, 'money' | 'signed' | 'at' | 'clock'> {
  const { money, signed } = formats(language);
  // Made on first use: a page's first Intl date format costs tens of milliseconds.
  let time: Intl.DateTimeFormat | undefined;
  let dated: Intl.DateTimeFormat | undefined;
  const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();
  const at = (t: number, now: number) =>
    sameDay(t, now)
      ? (time ??= new Intl.DateTimeFormat(LOCALE[language], { hour: 'numeric', minute: '2-digit' })).format(t)
      : (dated ??= new Intl.DateTimeFormat(LOCALE[language], {
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        })).format(t);
  return { money, signed, clock, at };
}
