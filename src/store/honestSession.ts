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
import { afterNextFrame } from './afterFrame';

/** The odds' enumeration, asked for once (each `import()` of a chunk looks through the page's preloads again). */
let expectedChunk: Promise<typeof import('../table/sessionExpected')> | undefined;

const expectedLoaded = () =>
  (expectedChunk ??= import('../table/sessionExpected').catch((error: unknown) => {
    expectedChunk = undefined; // asked for again with the next hand
    throw error;
  }));

/**
 * What a hand's bets expected: the odds' enumeration is a chunk of its own, fetched when the browser
 * is idle after the first bet (`warmed`), else with the first hand dealt.
 */
const pricedLater = (before: TableState, hand: HandRecord): Promise<number> =>
  expectedLoaded().then((m) => m.expectedOf(before, hand));

/** The pricing's chunk fetched at idle, so that the first Deal's own task does not ask for it. */
const warmed = () =>
  typeof requestIdleCallback === 'function' &&
  requestIdleCallback(() => void expectedLoaded().catch(() => undefined), { timeout: 1000 });

/** The stored text of the record (null when there is none or the storage cannot be read). */
function readStored(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

function parsed(stored: string | null): SessionRecord {
  try {
    return parseSessionRecord(stored);
  } catch {
    return EMPTY_RECORD;
  }
}

/** How a move is played on the session's record: `pricing`, the hands still being priced after it. */
type Play = (move: SessionMove, pricing?: number) => void;

/**
 * The session follows the table: it opens the first time this tab holds the table (a session
 * today goes on, a fresh bankroll counted, else one starts), takes each hand dealt and its expected
 * result once priced, and counts a fresh bankroll taken.
 */
function followTable(
  table: TableStore,
  store: HonestSessionStore,
  play: Play,
  fresh: boolean,
  expectedOf: (before: TableState, hand: HandRecord) => Promise<number>,
): void {
  let isOpen = false;
  const open = (s: TableState) => {
    if (isOpen || s.hold !== 'held' || s.unread) return;
    isOpen = true;
    play(opened(s, fresh));
  };
  let warm = expectedOf === pricedLater;
  table.subscribe((s, before) => {
    open(s);
    if (warm && s.bets !== before.bets) {
      warm = false;
      warmed();
    }
    const hand = justDealt(s, before);
    if (hand !== null) {
      play(handDealt(hand), store.getState().pricing + 1);
      const priced = (move: SessionMove) => play(move, store.getState().pricing - 1);
      // Priced after the frame that answers Deal, in a task of its own: the odds, the record read
      // and written again, and the session line's render were a microtask of Deal's own task (the
      // figures wait for the settle anyway). A chunk that fails to load leaves the hand unpriced,
      // never the figures stuck.
      afterNextFrame(() =>
        expectedOf(before, hand).then(
          (expected) => priced(expectedAdded(expected)),
          () => priced((record) => record),
        ),
      );
    }
    if (freshBankrollTaken(s, before)) play(freshCounted);
  });
  open(table.getState());
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
  const play: Play = (move, pricing = store.getState().pricing) => {
    const record = move(storedRecord(), clock());
    store.setState(pricing === 0 ? { record, pricing, figures: record.session } : { record, pricing });
    try {
      const text = JSON.stringify(record);
      storage?.setItem(SESSION_KEY, text);
      known = text;
    } catch {
      // A full or unavailable storage loses the record, never the game: the next move reads the stored one.
      known = undefined;
    }
  };
  /**
   * The stored record (another tab may have written since), parsed only when its text is not the one
   * this tab last read or wrote: the record in memory is then the stored one (a deal's move read,
   * checked and parsed it again each time).
   */
  let known: string | null | undefined;
  const storedRecord = (): SessionRecord => {
    if (storage === null) return store.getState().record;
    const stored = readStored(storage);
    if (stored !== null && stored === known) return store.getState().record;
    known = stored;
    return parsed(stored);
  };
  /** The reality check answered: it leaves the screen. */
  const answer = (move: SessionMove) => {
    play(move);
    store.setState({ realityShown: false });
  };
  const store: HonestSessionStore = createStore<HonestSession>()((set, get) => {
    const guard = (now = clock()) => guardOf(get().record, now);
    known = readStored(storage);
    const record = parsed(known);
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
  followTable(table, store, play, fresh, expectedOf);
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_KEY) return;
      // Another tab's record: read, never written back (each write is a storage event in the other tabs).
      known = readStored(storage);
      const record = parsed(known);
      store.setState(store.getState().pricing === 0 ? { record, figures: record.session } : { record });
    });
  }
  return store;
}
