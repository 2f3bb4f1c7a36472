/**
 * What a dealt hand's bets expected, priced as the odds panel priced them for that coup: the
 * same odds (`oddsAfter`, `tableOddsAfter`) from the cards the player had seen (a casino shoe's
 * seen cards removed, its face-down burns still unseen), the same `stakeExpectation` per bet.
 * Its own chunk: the odds' enumeration loads with the first hand dealt, not with the table.
 */
import { houseEdges, toNumber } from '../rules';
import { handExpected } from '../rules/handExpected';
import type { TableState } from './state';
import { isOriginalGame } from '../rules/tableRules';
import type { HandRecord } from './vocabulary';
import { oddsAfter, tableOddsAfter } from './oddsAfter';
import { seenForNextCoup, shoeView } from './shoeView';

/** The exact expected result, in cents with a fraction, of `hand`'s bets at the table `before` it was dealt. */
export function expectedOf(before: TableState, hand: HandRecord): number {
  const seen = seenForNextCoup(shoeView(before));
  const { decks, game, sideBets } = before.settings;
  const odds = oddsAfter(decks, seen);
  const table = isOriginalGame({ game, sideBets }) ? null : tableOddsAfter(decks, seen);
  return toNumber(handExpected({ odds, edges: houseEdges(odds), table, game }, { ...hand.bets, ...hand.sideBets }));
}
