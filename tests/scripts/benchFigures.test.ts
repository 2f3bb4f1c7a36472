import { describe, expect, it } from 'vitest';
import { cpuRate, summarise, type Figures } from '../../scripts/benchFigures';

const run = (
  longTasks: number,
  totalMs: number,
  longestMs: number,
  worstFrameGapMs: number,
  scripts: Record<string, number> = {},
  firstScripts: Record<string, number> = {},
): Figures => ({
  longTasks,
  totalMs,
  longestMs,
  worstFrameGapMs,
  firstPressMs: longestMs * 2,
  betAnswerMs: longestMs / 2,
  dealAnswerMs: longestMs,
  longestDealTaskMs: longestMs,
  longestDealTaskWhat: `${longestMs} ms at +0 ms: a.js (click) ${longestMs}`,
  scripts,
  firstScripts,
});

describe("the browser bench's summary", () => {
  it("gives each figure's median over the runs, and each run's long tasks in order", () => {
    expect(summarise([run(9, 524, 68, 167), run(0, 0, 0, 50), run(1, 54, 54, 100)])).toEqual({
      longTasks: 1,
      totalMs: 54,
      longestMs: 54,
      worstFrameGapMs: 100,
      firstPressMs: 108,
      betAnswerMs: 27,
      dealAnswerMs: 54,
      longestDealTaskMs: 54,
      longTasksEach: [9, 0, 1],
      longestDealTaskEach: [
        '68 ms at +0 ms: a.js (click) 68',
        '0 ms at +0 ms: a.js (click) 0',
        '54 ms at +0 ms: a.js (click) 54',
      ],
      scripts: [],
      firstScripts: [],
    });
  });

  it('takes the mean of the middle two of an even number of runs', () => {
    expect(summarise([run(0, 0, 0, 50), run(3, 200, 80, 83)])).toMatchObject({ longTasks: 1.5, worstFrameGapMs: 66.5 });
  });

  it('gives one run as it is', () => {
    const { scripts, firstScripts, longestDealTaskWhat, ...figures } = run(2, 114, 60, 100);
    expect(summarise([run(2, 114, 60, 100)])).toEqual({
      ...figures,
      scripts: Object.entries(scripts),
      firstScripts: Object.entries(firstScripts),
      longTasksEach: [2],
      longestDealTaskEach: [longestDealTaskWhat],
    });
  });

  it("names the long animation frames' scripts by their mean time per run, largest first", () => {
    const runs = [run(1, 60, 60, 70, { 'a.js (click)': 60 }), run(2, 120, 70, 90, { 'a.js (click)': 20, 'b.js': 100 })];
    expect(summarise(runs).scripts).toEqual([
      ['b.js', 50],
      ['a.js (click)', 40],
    ]);
  });

  it("names the first press's scripts apart from the hands'", () => {
    const runs = [
      run(0, 0, 0, 50, {}, { 'player.js (setTimeout)': 90 }),
      run(0, 0, 0, 50, {}, { 'main.js (click)': 30 }),
    ];
    expect(summarise(runs)).toMatchObject({
      scripts: [],
      firstScripts: [
        ['player.js (setTimeout)', 45],
        ['main.js (click)', 15],
      ],
    });
  });
});

describe('the CPU rate of a device', () => {
  it('is the host benchmark index over the device’s, at least 1', () => {
    expect(cpuRate(3712, 1000)).toBe(3.71);
    expect(cpuRate(3712, 264)).toBe(14.06);
    expect(cpuRate(800, 1000)).toBe(1);
  });
});
