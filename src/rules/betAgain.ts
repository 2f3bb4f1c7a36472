/**
 * Rebet's and Double's chips: several stakes placed at once, all or none, under the table limits
 * (LIMITS and the checks are the limits module's). In the lazily loaded variants' chunk.
 */
import { LIMITS, stakeSum, type TablePlacement } from './limits';
import { BETS, byBet, type Bet, type TableBets } from './variants';
import { cents, type Cents } from './money';

/** Stakes to move onto the table together, by bet: Rebet's and Double's chips. */
export type Stakes = Partial<Record<Bet, Cents>>;

/**
 * Moves several stakes from the bankroll onto the table at once, all or none (Rebet, Double):
 * every bet it touches is offered and ends at least the minimum, everything on the table stays
 * within the maximum, and the bankroll covers the whole.
 */
export function placeStakes(bankroll: Cents, bets: TableBets, stakes: Stakes, offered: readonly Bet[]): TablePlacement {
  const added = BETS.filter((bet) => (stakes[bet] ?? 0) !== 0);
  if (added.some((bet) => !offered.includes(bet))) return { ok: false, reason: 'not-offered' };
  if (added.length === 0 || added.some((bet) => !Number.isSafeInteger(stakes[bet]) || stakes[bet]! < 0))
    return { ok: false, reason: 'not-an-amount' };
  const after = byBet((bet) => cents(bets[bet] + (stakes[bet] ?? 0)));
  const amount = cents(added.reduce((sum, bet) => sum + stakes[bet]!, 0));
  if (added.some((bet) => after[bet] < LIMITS.minimumBet)) return { ok: false, reason: 'below-minimum' };
  if (stakeSum(after) > LIMITS.maximumTotal) return { ok: false, reason: 'table-maximum' };
  if (amount > bankroll) return { ok: false, reason: 'not-enough-money' };
  return { ok: true, bankroll: cents(bankroll - amount), bets: after };
}

/** Rebet's chips: what each bet lacks of the last hand's stake (a stake pushed by a tie is there already). */
export function rebetStakes(last: TableBets, bets: TableBets): Stakes {
  return Object.fromEntries(
    BETS.filter((bet) => last[bet] > bets[bet]).map((bet) => [bet, cents(last[bet] - bets[bet])]),
  );
}

/** Double's chips: as much again on every bet on the table. */
export function doubleStakes(bets: TableBets): Stakes {
  return Object.fromEntries(BETS.filter((bet) => bets[bet] > 0).map((bet) => [bet, bets[bet]]));
}
