/**
 * Works out the exact odds of the cards a coup will leave in a casino shoe while the coup's cards
 * are still being turned up (`prepareOddsAfter`, oddsAfter.ts): the enumeration runs here, off the
 * page's thread, and the panels find the figures ready when the hand is shown.
 */
import { compositionOdds, tableOdds, type Composition, type CoupOdds, type TableOdds } from '../../rules';

export interface OddsJob {
  readonly left: Composition;
  /** The odds of every bet of every game too (another game or side bets), not only Banker, Player and Tie. */
  readonly table: boolean;
}

export interface OddsAnswer {
  readonly left: Composition;
  readonly coup: CoupOdds;
  readonly table: TableOdds | null;
}

/** This worker's own scope (`self`, named plainly). */
const scope = globalThis as unknown as Worker;

scope.onmessage = (event: MessageEvent<OddsJob>) => {
  const { left, table } = event.data;
  const answer: OddsAnswer = { left, coup: compositionOdds(left), table: table ? tableOdds(left) : null };
  scope.postMessage(answer);
};
