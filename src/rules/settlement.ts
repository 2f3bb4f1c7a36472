import { addCents, cents, type Cents } from './money';
import { bySpot, SPOTS, type BySpot, type Spot, type Winner } from './types';
import { SIDE_BETS, type BySideBet } from './variants';

/** Winnings per unit staked, "to 1": Player even money, Banker even money less commission, Tie 8 to 1. */
export const PAYOUT_TO_ONE: BySpot<number> = { player: 1, banker: 1, tie: 8 };

/** Banker's commission: 5% of the winnings, at least $0.25, rounded up to the next $0.25. */
export const COMMISSION = { percent: 5, minimum: cents(25), step: cents(25) } as const;

export function bankerCommission(winnings: Cents): Cents {
  // 5% of w cents, in steps of 25 cents, is ceil(w * 5 / 100 / 25) steps: integer arithmetic only.
  const perStep = (COMMISSION.step * 100) / COMMISSION.percent;
  const steps = Math.floor((winnings + perStep - 1) / perStep);
  return cents(Math.max(COMMISSION.minimum, steps * COMMISSION.step));
}

export type SpotResult = 'win' | 'lose' | 'push' | 'no-bet';

export interface SpotSettlement {
  readonly stake: Cents;
  readonly result: SpotResult;
  /** Winnings before commission (0 unless the spot won). */
  readonly winnings: Cents;
  readonly commission: Cents;
  /**
   * What goes back to the bankroll: stake plus winnings less commission on a win; under
   * `settleCoup`, also the stake of a push that leaves the table (a side bet, EZ Banker's 7).
   */
  readonly paid: Cents;
  /** What stays on the spot for the next hand: the stake of a push. */
  readonly staysOnSpot: Cents;
  /** The player's gain or loss on this spot. */
  readonly net: Cents;
}

/**
 * The settlement of every bet on the table for one coup: the one type a hand keeps, whichever
 * rules settled it. The original game's `settle` has every side bet settled as nothing staked;
 * `settleCoup` (another game, side bets) gives each bet its paytable line (`Bet` is then a
 * `BetSettlement`) and says its game: `CoupSettlement`, this type with those two things and no
 * field of its own restated.
 */
export interface Settlement<Bet extends SpotSettlement = SpotSettlement> {
  readonly spots: BySpot<Bet>;
  /** Every side bet, 'no-bet' where nothing was staked. */
  readonly sideBets: BySideBet<Bet>;
  /** Everything paid back to the bankroll. */
  readonly paid: Cents;
  /** The bets left on the table: Player and Banker stakes pushed by a tie; side bets never stay. */
  readonly betsAfter: BySpot<Cents>;
  readonly net: Cents;
}

function settleSpot(spot: Spot, stake: Cents, winner: Winner): SpotSettlement {
  const none = cents(0);
  if (stake === 0) {
    return { stake, result: 'no-bet', winnings: none, commission: none, paid: none, staysOnSpot: none, net: none };
  }
  if (winner === spot) {
    const winnings = cents(stake * PAYOUT_TO_ONE[spot]);
    const commission = spot === 'banker' ? bankerCommission(winnings) : none;
    const net = cents(winnings - commission);
    return { stake, result: 'win', winnings, commission, paid: cents(stake + net), staysOnSpot: none, net };
  }
  if (winner === 'tie' && spot !== 'tie') {
    return { stake, result: 'push', winnings: none, commission: none, paid: none, staysOnSpot: stake, net: none };
  }
  return { stake, result: 'lose', winnings: none, commission: none, paid: none, staysOnSpot: none, net: cents(-stake) };
}

/** A side bet of the original game: nothing staked, nothing settled. */
const NOTHING_STAKED: SpotSettlement = {
  stake: cents(0),
  result: 'no-bet',
  winnings: cents(0),
  commission: cents(0),
  paid: cents(0),
  staysOnSpot: cents(0),
  net: cents(0),
};
const NO_SIDE_BETS_SETTLED = Object.fromEntries(
  SIDE_BETS.map((bet) => [bet, NOTHING_STAKED]),
) as BySideBet<SpotSettlement>;

/** Pays, takes or pushes every bet on the table for a coup that `winner` won. */
export function settle(bets: BySpot<Cents>, winner: Winner): Settlement {
  const spots = bySpot((spot) => settleSpot(spot, bets[spot], winner));
  const betsAfter = bySpot((spot) => spots[spot].staysOnSpot);
  return {
    spots,
    sideBets: NO_SIDE_BETS_SETTLED,
    paid: addCents(...SPOTS.map((spot) => spots[spot].paid)),
    betsAfter,
    net: addCents(...SPOTS.map((spot) => spots[spot].net)),
  };
}
