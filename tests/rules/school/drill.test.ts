import { describe, expect, test } from 'vitest';
import { dollars } from '../../../src/rules';
import {
  accuracy,
  answerStep,
  commissionQuestion,
  median,
  MISSES_KEPT,
  nextStep,
  NO_PROGRESS,
  parseProgress,
  questionSource,
  recordAnswer,
  recordQuestionDone,
  startDrill,
  TEST_QUESTIONS,
  type DrillState,
} from '../../../src/rules/school';

describe('a drill, step by step', () => {
  test('Test mode asks 20 questions, then ends; its score counts each answer and its time', () => {
    const source = questionSource('commission', 9);
    let state = startDrill('commission', 'test', { seed: 9, from: 0 }, 0);
    let clock = 0;
    let questions = 0;
    while (!state.finished) {
      const q = source.question(state.current.index);
      if (state.step === 0) questions++;
      clock += 2000;
      // Every commission right, every total paid back wrong.
      state = answerStep(state, q, state.step === 0 ? q.steps[0]!.expected : '0', clock);
      state = nextStep(state, q, clock);
    }
    expect(questions).toBe(TEST_QUESTIONS);
    expect(state.answered).toBe(2 * TEST_QUESTIONS);
    expect(state.correct).toBe(TEST_QUESTIONS);
    expect(accuracy(state.answered, state.correct)).toBe(0.5);
    expect(median(state.times)).toBe(2000);
    expect(state.bestStreak).toBe(1);
    expect(state.missed).toHaveLength(TEST_QUESTIONS);
  });

  test('an answer is given once: a second answer to the same step changes nothing, and there is no next step before it', () => {
    const q = commissionQuestion(dollars(25));
    const start = startDrill('commission', 'guided', { seed: 1, from: 0 }, 0);
    expect(nextStep(start, q, 5)).toBe(start);
    const once = answerStep(start, q, '1.00', 10);
    expect(once.verdict).toMatchObject({ correct: false, expected: '1.25' });
    expect(answerStep(once, q, '1.25', 20)).toBe(once);
    const next = nextStep(once, q, 30);
    expect(next.verdict).toBeNull();
    expect(next.step).toBe(1);
  });

  test('a replay asks the missed questions, and only them', () => {
    const replay = [
      { seed: 4, index: 7 },
      { seed: 5, index: 2 },
    ];
    let state: DrillState = startDrill('commission', 'guided', { replay }, 0);
    const asked = [];
    while (!state.finished) {
      asked.push(state.current);
      const q = questionSource('commission', state.current.seed).question(state.current.index);
      state = answerStep(state, q, q.steps[state.step]!.expected, 1);
      state = nextStep(state, q, 1);
    }
    expect(asked.filter((_, i) => i % 2 === 0)).toEqual(replay);
  });

  test('median of an even count is the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBe(0);
  });
});

describe('progress on this device', () => {
  const verdict = (correct: boolean, ms = 1500) =>
    ({ step: 'commission', given: '', expected: '', correct, ms }) as const;

  test('counts answers, keeps times and the best streak; a miss joins the misses, a question done right leaves them', () => {
    let p = recordAnswer(NO_PROGRESS, 'commission', verdict(true), 1, { seed: 2, index: 0 });
    p = recordAnswer(p, 'commission', verdict(false, 900), 0, { seed: 2, index: 1 });
    expect(p.drills.commission).toEqual({
      answered: 2,
      correct: 1,
      times: [1500, 900],
      bestStreak: 1,
      misses: [{ seed: 2, index: 1 }],
    });
    // The next step of the missed question answered right: still missed.
    p = recordAnswer(p, 'commission', verdict(true), 1, { seed: 2, index: 1 });
    p = recordQuestionDone(p, 'commission', { seed: 2, index: 1 }, true);
    expect(p.drills.commission.misses).toEqual([{ seed: 2, index: 1 }]);
    // Asked again (a replay) and answered without a miss: it leaves the misses.
    p = recordQuestionDone(p, 'commission', { seed: 2, index: 1 }, false);
    expect(p.drills.commission.misses).toEqual([]);
    expect(p.drills['third-card']).toEqual(NO_PROGRESS.drills['third-card']);
  });

  test('keeps the last misses only', () => {
    let p = NO_PROGRESS;
    for (let i = 0; i < MISSES_KEPT + 5; i++) p = recordAnswer(p, 'payout', verdict(false), 0, { seed: 1, index: i });
    expect(p.drills.payout.misses).toHaveLength(MISSES_KEPT);
    expect(p.drills.payout.misses[0]).toEqual({ seed: 1, index: 5 });
  });

  test('reads back what it saved, and reads anything else as no progress', () => {
    const p = recordAnswer(NO_PROGRESS, 'count', verdict(true), 1, null);
    expect(parseProgress(JSON.parse(JSON.stringify(p)))).toEqual(p);
    expect(parseProgress(null)).toEqual(NO_PROGRESS);
    expect(parseProgress({ version: 2 })).toEqual(NO_PROGRESS);
    const tampered = {
      version: 1,
      drills: { payout: { answered: 1, correct: 5, times: [], bestStreak: 0, misses: [] } },
    };
    expect(parseProgress(tampered)).toEqual(NO_PROGRESS);
    const badMiss = {
      version: 1,
      drills: { payout: { answered: 1, correct: 0, times: [3, 'x'], bestStreak: 0, misses: [{ seed: 0, index: 1 }] } },
    };
    expect(parseProgress(badMiss).drills.payout).toEqual({
      answered: 1,
      correct: 0,
      times: [3],
      bestStreak: 0,
      misses: [],
    });
  });
});
