import {
  compositionAfter,
  compositionOdds,
  exactOdds,
  tableOdds,
  toNumber,
  type Card,
  type Composition,
  type CoupOdds,
  type Fraction,
  type TableOdds,
} from '../../rules';

/** A decimal with at least 9 significant digits, for the odds panel's attributes. */
export const decimal = (f: Fraction): string => toNumber(f).toPrecision(12);

/**
 * The exact odds of the next coup from `decks` decks less the cards seen: by the rules
 * module's enumeration, through the same drawing rules the game deals with.
 */
export function oddsAfter(decks: number, seen: readonly Card[]): CoupOdds {
  return seen.length === 0 ? exactOdds(decks) : compositionOdds(compositionLeft(decks, seen));
}

/** The odds of every bet of every game, side bets included, by the same enumeration refined. */
export function tableOddsAfter(decks: number, seen: readonly Card[]): TableOdds {
  return tableOdds(compositionLeft(decks, seen));
}

function compositionLeft(decks: number, seen: readonly Card[]): Composition {
  const composition = compositionAfter(decks, seen);
  if (!composition.ok) throw new Error(composition.reason); // a shoe's own cards are never too many
  return composition.composition;
}

