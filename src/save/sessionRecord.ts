/**
 * The reader of the honest session's own small record (`table/session.ts`), under its own key
 * (`baccarat.session`), apart from the table's save: limits and closures outlive a fresh table
 * (`?bankroll=`, a refused save). It trusts nothing: each part that is not what it should be
 * reads as its default.
 */
import { LIMITS, type Cents } from '../rules';
import { NO_LIMIT, REALITY_INTERVALS, type Limit, type RealityInterval } from '../rules/session';
import { EMPTY_RECORD, type SessionFigures, type SessionRecord } from '../table/session';

type Unknown = Record<string, unknown>;
const isObject = (v: unknown): v is Unknown => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isMoney = (v: unknown): v is Cents =>
  typeof v === 'number' && Number.isSafeInteger(v) && Math.abs(v) <= LIMITS.maximumBankroll;
const isAmount = (v: unknown): v is Cents => isMoney(v) && v >= 0;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function readLimit(v: unknown): Limit {
  if (!isObject(v) || !(v.value === null || isAmount(v.value))) return NO_LIMIT;
  const p = v.pending;
  if (isObject(p) && (p.value === null || isAmount(p.value)) && isTime(p.from))
    return { value: v.value, pending: { value: p.value, from: p.from } };
  return { value: v.value };
}

function readSession(v: unknown): SessionFigures | null {
  if (!isObject(v)) return null;
  const { startedAt, startBankroll, hands, wagered, net, expected, fresh } = v;
  if (
    !isTime(startedAt) ||
    !isAmount(startBankroll) ||
    !isCount(hands) ||
    !isAmount(wagered) ||
    !isMoney(net) ||
    !isCount(fresh)
  )
    return null;
  if (typeof expected !== 'number' || !Number.isFinite(expected) || Math.abs(expected) > wagered) return null;
  return { startedAt, startBankroll, hands, wagered, net, expected, fresh };
}

function readDay(v: unknown): SessionRecord['day'] {
  if (
    !isObject(v) ||
    typeof v.key !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(v.key) ||
    !isAmount(v.wagered) ||
    !isMoney(v.net)
  )
    return EMPTY_RECORD.day;
  return { key: v.key, wagered: v.wagered, net: v.net };
}

function readReality(v: unknown): SessionRecord['reality'] {
  if (!isObject(v) || !REALITY_INTERVALS.includes(v.interval as RealityInterval) || !isTime(v.from))
    return EMPTY_RECORD.reality;
  return { interval: v.interval as RealityInterval, from: v.from };
}

/** The record a stored text holds: whatever is unreadable in it reads as nothing set. */
export function parseSessionRecord(raw: string | null): SessionRecord {
  let data: unknown;
  try {
    data = raw === null ? null : JSON.parse(raw);
  } catch {
    return EMPTY_RECORD;
  }
  if (!isObject(data)) return EMPTY_RECORD;
  const limits = isObject(data.limits) ? data.limits : {};
  return {
    session: readSession(data.session),
    day: readDay(data.day),
    limits: { loss: readLimit(limits.loss), wager: readLimit(limits.wager) },
    reality: readReality(data.reality),
    closedUntil: isTime(data.closedUntil) ? data.closedUntil : null,
  };
}
