import type { BySpot, Cents, Coup, Settlement, Shoe, ShoeDecks } from '../rules';

/** betting: bets open, nothing dealt yet; dealing: cards being revealed; settled: the hand is over, bets open for the next. */
export type Phase = 'betting' | 'dealing' | 'settled';

/** One played hand of the session. */
export interface HandRecord {
  readonly hand: number; // 1, 2, 3… in the order played
  readonly coup: Coup;
  readonly bets: BySpot<Cents>; // the stakes it was dealt for
  readonly settlement: Settlement; // settle(bets, coup.winner), kept with the coup it belongs to
  readonly balanceAfter: Cents; // bankroll plus bets left on the table once settled
  readonly shoe?: number; // in a casino shoe, the shoe it was dealt from: 1, 2, …
}

/** The casino shoe on the table: its number in the session and where it stands. */
export interface ShoeInPlay {
  readonly number: number; // 1 for the session's first shoe
  readonly shoe: Shoe; // after the last coup dealt from it
}

/** Fresh: shuffled before every hand (the original game); casino: one shoe dealt to the cut card. */
export const SHOE_KINDS = ['fresh', 'casino'] as const;
export type ShoeKind = (typeof SHOE_KINDS)[number];


/** The table options; every default is the original game. */
export interface Settings {
  readonly instantDeal: boolean; // true: no deal animation, the hand shows settled at once
  readonly shoe: ShoeKind; // 'fresh'
  readonly decks: ShoeDecks; // 8
}

export interface Message {
  readonly id: number; // grows with every message, so the same words are announced again
  readonly text: string;
}

/**
 * The casino shoe's rules, a chunk of their own: the original game never loads them, a casino
 * shoe loads them when it is first chosen or found in the save.
 */
export type CasinoShoeRules = Pick<typeof import('../rules/casinoShoe'), 'newShoe' | 'dealNextCoup' | 'parseShoe' | 'shoeFromOrder' | 'shoeDecks'>;

/** The casino shoe's rules, loaded when first needed. */
export const loadCasinoShoeRules = (): Promise<CasinoShoeRules> => import('../rules/casinoShoe');

/** Whether a saved table (raw text) holds a casino shoe or asks for one: its rules must be loaded to read it. */
export const saveNeedsCasinoShoe = (raw: string | null): boolean => raw !== null && /"shoe":\s*(\{|"casino")/.test(raw);
