import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  adjustRailing,
  cents,
  checkDeal,
  dealFromShuffledShoe,
  LIMITS,
  NO_BETS,
  placeBet,
  settle,
  totalBets,
  type BySpot,
  type Cents,
  type Rng,
  type Spot,
} from '../rules';
import { NOTICES, REFUSALS } from './messages';
import { isBroke } from './selectors';
import { DEFAULT_SETTINGS, MAX_SAVED_HANDS, parseSavedTable, SAVE_KEY, toSaved, type RestoredTable } from './persistence';
import type { HandRecord, Message, Phase, Settings } from './types';

/** The part of localStorage the store uses, so tests can hand it a Map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface TableDependencies {
  /** The randomness that shuffles the shoe for a hand, by hand number (1, 2, …). */
  readonly rngForHand: (hand: number) => Rng;
  readonly storage: KeyValueStorage | null;
  /** Start a fresh session with this bankroll instead of the saved table (`?bankroll=`). */
  readonly freshBankroll?: Cents;
  /** Skip the reveal whatever the settings say (`?speed=instant`, reduced motion). */
  readonly instant?: boolean;
}

export interface TableState {
  readonly bankroll: Cents; // money not on the table, with every dealt hand already paid: 100000
  readonly railing: Cents; // the next chip's amount: 500
  readonly bets: BySpot<Cents>; // on the spots for the next deal: { player: 1000, banker: 0, tie: 0 }
  readonly phase: Phase;
  readonly revealed: number; // how many cards of the last hand are face up: 0…6
  readonly hands: readonly HandRecord[]; // the session's hands, oldest first; the last is on the table
  readonly startingBankroll: Cents; // the bankroll the session started with, for session figures
  readonly settings: Settings;
  readonly message: Message | null; // the latest refusal or hint
  readonly scoreboardFrom: number; // the roads show hands after this hand number: 0
}

export interface TableActions {
  adjustRailing(delta: number): void;
  placeBet(spot: Spot): void;
  clearBets(): void;
  /** Decides the whole coup and its settlement and saves them, before any card shows. */
  deal(): void;
  revealNext(): void;
  finishReveal(): void;
  pass(): void;
  takeFreshBankroll(): void;
  setSettings(settings: Partial<Settings>): void;
  /** Starts the roads afresh from the next hand; the history keeps every hand. */
  newScoreboard(): void;
}

export type Table = TableState & TableActions;
export type TableStore = StoreApi<Table>;

function restore(deps: TableDependencies): { table: RestoredTable; message: string | null } {
  const fresh = (bankroll: Cents): RestoredTable => ({
    bankroll,
    railing: LIMITS.railingMinimum,
    bets: NO_BETS,
    startingBankroll: bankroll,
    settings: DEFAULT_SETTINGS,
    hands: [],
    scoreboardFrom: 0,
  });
  if (deps.freshBankroll !== undefined) return { table: fresh(deps.freshBankroll), message: null };
  let raw: string | null = null;
  try {
    raw = deps.storage?.getItem(SAVE_KEY) ?? null;
  } catch {
    // Storage can be unavailable (privacy modes); play goes on unsaved.
  }
  if (raw === null) return { table: fresh(LIMITS.startingBankroll), message: null };
  const parsed = parseSavedTable(raw);
  if (parsed.ok) return { table: parsed.table, message: null };
  return { table: fresh(LIMITS.startingBankroll), message: NOTICES.corruptSave(parsed.reason) };
}

