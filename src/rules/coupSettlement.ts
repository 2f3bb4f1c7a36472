/**
 * Settling a coup under any game, with side bets: apart from settlement.ts so that the
 * original game's `settle` does not carry the paytables into the first load.
 */
import type { Coup } from './coup';
import { addCents, cents, type Cents } from './money';
import { betLine, coupFacts, paytable, type PaytableLine } from './paytables';
import { bankerCommission, type Settlement, type SpotSettlement } from './settlement';
import { bySpot } from './types';
import {
  BETS,
  byBet,
  SIDE_BETS,
  SIDE_BETS_OF_GAME,
  type Bet,
  type Game,
  type SideBet,
  type TableBets,
} from './variants';

/** One bet's settlement under `settleCoup`, with the paytable line the coup made for it. */
export interface BetSettlement extends SpotSettlement {
  /** The line of the bet's paytable: `'win-by-6'`, `'pair'`; set even where nothing was staked. */
  readonly line: PaytableLine;
}

/**
 * The settlement of every bet on the table for one coup under any game: a `Settlement` whose
 * bets each carry their paytable line, and the game that settled it. It is the one type a hand
 * keeps, with nothing restated.
 */
export type CoupSettlement = Settlement<BetSettlement> & { readonly game: Game };

/** Any bet's settlement, main spot or side bet. */
export function betSettlement(settlement: CoupSettlement, bet: Bet): BetSettlement {
  return bet === 'player' || bet === 'banker' || bet === 'tie' ? settlement.spots[bet] : settlement.sideBets[bet];
}

function settleBet(bet: Bet, stake: Cents, line: PaytableLine, game: Game): BetSettlement {
  const none = cents(0);
  const pays = paytable(bet, game)[line]!;
  if (stake === 0) {
    return {
      stake,
      result: 'no-bet',
      line,
      winnings: none,
      commission: none,
      paid: none,
      staysOnSpot: none,
      net: none,
    };
  }
  if (pays.num < 0n) {
    return {
      stake,
      result: 'lose',
      line,
      winnings: none,
      commission: none,
      paid: none,
      staysOnSpot: none,
      net: cents(-stake),
    };
  }
  if (pays.num === 0n) {
    // Only a tie leaves Player and Banker bets on their spots; every other push (a side bet,
    // EZ Banker's three-card 7) comes on a hand that clears the table, so its stake goes home.
    const stays = line === 'tie' ? stake : none;
    return {
      stake,
      result: 'push',
      line,
      winnings: none,
      commission: none,
      paid: cents(stake - stays),
      staysOnSpot: stays,
      net: none,
    };
  }
  // Punto Banco's Banker is paid even money less the table's rounded-up commission.
  const commissioned = bet === 'banker' && game === 'punto-banco';
  // Bets are whole dollars, so 1 to 2 is whole cents; an odd cent would be rounded down.
  const winnings = commissioned ? stake : cents(Number((BigInt(stake) * pays.num) / pays.den));
  const commission = commissioned ? bankerCommission(winnings) : none;
  const net = cents(winnings - commission);
  return { stake, result: 'win', line, winnings, commission, paid: cents(stake + net), staysOnSpot: none, net };
}

/**
 * Pays, takes or pushes every bet on the table for `coup`, by the paytables of `game`.
 * Side bets are settled on every hand, ties included, and none stays on the table; after
 * a tie the Player and Banker stakes stay on their spots. For Punto Banco with no side
 * bets this is `settle(bets, coup.winner)` exactly. Throws a RangeError for a stake on a
 * side bet that `game` does not deal (Dragon 7 outside EZ).
 */
export function settleCoup(bets: TableBets, coup: Coup, game: Game): CoupSettlement {
  const offered: readonly SideBet[] = SIDE_BETS_OF_GAME[game];
  for (const bet of SIDE_BETS) {
    if (bets[bet] !== 0 && !offered.includes(bet)) throw new RangeError(`${game} does not deal the ${bet} bet`);
  }
  const facts = coupFacts(coup);
  const settled = byBet((bet) => settleBet(bet, bets[bet], betLine(bet, facts, game), game));
  const spots = bySpot((spot) => settled[spot]);
  const sideBets = Object.fromEntries(SIDE_BETS.map((bet) => [bet, settled[bet]])) as Record<SideBet, BetSettlement>;
  return {
    game,
    spots,
    sideBets,
    paid: addCents(...BETS.map((bet) => settled[bet].paid)),
    betsAfter: bySpot((spot) => settled[spot].staysOnSpot),
    net: addCents(...BETS.map((bet) => settled[bet].net)),
  };
}
