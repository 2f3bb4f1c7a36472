/**
 * The honest session (house-rules.md): its record kept beside the table, the figures of every
 * hand dealt, the day's limits, the reality check's answers and the table's closures. A chunk
 * of its own, loaded just after the table (before it when a record asks for it); the moves ask
 * it for their guard (`guard`), the components read `store`.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { cents, type Cents } from '../rules';
import {
  askLimit,
  breakEnds,
  dayAfterHand,
  limitAt,
  limitRefusal,
  sessionRefusal,
  type Limit,
  type BreakMinutes,
  type RealityInterval,
  type SessionGuard,
  type SessionRefusal,
} from '../rules/session';
import { lastHand, totalOnTable, type TableState } from '../table/state';
import type { HandRecord } from '../table/vocabulary';
import type { KeyValueStorage, TableStore } from './api';
import {
  EMPTY_RECORD,
  endOfLocalDay,
  localDay,
  parseSessionRecord,
  SESSION_KEY,
  type SessionFigures,
  type SessionRecord,
} from './sessionRecord';

export interface HonestSessionState {
  readonly record: SessionRecord;
  /** The reality check is on screen (it was due): until Stop, a break or Continue. */
  readonly realityShown: boolean;
  /** Hands dealt in this tab whose exact expected result is still being worked out: 0 but for a moment after a deal. */
  readonly pricing: number;
  /**
   * The session's figures as of the last hand whose expected result is in: what the session line
   * and the reality check show, so that their net, wagered and expected are always of the same hands.
   */
  readonly figures: SessionFigures | null;
}

export interface HonestSession {
  readonly store: StoreApi<HonestSessionState>;
  /** What a move that puts money on the table is checked against, now. */
  guard(now?: number): SessionGuard;
  /** The session's word now on a table holding `onTable` for the next deal: the moves' `session` (MoveContext). */
  refusal(onTable: Cents): SessionRefusal | null;
  /** The reality check is due: show it. */
  showReality(): void;
  /** Stop: the table closes until the end of the local day. */
  stop(): void;
  takeBreak(minutes: BreakMinutes): void;
  carryOn(): void;
  /** Asks for a limit (null: none): the limit as it stands after, a refused one (below the minimum bet) unchanged. */
  setLimit(kind: 'loss' | 'wager', wanted: Cents | null): Limit;
  setRealityInterval(interval: RealityInterval): void;
  newSession(): void;
}

/** The table's money: the bankroll and everything on the table. */
const balanceOf = (s: Pick<TableState, 'bankroll' | 'bets' | 'sideBets'>): Cents => cents(s.bankroll + totalOnTable(s));

/** Everything a hand was dealt with, side bets included. */
const stakedOn = (hand: HandRecord): Cents =>
  cents(
    [...Object.values(hand.bets), ...Object.values(hand.sideBets ?? {})].reduce((sum: number, stake) => sum + stake, 0),
  );

/** A hand was just dealt at this table (not read from a save, not taken over from another tab). */
function justDealt(s: TableState, before: TableState): HandRecord | null {
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

/** A new session from now, with the table's money as it is. */
const startedSession = (s: TableState, now: number): NonNullable<SessionRecord['session']> => ({
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

/** A hand dealt: its stakes wagered, its result, on the session and the day. */
function afterHand(record: SessionRecord, hand: HandRecord, now: number): SessionRecord {
  const staked = stakedOn(hand);
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
}

/** What a hand's bets expected: the odds' enumeration is a chunk of its own, loaded with the first hand dealt. */
const pricedLater = (before: TableState, hand: HandRecord): Promise<number> =>
  import('./sessionExpected').then((m) => m.expectedOf(before, hand));

function readRecord(storage: KeyValueStorage | null): SessionRecord {
  try {
    return parseSessionRecord(storage?.getItem(SESSION_KEY) ?? null);
  } catch {
    return EMPTY_RECORD;
  }
}

/** The session with a hand's exact expected result added (none: nothing to add to). */
const withExpected = (record: SessionRecord, expected: number): SessionRecord =>
  record.session === null
    ? record
    : { ...record, session: { ...record.session, expected: record.session.expected + expected } };

/** The session with one more fresh bankroll counted. */
const withFreshCounted = (record: SessionRecord): SessionRecord =>
  record.session === null ? record : { ...record, session: { ...record.session, fresh: record.session.fresh + 1 } };

/** What the session's rules need to judge a stake now: the closure, the day's totals and the limits in force. */
const guardOf = (record: SessionRecord, now: number): SessionGuard => ({
  now,
  closedUntil: record.closedUntil,
  day: dayNow(record, now),
  loss: limitAt(record.limits.loss, now),
  wager: limitAt(record.limits.wager, now),
});

/**
 * Changes the record as it is stored now (another tab may have written since), keeps it in `store`
 * and writes it back; `pricing` is how many hands dealt still wait for their expected result.
 */
function recorder(store: StoreApi<HonestSessionState>, storage: KeyValueStorage | null) {
  return (change: (record: SessionRecord, now: number) => SessionRecord, pricing = store.getState().pricing) => {
    const record = change(storage === null ? store.getState().record : readRecord(storage), Date.now());
    // The figures shown move only once every hand dealt has its expected result.
    store.setState(pricing === 0 ? { record, pricing, figures: record.session } : { record, pricing });
    try {
      storage?.setItem(SESSION_KEY, JSON.stringify(record));
    } catch {
      // A full or unavailable storage loses the record, never the game.
    }
  };
}

/** Other tabs' changes to the record, heard by the `storage` event: read, never written back (each write is a storage event in the other tabs). */
function hearOtherTabs(store: StoreApi<HonestSessionState>, storage: KeyValueStorage | null): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY) return;
    const record = readRecord(storage);
    store.setState(store.getState().pricing === 0 ? { record, figures: record.session } : { record });
  });
}

