/**
 * A drill being played, as a value, and its moves (`startDrill`, `answerStep`, `nextStep`),
 * as the table's moves are: pure, the time of each event given by the caller. Guided mode
 * goes on as long as the learner likes; Test mode asks 20 questions and ends. A question is
 * missed when any of its steps is.
 */
import { sameAnswer } from './answers';
import type { DrillKind, Question, StepName } from './questions';

export const DRILL_MODES = ['guided', 'test'] as const;
export type DrillMode = (typeof DRILL_MODES)[number];

/** A test is this many questions. */
export const TEST_QUESTIONS = 20;

/** A question by its place in a seed's stream: what a link and a replay name. */
export interface QuestionRef {
  readonly seed: number;
  readonly index: number;
}

/** The learner's answer to a step, graded. */
export interface Verdict {
  readonly step: StepName;
  readonly given: string;
  readonly expected: string;
  readonly correct: boolean;
  /** From the step being asked to the answer, milliseconds. */
  readonly ms: number;
}

export interface DrillState {
  readonly kind: DrillKind;
  readonly mode: DrillMode;
  /** The questions to ask, in order: a seed's stream from an index, or a replay's list. */
  readonly plan: { readonly seed: number; readonly from: number } | { readonly replay: readonly QuestionRef[] };
  /** How many questions have been begun before the current one: 0 for the first. */
  readonly position: number;
  readonly current: QuestionRef;
  /** The step of the current question being asked (or just answered). */
  readonly step: number;
  /** The answer to the current step, once given: cleared when the next step is asked. */
  readonly verdict: Verdict | null;
  /** When the current step was asked (ms, the caller's clock). */
  readonly askedAt: number;
  readonly answered: number;
  readonly correct: number;
  /** Each answer's time, ms, in order. */
  readonly times: readonly number[];
  readonly streak: number;
  readonly bestStreak: number;
  /** The questions missed in this run, each once. */
  readonly missed: readonly QuestionRef[];
  /** The current question has had a wrong answer. */
  readonly missedThis: boolean;
  /** A test's 20 questions (or a replay's list) are done. */
  readonly finished: boolean;
}

const refAt = (plan: DrillState['plan'], position: number): QuestionRef | null => {
  if ('replay' in plan) return plan.replay[position] ?? null;
  return { seed: plan.seed, index: plan.from + position };
};

/** A drill from question `from` of `seed`'s stream, or a replay of `replay` (the questions missed). */
export function startDrill(kind: DrillKind, mode: DrillMode, plan: DrillState['plan'], at: number): DrillState {
  const current = refAt(plan, 0);
  return {
    kind,
    mode,
    plan,
    position: 0,
    current: current ?? { seed: 1, index: 0 },
    step: 0,
    verdict: null,
    askedAt: at,
    answered: 0,
    correct: 0,
    times: [],
    streak: 0,
    bestStreak: 0,
    missed: [],
    missedThis: false,
    finished: current === null,
  };
}

/** Grades `given` for the step being asked; nothing changes once it has an answer, or when the drill is over. */
export function answerStep(state: DrillState, question: Question, given: string, at: number): DrillState {
  if (state.finished || state.verdict !== null) return state;
  const step = question.steps[state.step];
  if (step === undefined) return state;
  const correct = sameAnswer(step.form, given.trim(), step.expected);
  const ms = Math.max(0, at - state.askedAt);
  const streak = correct ? state.streak + 1 : 0;
  const first = !state.missedThis && !correct;
  return {
    ...state,
    verdict: { step: step.name, given: given.trim(), expected: step.expected, correct, ms },
    answered: state.answered + 1,
    correct: state.correct + (correct ? 1 : 0),
    times: [...state.times, ms],
    streak,
    bestStreak: Math.max(state.bestStreak, streak),
    missed: first ? [...state.missed, state.current] : state.missed,
    missedThis: state.missedThis || !correct,
  };
}

/** After a verdict: the next step, or the next question (a test ends after its 20th, a replay after its last). */
export function nextStep(state: DrillState, question: Question, at: number): DrillState {
  if (state.finished || state.verdict === null) return state;
  if (state.step + 1 < question.steps.length) return { ...state, step: state.step + 1, verdict: null, askedAt: at };
  const position = state.position + 1;
  const current = state.mode === 'test' && position >= TEST_QUESTIONS ? null : refAt(state.plan, position);
  if (current === null) return { ...state, verdict: null, finished: true };
  return { ...state, position, current, step: 0, verdict: null, askedAt: at, missedThis: false };
}

/** The median of some times (ms); 0 for none. */
export function median(times: readonly number[]): number {
  if (times.length === 0) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The fraction of answers right; 0 before any. */
export const accuracy = (answered: number, correct: number): number => (answered === 0 ? 0 : correct / answered);
