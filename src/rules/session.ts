/**
 * The honest session (house-rules.md, "The honest session") as pure rules: the day's limits and their 24-hour rule, the check a placement must pass, and
 * when the next reality check is due. Every time is an injected number of milliseconds.
 */
import { LIMITS } from './limits';
import { cents, type Cents } from './money';

const MINUTE = 60_000;

/** Raising or removing a limit takes effect this long after it was asked for. */
export const RAISE_WAIT_MS = 24 * 60 * MINUTE;

/** The reality check's intervals, in minutes; 0 is off (the default). */
export const REALITY_INTERVALS = [0, 15, 30, 60] as const;
export type RealityInterval = (typeof REALITY_INTERVALS)[number];

/** A break's lengths, in minutes. */
export const BREAKS = [5, 15, 60] as const;
export type BreakMinutes = (typeof BREAKS)[number];

/** A limit: the amount in force (null: none), and a raise or removal asked for, from when it takes effect. */
export interface Limit {
  readonly value: Cents | null;
  readonly pending?: { readonly value: Cents | null; readonly from: number };
}

export const NO_LIMIT: Limit = { value: null };

/** The limit in force at `now`: a pending raise once its 24 hours are over, else the one set. */
export const limitAt = (limit: Limit, now: number): Cents | null =>
  limit.pending !== undefined && now >= limit.pending.from ? limit.pending.value : limit.value;

/** The limit as it stands at `now`: a pending raise whose time has come is the limit. */
export const settledLimit = (limit: Limit, now: number): Limit =>
  limit.pending !== undefined && now >= limit.pending.from ? { value: limit.pending.value } : limit;

/**
 * The player asks for a limit of `wanted` (null: none) at `now`. A lower limit (or the same)
 * acts at once, and drops any raise waiting; a higher one, or none, waits 24 hours.
 */
export function askLimit(limit: Limit, wanted: Cents | null, now: number): Limit {
  const current = limitAt(limit, now);
  if (wanted !== null && (current === null || wanted <= current)) return { value: wanted };
  if (wanted === current) return { value: current };
  return { value: current, pending: { value: wanted, from: now + RAISE_WAIT_MS } };
}

/**
 * Why a limit the player asks for is not set, or null: a limit below the table's minimum bet
 * would refuse every bet for the rest of the day (and correcting it would be a raise that waits
 * 24 hours), so it is refused. No limit (null) is always allowed.
 */
export function limitRefusal(wanted: Cents | null): 'below-minimum' | null {
  return wanted !== null && wanted < LIMITS.minimumBet ? 'below-minimum' : null;
}

/** The day's play so far: everything wagered, and the net result of its hands. */
export interface DayFigures {
  readonly wagered: Cents;
  readonly net: Cents;
}

/** What a move that puts money on the table is checked against: the time, a closure, the day and its limits in force. */
export interface SessionGuard {
  readonly now: number;
  readonly closedUntil: number | null;
  readonly day: DayFigures;
  readonly loss: Cents | null;
  readonly wager: Cents | null;
}

/** Why the session refuses: the table is closed until then, or a day limit would be passed (as the table's notices name them). */
export type SessionRefusal =
  | { readonly key: 'tableClosed'; readonly until: number }
  | { readonly key: 'overLimit'; readonly limit: 'loss' | 'wager'; readonly amount: Cents };

/**
 * Whether the table may hold `onTable` (everything staked on it once the move is made) for the
 * next deal: not while it is closed (a break, a Stop); not if the day's loss so far and
 * everything on the table could pass the loss limit; not if the day's wagered and everything on
 * the table (wagered again when dealt) would pass the wager limit.
 */
export function sessionRefusal(guard: SessionGuard, onTable: Cents): SessionRefusal | null {
  if (guard.closedUntil !== null && guard.now < guard.closedUntil)
    return { key: 'tableClosed', until: guard.closedUntil };
  const lost = Math.max(0, -guard.day.net);
  if (guard.loss !== null && lost + onTable > guard.loss)
    return { key: 'overLimit', limit: 'loss', amount: guard.loss };
  if (guard.wager !== null && guard.day.wagered + onTable > guard.wager)
    return { key: 'overLimit', limit: 'wager', amount: guard.wager };
  return null;
}

/** The day's figures after a hand dealt with `staked` on the table, which made `net`. */
export const dayAfterHand = (day: DayFigures, staked: Cents, net: Cents): DayFigures => ({
  wagered: cents(day.wagered + staked),
  net: cents(day.net + net),
});

/**
 * When the next reality check is due: `interval` minutes after the latest of the session's
 * start, the last check (or the interval's choice) and the end of a closure; null when off.
 */
export function realityDue(r: {
  readonly interval: RealityInterval;
  readonly startedAt: number;
  readonly from: number;
  readonly closedUntil: number | null;
}): number | null {
  if (r.interval === 0) return null;
  return Math.max(r.startedAt, r.from, r.closedUntil ?? 0) + r.interval * MINUTE;
}

/** The end of a break of `minutes` taken at `now`. */
export const breakEnds = (now: number, minutes: BreakMinutes): number => now + minutes * MINUTE;
