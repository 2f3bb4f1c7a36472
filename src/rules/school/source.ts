/**
 * Where a drill's questions come from: a committed shoe (house-rules.md, "The committed
 * shoe"), so a drill has a seed and the same seed gives the same questions, in any browser.
 * Seed N is the casino shoe's `?seed=N`: shoe k's server seed is the hex SHA-256 of
 * `seed:N:k` and its cut is N. The coups are dealt from shoe 1, then shoe 2, and so on; the
 * commission's stakes and the payout's layouts come from the same HMAC stream with the
 * drill's name as the cut (`N-commission`, `N-payout`).
 */
import { dealNextCoup, type Shoe } from '../casinoShoe';
import { committedShoe, committedWords, seededCommitment } from '../committedShoe';
import type { Coup } from '../coup';
import { LIMITS } from '../limits';
import { cents, dollars, type Cents } from '../money';
import { boundedFromWords, type Rng } from '../rng';
import { SPOTS } from '../types';
import { byBet, GAMES, SIDE_BETS_OF_GAME, type Bet, type Game, type TableBets } from '../variants';
import { commissionQuestion, payoutQuestion, thirdCardQuestion, type DrillKind, type Question } from './questions';

/** A drill's seed: a whole number from 1 to 999,999,999 (short enough to read out to a class). */
export const MAX_SEED = 999_999_999;
export const isDrillSeed = (n: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= MAX_SEED;

/** The stakes dealers meet most (house-rules.md): a commission question takes one of these seven times in ten. */
export const DEALER_STAKES: readonly Cents[] = [5, 10, 15, 20, 25, 50, 75, 100, 150, 200, 300].map(dollars);

/** One stake of the commission drill: a common one, or any whole dollar from the minimum to the maximum. */
export function drawStake(rng: Rng): Cents {
  if (rng(10) < 7) return DEALER_STAKES[rng(DEALER_STAKES.length)]!;
  const low = LIMITS.minimumBet / 100;
  const high = LIMITS.maximumTotal / 100;
  return dollars(low + rng(high - low + 1));
}

/**
 * One payout layout for `coup`: a game, a main bet (Player or Banker) and one to four more
 * (Tie and the game's side bets), stakes in whole dollars within the limits. Drawn again
 * (up to ten times) until the dealer has something to pay, so every question asks a payment.
 */
export function drawLayout(rng: Rng, coup: Coup): { game: Game; bets: TableBets } {
  let last: { game: Game; bets: TableBets } | null = null;
  for (let attempt = 0; attempt < 10; attempt++) {
    const game = GAMES[rng(GAMES.length)]!;
    const others: Bet[] = ['tie', ...SIDE_BETS_OF_GAME[game]];
    const chosen: Bet[] = [SPOTS[rng(2)]!];
    const more = 1 + rng(4);
    for (let i = 0; i < more; i++) chosen.push(...others.splice(rng(others.length), 1));
    // Main bets $5–$100 in fives or any dollar, the rest $5–$25: at most $200 in all.
    const stakeOf = (bet: Bet): Cents =>
      bet === 'player' || bet === 'banker'
        ? rng(2) === 0
          ? dollars(5 * (1 + rng(20)))
          : dollars(5 + rng(96))
        : dollars(5 + rng(21));
    const stakes = new Map(chosen.map((bet) => [bet, stakeOf(bet)]));
    last = { game, bets: byBet((bet) => stakes.get(bet) ?? cents(0)) };
    if (payoutQuestion(coup, game, last.bets).steps.length > 0) return last;
  }
  // Ten layouts with nothing to pay (very rare): the winner's main spot is paid at least.
  const winner = coup.winner;
  return { game: last!.game, bets: { ...last!.bets, [winner]: last!.bets[winner] || dollars(10) } };
}

/** The questions of one drill and seed, by their index in the stream (0 first); dealt as far as asked, and kept. */
export interface QuestionSource {
  readonly kind: DrillKind;
  readonly seed: number;
  question(index: number): Question;
}

/** The coups of seed N: shoe 1's coups in order, then shoe 2's, and so on. */
function coupStream(seed: number): (index: number) => Coup {
  const coups: Coup[] = [];
  let shoeNumber = 0;
  let shoe: Shoe | null = null;
  return (index) => {
    while (coups.length <= index) {
      if (shoe === null || shoe.finished) {
        shoeNumber++;
        const { serverSeed, cut } = seededCommitment(seed, shoeNumber);
        shoe = committedShoe(8, serverSeed, cut, shoeNumber);
      }
      const dealt = dealNextCoup(shoe);
      coups.push(dealt.coup);
      shoe = dealt.shoe;
    }
    return coups[index]!;
  };
}

/** The random numbers of a drill's own draws (stakes, layouts): the committed stream with the drill as the cut. */
function drillRng(seed: number, kind: DrillKind): Rng {
  const { serverSeed } = seededCommitment(seed, 1);
  return boundedFromWords(committedWords(serverSeed, `${seed}-${kind}`, 1));
}

/** The questions of `kind` for `seed`. Throws a RangeError for a seed that is not a drill's. */
export function questionSource(kind: DrillKind, seed: number): QuestionSource {
  if (!isDrillSeed(seed)) throw new RangeError(`a drill's seed is a whole number from 1 to ${MAX_SEED}, not ${seed}`);
  const made: Question[] = [];
  const coupAt = coupStream(seed);
  const rng = kind === 'third-card' ? null : drillRng(seed, kind);
  const make = (index: number): Question => {
    switch (kind) {
      case 'third-card':
        return thirdCardQuestion(coupAt(index));
      case 'commission':
        return commissionQuestion(drawStake(rng!));
      case 'payout': {
        const coup = coupAt(index);
        const { game, bets } = drawLayout(rng!, coup);
        return payoutQuestion(coup, game, bets);
      }
    }
  };
  return {
    kind,
    seed,
    question(index) {
      if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`no question ${index}`);
      while (made.length <= index) made.push(make(made.length));
      return made[index]!;
    },
  };
}
