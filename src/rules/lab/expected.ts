/**
 * The exact expected value of a lab bet: from the table's own odds (tableOdds.ts and odds.ts,
 * what the odds panel shows) and the table's own money (the $0.25 rounded-up commission).
 */
import { fullComposition, type Composition } from '../composition';
import { compositionOdds } from '../odds';
import { bankerCommission } from '../settlement';
import { tableOdds } from '../tableOdds';
import { toNumber } from '../fraction';
import type { Cents } from '../money';
import { LIMITS } from '../limits';
import type { PaytableLine } from '../paytables';
import type { Game } from '../variants';
import type { Side } from './systems';

/**
 * What `amount` cents on `side` nets on each line of its paytable, as the table settles it
 * (coupSettlement.ts): Punto Banco's Banker pays even money less the rounded-up commission,
 * No commission's Banker 1 to 2 on a 6 (rounded down to the cent), a push nets 0.
 */
export function netOnLine(game: Game, side: Side, line: PaytableLine, amount: number): number {
  switch (line) {
    case 'win':
      return side === 'banker' && game === 'punto-banco' ? amount - bankerCommission(amount as Cents) : amount;
    case 'win-with-6':
      return Math.floor(amount / 2);
    case 'lose':
      return -amount;
    default:
      return 0; // a tie, or EZ Banker's three-card 7: the stake comes back
  }
}

/** The probability of each line of a side's paytable, as doubles. */
export type LineOdds = ReadonlyArray<readonly [PaytableLine, number]>;

/** The lines of `side` under `game` for the next coup from `composition`, by the table's odds code. */
export function lineOdds(composition: Composition, game: Game, side: Side): LineOdds {
  if (side === 'player' || game === 'punto-banco') {
    // Player's and Punto Banco Banker's lines need only who wins: the faster enumeration (odds.ts) gives them.
    const { banker, player, tie } = compositionOdds(composition).outcomes;
    const win = side === 'banker' ? banker : player;
    const lose = side === 'banker' ? player : banker;
    return [
      ['win', toNumber(win)],
      ['tie', toNumber(tie)],
      ['lose', toNumber(lose)],
    ];
  }
  const lines = tableOdds(composition).bets[game][side].lines;
  return Object.entries(lines).map(([line, p]) => [line as PaytableLine, toNumber(p!)] as const);
}

/** The exact expected gain of `amount` cents staked on these lines, in cents. */
export function expectedOnLines(lines: LineOdds, game: Game, side: Side, amount: number): number {
  let ev = 0;
  for (const [line, p] of lines) ev += p * netOnLine(game, side, line, amount);
  return ev;
}

/**
 * The exact expected value of every stake on a fresh shoe, for one game, decks and side:
 * a constant per amount (only the commission's rounding makes it other than proportional),
 * computed once per amount and kept.
 */
export function freshShoeExpected(decks: number, game: Game, side: Side): (amount: number) => number {
  const lines = lineOdds(fullComposition(decks), game, side);
  // Every stake the lab can place is at most the table maximum: one slot per cent, filled when first asked.
  const known = new Float64Array(LIMITS.maximumTotal + 1).fill(NaN);
  return (amount) => {
    let ev = known[amount]!;
    if (ev !== ev) {
      ev = expectedOnLines(lines, game, side, amount);
      known[amount] = ev;
    }
    return ev;
  };
}
