/**
 * What a dealt hand's bets expected, priced as the odds panel priced them for that coup: the
 * same odds (`pricedOddsAfter`) from the cards the player had seen (a casino shoe's
 * seen cards removed, its face-down burns still unseen), the same `stakeExpectation` per bet.
 * Its own chunk: the odds' enumeration loads with the first hand dealt, not with the table.
 */
import { toNumber } from '../rules';
import { handExpected } from '../rules/handExpected';
import type { TableState } from './state';
import type { HandRecord } from './vocabulary';
import { pricedOddsAfter } from './oddsAfter';
import { seenForNextCoup, shoeView } from './shoeView';

/** The exact expected result, in cents with a fraction, of `hand`'s bets at the table `before` it was dealt. */
export function expectedOf(before: TableState, hand: HandRecord): number {
  const priced = pricedOddsAfter(before.settings, seenForNextCoup(shoeView(before)));
  return toNumber(handExpected(priced, { ...hand.bets, ...hand.sideBets }));
}
