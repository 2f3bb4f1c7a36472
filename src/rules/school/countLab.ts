/**
 * The count in the lab (house-rules.md, "The school": "Over many shoes"): casino shoes of 8
 * decks cut at 14, each dealt to its end by the table's own `newShoe` and `dealNextCoup`
 * from the lab's generator for (seed, shoe index) (`sessionRng`, so a shoe deals the same
 * cards on whichever worker plays it); before each coup, a one-unit bettor who follows the
 * count (its true count at least the trigger) and one who bets whenever the exact EV is
 * positive (the coup priced exactly from the cards seen, `pointOdds`).
 *
 * A chunk keeps sums of whole units and their squares, which add exactly in any order, so
 * the figures are the same on any number of workers. The count is run at every trigger from
 * 0 to 12 at once; the exact EV of the count's bet is averaged by true count (rounded down)
 * over the exact shoes, from which the lab finds a trigger.
 */
import { rankPoints } from '../cards';
import { burnCard, dealNextCoup, isLastCoupNext, newShoe } from '../casinoShoe';
import { CARDS_PER_DECK } from '../shoe';
import { sessionRng } from '../lab/random';
import { POINT_ODDS_SIZE } from '../lab/pointOdds';
import { COUNT_BET_PAYS, COUNT_TAGS, COUNT_TRIGGER, countBetWins, exactPositive, type CountName } from './count';

export interface CountRunOptions {
  readonly count: CountName;
  readonly shoes: number;
  readonly seed: number;
  /** The exact bettor plays the first this many shoes (each coup priced exactly costs ~0.4 ms). */
  readonly exactShoes: number;
  /** The trigger to report; null: Dragon 7's published +4, Panda 8's found by the run. */
  readonly trigger: number | null;
}

/** The triggers the count is run at, all at once. */
export const TRIGGERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** The true-count bins of the exact EV: floor(true count) from −20 to +20, the ends taking the rest. */
export const BIN_LOW = -20;
export const BINS = 41;

/** A part of a run: shoes `from` to `to` (not included). */
export interface CountChunk {
  readonly from: number;
  readonly to: number;
  /** Per trigger: Σ units per shoe, Σ (units per shoe)², Σ bets. */
  readonly countUnits: number[];
  readonly countSquares: number[];
  readonly countBets: number[];
  readonly exactShoes: number;
  readonly exactUnits: number;
  readonly exactSquares: number;
  readonly exactBets: number;
  /** The coups whose signal and exact sign agreed, per trigger, over the exact shoes; and the coups there. */
  readonly agreed: number[];
  readonly exactCoups: number;
  /** Per true-count bin: coups, Σ exact EV (per unit). */
  readonly binCoups: number[];
  readonly binEv: number[];
  /**
   * Each exact shoe's expected units, every coup priced exactly: Σ max(EV, 0) for the exact
   * bettor, and per trigger Σ EV of the coups the count bets. Kept per shoe, in shoe order, and
   * summed in that order when joined, so the figures do not depend on the split.
   */
  readonly exactExpected: number[];
  readonly countExpected: number[][];
  /**
   * The same without each shoe's last coup (the one dealt after the cut card has come out):
   * the published figures end a shoe at the cut card, this table deals one more coup.
   */
  readonly exactExpectedToCut: number[];
  readonly countExpectedToCut: number[][];
}

const TOTAL = 8 * CARDS_PER_DECK;

type MutableChunk = { -readonly [K in keyof CountChunk]: CountChunk[K] };

/** A chunk of shoes `from` to `to` before any is played: every sum at 0. */
function emptyChunk(from: number, to: number): MutableChunk {
  const t = TRIGGERS.length;
  return {
    from,
    to,
    countUnits: new Array<number>(t).fill(0),
    countSquares: new Array<number>(t).fill(0),
    countBets: new Array<number>(t).fill(0),
    exactShoes: 0,
    exactUnits: 0,
    exactSquares: 0,
    exactBets: 0,
    agreed: new Array<number>(t).fill(0),
    exactCoups: 0,
    binCoups: new Array<number>(BINS).fill(0),
    binEv: new Array<number>(BINS).fill(0),
    exactExpected: [],
    countExpected: TRIGGERS.map(() => []),
    exactExpectedToCut: [],
    countExpectedToCut: TRIGGERS.map(() => []),
  };
}

