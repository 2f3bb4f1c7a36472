/** The store's public face: what it is built from (TableDependencies) and what it offers (TableState and TableActions). */
import type { StoreApi } from 'zustand/vanilla';
import type { Bet, Cents, Rng } from '../rules';
import type { BreakMinutes, RealityInterval, SessionGuard, SessionRefusal } from '../rules/session';
import type { CasinoShoeRules, VariantRules } from '../save/chunks';
import type { TableState } from '../table/state';
import type { LiftEdge } from '../table/squeeze';
import type { Settings } from '../table/vocabulary';
import type { Clock, SessionRecord } from '../table/session';
import type { TableLock } from './tabLock';

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
  /** Skip the reveal whatever the settings say (the system's reduced motion; `?speed=instant` is the Deal speed option). */
  readonly instant?: boolean;
  /** Which tab plays the table; without one this page holds it at once (tests, no Web Locks). */
  readonly lock?: TableLock;
  /** The randomness that shuffles each casino shoe, by shoe number (1, 2, …). */
  readonly rngForShoe?: (shoe: number) => Rng;
  /** `?seed=N`: each casino shoe's seed and cut follow from N (house-rules.md); otherwise they are drawn from `rngForShoe`'s Web Crypto words. */
  readonly seed?: number | null;
  /**
   * The casino shoe's rules, when the page has them already (a save with a casino shoe needs
   * them to be read); otherwise they load when a casino shoe is first chosen.
   */
  readonly casinoRules?: CasinoShoeRules;
  readonly loadCasinoRules?: () => Promise<CasinoShoeRules>;
  /** The full rules (variants, side bets, Rebet and Double), when the page has them already; otherwise they load when first needed. */
  readonly variantRules?: VariantRules;
  readonly loadVariantRules?: () => Promise<VariantRules>;
  /** Table options the address sets (`?shoe=casino`), applied and saved once this tab holds the table. */
  readonly options?: Partial<Settings>;
  /** Options the address named with values the table does not offer: said once, then ignored. */
  readonly unknownOptions?: readonly string[];
  /**
   * The honest session's chunk (its record, limits and closures), when the page has it already
   * (a record that closes the table or limits it is in force from the first move); else loaded
   * by `loadSession` just after the table opens. Neither: no honest session (tests of the table alone).
   */
  readonly session?: typeof import('./honestSession');
  readonly loadSession?: () => Promise<typeof import('./honestSession')>;
  /** The time now, for the honest session's record: Date.now unless a test gives its own. */
  readonly clock?: Clock;
}

export interface TableActions {
  adjustRailing(delta: number): void;
  placeBet(bet: Bet): void;
  clearBets(): void;
  /** The last hand's bets again, all or none. */
  rebet(): void;
  /** As much again on every bet on the table, all or none. */
  double(): void;
  /** Takes back the last chip placed (all of a Rebet's or a Double's chips). */
  undo(): void;
  /** Decides the whole coup and its settlement and saves them, before any card shows. */
  deal(): void;
  revealNext(): void;
  finishReveal(): void;
  /** Lifts the card being squeezed one step (Space), or from the edge an arrow points to; the last step opens it. */
  liftCard(from?: LiftEdge): void;
  /** Opens the card being squeezed at once (a drag past halfway). */
  openCard(): void;
  pass(): void;
  takeFreshBankroll(): void;
  setSettings(settings: Partial<Settings>): void;
  /** Starts the roads afresh from the next hand; the history keeps every hand. `kept`: the past shoes with the story of the roads cleared (`endStory`, src/table/story.ts). */
  newScoreboard(kept?: Pick<TableState, 'pastShoes'>): void;
  /** Takes the table over from the tab holding it, and reads the save afresh. */
  playHere(): void;
  /** The player's cut of the casino shoe, before its first deal (src/table/committed.ts); nothing until the shoe's rules are here. */
  cutShoe(cut: string): void;
  /** "Play this shoe again": a new shoe from the revealed shoe `number`'s seed and cut (src/table/committed.ts). */
  replayShoe(number: number): void;
}

export interface HonestSessionState {
  readonly record: SessionRecord;
  /** The reality check is on screen (it was due): until Stop, a break or Continue. */
  readonly realityShown: boolean;
}

/** The honest session's actions: each plays a move of `table/session.ts` at the clock's time, and saves the record. */
export interface HonestSessionActions {
  /** What a move that puts money on the table is checked against, now (or at `now`). */
  guard(now?: number): SessionGuard;
  /** The session's word now on a table holding `onTable` for the next deal: the moves' `session` (MoveContext). */
  refusal(onTable: Cents): SessionRefusal | null;
  /** The reality check is due: show it. */
  showReality(): void;
  /** Stop: the table closes until the end of the local day. */
  stop(): void;
  takeBreak(minutes: BreakMinutes): void;
  carryOn(): void;
  setLimit(kind: 'loss' | 'wager', wanted: Cents | null): void;
  setRealityInterval(interval: RealityInterval): void;
  newSession(): void;
}

/** The honest session: its state and its actions in one zustand store, as the table's are. */
export type HonestSession = HonestSessionState & HonestSessionActions;
export type HonestSessionStore = StoreApi<HonestSession>;

export type Table = TableState &
  TableActions & {
    /** The honest session, once its chunk is here (any tab, holding the table or not). */
    readonly honest?: HonestSessionStore;
  };
export type TableStore = StoreApi<Table>;
