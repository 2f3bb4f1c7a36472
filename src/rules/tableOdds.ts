/**
 * Exact odds of every bet of every game, side bets included: the probability of each
 * paytable line and each bet's house edge, for the next coup dealt from a composition.
 */
import { RANKS, rankPoints } from './cards';
import { cardsIn, coupProblem, drawTails, type Composition } from './composition';
import { MAX_CARDS_IN_COUP, nextToDraw, winnerOf } from './coup';
import { add, fraction, mul, sub, type Fraction } from './fraction';
import { betLine, paytable, type AnyPaytable, type CoupFacts, type PaytableLine } from './paytables';
import type { Points, Winner } from './types';
import { byBet, GAMES, type Bet, type ByBet, type Game } from './variants';

/** The exact odds of one bet: how likely each line of its paytable is, and its house edge. */
export interface BetOdds {
  /** The probability of each line of the bet's paytable, every line present: they sum to 1. */
  readonly lines: Readonly<Partial<Record<PaytableLine, Fraction>>>;
  /** The unreduced counts behind `lines`, over `TableOdds.total`. */
  readonly weights: Readonly<Partial<Record<PaytableLine, bigint>>>;
  /**
   * The expected loss per unit staked, per hand dealt: −Σ P(line) × pays(line), a push
   * counting 0. Negative when the cards left favour the bet.
   */
  readonly houseEdge: Fraction;
}

/** The exact odds of every bet of every game for the next coup from a composition. */
export interface TableOdds {
  readonly decks: number;
  readonly composition: Composition;
  /** Banker, Player and Tie, as `compositionOdds` gives them (the same enumeration, finer). */
  readonly outcomes: Readonly<Record<Winner, Fraction>>;
  /** The number of ordered ways to draw six cards from the shoe: every weight is over it. */
  readonly total: bigint;
  /**
   * Each bet under each game. Only Banker differs between games; Dragon 7 and Panda 8 are
   * given for every game although only EZ deals them.
   */
  readonly bets: Readonly<Record<Game, ByBet<BetOdds>>>;
}

/** −Σ P(line) × pays(line): the expected loss per unit staked on a bet with these line probabilities. */
export function houseEdgeOf(lines: Readonly<Partial<Record<PaytableLine, Fraction>>>, table: AnyPaytable): Fraction {
  let expected = fraction(0n);
  for (const [line, p] of Object.entries(lines) as [PaytableLine, Fraction][])
    expected = add(expected, mul(p, table[line]!));
  return sub(fraction(0n), expected);
}

/**
 * Indexes the classes of finished coups that the paytables (pairs aside) tell apart: the
 * two totals and whether each hand drew: 10 × 10 × 2 × 2 classes.
 */
const coupClass = (playerTotal: number, bankerTotal: number, playerDrew: number, bankerDrew: number): number =>
  playerTotal + 10 * bankerTotal + 100 * playerDrew + 200 * bankerDrew;
const COUP_CLASSES = 400;

/**
 * The third cards, by points, after a four-card start of weight `w` (its points in
 * `points[0..3]`): adds the weight of each finished coup to its class in `classes`. The
 * enumeration's hot loop, so it takes the arrays it reads and writes rather than allocating;
 * it borrows `points[4]` and `pointsLeft` and puts `pointsLeft` back as it found it.
 */
function drawThirdCards(
  w: number,
  points: Int8Array,
  pointsLeft: number[],
  tail: readonly number[],
  classes: Float64Array,
): void {
  const player = (points[0]! + points[2]!) % 10;
  const banker = (points[1]! + points[3]!) % 10;
  const fifth = nextToDraw(points, 4);
  if (fifth === null) {
    classes[coupClass(player, banker, 0, 0)]! += w * tail[4]!;
    return;
  }
  for (let p = 0; p < 10; p++) {
    const left = pointsLeft[p]!;
    if (left === 0) continue;
    const w5 = w * left;
    if (fifth === 'banker') {
      // Player stood, so Banker's card ends the coup.
      classes[coupClass(player, (banker + p) % 10, 0, 1)]! += w5 * tail[5]!;
      continue;
    }
    points[4] = p;
    const playerTotal = (player + p) % 10;
    if (nextToDraw(points, 5) === null) {
      classes[coupClass(playerTotal, banker, 1, 0)]! += w5 * tail[5]!;
      continue;
    }
    pointsLeft[p] = left - 1;
    for (let q = 0; q < 10; q++) {
      const last = pointsLeft[q]!;
      if (last !== 0) classes[coupClass(playerTotal, (banker + q) % 10, 1, 1)]! += w5 * last;
    }
    pointsLeft[p] = left;
  }
}

/**
 * Exact odds of every paytable line of every bet, side bets and variants included, for the
 * next coup dealt from `composition`, by the enumeration of `compositionOdds` refined where
 * the paytables need more than points.
 *
 * The first four cards are walked by rank, since a pair is two cards of one rank (K K, not
 * K Q); each hand's two cards are taken once, lower rank first, and counted twice, as in
 * `compositionOdds`. The third cards are walked by points. Each finished coup adds its
 * weight (the number of ordered six-card draws that begin with it) to its class: the two
 * totals and which hands drew, all that the non-pair paytables read (`betLine`). Each
 * four-card start adds its weight to one of four pair classes (Player pair or not, Banker
 * pair or not), all that the pair paytables read. The same bounds as `compositionOdds`
 * keep every sum an integer below 2^53, exact in a double.
 *
 * The house edge is the usual one, per hand dealt: −Σ P(line) × pays(line), a push counting
 * 0 (not per resolved bet). It reproduces the published figures (house-rules.md).
 *
 * Throws a RangeError for a composition no coup can be dealt from (`coupProblem`).
 */
