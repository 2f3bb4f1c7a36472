/** The vocabulary of the table, written once. */

/** The three betting spots of the layout, left to right in reading order. */
export const SPOTS = ['player', 'banker', 'tie'] as const;
export type Spot = (typeof SPOTS)[number];

/** A value for each spot, e.g. the bets on the table. */
export type BySpot<T> = { readonly [S in Spot]: T };

/** The two hands of a coup. */
export const HANDS = ['player', 'banker'] as const;
export type Hand = (typeof HANDS)[number];

/** Who won a coup; a tie is its own outcome. */
export const WINNERS = ['player', 'banker', 'tie'] as const;
export type Winner = (typeof WINNERS)[number];

/** A baccarat point value: a card's or a hand's total, always 0–9. */
export type Points = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Builds a BySpot from a function of the spot. */
export function bySpot<T>(f: (spot: Spot) => T): BySpot<T> {
  return { player: f('player'), banker: f('banker'), tie: f('tie') };
}
