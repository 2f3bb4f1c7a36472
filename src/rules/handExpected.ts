/** What a hand's bets expect, for the honest session's figures (house-rules.md, "The honest session"). */
import { add, fraction, type Fraction } from './fraction';
import type { Cents } from './money';
import { stakeExpectation, type PricedOdds } from './stakeOdds';
import type { Bet } from './variants';

/**
 * The exact expected result of a hand's bets: the sum of each stake's exact expected value, by
 * the odds panel's own `stakeExpectation` (Punto Banco's Banker with its rounded commission).
 */
export function handExpected(priced: PricedOdds, stakes: Readonly<Partial<Record<Bet, Cents>>>): Fraction {
  let sum = fraction(0n);
  for (const [bet, stake] of Object.entries(stakes) as [Bet, Cents][]) {
    if (stake > 0) sum = add(sum, stakeExpectation(priced, bet, stake).ev);
  }
  return sum;
}
