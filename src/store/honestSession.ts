/**
 * The honest session (house-rules.md): a zustand store of its own beside the table's, the same
 * pattern (state and actions in one store, made by a factory from injected storage and clock).
 * It keeps the record (`table/session.ts`'s moves change it, `save/sessionRecord.ts` reads it),
 * follows every hand this tab deals, and hears the other tabs' changes. A chunk of its own,
 * loaded just after the table (before it when a record asks for it); the moves ask it for their
 * guard (`refusal`), the components read it.
 */
import { createStore } from 'zustand/vanilla';
import { sessionRefusal } from '../rules/session';
import { parseSessionRecord } from '../save/sessionRecord';
import { SESSION_KEY } from '../save/format';
import {
  carryOn,
  EMPTY_RECORD,
  expectedAdded,
  freshBankrollTaken,
  freshCounted,
  guardOf,
  handDealt,
  justDealt,
  newSession,
  opened,
  setLimit,
  setRealityInterval,
  stop,
  takeBreak,
  type Clock,
  type SessionMove,
  type SessionRecord,
} from '../table/session';
import type { TableState } from '../table/state';
import type { HandRecord } from '../table/vocabulary';
import type { HonestSession, HonestSessionStore, KeyValueStorage, TableStore } from './api';

/** What a hand's bets expected: the odds' enumeration is a chunk of its own, loaded with the first hand dealt. */
const pricedLater = (before: TableState, hand: HandRecord): Promise<number> =>
  import('../table/sessionExpected').then((m) => m.expectedOf(before, hand));

function readRecord(storage: KeyValueStorage | null): SessionRecord {
  try {
    return parseSessionRecord(storage?.getItem(SESSION_KEY) ?? null);
  } catch {
    return EMPTY_RECORD;
  }
}

/**
 * The honest session of this table: reads its record, starts a session when the table is first
 * opened in a day, follows every hand this tab deals, and hears the other tabs' changes.
 * `fresh`: the page opened a fresh bankroll (`?bankroll=`), counted if a session is under way.
 */
export function openSession(
  table: TableStore,
  storage: KeyValueStorage | null,
  clock: Clock,
  fresh = false,
  expectedOf = pricedLater,
): HonestSessionStore {
  /**
   * Plays a move on the record as it is stored now (another tab may have written since), and saves
   * it. `pricing`: hands dealt whose expected result is still being worked out; the figures shown
   * move only once none is, so net, wagered and expected are always of the same hands.
   */
  const play = (move: SessionMove, pricing = store.getState().pricing) => {
    const record = move(storage === null ? store.getState().record : readRecord(storage), clock());
    store.setState(pricing === 0 ? { record, pricing, figures: record.session } : { record, pricing });
    try {
      storage?.setItem(SESSION_KEY, JSON.stringify(record));
    } catch {
      // A full or unavailable storage loses the record, never the game.
    }
  };
  /** The reality check answered: it leaves the screen. */
  const answer = (move: SessionMove) => {
    play(move);
    store.setState({ realityShown: false });
  };
  const store: HonestSessionStore = createStore<HonestSession>()((set, get) => {
    const guard = (now = clock()) => guardOf(get().record, now);
    const record = readRecord(storage);
    return {
      record,
      realityShown: false,
      pricing: 0,
      figures: record.session,
      guard,
      refusal: (onTable) => sessionRefusal(guard(), onTable),
      showReality: () => set({ realityShown: true }),
      stop: () => answer(stop),
      takeBreak: (minutes) => answer(takeBreak(minutes)),
      carryOn: () => answer(carryOn),
      setLimit: (kind, wanted) => {
        play(setLimit(kind, wanted));
        return get().record.limits[kind];
      },
      setRealityInterval: (interval) => play(setRealityInterval(interval)),
      newSession: () => play(newSession(table.getState())),
    };
  });
  let isOpen = false;
  /** The first time this tab holds the table: a session today goes on (a fresh bankroll counted), else one starts. */
  const open = (s: TableState) => {
    if (isOpen || s.hold !== 'held' || s.unread) return;
    isOpen = true;
    play(opened(s, fresh));
  };
  table.subscribe((s, before) => {
    open(s);
    const hand = justDealt(s, before);
    if (hand !== null) {
      play(handDealt(hand), store.getState().pricing + 1);
      const priced = (move: SessionMove) => play(move, store.getState().pricing - 1);
      // A chunk that fails to load leaves the hand unpriced, never the figures stuck.
      expectedOf(before, hand).then(
        (expected) => priced(expectedAdded(expected)),
        () => priced((record) => record),
      );
    }
    if (freshBankrollTaken(s, before)) play(freshCounted);
  });
  open(table.getState());
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_KEY) return;
      // Another tab's record: read, never written back (each write is a storage event in the other tabs).
      const record = readRecord(storage);
      store.setState(store.getState().pricing === 0 ? { record, figures: record.session } : { record });
    });
  }
  return store;
}
