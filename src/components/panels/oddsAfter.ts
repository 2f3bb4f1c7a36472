import { compositionAfter, compositionOdds, exactOdds, toNumber, type Card, type CoupOdds, type Fraction } from '../../rules';

/** A decimal with at least 9 significant digits, for the odds panel's attributes. */
export const decimal = (f: Fraction): string => toNumber(f).toPrecision(12);

/**
 * The exact odds of the next coup from `decks` decks less the cards seen: by the rules
 * module's enumeration, through the same drawing rules the game deals with.
 */
export function oddsAfter(decks: number, seen: readonly Card[]): CoupOdds {
  if (seen.length === 0) return exactOdds(decks);
  const composition = compositionAfter(decks, seen);
  if (!composition.ok) throw new Error(composition.reason); // a shoe's own cards are never too many
  return compositionOdds(composition.composition);
}

