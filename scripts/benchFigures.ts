/** The browser bench's figures (benchBrowser.ts) and their summary over several runs. */
export interface Figures {
  longTasks: number;
  totalMs: number;
  longestMs: number;
  worstFrameGapMs: number;
  /**
   * The page's first press (a bet, once the page has loaded and drawn its panels): it loads the
   * sound and opens the audio, as a player's first bet does. Event Timing, input to the next paint.
   */
  firstPressMs: number;
  /** The slowest answer to a bet press and to Deal after the first press (Event Timing: input to the next paint). */
  betAnswerMs: number;
  dealAnswerMs: number;
  /** The longest task while a hand was being dealt (Deal's own task included). */
  longestDealTaskMs: number;
  /** That task: when it began in its deal (ms after Deal's press) and its long animation frame's scripts. */
  longestDealTaskWhat?: string;
  /** The long animation frames' scripts, each `source (invoker)` with its total ms in the run. */
  scripts: Record<string, number>;
  /** Likewise, the scripts of the long animation frames from the first press to its answer. */
  firstScripts: Record<string, number>;
  /**
   * Each frame gap over 50 ms while measuring, described: the hand, ms after Deal (or after settled),
   * the presses and changes of the table's phase and panels just before, and the long animation
   * frames and long tasks in it. The bench prints each run's worst; BENCH_GAPS=1 prints them all.
   */
  gaps?: { gap: number; what: string }[];
  /** Each press measured, in order: its target, its answer and how long its input waited (ms, Event Timing). */
  presses?: { target: string; duration: number; delay: number }[];
}

/** Scripts' total ms over the runs as their mean per run, largest first. */
function meanScripts(runs: readonly Record<string, number>[]): [string, number][] {
  const scripts = new Map<string, number>();
  for (const run of runs)
    for (const [script, ms] of Object.entries(run)) scripts.set(script, (scripts.get(script) ?? 0) + ms);
  return [...scripts.entries()].map(([s, ms]): [string, number] => [s, ms / runs.length]).sort((a, b) => b[1] - a[1]);
}

/** The median of some figures. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs, each run's count of long tasks, and the scripts of the long animation frames over all runs. */
export function summarise(runs: readonly Figures[]): Omit<
  Figures,
  'scripts' | 'firstScripts' | 'longestDealTaskWhat' | 'gaps'
> & {
  longTasksEach: number[];
  longestDealTaskEach: string[];
  scripts: [string, number][];
  firstScripts: [string, number][];
} {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick));
  return {
    longTasks: of((f) => f.longTasks),
    totalMs: of((f) => f.totalMs),
    longestMs: of((f) => f.longestMs),
    worstFrameGapMs: of((f) => f.worstFrameGapMs),
    firstPressMs: of((f) => f.firstPressMs),
    betAnswerMs: of((f) => f.betAnswerMs),
    dealAnswerMs: of((f) => f.dealAnswerMs),
    longestDealTaskMs: of((f) => f.longestDealTaskMs),
    longTasksEach: runs.map((f) => f.longTasks),
    longestDealTaskEach: runs.map((f) => f.longestDealTaskWhat ?? ''),
    // The mean per run, largest first.
    scripts: meanScripts(runs.map((f) => f.scripts)),
    firstScripts: meanScripts(runs.map((f) => f.firstScripts)),
  };
}

/**
 * The devices the bench slows the CPU to, by Lighthouse's benchmark index (computeBenchmarkIndex):
 * Chrome DevTools calibrates its mid-tier mobile to 1,000 (about a Pixel 5) and its low-tier to
 * 264 (a Moto G Power class phone). The rate is the host's index over the device's, never under 1.
 */
export const DEVICES = [
  { name: 'mid-tier', index: 1000 },
  { name: 'low-tier', index: 264 },
] as const;

export function cpuRate(hostIndex: number, deviceIndex: number): number {
  return Math.max(1, Math.round((hostIndex / deviceIndex) * 100) / 100);
}
