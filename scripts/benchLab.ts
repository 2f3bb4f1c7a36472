/**
 * The strategy lab's speed, for `npm run bench`: hands per second with a system in the loop on
 * one core (fresh shoe, Flat and Martingale; and a casino shoe, whose every coup is valued by an
 * exact enumeration), and the command line's throughput on one worker and on all.
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

/** Median and best hands/s over `runs` timed runs of `sessions` sessions, after one warm-up. */
function rate(o: LabOptions, runs: number): { median: number; best: number } {
  runSessions(o, 0, Math.max(1, Math.floor(o.sessions / 4)));
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const { coups } = runSessions(o, r * o.sessions, (r + 1) * o.sessions);
    rates.push(coups / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  return { median: rates[Math.floor(rates.length / 2)]!, best: rates[rates.length - 1]! };
}

const oneCore = (system: SystemId) => () => {
  const r = rate(options(system, 'fresh', 2_000, 1_000), 7);
  return `${`hands/s, lab, ${system}, fresh shoe, one core:`.padEnd(52)}median ${format(r.median)}, best ${format(r.best)}`;
};

/** The command line on `workers` threads: its own figure, bundled as `npm run lab` runs it. */
function cli(workers: number): number {
  const out = execFileSync('npm', ['run', '--silent', 'lab', '--', '--system', 'martingale', '--sessions', '20000', '--hands', '1000', '--bankroll', '1000000', '--workers', String(workers), '--json'], {
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { handsPerSecond: number }).handsPerSecond;
}

export const labMeasures = {
  labFlat: oneCore('flat'),
  labMartingale: oneCore('martingale'),
  labCasino: () => {
    const r = rate(options('flat', 'casino', 4, 200), 3);
    return `${'hands/s, lab, flat, casino shoe (exact per coup):'.padEnd(52)}median ${format(r.median)}, best ${format(r.best)}`;
  },
  labWorkers: () => {
    const cores = availableParallelism();
    const one = cli(1);
    const all = cli(cores);
    return `${'hands/s, npm run lab, martingale:'.padEnd(52)}1 worker ${format(one)}, ${cores} workers ${format(all)} (speed-up ${(all / one).toFixed(2)}×)`;
  },
};
