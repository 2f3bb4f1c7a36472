/** The saved table's format: where it is kept, its versions, and what each holds. */
import type { BySideBet, BySpot, Game, SavedShoe } from '../rules';
import type { PastShoe, Settings } from '../table/vocabulary';

/** Where the table is saved in localStorage. */
export const SAVE_KEY = 'baccarat.table';
/** The honest session's own record (table/session.ts, read by save/sessionRecord.ts): limits and closures outlive a fresh table. */
export const SESSION_KEY = 'baccarat.session';
/** The sound preference's own key (save/soundPreference.ts): a device's choice, not the table's. */
export const SOUND_KEY = 'baccarat.sound';
/**
 * Version 3 adds the table options, the casino shoe, the game, the side bets and the language
 * (only once chosen: until then the table follows the browser's preferred language). A table at the original game's
 * defaults still saves as version 2, field for field, so its save reads back in any build.
 */
export const SAVE_VERSION = 3;

/** What is saved: chosen fields only, and cards rather than anything derived from them. */
export interface SavedTableV3 extends Omit<SavedTableV2, 'version' | 'hands'> {
  readonly version: 3;
  readonly hands: readonly (SavedHand & {
    readonly shoe?: number;
    readonly sideBets?: BySideBet<number>;
    readonly game?: Game;
  })[];
  /** The side bets on the table, when any is staked. */
  readonly sideBets?: BySideBet<number>;
  /** The casino shoe on the table, when the Shoe option is a casino shoe; a committed shoe's seed (secret until it ends), commitment and cut too. */
  readonly shoe?: { readonly number: number; readonly replayOf?: number } & SavedShoe & Partial<SavedCommitment>;
  /** The next casino shoe, committed once the shoe on the table has dealt its last coup. */
  readonly nextShoe?: { readonly number: number; readonly replayOf?: number } & SavedCommitment;
  /** The shoes whose seeds are revealed, oldest first, with the cards dealt from each. */
  readonly revealedShoes?: readonly ({
    readonly number: number;
    readonly decks: number;
    readonly cards: string;
    readonly replayOf?: number;
  } & SavedCommitment)[];
}

/** A committed shoe's seed, commitment and cut, as saved. */
export interface SavedCommitment {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly cut: string;
}

/** Version 2 had only the original game's table. */
export interface SavedTableV2 extends Omit<SavedTableV1, 'version'> {
  readonly version: 2;
  /** The roads show the hands played after this hand number (0: the whole session). */
  readonly scoreboardFrom: number;
  /**
   * Added later, on any version (a table at the original game's defaults still saves as version
   * 2, and the readers before it pass over the field): the last 20 shoes' stories, oldest first,
   * each coup in two characters (`PastShoe`, src/table/vocabulary.ts).
   */
  readonly pastShoes?: readonly PastShoe[];
}

/**
 * The options as saved: the original game's Instant deal box, and each later option only when
 * it is not the original game's (a save from before them reads as the original game).
 */
export type SavedSettings = Omit<Settings, 'dealSpeed' | 'reveal'> & {
  readonly instantDeal: boolean;
  readonly dealSpeed?: 'slow' | 'fast';
  readonly reveal?: 'squeeze';
};

/** Version 1 had no scoreboard. */
export interface SavedTableV1 {
  readonly version: 1;
  readonly bankroll: number;
  readonly railing: number;
  readonly bets: BySpot<number>;
  readonly startingBankroll: number;
  readonly settings: SavedSettings | Pick<SavedSettings, 'instantDeal'>;
  readonly hands: readonly SavedHand[];
}

export interface SavedHand {
  readonly hand: number;
  /** The cards in dealing order, in the card notation: `4S 3H KD 6C`. */
  readonly cards: string;
  readonly bets: BySpot<number>;
  /** Bankroll plus bets left on the table once the hand was settled. */
  readonly balanceAfter: number;
}

/** The table as a save holds it, once read back (the fields SAVED_FIELDS lists). */
