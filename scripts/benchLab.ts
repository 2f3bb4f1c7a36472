/**
 * The strategy lab's speed, for `npm run bench`: hands per second with a system in the loop on
 * one core (fresh shoe, Flat and Martingale; and a casino shoe, whose every coup is valued by an
 * exact enumeration), and the command line's throughput on one worker and on all.
 *
 * One core's rate is given twice: by the clock, and per second of processor time that this
 * process used. On a quiet machine the two agree; on a shared one other processes take turns
 * on the core and slow the clock's figure, not the processor time's.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { runSessions, type LabOptions, type SystemId } from '../src/rules/lab';

const format = (n: number): string => Math.round(n).toLocaleString('en-US');

/** A long session, so the measure is the loop: a bankroll no system exhausts in these hands. */
const options = (system: SystemId, shoe: 'fresh' | 'casino', sessions: number, hands: number): LabOptions => ({
  systems: [system],
  side: 'banker',
  unit: 500,
  bankroll: 100_000_000_00,
  hands,
  sessions,
  stopWin: null,
  stopLoss: null,
  shoe,
  decks: 8,
  game: 'punto-banco',
  seed: 1,
});

/** Processor time this process has used, in seconds. */
const processorSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const medianOf = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median and best hands/s over `runs` timed runs of `sessions` sessions, after one warm-up; and the median per processor second. */
function rate(o: LabOptions, runs: number): { median: number; best: number; processor: number } {
  runSessions(o, 0, Math.max(1, Math.floor(o.sessions / 4)));
  const rates: number[] = [];
  const processor: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const used = processorSeconds();
    const { coups } = runSessions(o, r * o.sessions, (r + 1) * o.sessions);
    processor.push(coups / (processorSeconds() - used));
    rates.push(coups / ((performance.now() - start) / 1000));
  }
  return { median: medianOf(rates), best: Math.max(...rates), processor: medianOf(processor) };
}

const figures = (label: string, r: { median: number; best: number; processor: number }) =>
  `${label.padEnd(52)}median ${format(r.median)}, best ${format(r.best)}; per processor second ${format(r.processor)}`;

const oneCore = (system: SystemId) => () =>
  figures(`hands/s, lab, ${system}, fresh shoe, one core:`, rate(options(system, 'fresh', 2_000, 1_000), 9));

/** The command line on `workers` threads: its own figure, bundled as `npm run lab` runs it. */
function cli(workers: number): number {
  const out = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'lab',
      '--',
      '--system',
      'martingale',
      '--sessions',
      '20000',
      '--hands',
      '1000',
      '--bankroll',
      '1000000',
      '--workers',
      String(workers),
      '--json',
    ],
    {
      encoding: 'utf8',
    },
  );
  return (JSON.parse(out) as { handsPerSecond: number }).handsPerSecond;
}

export const labMeasures = {
  labFlat: oneCore('flat'),
  labMartingale: oneCore('martingale'),
  labCasino: () =>
    figures('hands/s, lab, flat, casino shoe (exact per coup):', rate(options('flat', 'casino', 40, 500), 5)),
  labWorkers: () => {
    const cores = availableParallelism();
    const one = cli(1);
    const all = cli(cores);
    return `${'hands/s, npm run lab, martingale:'.padEnd(52)}1 worker ${format(one)}, ${cores} workers ${format(all)} (speed-up ${(all / one).toFixed(2)}×)`;
  },
};
