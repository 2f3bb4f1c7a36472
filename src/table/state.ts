/** The table's state: every field the store holds, as plain data, and the tables it starts from. */
import {
  LIMITS,
  NO_BETS,
  stakeSum,
  NO_TABLE_BETS,
  SIDE_BETS,
  SPOTS,
  type BySideBet,
  type BySpot,
  type Cents,
  type Stakes,
  type TableBets,
} from '../rules';
import type { Message } from './notices';
import type { Squeeze } from './squeeze';
import {
  DEFAULT_SETTINGS,
  NO_SIDE_BETS,
  type HandRecord,
  type Hold,
  type Phase,
  type NextShoe,
  type PastShoe,
  type RevealedShoe,
  type Settings,
  type ShoeInPlay,
} from './vocabulary';

export interface TableState {
  readonly bankroll: Cents; // money not on the table, with every dealt hand already paid: 100000
  readonly railing: Cents; // the next chip's amount: 500
  readonly bets: BySpot<Cents>; // on the spots for the next deal: { player: 1000, banker: 0, tie: 0 }
  readonly sideBets: BySideBet<Cents>; // on the side bets for the next deal: { 'player-pair': 500, … }
  readonly phase: Phase;
  readonly revealed: number; // how many cards of the last hand are face up (in a squeeze: on the table, face down or up): 0…6
  readonly squeeze: Squeeze | null; // while a squeezed coup is being opened; null otherwise (and after a reload)
  readonly hands: readonly HandRecord[]; // the session's hands, oldest first; the last is on the table
  readonly startingBankroll: Cents; // the bankroll the session started with, for session figures
  readonly settings: Settings;
  readonly message: Message | null; // the latest refusal or hint
  readonly scoreboardFrom: number; // the roads show hands after this hand number: 0
  readonly hold: Hold; // only a tab that holds the table changes or saves it: 'held'
  readonly shoe: ShoeInPlay | null; // the casino shoe, after its latest coup; null with a fresh shoe every hand
  readonly nextShoe?: NextShoe | null; // committed once the shoe in play has dealt its last coup: its commitment shows before its first bet
  readonly revealedShoes?: readonly RevealedShoe[]; // the session's ended shoes, their seeds revealed, oldest first; none: absent
  readonly pastShoes?: readonly PastShoe[]; // the last 20 shoes' stories, oldest first (src/table/story.ts); none: absent
  readonly applyUpdate: (() => void) | null; // a new version of the app is ready: this switches to it (reloads)
  /**
   * True only in the store's initial state: the fresh table the build prerenders and the page
   * hydrates against, before any save is read; money shown then is a placeholder. The store's
   * own state, read from the save at once, has false.
   */
  readonly unread: boolean;
  readonly placed: readonly Stakes[]; // the chips placed since the table was last dealt or cleared, for Undo (not saved)
}

/** The fields a save keeps (src/save writes exactly these): the table between hands. */
export const SAVED_FIELDS = [
  'bankroll',
  'railing',
  'bets',
  'sideBets',
  'startingBankroll',
  'settings',
  'hands',
  'scoreboardFrom',
  'shoe',
  'nextShoe',
  'revealedShoes',
  'pastShoes',
] as const;
export type SavedTableField = (typeof SAVED_FIELDS)[number];

/** The table as a save holds it, once read back. */
export type RestoredTable = Pick<TableState, SavedTableField>;

/** A new session's table with this bankroll, at the original game's defaults. */
export const freshTable = (bankroll: Cents): RestoredTable => ({
  bankroll,
  railing: LIMITS.railingMinimum,
  bets: NO_BETS,
  sideBets: NO_SIDE_BETS,
  startingBankroll: bankroll,
  settings: DEFAULT_SETTINGS,
  hands: [],
  scoreboardFrom: 0,
  shoe: null,
});

/** A table opened from a save: a hand interrupted by a reload was decided and paid when it was dealt, so it shows finished. */
export function openedTable(
  table: RestoredTable,
): RestoredTable & Pick<TableState, 'phase' | 'revealed' | 'squeeze' | 'placed'> {
  return {
    ...table,
    squeeze: null,
    placed: [],
    phase: table.hands.length > 0 ? 'settled' : 'betting',
    revealed: table.hands[table.hands.length - 1]?.coup.dealt.length ?? 0,
  };
}

/** The table's whole stake, main spots and side bets, as the rules read it. */
export const tableBetsOf = (s: Pick<TableState, 'bets' | 'sideBets'>): TableBets => ({
  ...NO_TABLE_BETS,
  ...s.bets,
  ...s.sideBets,
});

/** The three main spots and the side bets of one TableBets, as the table keeps them. */
export function splitBets(bets: TableBets): { bets: BySpot<Cents>; sideBets: BySideBet<Cents> } {
  return {
    bets: Object.fromEntries(SPOTS.map((spot) => [spot, bets[spot]])) as BySpot<Cents>,
    sideBets: Object.fromEntries(SIDE_BETS.map((bet) => [bet, bets[bet]])) as BySideBet<Cents>,
  };
}

/** The last hand of the session: the one on the table, or the one before the bets now placed. */
export const lastHand = (s: Pick<TableState, 'hands'>): HandRecord | undefined => s.hands[s.hands.length - 1];

/** Everything on the table, main spots and side bets. */
export const totalOnTable = (s: Pick<TableState, 'bets' | 'sideBets'>): Cents => stakeSum({ ...s.bets, ...s.sideBets });
