import type { Language } from '../i18n/languages';
import type { Notice } from './messages';
import type { BySideBet, BySpot, Card, Cents, Coup, CoupSettlement, Game, Settlement, Shoe, ShoeDecks } from '../rules';
import type { ShoeCommitment } from '../rules/committedShoe';

/** betting: bets open, nothing dealt yet; dealing: cards being revealed; settled: the hand is over, bets open for the next. */
export type Phase = 'betting' | 'dealing' | 'settled';

/** One played hand of the session. */
export interface HandRecord {
  readonly hand: number; // 1, 2, 3… in the order played
  readonly coup: Coup;
  readonly bets: BySpot<Cents>; // the stakes it was dealt for
  readonly settlement: Settlement | CoupSettlement; // settle(bets, coup.winner), or settleCoup under another game or with side bets
  readonly sideBets?: BySideBet<Cents>; // the side bets it was dealt for, when any was staked
  readonly game?: Game; // the game it was dealt under, when not Punto Banco
  readonly balanceAfter: Cents; // bankroll plus bets left on the table once settled
  readonly shoe?: number; // in a casino shoe, the shoe it was dealt from: 1, 2, …
}

/** The casino shoe on the table: its number in the session and where it stands. */
export interface ShoeInPlay {
  readonly number: number; // 1 for the session's first shoe
  readonly shoe: Shoe; // after the last coup dealt from it
  readonly committed?: ShoeCommitment; // the seed, commitment and cut that fixed it; absent in a save from before the committed shoe
  readonly replayOf?: number; // "Play this shoe again": the number of the shoe whose seed and cut it deals again (its stream's shoe number)
}

/** The next casino shoe, committed as soon as the one on the table has dealt its last coup: its commitment shows before its first bet. */
export interface NextShoe {
  readonly number: number; // the shoe in play's number + 1
  readonly committed: ShoeCommitment;
  readonly replayOf?: number;
}

/** A shoe whose seed is revealed: ended at its last coup, or left when the player started a new shoe. */
export interface RevealedShoe {
  readonly number: number;
  readonly decks: ShoeDecks;
  readonly committed: ShoeCommitment;
  readonly cards: readonly Card[]; // as dealt, from the shown burn card, as far as they were dealt
  readonly replayOf?: number;
}

/** Fresh: shuffled before every hand (the original game); casino: one shoe dealt to the cut card. */
export const SHOE_KINDS = ['fresh', 'casino'] as const;
export type ShoeKind = (typeof SHOE_KINDS)[number];


/** How fast the dealer deals: normal is the original game's pace; instant shows the hand settled at once. */
export const DEAL_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type DealSpeed = (typeof DEAL_SPEEDS)[number];

/** Deal: the cards turn up as they are dealt (the original game); squeeze: they come face down and the player opens them. */
export const REVEALS = ['deal', 'squeeze'] as const;
export type Reveal = (typeof REVEALS)[number];

/** The table options; every default is the original game. */
export interface Settings {
  readonly dealSpeed: DealSpeed; // 'normal'
  readonly reveal: Reveal; // 'deal'
  readonly shoe: ShoeKind; // 'fresh'
  readonly decks: ShoeDecks; // 8
  readonly game: Game; // 'punto-banco'
  readonly sideBets: boolean; // false: only PLAYER, BANKER and TIE
  readonly language?: Language; // 'zh-Hant' once chosen in the menu or by ?lang=; absent: the browser's preferred language
}

export interface Message {
  readonly id: number; // grows with every message, so the same words are announced again
  readonly notice: Notice; // what to say: { key: 'refused', reason: 'table-maximum' }
}

/**
 * The casino shoe's rules, a chunk of their own: the original game never loads them, a casino
 * shoe loads them when it is first chosen or found in the save.
 */
export type CasinoShoeRules = typeof import('./casinoShoeRules');

/** The casino shoe's rules, loaded when first needed. */
export const loadCasinoShoeRules = (): Promise<CasinoShoeRules> => import('./casinoShoeRules');

/** Whether a saved table (raw text) holds a casino shoe or asks for one: its rules must be loaded to read it. */
export const saveNeedsCasinoShoe = (raw: string | null): boolean => raw !== null && /"shoe":\s*(\{|"casino")|"revealedShoes":/.test(raw);

/**
 * The table variants' and side bets' rules, a chunk of their own like the casino shoe's: the
 * original game never loads them; another game or side bets load them when chosen or saved,
 * Rebet and Double on their first press.
 */
export type VariantRules = Pick<
  typeof import('../rules/variantRules'),
  'settleCoup' | 'placeTableBet' | 'checkTableDeal' | 'placeStakes' | 'rebetStakes' | 'doubleStakes'
>;

/** The variants' rules, loaded when first needed. */
export const loadVariantRules = (): Promise<VariantRules> => import('../rules/variantRules');

/** Whether a saved table (raw text) plays another game or has side bets: the variants' rules must be loaded to read it. */
export const saveNeedsVariantRules = (raw: string | null): boolean =>
  raw !== null && /"game":\s*"(ez|no-commission)"|"sideBets":\s*(true|\{)/.test(raw);

/** The original game's bets only: Punto Banco with no side bets, settled as it always was. */
export const isOriginalGame = (settings: Pick<Settings, 'game' | 'sideBets'>): boolean => settings.game === 'punto-banco' && !settings.sideBets;
