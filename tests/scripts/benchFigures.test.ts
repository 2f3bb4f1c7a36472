import { describe, expect, it } from 'vitest';
import { summarise } from '../../scripts/benchFigures';

const run = (longTasks: number, totalMs: number, longestMs: number, worstFrameGapMs: number) => ({
  longTasks,
  totalMs,
  longestMs,
  worstFrameGapMs,
});

describe("the browser bench's summary", () => {
  it("gives each figure's median over the runs, and each run's long tasks in order", () => {
    expect(summarise([run(9, 524, 68, 167), run(0, 0, 0, 50), run(1, 54, 54, 100)])).toEqual({
      longTasks: 1,
      totalMs: 54,
      longestMs: 54,
      worstFrameGapMs: 100,
      longTasksEach: [9, 0, 1],
    });
  });

  it('takes the mean of the middle two of an even number of runs', () => {
    expect(summarise([run(0, 0, 0, 50), run(3, 200, 80, 83)])).toMatchObject({ longTasks: 1.5, worstFrameGapMs: 66.5 });
  });

  it('gives one run as it is', () => {
    expect(summarise([run(2, 114, 60, 100)])).toEqual({ ...run(2, 114, 60, 100), longTasksEach: [2] });
  });
});
