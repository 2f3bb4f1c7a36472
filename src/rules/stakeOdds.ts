/**
 * What the bets on the table expect, for the odds panel: each bet's house edge under the
 * table's game, what a stake expects, and how far the Banker stake could go.
 */
import { fraction, mul, sub, type Fraction } from './fraction';
import { LIMITS, totalBets } from './limits';
import type { Cents } from './money';
import { expectedValue, houseEdgeForStake, houseEdges, type CoupOdds } from './odds';
import type { TableOdds } from './tableOdds';
import type { BySpot } from './types';
import type { Bet, Game } from './variants';

/** The odds a table's bets are priced by: the coup's, its spots' edges, and another game's or the side bets' paytables (null for the original game). */
export interface PricedOdds {
  readonly odds: CoupOdds;
  readonly edges: BySpot<Fraction>;
  readonly table: TableOdds | null;
  readonly game: Game;
}

/** The odds a table's bets are priced by: the coup's odds, and `table` (null for the original game) for another game's. */
export const pricedOdds = (odds: CoupOdds, table: TableOdds | null, game: Game): PricedOdds => ({
  odds,
  edges: houseEdges(odds),
  table,
  game,
});

/** A bet's house edge at this table. */
export function betEdge({ edges, table, game }: PricedOdds, bet: Bet): Fraction {
  return table === null ? edges[bet as keyof typeof edges] : table.bets[game][bet].houseEdge;
}

/**
 * What a stake expects, and its edge: Punto Banco's Banker pays a rounded commission, so its
 * edge depends on the stake; every other bet pays exactly its paytable, so it expects −edge × stake.
 */
export function stakeExpectation(priced: PricedOdds, bet: Bet, stake: Cents): { ev: Fraction; edge: Fraction } {
  const { odds, table, game } = priced;
  if (table === null || bet === 'player' || bet === 'tie' || (bet === 'banker' && game === 'punto-banco')) {
    return { ev: expectedValue(odds, bet as 'player', stake), edge: houseEdgeForStake(odds, bet as 'player', stake) };
  }
  const edge = betEdge(priced, bet);
  return { ev: sub(fraction(0n), mul(edge, fraction(BigInt(stake)))), edge };
}

/** The most the Banker stake could be, the other bets as they are: the table maximum less everything else. */
export const bankerHeadroom = (bets: BySpot<Cents>): Cents =>
  (LIMITS.maximumTotal - totalBets(bets) + bets.banker) as Cents;
