/**
 * The table's words for itself, written once: its phases, its options, a played hand, the
 * casino shoe in play. Pure data and the checks on it; every floor above reads them from here.
 */
import {
  cents,
  SIDE_BETS,
  type BySideBet,
  type BySpot,
  type Card,
  type Cents,
  type Coup,
  type Game,
  type Settlement,
  type Shoe,
  type ShoeDecks,
} from '../rules';
import type { ShoeCommitment } from '../rules/committedShoe';

/** betting: bets open, nothing dealt yet; dealing: cards being revealed; settled: the hand is over, bets open for the next. */
export type Phase = 'betting' | 'dealing' | 'settled';

/** asking: the lock has not answered yet; held: this tab plays; elsewhere: another tab does. */
export type Hold = 'asking' | 'held' | 'elsewhere';

/** One played hand of the session. */
export interface HandRecord {
  readonly hand: number; // 1, 2, 3… in the order played
  readonly coup: Coup;
  readonly bets: BySpot<Cents>; // the stakes it was dealt for
  readonly settlement: Settlement; // settle(bets, coup.winner), or settleCoup under another game or with side bets
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

/**
 * A shoe's story that has ended (issue 20): the coups its roads showed, kept so its roads and
 * summary can be reviewed. It ends when the roads start afresh (New scoreboard, a new casino
 * shoe); a casino shoe's last coup shows it among them at once (src/table/story.ts).
 */
export interface PastShoe {
  readonly from: number; // the hand number of its first coup: 41
  readonly to: number; // of its last: 118
  readonly shoe?: number; // the casino shoe it was dealt from, when all its coups came from one
  readonly decks: ShoeDecks; // the decks its coups were dealt from: 8
  readonly coups: string; // each coup as encodeStoryCoups writes it (winner, then pairs and natural): 'B0P4T0…'
}

/** The table's languages: English, and Chinese in simplified and traditional characters. */
export const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

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

export const DEFAULT_SETTINGS: Settings = {
  dealSpeed: 'normal',
  reveal: 'deal',
  shoe: 'fresh',
  decks: 8,
  game: 'punto-banco',
  sideBets: false,
};

/** No side bet staked. */
export const NO_SIDE_BETS: BySideBet<Cents> = Object.fromEntries(SIDE_BETS.map((bet) => [bet, cents(0)])) as Record<
  (typeof SIDE_BETS)[number],
  Cents
>;

export const anySideBet = (sideBets: BySideBet<number> | undefined): boolean =>
  sideBets !== undefined && SIDE_BETS.some((bet) => sideBets[bet] !== 0);

/** The hands kept, in the store and in the save: enough for any session, small enough for localStorage. */
export const MAX_SAVED_HANDS = 5000;
