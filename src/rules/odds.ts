import { RANKS, rankPoints } from './cards';
import { cardsIn, coupProblem, drawTails, fullComposition, type Composition } from './composition';
import { MAX_CARDS_IN_COUP, nextToDraw, winnerOf } from './coup';
import { fraction, mul, sub, type Fraction } from './fraction';
import type { Cents } from './money';
import { bankerCommission, PAYOUT_TO_ONE } from './settlement';
import type { BySpot, Spot, Winner } from './types';

/** The exact probability of each outcome of the next coup dealt from a shoe. */
export interface CoupOdds {
  /** The decks the shoe was filled with. */
  readonly decks: number;
  /** The cards the coup is dealt from: a full shoe, or what is left of one. */
  readonly composition: Composition;
  readonly outcomes: Readonly<Record<Winner, Fraction>>;
  /**
   * The unreduced counts behind `outcomes`: the weight of the coups each outcome wins, over
   * `total`, the number of ordered ways to draw six cards from the shoe.
   */
  readonly weights: Readonly<Record<Winner | 'total', bigint>>;
}

/**
 * Exact probabilities of Banker, Player and Tie for a fresh shoe of `decks` decks, from
 * MIN_DECKS to MAX_DECKS (a RangeError otherwise): `compositionOdds` of the full shoe.
 */
export function exactOdds(decks: number): CoupOdds {
  const known = FRESH_SHOE_WEIGHTS[decks];
  if (known === undefined) return compositionOdds(fullComposition(decks));
  const [banker, player, tie, total] = known;
  return {
    decks,
    composition: fullComposition(decks),
    weights: { banker, player, tie, total },
    outcomes: { banker: fraction(banker, total), player: fraction(player, total), tie: fraction(tie, total) },
  };
}

/**
 * The weights `compositionOdds` finds for the table's fresh shoes, 6 and 8 decks (Banker, Player,
 * Tie, all: tests/rules/odds.test.ts works them out again): the odds panel's first render on a
 * page's first second reads them instead of the enumeration, about 10 ms on a mid-range phone.
 */
const FRESH_SHOE_WEIGHTS: Readonly<Partial<Record<number, readonly [bigint, bigint, bigint, bigint]>>> = {
  6: [403095751234560n, 392220492728832n, 83552962932288n, 878869206895680n],
  8: [2292252566437888n, 2230518282592256n, 475627426473216n, 4998398275503360n],
};

/**
 * Exact probabilities of Banker, Player and Tie for the next coup dealt from `composition`,
 * by visiting every sequence of card points that `nextToDraw` (the rules the game deals
 * with) can call for, each weighted by its chance of being drawn without replacement. The
 * ranks are folded into points (a ten and a King both count 0) before the enumeration.
 *
 * Exact in plain numbers: over the common denominator N(N−1)…(N−5) (N cards left), a coup
 * of k cards weighs the product of the remaining counts of its cards' points times
 * (N−k)…(N−5): the number of ordered six-card draws that begin with it (twice that for a
 * pair visited once for both its orders). Every weight and product therefore counts distinct
 * draws and is at most the denominator, and the weights of all coups sum to exactly the
 * denominator, so every partial sum is too. A composition holds at most 8 decks, N ≤ 416,
 * and 416·415·414·413·412·411 = 4,998,398,275,503,360 < 2^53 (tested): every value is an
 * integer a double holds exactly. The results are then reduced as BigInt fractions.
 *
 * Throws a RangeError for a composition no coup can be dealt from (`coupProblem`).
 */
