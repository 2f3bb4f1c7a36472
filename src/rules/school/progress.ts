/**
 * The school's progress on this device, per drill: answers, right answers, the recent times
 * (for the median), the best streak, and the questions missed (to replay). A value with a
 * reader that trusts nothing (`parseProgress`), as the table's save has.
 */
import { isDrillSeed } from './source';
import type { QuestionRef, Verdict } from './drill';

/** The drills progress is kept for: the dealer drills and the count trainer's checkpoints. */
export const PROGRESS_DRILLS = ['third-card', 'commission', 'payout', 'count'] as const;
export type ProgressDrill = (typeof PROGRESS_DRILLS)[number];

/** The times kept for the median: the last 200 answers. */
export const TIMES_KEPT = 200;
/** The misses kept for a replay: the last 40 questions missed. */
export const MISSES_KEPT = 40;

export interface DrillProgress {
  readonly answered: number;
  readonly correct: number;
  readonly times: readonly number[]; // ms, oldest first: [4200, 3100, …]
  readonly bestStreak: number;
  readonly misses: readonly QuestionRef[]; // oldest first: [{ seed: 41, index: 3 }]
}

export interface SchoolProgress {
  readonly version: 1;
  readonly drills: Readonly<Record<ProgressDrill, DrillProgress>>;
}

const NONE: DrillProgress = { answered: 0, correct: 0, times: [], bestStreak: 0, misses: [] };

export const NO_PROGRESS: SchoolProgress = {
  version: 1,
  drills: { 'third-card': NONE, commission: NONE, payout: NONE, count: NONE },
};

const sameRef = (a: QuestionRef, b: QuestionRef) => a.seed === b.seed && a.index === b.index;

/**
 * Progress after one answer: counted, timed, the best streak kept; a wrong answer puts its
 * question among the misses (once, the latest last).
 */
export function recordAnswer(
  progress: SchoolProgress,
  drill: ProgressDrill,
  verdict: Verdict,
  streak: number,
  question: QuestionRef | null,
): SchoolProgress {
  const was = progress.drills[drill];
  const misses =
    question === null || verdict.correct
      ? was.misses
      : [...was.misses.filter((m) => !sameRef(m, question)), question].slice(-MISSES_KEPT);
  const now: DrillProgress = {
    answered: was.answered + 1,
    correct: was.correct + (verdict.correct ? 1 : 0),
    times: [...was.times, verdict.ms].slice(-TIMES_KEPT),
    bestStreak: Math.max(was.bestStreak, streak),
    misses,
  };
  return { ...progress, drills: { ...progress.drills, [drill]: now } };
}

/** A question answered to its last step: answered without a miss (a replay), it leaves the misses. */
export function recordQuestionDone(
  progress: SchoolProgress,
  drill: ProgressDrill,
  question: QuestionRef,
  missed: boolean,
): SchoolProgress {
  const was = progress.drills[drill];
  if (missed || !was.misses.some((m) => sameRef(m, question))) return progress;
  const misses = was.misses.filter((m) => !sameRef(m, question));
  return { ...progress, drills: { ...progress.drills, [drill]: { ...was, misses } } };
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

function parseDrill(raw: unknown): DrillProgress {
  if (typeof raw !== 'object' || raw === null) return NONE;
  const r = raw as Record<string, unknown>;
  if (!isCount(r.answered) || !isCount(r.correct) || r.correct > r.answered || !isCount(r.bestStreak)) return NONE;
  const times = Array.isArray(r.times) ? r.times.filter(isCount).slice(-TIMES_KEPT) : [];
  const misses = Array.isArray(r.misses)
    ? r.misses
        .filter(
          (m): m is QuestionRef =>
            typeof m === 'object' &&
            m !== null &&
            isDrillSeed((m as QuestionRef).seed) &&
            isCount((m as QuestionRef).index),
        )
        .map((m) => ({ seed: m.seed, index: m.index }))
        .slice(-MISSES_KEPT)
    : [];
  return { answered: r.answered, correct: r.correct, times, bestStreak: Math.min(r.bestStreak, r.answered), misses };
}

/** Saved progress read back: any part that is not what it should be reads as none. */
export function parseProgress(raw: unknown): SchoolProgress {
  if (typeof raw !== 'object' || raw === null || (raw as { version?: unknown }).version !== 1) return NO_PROGRESS;
  const drills = (raw as { drills?: unknown }).drills;
  const get = (d: ProgressDrill) =>
    typeof drills === 'object' && drills !== null ? parseDrill((drills as Record<string, unknown>)[d]) : NONE;
  return {
    version: 1,
    drills: {
      'third-card': get('third-card'),
      commission: get('commission'),
      payout: get('payout'),
      count: get('count'),
    },
  };
}
