/**
 * The honest session (house-rules.md, "The honest session") as data: its record, and the moves
 * and selectors that change and read it. Pure, like the table's moves: every time is the `now`
 * the store's clock passes in (Date.now in play, a fixed clock in tests), never read here. The
 * rules it plays by (limits, the 24-hour wait, the reality check's interval) are
 * `rules/session.ts`'s; the store (`store/honestSession.ts`) only keeps the record and saves it.
 */
import { cents, stakeSum, type Cents } from '../rules';
import {
  askLimit,
  breakEnds,
  dayAfterHand,
  limitAt,
  limitRefusal,
  NO_LIMIT,
  type BreakMinutes,
  type DayFigures,
  type Limit,
  type RealityInterval,
  type SessionGuard,
} from '../rules/session';
import { lastHand, totalOnTable, type TableState } from './state';
import type { HandRecord } from './vocabulary';

/** The time now, in milliseconds since 1970: injected, as the randomness is. */
export type Clock = () => number;

/** The session in play: when it started, with what, and its figures so far. */
export interface SessionFigures {
  readonly startedAt: number; // ms since 1970
  readonly startBankroll: Cents; // bankroll and bets on the table when it started
  readonly hands: number;
  readonly wagered: Cents; // every stake, each time a hand was dealt with it
  readonly net: Cents; // what its hands made: the bankroll now less at the start, fresh bankrolls apart
  readonly expected: number; // cents, with a fraction: the sum of each bet's exact expected value
  readonly fresh: number; // fresh bankrolls taken during it
}

/** The honest session's own small record, under its own key (`baccarat.session`, save/format.ts). */
export interface SessionRecord {
  readonly session: SessionFigures | null;
  readonly day: DayFigures & { readonly key: string }; // key: the local calendar day, 2026-11-23
  readonly limits: { readonly loss: Limit; readonly wager: Limit };
  readonly reality: { readonly interval: RealityInterval; readonly from: number }; // from: when last shown or chosen
  readonly closedUntil: number | null;
}

export const EMPTY_RECORD: SessionRecord = {
  session: null,
  day: { key: '', wagered: cents(0), net: cents(0) },
  limits: { loss: NO_LIMIT, wager: NO_LIMIT },
  reality: { interval: 0, from: 0 },
  closedUntil: null,
};

/** The local calendar day of a time, as a key: 2026-11-23. */
export function localDay(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The end of the local day of a time: the next midnight. */
export function endOfLocalDay(now: number): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

/** The table's money: the bankroll and everything on the table. */
const balanceOf = (s: Pick<TableState, 'bankroll' | 'bets' | 'sideBets'>): Cents => cents(s.bankroll + totalOnTable(s));

/** A hand was just dealt at this table (not read from a save, not taken over from another tab). */
export function justDealt(s: TableState, before: TableState): HandRecord | null {
  const hand = lastHand(s);
  if (
    hand === undefined ||
    hand === lastHand(before) ||
    s.hold !== 'held' ||
    before.hold !== 'held' ||
    before.phase === 'dealing'
  )
    return null;
  return hand.hand === (lastHand(before)?.hand ?? 0) + 1 ? hand : null;
}

/** A fresh bankroll was just taken at this table. */
export const freshBankrollTaken = (s: TableState, before: TableState): boolean =>
  s.message !== before.message && s.message?.notice.key === 'freshBankroll' && s.hold === 'held';

/** A new session from now, with the table's money as it is. */
const startedSession = (s: TableState, now: number): SessionFigures => ({
  startedAt: now,
  startBankroll: balanceOf(s),
  hands: 0,
  wagered: cents(0),
  net: cents(0),
  expected: 0,
  fresh: 0,
});

/** The day's figures as of now: a new local day starts them afresh. */
const dayNow = (record: SessionRecord, now: number): SessionRecord['day'] =>
  record.day.key === localDay(now) ? record.day : { key: localDay(now), wagered: cents(0), net: cents(0) };

/** What the session's rules need to judge a stake now: the closure, the day's totals and the limits in force. */
export const guardOf = (record: SessionRecord, now: number): SessionGuard => ({
  now,
  closedUntil: record.closedUntil,
  day: dayNow(record, now),
  loss: limitAt(record.limits.loss, now),
  wager: limitAt(record.limits.wager, now),
});

/** A change of the record at a time: each of the moves below. */
export type SessionMove = (record: SessionRecord, now: number) => SessionRecord;

/**
 * The table opened in this tab: a session today goes on (a fresh bankroll, `fresh`, counted),
 * else one starts with the table's money.
 */
export const opened =
  (table: TableState, fresh: boolean): SessionMove =>
  (record, now) => {
    const { session } = record;
    if (session !== null && localDay(session.startedAt) === localDay(now))
      return fresh ? { ...record, session: { ...session, fresh: session.fresh + 1 } } : record;
    return { ...record, session: startedSession(table, now) };
  };

/** A hand dealt: its stakes wagered, its result, on the session and the day. */
export const handDealt =
  (hand: HandRecord): SessionMove =>
  (record, now) => {
    const staked = stakeSum({ ...hand.bets, ...hand.sideBets });
    const net = hand.settlement.net;
    const { session } = record;
    return {
      ...record,
      day: { key: localDay(now), ...dayAfterHand(dayNow(record, now), staked, net) },
      session: session && {
        ...session,
        hands: session.hands + 1,
        wagered: cents(session.wagered + staked),
        net: cents(session.net + net),
      },
    };
  };

/** The session with a hand's exact expected result added (none: nothing to add to). */
export const expectedAdded =
  (expected: number): SessionMove =>
  (record) =>
    record.session === null
      ? record
      : { ...record, session: { ...record.session, expected: record.session.expected + expected } };

/** The session with one more fresh bankroll counted. */
export const freshCounted: SessionMove = (record) =>
  record.session === null ? record : { ...record, session: { ...record.session, fresh: record.session.fresh + 1 } };

/** The reality check answered at `now` (Stop, a break, Continue): the next is due an interval from now. */
const answered =
  (patch: (now: number) => Partial<SessionRecord>): SessionMove =>
  (record, now) => ({ ...record, ...patch(now), reality: { ...record.reality, from: now } });

/** Stop: the table closes until the end of the local day. */
export const stop: SessionMove = answered((now) => ({ closedUntil: endOfLocalDay(now) }));

/** A break of `minutes`: the table stays closed until it ends. */
export const takeBreak = (minutes: BreakMinutes): SessionMove =>
  answered((now) => ({ closedUntil: breakEnds(now, minutes) }));

/** Continue: play on. */
export const carryOn: SessionMove = answered(() => ({}));

/**
 * The player asks for a loss or wager limit (`rules/session.ts`'s `askLimit`: lower at once, higher
 * after 24 hours); one below the minimum bet (`limitRefusal`) changes nothing.
 */
export const setLimit =
  (kind: 'loss' | 'wager', wanted: Cents | null): SessionMove =>
  (record, now) =>
    limitRefusal(wanted) !== null
      ? record
      : { ...record, limits: { ...record.limits, [kind]: askLimit(record.limits[kind], wanted, now) } };

/** The reality check's interval chosen: counted from now. */
export const setRealityInterval =
  (interval: RealityInterval): SessionMove =>
  (record, now) => ({ ...record, reality: { interval, from: now } });

/** A new session from now, with the table's money as it is. */
export const newSession =
  (table: TableState): SessionMove =>
  (record, now) => ({ ...record, session: startedSession(table, now), reality: { ...record.reality, from: now } });
