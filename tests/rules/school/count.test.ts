import { describe, expect, test } from 'vitest';
import { dealNextCoup, isLastCoupNext, newShoe, parseCards, RANKS, seenCards, toNumber } from '../../../src/rules';
import { sessionRng } from '../../../src/rules/lab/random';
import { tableOddsAfter } from '../../../src/table/oddsAfter';
import { decimal } from '../../../src/rules/fraction';
import {
  answerCount,
  askCount,
  continueTrainer,
  COUNT_TAGS,
  countSaysBet,
  dealTrainerCoup,
  exactSideBetValues,
  runningCount,
  shoeCountReport,
  startTrainer,
  trueCount,
  unseenCards,
  type CountTrainer,
} from '../../../src/rules/school';
import {
  joinCountChunks,
  meanWithInterval,
  runCountShoes,
  summarizeCountRun,
  type CountRunOptions,
} from '../../../src/rules/school/countLab';
import { stackedShoe } from '../../helpers/stackedShoe';

describe('the counts', () => {
  test('Dragon 7: 4 5 6 7 count −1, 8 9 count +2, the rest 0; Panda 8 as house-rules.md tags it', () => {
    expect(runningCount('dragon7', parseCards('4S 5H 6D 7C 8S 9H AS 2S 3S 10S JS QS KS'))).toBe(-4 + 4);
    expect(RANKS.map((r) => COUNT_TAGS.panda8[r])).toEqual([1, 1, -2, -2, -2, -1, -1, -2, 4, 1, 1, 1, 1]);
    // Over a whole shoe each count sums to 0 for Dragon 7 (−16 + 16 per deck) and to 0 for Panda 8.
    expect(RANKS.reduce((s, r) => s + 4 * COUNT_TAGS.dragon7[r], 0)).toBe(0);
    expect(RANKS.reduce((s, r) => s + 4 * COUNT_TAGS.panda8[r], 0)).toBe(0);
  });

  test('the true count divides by the decks unseen; the count says bet at the trigger and above', () => {
    expect(trueCount(8, 104)).toBe(4);
    expect(countSaysBet(8, 104, 4)).toBe(true);
    expect(countSaysBet(7, 104, 4)).toBe(false);
  });
});

describe('the count trainer', () => {
  test("its exact EVs of the next coup are the odds panel's figures, to the digit", () => {
    // A stated shoe: the burn card 2S (9D 9C burned face down), then a coup Banker wins with a three-card 7.
    const shoe = dealNextCoup(newShoe(8, stackedShoe('2S 9D 9C KD 2H 3C 2S 2D 3H 8C 8D 9S'))).shoe;
    expect(seenCards(shoe).map((c) => c.rank + c.suit)).toEqual(['2S', 'KD', '2H', '3C', '2S', '2D', '3H']);
    const seen = seenCards(shoe);
    const values = exactSideBetValues(shoe);
    const panel = tableOddsAfter(8, seen).bets.ez;
    expect(decimal(values.dragon7)).toBe((-toNumber(panel['dragon-7'].houseEdge)).toPrecision(12));
    expect(decimal(values.panda8)).toBe((-toNumber(panel['panda-8'].houseEdge)).toPrecision(12));
  });

  test('deals a shoe at the learner pace, asks the running count every N coups, grades it against the cards seen', () => {
    let t: CountTrainer = startTrainer(12, 5);
    let checks = 0;
    while (t.phase !== 'ended') {
      if (t.phase === 'deal') t = dealTrainerCoup(t, 0);
      else if (t.phase === 'ask') {
        const truth = runningCount('dragon7', seenCards(t.shoe));
        // Right at even checkpoints, one off at odd ones.
        t = answerCount(t, 'dragon7', String(truth + (checks % 2)));
        expect(t.verdict).toEqual({ given: String(truth + (checks % 2)), expected: truth, correct: checks % 2 === 0 });
        checks++;
        t = continueTrainer(t);
      }
    }
    expect(t.shoe.finished).toBe(true);
    expect(checks).toBe(Math.floor(t.records.length / 5));
    // The exact signs recorded by the fast enumeration are the odds panel's: spot-checked at the start.
    const first = startTrainer(12, 5);
    expect(t.records[0]!.positive.dragon7).toBe(toNumber(exactSideBetValues(first.shoe).dragon7) > 0);
    const report = shoeCountReport(t.records, 'dragon7');
    expect(report.coups).toBe(t.records.length);
    expect(report.units.never).toBe(0);
    expect(report.agreement).toBeGreaterThan(0);
    expect(report.agreement).toBeLessThanOrEqual(1);
  });

  test('the learner may ask for a check at any time between coups; a count is graded only when asked', () => {
    const t = dealTrainerCoup(startTrainer(3, 0), 0);
    expect(t.phase).toBe('deal');
    expect(answerCount(t, 'dragon7', '0')).toBe(t);
    const asked = askCount(t, 10);
    expect(asked.phase).toBe('ask');
    expect(unseenCards(asked.shoe)).toBe(416 - seenCards(asked.shoe).length);
  });

  test("the shoe's figures: agreement and each bettor's units", () => {
    const r = (says: boolean, positive: boolean, units: number) => ({
      says: { dragon7: says, panda8: false },
      positive: { dragon7: positive, panda8: false },
      units: { dragon7: units, panda8: -1 },
    });
    const report = shoeCountReport(
      [r(true, true, 40), r(true, false, -1), r(false, true, -1), r(false, false, -1)],
      'dragon7',
    );
    expect(report).toEqual({
      coups: 4,
      agreement: 0.5,
      units: { count: 39, exact: 39, never: 0 },
      bets: { count: 2, exact: 2 },
    });
  });
});

describe('the count over many shoes', () => {
  const options: CountRunOptions = { count: 'dragon7', shoes: 60, seed: 3, exactShoes: 6, trigger: null };

  test('the same figures however the shoes are split between workers', () => {
    const whole = runCountShoes(options, 0, 60);
    const parts = joinCountChunks([
      runCountShoes(options, 40, 60),
      runCountShoes(options, 0, 5),
      runCountShoes(options, 5, 40),
    ]);
    expect(summarizeCountRun(options, parts)).toEqual(summarizeCountRun(options, joinCountChunks([whole])));
    expect(parts.exactShoes).toBe(6);
  });

  test("the figures to the cut card leave out exactly each shoe's last coup, priced as the odds panel prices it", () => {
    const run: CountRunOptions = { count: 'dragon7', shoes: 4, seed: 11, exactShoes: 4, trigger: 0 };
    const joined = runCountShoes(run, 0, 4);
    for (let index = 0; index < 4; index++) {
      let shoe = newShoe(8, sessionRng(run.seed, index));
      while (!isLastCoupNext(shoe)) shoe = dealNextCoup(shoe).shoe;
      const lastEv = toNumber(exactSideBetValues(shoe).dragon7);
      const taken = joined.exactExpected[index]! - joined.exactExpectedToCut[index]!;
      expect(taken).toBeCloseTo(Math.max(0, lastEv), 9);
    }
    const summary = summarizeCountRun(run, joined);
    expect(summary.expected.toCutCard.exact.unitsPerShoe).toBeLessThanOrEqual(summary.expected.exact.unitsPerShoe);
  });

  test('a mean and its 95% interval from sums', () => {
    expect(meanWithInterval(6, 20, 3)).toEqual({
      mean: 2,
      ci95: [2 - 1.96 * Math.sqrt(4 / 3), 2 + 1.96 * Math.sqrt(4 / 3)],
    });
  });
});