export function createTableStore(deps: TableDependencies): TableStore {
  const { table, message } = restore(deps);
  let messageId = 0;
  const say = (text: string): { message: Message } => ({ message: { id: ++messageId, text } });
  const lastHand = (state: TableState): HandRecord | undefined => state.hands[state.hands.length - 1];

  const store = createStore<Table>()((set, get) => ({
    ...table,
    // A hand interrupted by a reload was decided and paid when it was dealt: show it finished.
    phase: table.hands.length > 0 ? 'settled' : 'betting',
    revealed: table.hands[table.hands.length - 1]?.coup.dealt.length ?? 0,
    message: message === null ? null : say(message).message,

    adjustRailing: (delta) => set((s) => ({ railing: adjustRailing(s.railing, delta) })),

    placeBet: (spot) => {
      const s = get();
      if (s.phase === 'dealing') return;
      const placed = placeBet(s.bankroll, s.bets, spot, s.railing);
      if (placed.ok) set({ bankroll: placed.bankroll, bets: placed.bets, message: null });
      else set(say(REFUSALS[placed.reason]));
    },

    clearBets: () => {
      const s = get();
      if (s.phase === 'dealing') return;
      set({ bankroll: cents(s.bankroll + totalBets(s.bets)), bets: NO_BETS, message: null });
    },

    deal: () => {
      const s = get();
      if (s.phase === 'dealing') return;
      const allowed = checkDeal(s.bets);
      if (!allowed.ok) {
        // "Place a bet first" would ask the impossible of a player who cannot cover one.
        set(say(isBroke(s) ? NOTICES.broke : REFUSALS[allowed.reason]));
        return;
      }
      const number = (lastHand(s)?.hand ?? 0) + 1;
      const coup = dealFromShuffledShoe(deps.rngForHand(number));
      const settlement = settle(s.bets, coup.winner);
      const bankroll = cents(s.bankroll + settlement.paid);
      const record: HandRecord = {
        hand: number,
        coup,
        bets: s.bets,
        settlement,
        balanceAfter: cents(bankroll + totalBets(settlement.betsAfter)),
      };
      const instant = deps.instant === true || s.settings.instantDeal;
      set({
        bankroll,
        bets: settlement.betsAfter,
        // The history on screen is the history saved: a reload never shortens it.
        hands: [...s.hands, record].slice(-MAX_SAVED_HANDS),
        phase: instant ? 'settled' : 'dealing',
        revealed: instant ? coup.dealt.length : 0,
        message: null,
      });
    },

    revealNext: () => {
      const s = get();
      const hand = lastHand(s);
      if (s.phase !== 'dealing' || hand === undefined) return;
      const revealed = Math.min(s.revealed + 1, hand.coup.dealt.length);
      set({ revealed, phase: revealed === hand.coup.dealt.length ? 'settled' : 'dealing' });
    },

    finishReveal: () => {
      const s = get();
      const hand = lastHand(s);
      if (s.phase !== 'dealing' || hand === undefined) return;
      set({ revealed: hand.coup.dealt.length, phase: 'settled' });
    },

    pass: () => set(say(NOTICES.pass)),

    takeFreshBankroll: () => {
      const s = get();
      if (s.phase === 'dealing' || s.bankroll + totalBets(s.bets) >= LIMITS.minimumBet) return;
      set({ bankroll: LIMITS.startingBankroll, bets: NO_BETS, ...say(NOTICES.freshBankroll) });
    },

    setSettings: (settings) => set((s) => ({ settings: { ...s.settings, ...settings } })),

    newScoreboard: () => set((s) => ({ scoreboardFrom: lastHand(s)?.hand ?? 0 })),
  }));

  const save = (s: TableState): void => {
    try {
      deps.storage?.setItem(SAVE_KEY, JSON.stringify(toSaved(s)));
    } catch {
      // A full or unavailable storage loses the save, never the game.
    }
  };
  save(store.getState());
  store.subscribe((s, before) => {
    if (
      s.bankroll !== before.bankroll ||
      s.railing !== before.railing ||
      s.bets !== before.bets ||
      s.hands !== before.hands ||
      s.settings !== before.settings ||
      s.startingBankroll !== before.startingBankroll ||
      s.scoreboardFrom !== before.scoreboardFrom
    ) {
      save(s);
    }
  });
  return store;
}