/** The arrays a chunk's shoes reuse, one shoe after another. */
interface Scratch {
  readonly shoeUnits: number[];
  readonly unseenPoints: Float64Array<ArrayBuffer>;
  readonly out: Float64Array<ArrayBuffer>;
}

/** What one exact shoe adds up as it is dealt: the exact bettor's units and bets, and the expected units. */
interface ShoeExact {
  units: number;
  bets: number;
  expected: number;
  readonly countExpected: number[];
  /** The expected units of the shoe's last coup alone (after the cut card), taken off for the figures to the cut card. */
  lastExpected: number;
  readonly countLastExpected: number[];
}

/**
 * Prices one coup of an exact shoe from the cards not yet seen, before it is dealt: adds its EV
 * to the true count's bin, to the shoe's expected units and, when positive, takes the exact
 * bettor's bet; returns whether the exact EV is positive.
 */
function priceCoup(
  count: CountName,
  tc: number,
  last: boolean,
  units: number,
  chunk: MutableChunk,
  scratch: Scratch,
  shoeExact: ShoeExact,
): boolean {
  const t = TRIGGERS.length;
  const value = exactPositive(scratch.unseenPoints, scratch.out);
  const positive = count === 'dragon7' ? value.dragon7 : value.panda8;
  const ev = count === 'dragon7' ? value.dragon7Ev : value.panda8Ev;
  const bin = Math.min(BINS - 1, Math.max(0, Math.floor(tc) - BIN_LOW));
  chunk.binCoups[bin]! += 1;
  chunk.binEv[bin]! += ev;
  chunk.exactCoups += 1;
  if (positive) shoeExact.expected += ev;
  if (positive && last) shoeExact.lastExpected += ev;
  for (let i = 0; i < t; i++) {
    if (tc < TRIGGERS[i]!) continue;
    shoeExact.countExpected[i]! += ev;
    if (last) shoeExact.countLastExpected[i]! += ev;
  }
  if (positive) {
    shoeExact.units += units;
    shoeExact.bets++;
  }
  return positive;
}

/** Deals shoe `index` of a run to its end, adding its figures to the chunk. */
function playShoe(options: CountRunOptions, index: number, chunk: MutableChunk, scratch: Scratch): void {
  const { count, seed } = options;
  const tags = COUNT_TAGS[count];
  const pays = COUNT_BET_PAYS[count];
  const t = TRIGGERS.length;
  const { shoeUnits, unseenPoints } = scratch;
  let shoe = newShoe(8, sessionRng(seed, index));
  const exact = index < options.exactShoes;
  const burn = burnCard(shoe);
  let running = tags[burn.rank];
  let seen = 1;
  for (let p = 0; p < 10; p++) unseenPoints[p] = p === 0 ? 16 * 8 : 4 * 8;
  unseenPoints[rankPoints(burn.rank)]! -= 1;
  shoeUnits.fill(0);
  const shoeExact: ShoeExact = {
    units: 0,
    bets: 0,
    expected: 0,
    countExpected: new Array<number>(t).fill(0),
    lastExpected: 0,
    countLastExpected: new Array<number>(t).fill(0),
  };
  while (!shoe.finished) {
    const tc = running / ((TOTAL - seen) / CARDS_PER_DECK);
    const last = isLastCoupNext(shoe);
    const dealt = dealNextCoup(shoe);
    const units = countBetWins(count, dealt.coup) ? pays : -1;
    const positive = exact ? priceCoup(count, tc, last, units, chunk, scratch, shoeExact) : false;
    for (let i = 0; i < t; i++) {
      const says = tc >= TRIGGERS[i]!;
      if (says) {
        shoeUnits[i]! += units;
        chunk.countBets[i]! += 1;
      }
      if (exact && says === positive) chunk.agreed[i]! += 1;
    }
    for (const { card } of dealt.coup.dealt) {
      running += tags[card.rank];
      unseenPoints[rankPoints(card.rank)]! -= 1;
    }
    seen += dealt.coup.dealt.length;
    shoe = dealt.shoe;
  }
  for (let i = 0; i < t; i++) {
    chunk.countUnits[i]! += shoeUnits[i]!;
    chunk.countSquares[i]! += shoeUnits[i]! * shoeUnits[i]!;
  }
  if (exact) {
    chunk.exactBets += shoeExact.bets;
    chunk.exactUnits += shoeExact.units;
    chunk.exactSquares += shoeExact.units * shoeExact.units;
    chunk.exactExpected.push(shoeExact.expected);
    chunk.exactExpectedToCut.push(shoeExact.expected - shoeExact.lastExpected);
    for (let i = 0; i < t; i++) {
      chunk.countExpected[i]!.push(shoeExact.countExpected[i]!);
      chunk.countExpectedToCut[i]!.push(shoeExact.countExpected[i]! - shoeExact.countLastExpected[i]!);
    }
  }
}

