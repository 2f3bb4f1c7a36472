/**
 * The table variants and the side bets (house-rules.md, "Table variants" and "Side bets"):
 * the games a table may deal, the bets each offers, and the bets on the table as one record.
 */
import type { Cents } from './money';
import { SPOTS, type Spot } from './types';

/** The games a table may deal: Punto Banco (5% commission) is the original game. */
export const GAMES = ['punto-banco', 'ez', 'no-commission'] as const;
export type Game = (typeof GAMES)[number];

/** The side bets, by the ids the layout uses (`data-bet`), in the order of their keys 4 6 7 9 5 8. */
export const SIDE_BETS = [
  'player-pair',
  'banker-pair',
  'dragon-player',
  'dragon-banker',
  'dragon-7',
  'panda-8',
] as const;
export type SideBet = (typeof SIDE_BETS)[number];

/** A value for each side bet. */
export type BySideBet<T> = { readonly [B in SideBet]: T };

/** Every bet of the layout: the three main spots, then the side bets. */
export const BETS = [...SPOTS, ...SIDE_BETS] as const;
export type Bet = Spot | SideBet;

/** A value for each bet. */
export type ByBet<T> = { readonly [B in Bet]: T };

/**
 * The stakes on the table, main spots and side bets together:
 * `{ player: 1000, banker: 0, tie: 0, 'player-pair': 500, 'banker-pair': 0, … }`.
 * A `TableBets` is also a `BySpot<Cents>`, so `totalBets`-style code on the main spots reads it.
 */
export type TableBets = ByBet<Cents>;

/** The side bets each game deals: Dragon 7 and Panda 8 belong to EZ Baccarat only. */
export const SIDE_BETS_OF_GAME: Readonly<Record<Game, readonly SideBet[]>> = {
  'punto-banco': ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker'],
  ez: ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker', 'dragon-7', 'panda-8'],
  'no-commission': ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker'],
};

/** The bets a table offers: always Player, Banker and Tie; its game's side bets when side bets are on. */
export function betsOffered(game: Game, sideBetsOn: boolean): readonly Bet[] {
  return sideBetsOn ? [...SPOTS, ...SIDE_BETS_OF_GAME[game]] : SPOTS;
}

/** Builds a ByBet from a function of the bet. */
export function byBet<T>(f: (bet: Bet) => T): ByBet<T> {
  return Object.fromEntries(BETS.map((bet) => [bet, f(bet)])) as unknown as ByBet<T>;
}

export function isGame(value: string): value is Game {
  return (GAMES as readonly string[]).includes(value);
}

export function isBet(value: string): value is Bet {
  return (BETS as readonly string[]).includes(value);
}

export function isSideBet(bet: Bet): bet is SideBet {
  return (SIDE_BETS as readonly string[]).includes(bet);
}
