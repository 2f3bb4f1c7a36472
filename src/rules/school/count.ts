/**
 * The count trainer (house-rules.md, "The school", "Count trainer"): the Dragon 7 and Panda 8
 * counts, the true count, the count's signal, and beside them the exact expected value of
 * each bet for the next coup from the cards seen: the odds panel's own figure (`tableOdds` of
 * the seen composition). The trainer is a value with moves, dealt from a committed shoe.
 */
import { RANKS, rankPoints, type Card, type Rank } from '../cards';
import { cardsLeft, dealNextCoup, seenCards, seenComposition, type Shoe } from '../casinoShoe';
import { committedShoe, seededCommitment } from '../committedShoe';
import { bankerWinsWithThreeCard7, type Coup } from '../coup';
import { fraction, sub, type Fraction } from '../fraction';
import { CARDS_PER_DECK } from '../shoe';
import { tableOdds } from '../tableOdds';
import {
  DRAWS,
  PLAYER_WINS_THREE_CARD_8,
  BANKER_WINS_THREE_CARD_7,
  pointOdds,
  POINT_ODDS_SIZE,
} from '../lab/pointOdds';
import { sameAnswer } from './answers';

/** The counts the trainer keeps, by the values of the lab's `--count`. */
export const COUNTS = ['dragon7', 'panda8'] as const;
export type CountName = (typeof COUNTS)[number];

const tags = (t: readonly number[]): Readonly<Record<Rank, number>> =>
  Object.fromEntries(RANKS.map((rank, i) => [rank, t[i]!])) as Record<Rank, number>;

/** Each rank's tag, A 2 3 4 5 6 7 8 9 10 J Q K (house-rules.md). */
export const COUNT_TAGS: Readonly<Record<CountName, Readonly<Record<Rank, number>>>> = {
  // 4, 5, 6, 7 count −1; 8, 9 count +2; every other rank 0.
  dragon7: tags([0, 0, 0, -1, -1, -1, -1, 2, 2, 0, 0, 0, 0]),
  // A +1, 2 +1, 3 −2, 4 −2, 5 −2, 6 −1, 7 −1, 8 −2, 9 +4, ten-values +1.
  panda8: tags([1, 1, -2, -2, -2, -1, -1, -2, 4, 1, 1, 1, 1]),
};

/** What a winning bet pays, "to 1": Dragon 7 40 to 1, Panda 8 25 to 1 (paytables.ts). */
export const COUNT_BET_PAYS: Readonly<Record<CountName, number>> = { dragon7: 40, panda8: 25 };

/**
 * The true count at which the count says bet. Dragon 7's is the published +4. Panda 8's is
 * not settled in print: this is the one the lab finds (`npm run lab -- --count panda8`,
 * docs/school.md), the lowest true count whose coups' exact EV is positive on average.
 */
export const COUNT_TRIGGER: Readonly<Record<CountName, number>> = { dragon7: 4, panda8: 11 };

/** The running count of `cards`: the sum of their tags. */
export function runningCount(count: CountName, cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += COUNT_TAGS[count][card.rank];
  return sum;
}

/** The true count: the running count per deck left unseen (cards unseen / 52). */
export const trueCount = (running: number, unseen: number): number => running / (unseen / CARDS_PER_DECK);

/** The count's signal: bet when the true count is at least the trigger. */
export const countSaysBet = (running: number, unseen: number, trigger: number): boolean =>
  trueCount(running, unseen) >= trigger;

/** Cards the player has not seen: those left in the shoe and those burned face down. */
export const unseenCards = (shoe: Shoe): number => shoe.order.length - seenCards(shoe).length;

/** The exact expected value per unit staked of Dragon 7 and Panda 8 on the next coup: the odds panel's figures, negated edges. */
export interface SideBetValues {
  readonly dragon7: Fraction;
  readonly panda8: Fraction;
}