/** Plays shoes `from` to `to` of a run. */
export function runCountShoes(options: CountRunOptions, from: number, to: number): CountChunk {
  const chunk = emptyChunk(from, to);
  const scratch: Scratch = {
    shoeUnits: new Array<number>(TRIGGERS.length).fill(0),
    unseenPoints: new Float64Array(10),
    out: new Float64Array(POINT_ODDS_SIZE),
  };
  for (let index = from; index < to; index++) playShoe(options, index, chunk, scratch);
  return { ...chunk, exactShoes: Math.max(0, Math.min(to, options.exactShoes) - from) };
}

/** The chunks of a run added up (in shoe order: the sums are whole numbers, the bins' sums nearly so). */
export function joinCountChunks(chunks: readonly CountChunk[]): CountChunk {
  const sorted = [...chunks].sort((a, b) => a.from - b.from);
  const add = (key: 'countUnits' | 'countSquares' | 'countBets' | 'agreed' | 'binCoups' | 'binEv') =>
    sorted.reduce(
      (sum, c) => sum.map((v, i) => v + c[key][i]!),
      sorted[0]![key].map(() => 0),
    );
  const total = (key: 'exactShoes' | 'exactUnits' | 'exactSquares' | 'exactBets' | 'exactCoups') =>
    sorted.reduce((sum, c) => sum + c[key], 0);
  return {
    from: sorted[0]!.from,
    to: sorted[sorted.length - 1]!.to,
    countUnits: add('countUnits'),
    countSquares: add('countSquares'),
    countBets: add('countBets'),
    agreed: add('agreed'),
    binCoups: add('binCoups'),
    binEv: add('binEv'),
    exactShoes: total('exactShoes'),
    exactUnits: total('exactUnits'),
    exactSquares: total('exactSquares'),
    exactBets: total('exactBets'),
    exactCoups: total('exactCoups'),
    exactExpected: sorted.flatMap((c) => c.exactExpected),
    countExpected: TRIGGERS.map((_, i) => sorted.flatMap((c) => c.countExpected[i]!)),
    exactExpectedToCut: sorted.flatMap((c) => c.exactExpectedToCut),
    countExpectedToCut: TRIGGERS.map((_, i) => sorted.flatMap((c) => c.countExpectedToCut[i]!)),
  };
}

/** A mean and its 95% interval over per-shoe values, summed in shoe order. */
export function meanOfShoes(values: readonly number[]): { mean: number; ci95: [number, number] } {
  let sum = 0;
  let squares = 0;
  for (const v of values) {
    sum += v;
    squares += v * v;
  }
  return meanWithInterval(sum, squares, values.length);
}

