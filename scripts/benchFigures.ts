/** The browser bench's figures (benchBrowser.ts) and their summary over several runs. */
export interface Figures {
  longTasks: number;
  totalMs: number;
  longestMs: number;
  worstFrameGapMs: number;
}

/** Each figure's median over the runs, and each run's count of long tasks. */
export function summarise(runs: readonly Figures[]): Figures & { longTasksEach: number[] } {
  const median = (pick: (f: Figures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  return {
    longTasks: median((f) => f.longTasks),
    totalMs: median((f) => f.totalMs),
    longestMs: median((f) => f.longestMs),
    worstFrameGapMs: median((f) => f.worstFrameGapMs),
    longTasksEach: runs.map((f) => f.longTasks),
  };
}