export function compositionOdds(composition: Composition): CoupOdds {
  const problem = coupProblem(composition);
  if (problem !== null) throw new RangeError(problem);
  const remaining = new Array<number>(10).fill(0);
  for (const rank of RANKS) remaining[rankPoints(rank)]! += composition.counts[rank];
  const shoeSize = cardsIn(composition);
  const { tail, denominator } = drawTails(shoeSize);

  const points = new Int8Array(MAX_CARDS_IN_COUP);
  // Sums in a typed array: captured variables holding large doubles would be boxed on every add.
  const won = new Float64Array(3);
  const BANKER = 0;
  const PLAYER = 1;
  const TIE = 2;
  // Called only where the rules call for another card; a child that completes the coup is
  // scored in the loop, which saves a call for each of the ~100,000 finished coups.
  const visit = (count: number, weight: number, playerSum: number, bankerSum: number): void => {
    const toPlayer = nextToDraw(points, count) === 'player';
    // A hand's first two cards in either order make the same coup with the same weight (a
    // product of the same counts) and leave the same cards: take each pair once, lower card
    // first, and count it twice. A third of the sequences to visit, a third of the time.
    const secondCard = count === 2 || count === 3;
    const lowest = secondCard ? points[count - 2]! : 0;
    for (let p = lowest; p < 10; p++) {
      const left = remaining[p]!;
      if (left === 0) continue;
      points[count] = p;
      const w = secondCard && p !== lowest ? 2 * weight * left : weight * left;
      const ps = toPlayer ? playerSum + p : playerSum;
      const bs = toPlayer ? bankerSum : bankerSum + p;
      // A coup never has more than six cards (tested), so the sixth card always completes it.
      if (count + 1 === MAX_CARDS_IN_COUP || nextToDraw(points, count + 1) === null) {
        const winner = winnerOf(ps % 10, bs % 10);
        const share = w * tail[count + 1]!;
        won[winner === 'banker' ? BANKER : winner === 'player' ? PLAYER : TIE]! += share;
      } else {
        remaining[p] = left - 1;
        visit(count + 1, w, ps, bs);
        remaining[p] = left;
      }
    }
  };
  visit(0, 1, 0, 0);

  const den = BigInt(denominator);
  return {
    decks: composition.decks,
    composition,
    weights: { banker: BigInt(won[BANKER]!), player: BigInt(won[PLAYER]!), tie: BigInt(won[TIE]!), total: den },
    outcomes: {
      banker: fraction(BigInt(won[BANKER]!), den),
      player: fraction(BigInt(won[PLAYER]!), den),
      tie: fraction(BigInt(won[TIE]!), den),
    },
  };
}

const ONE = fraction(1n);
const whole = (n: number): Fraction => fraction(BigInt(n));

/**
 * The expected gain, in cents, of `stake` cents on `spot` for one coup; a push counts 0.
 * Banker's commission is the table's: 5%, at least $0.25, rounded up to $0.25. Worked out over the
 * outcomes' common denominator (`weights`) and reduced once: the odds panel prices every stake on
 * the table at each bet press, and each reduction is a gcd of numbers of some 70 bits.
 */
export function expectedValue(odds: CoupOdds, spot: Spot, stake: Cents): Fraction {
  const { banker, player, tie, total } = odds.weights;
  const winnings = stake * PAYOUT_TO_ONE[spot];
  const lost = BigInt(stake);
  switch (spot) {
    case 'player':
      return fraction(BigInt(winnings) * player - lost * banker, total);
    case 'banker':
      return fraction(BigInt(winnings - bankerCommission(winnings as Cents)) * banker - lost * player, total);
    case 'tie':
      return fraction(BigInt(winnings) * tie - lost * (total - tie), total);
  }
}

/** The house edge of a bet of `stake` cents: the expected loss per unit staked. */
export function houseEdgeForStake(odds: CoupOdds, spot: Spot, stake: Cents): Fraction {
  const ev = expectedValue(odds, spot, stake);
  return fraction(-ev.num, ev.den * BigInt(stake));
}

export interface HouseEdgeOptions {
  /** Banker's commission as a flat percentage of the winnings (5; some tables take 4). */
  readonly commissionPercent?: number;
  /** What a winning Tie pays, "to 1" (8; some tables pay 9). */
  readonly tiePaysToOne?: number;
}

/**
 * The textbook house edges, for whatever shoe `odds` were computed from (a full one, or a
 * composition: then an edge may be negative, when the cards left favour the bet): Banker at a flat percentage commission (no rounding to $0.25),
 * Player at even money, Tie at `tiePaysToOne` to 1.
 */
export function houseEdges(odds: CoupOdds, options: HouseEdgeOptions = {}): BySpot<Fraction> {
  const { commissionPercent = 5, tiePaysToOne = PAYOUT_TO_ONE.tie } = options;
  const { banker, player, tie } = odds.outcomes;
  const keep = fraction(BigInt(100 - commissionPercent), 100n);
  return {
    banker: sub(player, mul(keep, banker)),
    player: sub(banker, player),
    tie: sub(ONE, mul(whole(tiePaysToOne + 1), tie)),
  };
}

/**
 * For a Banker stake that is not a multiple of $5, the multiples of $5 either side of it
 * (within the table's limits): they pay exactly 5% commission, so they carry the least edge.
 */
export function cheaperBankerStakes(stake: Cents, minimum: Cents, maximum: Cents): Cents[] {
  const step = 500;
  if (stake % step === 0) return [];
  const below = Math.floor(stake / step) * step;
  const above = below + step;
  return [below, above].filter((s) => s >= minimum && s <= maximum) as Cents[];
}
