import { cents, dollars, type Cents } from './money';
import { SPOTS, type BySpot, type Spot } from './types';
import { BETS, byBet, type Bet, type TableBets } from './variants';

/** Every limit of the table, in one place. */
export const LIMITS = {
  /** A bet on a spot is at least $5. */
  minimumBet: dollars(5),
  /** All bets on the table together are at most $300. */
  maximumTotal: dollars(300),
  /** The railing (the next chip's amount) stays between these. */
  railingMinimum: dollars(5),
  railingMaximum: dollars(300),
  railingStep: dollars(1),
  railingBigStep: dollars(10),
  /** A new player's bankroll. */
  startingBankroll: dollars(1000),
  /**
   * The most a bankroll may hold: far beyond any session (a hand wins at most $2,400), and
   * far inside the integers a number holds exactly, so no sum of money can lose a cent.
   */
  maximumBankroll: dollars(1_000_000_000),
} as const;

export const NO_BETS: BySpot<Cents> = { player: cents(0), banker: cents(0), tie: cents(0) };

/**
 * The sum of stakes: each bet of `on` (every bet, the spots and the side bets, unless told) that
 * `stakes` holds, a missing one none. The one stake sum: a table's, a hand's, a placement's chips.
 */
export function stakeSum(stakes: Readonly<Partial<Record<Bet, Cents>>>, on: readonly Bet[] = BETS): Cents {
  return cents(on.reduce((sum, bet) => sum + (stakes[bet] ?? 0), 0));
}

/** The three main spots' stakes together (a `TableBets` given here counts only its spots). */
export const totalBets = (bets: BySpot<Cents>): Cents => stakeSum(bets, SPOTS);

/** Moves the railing by `delta`, stopping at its ends. */
export function adjustRailing(railing: Cents, delta: number): Cents {
  return cents(Math.min(LIMITS.railingMaximum, Math.max(LIMITS.railingMinimum, railing + delta)));
}

export type RefusalReason = 'not-an-amount' | 'below-minimum' | 'table-maximum' | 'not-enough-money';

export type Placement =
  | { readonly ok: true; readonly bankroll: Cents; readonly bets: BySpot<Cents> }
  | { readonly ok: false; readonly reason: RefusalReason };

/**
 * Moves `amount` from the bankroll onto `spot`, or says why it can't: the spot would hold
 * less than the minimum, all bets would pass the table maximum, or the bankroll can't cover it.
 */
export function placeBet(bankroll: Cents, bets: BySpot<Cents>, spot: Spot, amount: Cents): Placement {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'not-an-amount' };
  if (bets[spot] + amount < LIMITS.minimumBet) return { ok: false, reason: 'below-minimum' };
  if (totalBets(bets) + amount > LIMITS.maximumTotal) return { ok: false, reason: 'table-maximum' };
  if (amount > bankroll) return { ok: false, reason: 'not-enough-money' };
  return { ok: true, bankroll: cents(bankroll - amount), bets: { ...bets, [spot]: cents(bets[spot] + amount) } };
}

export type DealRefusal = 'no-bet' | 'below-minimum' | 'table-maximum';

/** Whether these bets may be dealt on: at least one bet, each within the limits. */
export function checkDeal(bets: BySpot<Cents>): { ok: true } | { ok: false; reason: DealRefusal } {
  if (totalBets(bets) === 0) return { ok: false, reason: 'no-bet' };
  if (SPOTS.some((spot) => bets[spot] !== 0 && bets[spot] < LIMITS.minimumBet)) {
    return { ok: false, reason: 'below-minimum' };
  }
  if (totalBets(bets) > LIMITS.maximumTotal) return { ok: false, reason: 'table-maximum' };
  return { ok: true };
}

/** No bet anywhere on the table, side bets included. */
export const NO_TABLE_BETS: TableBets = byBet(() => cents(0));

/** Why a placement on a table with side bets was refused: `placeBet`'s reasons, or a bet this table does not offer. */
export type TableRefusalReason = RefusalReason | 'not-offered';

export type TablePlacement =
  | { readonly ok: true; readonly bankroll: Cents; readonly bets: TableBets }
  | { readonly ok: false; readonly reason: TableRefusalReason };

/**
 * `placeBet` for a table with side bets: moves `amount` from the bankroll onto `bet`, or
 * says why it can't. `offered` is `betsOffered(game, sideBetsOn)`. Every bet is at least
 * $5 and everything on the table together at most $300, side bets included.
 */
export function placeTableBet(
  bankroll: Cents,
  bets: TableBets,
  bet: Bet,
  amount: Cents,
  offered: readonly Bet[],
): TablePlacement {
  if (!offered.includes(bet)) return { ok: false, reason: 'not-offered' };
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'not-an-amount' };
  if (bets[bet] + amount < LIMITS.minimumBet) return { ok: false, reason: 'below-minimum' };
  if (stakeSum(bets) + amount > LIMITS.maximumTotal) return { ok: false, reason: 'table-maximum' };
  if (amount > bankroll) return { ok: false, reason: 'not-enough-money' };
  return { ok: true, bankroll: cents(bankroll - amount), bets: { ...bets, [bet]: cents(bets[bet] + amount) } };
}

export type TableDealRefusal = DealRefusal | 'not-offered';

/**
 * `checkDeal` for a table with side bets: at least one bet, each at least $5, all together
 * at most $300, and none on a bet the table does not offer (`betsOffered`). A table of side
 * bets alone may be dealt.
 */
export function checkTableDeal(
  bets: TableBets,
  offered: readonly Bet[],
): { ok: true } | { ok: false; reason: TableDealRefusal } {
  if (BETS.some((bet) => bets[bet] !== 0 && !offered.includes(bet))) return { ok: false, reason: 'not-offered' };
  if (stakeSum(bets) === 0) return { ok: false, reason: 'no-bet' };
  if (BETS.some((bet) => bets[bet] !== 0 && bets[bet] < LIMITS.minimumBet))
    return { ok: false, reason: 'below-minimum' };
  if (stakeSum(bets) > LIMITS.maximumTotal) return { ok: false, reason: 'table-maximum' };
  return { ok: true };
}