/** A mean per shoe and its 95% interval, from a sum and a sum of squares over `n` shoes. */
export function meanWithInterval(sum: number, squares: number, n: number): { mean: number; ci95: [number, number] } {
  if (n === 0) return { mean: 0, ci95: [0, 0] };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, ci95: [mean - half, mean + half] };
}

/**
 * The trigger the exact EVs point to: the lowest true count (a bin of at least 200 coups)
 * from which every bin's mean exact EV is positive; null when none is.
 */
export function foundTrigger(joined: CountChunk): number | null {
  let found: number | null = null;
  for (let bin = BINS - 1; bin >= 0; bin--) {
    const n = joined.binCoups[bin]!;
    if (n < 200) continue;
    if (joined.binEv[bin]! / n > 0) found = bin + BIN_LOW;
    else break;
  }
  return found;
}

const round = (x: number, digits = 6): number => Number(x.toFixed(digits));
const roundInterval = ({ mean, ci95 }: { mean: number; ci95: [number, number] }) => ({
  unitsPerShoe: round(mean),
  ci95: ci95.map((x) => round(x)) as [number, number],
});

/** The contract's figures of a run (ui-contract.md, "School"): the trigger used, the count's and the exact bettor's units per shoe. */
export function summarizeCountRun(options: CountRunOptions, joined: CountChunk) {
  const found = foundTrigger(joined);
  const trigger =
    options.trigger ?? (options.count === 'dragon7' ? COUNT_TRIGGER.dragon7 : (found ?? COUNT_TRIGGER.panda8));
  const at = TRIGGERS.indexOf(trigger as (typeof TRIGGERS)[number]);
  if (at < 0) throw new RangeError(`the trigger is a whole true count from 0 to 12, not ${trigger}`);
  const shoes = joined.to - joined.from;
  const count = meanWithInterval(joined.countUnits[at]!, joined.countSquares[at]!, shoes);
  const exact = meanWithInterval(joined.exactUnits, joined.exactSquares, joined.exactShoes);
  const countStrategy = {
    unitsPerShoe: round(count.mean),
    ci95: count.ci95.map((x) => round(x)) as [number, number],
    betsPerShoe: round(joined.countBets[at]! / shoes),
  };
  return {
    count: options.count,
    shoes,
    seed: options.seed,
    trigger,
    foundTrigger: found,
    // The count's bettor at the top level and again as `countStrategy` (`count` names the count).
    ...countStrategy,
    countStrategy,
    exact: {
      shoes: joined.exactShoes,
      unitsPerShoe: round(exact.mean),
      ci95: exact.ci95.map((x) => round(x)) as [number, number],
      betsPerShoe: joined.exactShoes === 0 ? 0 : round(joined.exactBets / joined.exactShoes),
    },
    /**
     * Over the exact shoes, every coup priced exactly: the expected units a shoe of the exact
     * bettor (Σ max(EV, 0)) and of the count's bettor (Σ EV where it bets).
     */
    expected: {
      shoes: joined.exactExpected.length,
      exact: roundInterval(meanOfShoes(joined.exactExpected)),
      count: roundInterval(meanOfShoes(joined.countExpected[at]!)),
      /** The same, each shoe ended at the cut card as the published figures are (without the one more coup). */
      toCutCard: {
        exact: roundInterval(meanOfShoes(joined.exactExpectedToCut)),
        count: roundInterval(meanOfShoes(joined.countExpectedToCut[at]!)),
      },
    },
    /** Over the exact shoes: how often the count's signal and the exact EV's sign agreed. */
    agreement: joined.exactCoups === 0 ? null : round(joined.agreed[at]! / joined.exactCoups),
    byTrigger: TRIGGERS.map((tr, i) => ({
      trigger: tr,
      unitsPerShoe: round(joined.countUnits[i]! / shoes),
      betsPerShoe: round(joined.countBets[i]! / shoes),
    })),
  };
}