/** The exact EVs of the next coup from the cards seen, by `tableOdds` (what the odds panel shows, `-data-edge`). */
export function exactSideBetValues(shoe: Shoe): SideBetValues {
  const bets = tableOdds(seenComposition(shoe)).bets.ez;
  const zero = fraction(0n);
  return { dragon7: sub(zero, bets['dragon-7'].houseEdge), panda8: sub(zero, bets['panda-8'].houseEdge) };
}

/** Whether a count's bet won this coup. */
export function countBetWins(count: CountName, coup: Coup): boolean {
  if (count === 'dragon7') return bankerWinsWithThreeCard7(coup);
  return coup.winner === 'player' && coup.player.length === 3 && coup.playerTotal === 8;
}

/**
 * Whether each bet's exact EV is positive for the next coup from `unseenByPoints` (cards of
 * each point not yet seen, index 0 the tens): the lab's fast enumeration (pointOdds, tested
 * weight for weight against tableOdds), compared as whole numbers.
 */
export function exactPositive(unseenByPoints: ArrayLike<number>, out = new Float64Array(POINT_ODDS_SIZE)) {
  pointOdds(unseenByPoints, out);
  const draws = out[DRAWS]!;
  return {
    dragon7: out[BANKER_WINS_THREE_CARD_7]! * (COUNT_BET_PAYS.dragon7 + 1) > draws,
    panda8: out[PLAYER_WINS_THREE_CARD_8]! * (COUNT_BET_PAYS.panda8 + 1) > draws,
    /** The EVs as doubles (per unit), for averaging. */
    dragon7Ev: (out[BANKER_WINS_THREE_CARD_7]! * (COUNT_BET_PAYS.dragon7 + 1)) / draws - 1,
    panda8Ev: (out[PLAYER_WINS_THREE_CARD_8]! * (COUNT_BET_PAYS.panda8 + 1)) / draws - 1,
  };
}

/** The unseen cards of a shoe by point (0 for tens and court cards … 9). */
export function unseenByPoints(shoe: Shoe): number[] {
  const counts = new Array<number>(10).fill(0);
  const { counts: byRank } = seenComposition(shoe);
  for (const rank of RANKS) counts[rankPoints(rank)]! += byRank[rank];
  return counts;
}

/** One coup of a trainer's shoe, as the end-of-shoe figures need it. */
export interface CoupRecord {
  /** Before the coup: the count's signal and the exact EV's sign, per bet. */
  readonly says: Readonly<Record<CountName, boolean>>;
  readonly positive: Readonly<Record<CountName, boolean>>;
  /** What a one-unit bet won: +40 or +25, else −1. */
  readonly units: Readonly<Record<CountName, number>>;
}

/** The trainer between two of the learner's actions. */
export interface CountTrainer {
  readonly seed: number;
  readonly shoeNumber: number;
  readonly shoe: Shoe;
  /** Ask the running count every this many coups (0: only when the learner asks). */
  readonly every: number;
  readonly sinceCheckpoint: number;
  /** `deal`: the learner deals the next coup; `ask`: a count is asked; `answered`: the verdict and exact EVs show; `ended`: the shoe's figures. */
  readonly phase: 'deal' | 'ask' | 'answered' | 'ended';
  readonly lastCoup: Coup | null;
  readonly records: readonly CoupRecord[];
  /** The learner's last count and whether it was right (`answered`). */
  readonly verdict: { readonly given: string; readonly expected: number; readonly correct: boolean } | null;
  readonly askedAt: number;
}

/** Shoe `shoeNumber` of seed `seed`, as the casino shoe's `?seed=` deals it, burned and ready. */
export function startTrainer(seed: number, every: number, shoeNumber = 1, at = 0): CountTrainer {
  const { serverSeed, cut } = seededCommitment(seed, shoeNumber);
  return {
    seed,
    shoeNumber,
    shoe: committedShoe(8, serverSeed, cut, shoeNumber),
    every,
    sinceCheckpoint: 0,
    phase: 'deal',
    lastCoup: null,
    records: [],
    verdict: null,
    askedAt: at,
  };
}

