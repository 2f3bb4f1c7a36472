/**
 * How often each pattern of the shoe's story (shoeStory.ts) appears in a random shoe of a given
 * length: exact, assuming independent coups, by a Markov chain over a small automaton per
 * pattern, with each coup's odds from the odds module's exact enumeration of a full shoe.
 */
import { exactOdds } from './odds';
import { toNumber } from './fraction';
import { DOUBLE_JUMP, LONG_RUN, SINGLE_JUMP, type StoryFigure } from './shoeStory';

/** The chance of each outcome of one coup, as plain numbers. */
export interface CoupChances {
  readonly banker: number;
  readonly player: number;
  readonly tie: number;
}

/** 0 Banker, 1 Player, 2 Tie. */
type Outcome = 0 | 1 | 2;
/** The pattern has been seen: the chain stays there. */
const SEEN = -1;

/**
 * Each figure as a small automaton over the coups: its state is all the pattern's detection
 * needs to remember, a number; `SEEN` once the pattern is there. A tie leaves every state as
 * it is (the Big Road skips ties).
 */
const STEPS: Readonly<Record<StoryFigure, (state: number, o: Exclude<Outcome, 2>) => number>> = {
  // The Banker wins in a row so far.
  'long-banker': (run, o) => (o === 1 ? 0 : run + 1 >= LONG_RUN ? SEEN : run + 1),
  'long-player': (run, o) => (o === 0 ? 0 : run + 1 >= LONG_RUN ? SEEN : run + 1),
  // 10 × side (1 Banker, 2 Player; 0 before any decision) + the run's length.
  'long-run': (state, o) => {
    const side = Math.floor(state / 10);
    const run = side === o + 1 ? (state % 10) + 1 : 1;
    return run >= LONG_RUN ? SEEN : 10 * (o + 1) + run;
  },
  // 10 × the last decided side + the alternation's length.
  'single-jump': (state, o) => {
    const side = Math.floor(state / 10);
    const run = side !== 0 && side !== o + 1 ? (state % 10) + 1 : 1;
    return run >= SINGLE_JUMP ? SEEN : 10 * (o + 1) + run;
  },
  // 100 × the current column's side + 10 × its length (3 for 3 or more) + closed two-cell columns in a row before it.
  'double-jump': (state, o) => {
    const side = Math.floor(state / 100);
    const length = Math.floor(state / 10) % 10;
    const twos = state % 10;
    if (side === o + 1) return 100 * side + 10 * Math.min(3, length + 1) + twos;
    if (side === 0) return 100 * (o + 1) + 10;
    const closed = length === 2 ? twos + 1 : 0;
    return closed >= DOUBLE_JUMP ? SEEN : 100 * (o + 1) + 10 + closed;
  },
};

/**
 * The chance that a shoe of `hands` coups shows `figure`, for every length from 0 to `hands`:
 * exact, assuming independent coups each with `chances` (a Markov chain over the figure's
 * automaton, summed in doubles). Index n is the chance for an n-hand shoe.
 */
export function figureChances(figure: StoryFigure, hands: number, chances: CoupChances): number[] {
  const step = STEPS[figure];
  let states = new Map<number, number>([[0, 1]]);
  const seen: number[] = [0];
  for (let n = 1; n <= hands; n++) {
    const next = new Map<number, number>();
    const add = (state: number, p: number) => next.set(state, (next.get(state) ?? 0) + p);
    for (const [state, p] of states) {
      if (state === SEEN) {
        add(SEEN, p);
        continue;
      }
      add(state, p * chances.tie);
      add(step(state, 0), p * chances.banker);
      add(step(state, 1), p * chances.player);
    }
    states = next;
    seen.push(states.get(SEEN) ?? 0);
  }
  return seen;
}

/** Each figure's chances by length, per deck count, kept as computed (a few hundred numbers). */
const remembered = new Map<string, number[]>();
const chancesByDecks = new Map<number, CoupChances>();

/** The exact chance of each outcome of a coup from a full shoe of `decks` decks (the odds module's enumeration, once). */
export function coupChances(decks: number): CoupChances {
  let chances = chancesByDecks.get(decks);
  if (chances === undefined) {
    const { outcomes } = exactOdds(decks);
    chances = { banker: toNumber(outcomes.banker), player: toNumber(outcomes.player), tie: toNumber(outcomes.tie) };
    chancesByDecks.set(decks, chances);
  }
  return chances;
}

/**
 * How often `figure` appears in a random shoe of `hands` coups dealt from `decks` decks: exact,
 * assuming independent coups (each coup's odds those of a full shoe). Remembered per figure
 * and deck count, so a story that grows by a hand costs one look-up.
 */
export function patternFrequency(figure: StoryFigure, hands: number, decks: number): number {
  const key = `${figure}:${decks}`;
  let chances = remembered.get(key);
  if (chances === undefined || chances.length <= hands) {
    // Computed past what is asked, so a growing shoe seldom computes again: a casino shoe has about 80 coups.
    chances = figureChances(figure, Math.max(hands, 100), coupChances(decks));
    remembered.set(key, chances);
  }
  return chances[hands]!;
}
