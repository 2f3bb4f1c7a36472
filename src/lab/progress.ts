/**
 * How far a lab run has got, for the bar and the line beside it: the whole percent done (100
 * only once every session is), and the seconds left at the rate so far.
 */

/** The whole percent of `total` sessions that `done` are: rounded down, so 100 means finished. */
export function percentDone(done: number, total: number): number {
  return total <= 0 ? 0 : Math.min(100, Math.floor((100 * done) / total));
}

/** A rate is not told before this much of the run, nor before a session is done. */
const FIRST_SECONDS = 0.5;

/**
 * The seconds left if the rest goes at the rate so far (`done` sessions in `elapsed` seconds),
 * or null while no rate can be told yet.
 */
export function secondsLeft(done: number, total: number, elapsed: number): number | null {
  if (done <= 0 || elapsed < FIRST_SECONDS) return null;
  return (Math.max(0, total - done) * elapsed) / done;
}