/**
 * The honest session of this table: reads its record, starts a session when the table is first
 * opened in a day, follows every hand this tab deals, and hears the other tabs' changes.
 * `fresh`: the page opened a fresh bankroll (`?bankroll=`), counted if a session is under way.
 */
export function openSession(
  table: TableStore,
  storage: KeyValueStorage | null,
  fresh = false,
  expectedOf = pricedLater,
): HonestSession {
  const first = readRecord(storage);
  const store = createStore<HonestSessionState>()(() => ({
    record: first,
    realityShown: false,
    pricing: 0,
    figures: first.session,
  }));
  const update = recorder(store, storage);
  let opened = false;
  /** The first time this tab holds the table: a session today goes on (a fresh bankroll counted), else one starts. */
  const open = (s: TableState) => {
    if (opened || s.hold !== 'held' || s.unread) return;
    opened = true;
    update((record, now) => {
      const { session } = record;
      if (session !== null && localDay(session.startedAt) === localDay(now))
        return fresh ? { ...record, session: { ...session, fresh: session.fresh + 1 } } : record;
      return { ...record, session: startedSession(s, now) };
    });
  };
  table.subscribe((s, before) => {
    open(s);
    const hand = justDealt(s, before);
    if (hand !== null) {
      update((record, now) => afterHand(record, hand, now), store.getState().pricing + 1);
      const priced = (add: (record: SessionRecord) => SessionRecord) => update(add, store.getState().pricing - 1);
      // A chunk that fails to load leaves the hand unpriced, never the figures stuck.
      expectedOf(before, hand).then(
        (expected) => priced((record) => withExpected(record, expected)),
        () => priced((record) => record),
      );
    }
    if (s.message !== before.message && s.message?.notice.key === 'freshBankroll' && s.hold === 'held') {
      update(withFreshCounted);
    }
  });
  open(table.getState());
  hearOtherTabs(store, storage);

  const answered = (patch: (record: SessionRecord, now: number) => Partial<SessionRecord>) => {
    update((record, now) => ({ ...record, ...patch(record, now), reality: { ...record.reality, from: now } }));
    store.setState({ realityShown: false });
  };
  const guard = (now = Date.now()): SessionGuard => guardOf(store.getState().record, now);
  return {
    store,
    guard,
    refusal: (onTable) => sessionRefusal(guard(), onTable),
    showReality: () => store.setState({ realityShown: true }),
    stop: () => answered((_, now) => ({ closedUntil: endOfLocalDay(now) })),
    takeBreak: (minutes) => answered((_, now) => ({ closedUntil: breakEnds(now, minutes) })),
    carryOn: () => answered(() => ({})),
    setLimit: (kind, wanted) => {
      if (limitRefusal(wanted) === null)
        update((record, now) => ({
          ...record,
          limits: { ...record.limits, [kind]: askLimit(record.limits[kind], wanted, now) },
        }));
      return store.getState().record.limits[kind];
    },
    setRealityInterval: (interval) => update((record, now) => ({ ...record, reality: { interval, from: now } })),
    newSession: () =>
      update((record, now) => ({
        ...record,
        session: startedSession(table.getState(), now),
        reality: { ...record.reality, from: now },
      })),
  };
}