/** Deals the next coup at the learner's pace, records it, and asks the count at a checkpoint; the shoe's end ends the trainer. */
export function dealTrainerCoup(t: CountTrainer, at: number): CountTrainer {
  if (t.phase !== 'deal') return t;
  const unseen = unseenCards(t.shoe);
  const seen = seenCards(t.shoe);
  const exact = exactPositive(unseenByPoints(t.shoe));
  const says = {
    dragon7: countSaysBet(runningCount('dragon7', seen), unseen, COUNT_TRIGGER.dragon7),
    panda8: countSaysBet(runningCount('panda8', seen), unseen, COUNT_TRIGGER.panda8),
  };
  const { coup, shoe } = dealNextCoup(t.shoe);
  const units = {
    dragon7: countBetWins('dragon7', coup) ? COUNT_BET_PAYS.dragon7 : -1,
    panda8: countBetWins('panda8', coup) ? COUNT_BET_PAYS.panda8 : -1,
  };
  const record: CoupRecord = { says, positive: { dragon7: exact.dragon7, panda8: exact.panda8 }, units };
  const since = t.sinceCheckpoint + 1;
  const checkpoint = t.every > 0 && since >= t.every;
  return {
    ...t,
    shoe,
    lastCoup: coup,
    records: [...t.records, record],
    sinceCheckpoint: checkpoint ? 0 : since,
    phase: checkpoint ? 'ask' : shoe.finished ? 'ended' : 'deal',
    verdict: null,
    askedAt: at,
  };
}

/** The learner asks to be checked now. */
export function askCount(t: CountTrainer, at: number): CountTrainer {
  return t.phase === 'deal' ? { ...t, phase: 'ask', sinceCheckpoint: 0, askedAt: at, verdict: null } : t;
}

/** Grades the learner's running count against the true running count of the cards seen. */
export function answerCount(t: CountTrainer, count: CountName, given: string): CountTrainer {
  if (t.phase !== 'ask') return t;
  const expected = runningCount(count, seenCards(t.shoe));
  return {
    ...t,
    phase: 'answered',
    verdict: { given: given.trim(), expected, correct: sameAnswer('count', given, String(expected)) },
  };
}

/** After the verdict: deal on, or the shoe's figures if it has ended. */
export function continueTrainer(t: CountTrainer): CountTrainer {
  if (t.phase !== 'answered') return t;
  return { ...t, phase: t.shoe.finished ? 'ended' : 'deal', verdict: null };
}

/** The shoe's figures for one bet: how often the count and the exact EV agreed, and the units of each bettor. */
export interface ShoeCountReport {
  readonly coups: number;
  /** The fraction of coups where the count's signal and the exact EV's sign agreed. */
  readonly agreement: number;
  readonly units: { readonly count: number; readonly exact: number; readonly never: 0 };
  readonly bets: { readonly count: number; readonly exact: number };
}

export function shoeCountReport(records: readonly CoupRecord[], count: CountName): ShoeCountReport {
  let agree = 0;
  let countUnits = 0;
  let exactUnits = 0;
  let countBets = 0;
  let exactBets = 0;
  for (const r of records) {
    if (r.says[count] === r.positive[count]) agree++;
    if (r.says[count]) {
      countBets++;
      countUnits += r.units[count];
    }
    if (r.positive[count]) {
      exactBets++;
      exactUnits += r.units[count];
    }
  }
  return {
    coups: records.length,
    agreement: records.length === 0 ? 0 : agree / records.length,
    units: { count: countUnits, exact: exactUnits, never: 0 },
    bets: { count: countBets, exact: exactBets },
  };
}

/** Cards left in the shoe (for the trainer's meter). */
export const trainerCardsLeft = (t: CountTrainer): number => cardsLeft(t.shoe);