export function tableOdds(composition: Composition): TableOdds {
  const problem = coupProblem(composition);
  if (problem !== null) throw new RangeError(problem);
  const ranks = RANKS.length;
  const rankLeft = RANKS.map((rank) => composition.counts[rank]);
  const rankPoint = RANKS.map(rankPoints);
  const pointsLeft = new Array<number>(10).fill(0);
  for (let r = 0; r < ranks; r++) pointsLeft[rankPoint[r]!]! += rankLeft[r]!;
  const shoeSize = cardsIn(composition);
  const { tail, denominator } = drawTails(shoeSize);

  const classes = new Float64Array(COUP_CLASSES);
  const pairs = new Float64Array(4); // bit 0: Player pair, bit 1: Banker pair
  const points = new Int8Array(MAX_CARDS_IN_COUP);

  // Takes a card of rank r out of the shoe, or puts it back.
  const take = (r: number, n: number): void => {
    rankLeft[r]! -= n;
    pointsLeft[rankPoint[r]!]! -= n;
  };

  for (let a = 0; a < ranks; a++) {
    const wa = rankLeft[a]!;
    if (wa === 0) continue;
    take(a, 1);
    points[0] = rankPoint[a]!;
    for (let b = 0; b < ranks; b++) {
      const wb = wa * rankLeft[b]!;
      if (wb === 0) continue;
      take(b, 1);
      points[1] = rankPoint[b]!;
      for (let c = a; c < ranks; c++) {
        const wc = (c === a ? 1 : 2) * wb * rankLeft[c]!;
        if (wc === 0) continue;
        take(c, 1);
        points[2] = rankPoint[c]!;
        for (let d = b; d < ranks; d++) {
          const w = (d === b ? 1 : 2) * wc * rankLeft[d]!;
          if (w === 0) continue;
          take(d, 1);
          points[3] = rankPoint[d]!;
          pairs[(a === c ? 1 : 0) | (b === d ? 2 : 0)]! += w * tail[4]!;
          drawThirdCards(w, points, pointsLeft, tail, classes);
          take(d, -1);
        }
        take(c, -1);
      }
      take(b, -1);
    }
    take(a, -1);
  }

  return oddsFromClasses(composition, classes, pairs, denominator);
}

/** Reads each bet's line weights off the coup classes and the pair classes. */
function oddsFromClasses(
  composition: Composition,
  classes: Float64Array,
  pairs: Float64Array,
  denominator: number,
): TableOdds {
  const total = BigInt(denominator);
  // Each counted class once, with the facts the paytables read of it.
  const counted: { facts: CoupFacts; weight: number }[] = [];
  for (let i = 0; i < COUP_CLASSES; i++) {
    const weight = classes[i]!;
    if (weight === 0) continue;
    counted.push({
      weight,
      facts: {
        playerTotal: (i % 10) as Points,
        bankerTotal: (Math.floor(i / 10) % 10) as Points,
        playerCards: 2 + (Math.floor(i / 100) % 2),
        bankerCards: 2 + Math.floor(i / 200),
        playerPair: false,
        bankerPair: false,
      },
    });
  }
  const pairClasses = [0, 1, 2, 3].map((bits) => ({
    weight: pairs[bits]!,
    facts: {
      playerTotal: 0,
      bankerTotal: 0,
      playerCards: 2,
      bankerCards: 2,
      playerPair: (bits & 1) !== 0,
      bankerPair: (bits & 2) !== 0,
    } as const,
  }));

  const oddsOf = (bet: Bet, game: Game): BetOdds => {
    const table = paytable(bet, game);
    const sums = new Map<PaytableLine, number>(Object.keys(table).map((line) => [line as PaytableLine, 0]));
    for (const { facts, weight } of bet === 'player-pair' || bet === 'banker-pair' ? pairClasses : counted) {
      const line = betLine(bet, facts, game);
      sums.set(line, sums.get(line)! + weight);
    }
    const weights = Object.fromEntries([...sums].map(([line, w]) => [line, BigInt(w)]));
    const lines = Object.fromEntries([...sums].map(([line, w]) => [line, fraction(BigInt(w), total)]));
    return { lines, weights, houseEdge: houseEdgeOf(lines, table) };
  };

  // Only Banker's paytable depends on the game: every other bet's odds are shared.
  const shared = byBet((bet) => (bet === 'banker' ? null : oddsOf(bet, 'punto-banco')));
  const bets = Object.fromEntries(
    GAMES.map((game) => [game, byBet((bet) => shared[bet] ?? oddsOf(bet, game))]),
  ) as Record<Game, ByBet<BetOdds>>;

  const won: Record<Winner, number> = { banker: 0, player: 0, tie: 0 };
  for (const { facts, weight } of counted) won[winnerOf(facts.playerTotal, facts.bankerTotal)] += weight;
  return {
    decks: composition.decks,
    composition,
    total,
    outcomes: {
      banker: fraction(BigInt(won.banker), total),
      player: fraction(BigInt(won.player), total),
      tie: fraction(BigInt(won.tie), total),
    },
    bets,
  };
}
