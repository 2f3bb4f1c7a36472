/**
 * Benchmarks of the rules on this machine, then the smoothness of animated hands in Chromium
 * (scripts/benchBrowser.ts). Run through `npm run bench`, which bundles this
 * file and runs it with plain node (a loader's module wrapping would slow the hot loops).
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchBrowser } from './benchBrowser';
import {
  cardsBeforeCut,
  cardsSeen,
  compositionOdds,
  cryptoRng,
  dealFromShuffledShoe,
  dealNextCoup,
  exactOdds,
  fullComposition,
  newShoe,
  seededRng,
  seenComposition,
  tableOdds,
  tallyCoups,
  type Composition,
} from '../src/rules';
import { labMeasures } from './benchLab';

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * Runs `batch` hands at a time until about `seconds` have passed; returns the median and the
 * best rate in hands per second. On a shared machine noise only ever slows a run down, so
 * the best run is the machine's speed and the median what to expect.
 */
function handsPerSecond(
  batch: number,
  seconds: number,
  play: (hands: number) => void,
): { median: number; best: number } {
  play(batch); // warm-up
  const rates: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) rates.push(batch / (time(() => play(batch)) / 1000));
  return { median: median(rates), best: Math.max(...rates) };
}

const format = (n: number): string => Math.round(n).toLocaleString('en-US');

type Measure = 'odds' | 'midShoe' | 'tableOdds' | 'game' | 'fast' | keyof typeof labMeasures;

/** Warm timings of `run` (5 runs to warm up, then 21): the median and the best, in ms. */
function warmTimes(run: () => void): string {
  for (let i = 0; i < 5; i++) run();
  const times = Array.from({ length: 21 }, () => time(run));
  return `median ${median(times).toFixed(2)} ms, best ${Math.min(...times).toFixed(2)} ms`;
}

/** The cards the player has seen halfway through a seeded 8-deck casino shoe. */
function midShoe(): Composition {
  let shoe = newShoe(8, seededRng(8));
  while (cardsBeforeCut(shoe) > 200) shoe = dealNextCoup(shoe).shoe;
  return seenComposition(shoe);
}

const measures: Record<Measure, () => string> = {
  odds: () => `exact odds, full 8-deck shoe, warm, 21 runs:  ${warmTimes(() => exactOdds(8))}`,
  midShoe: () => {
    const composition = midShoe();
    const label = `exact odds, 8-deck shoe, ${cardsSeen(composition)} cards seen:`.padEnd(47);
    return `${label}${warmTimes(() => compositionOdds(composition))}`;
  },
  tableOdds: () =>
    `${'every bet of every game, full 8-deck shoe:'.padEnd(47)}${warmTimes(() => tableOdds(fullComposition(8)))}`,
  game: () => {
    const rng = cryptoRng(globalThis.crypto);
    const rate = handsPerSecond(2_000, 2, (hands) => {
      for (let h = 0; h < hands; h++) dealFromShuffledShoe(rng);
    });
    return `hands/s, game path (cryptoRng, full shuffle):  median ${format(rate.median)}, best ${format(rate.best)}`;
  },
  fast: () => {
    const rng = seededRng(42);
    const rate = handsPerSecond(1_000_000, 3, (hands) => tallyCoups(rng, hands));
    return `hands/s, seeded fast path (partial shuffle):   median ${format(rate.median)}, best ${format(rate.best)}`;
  },
  ...labMeasures,
};

// Each measure runs in a process of its own, so that one's code paths don't slow another's
// through shared, no longer specialised, compiled code.
// `browser` (smoothness of animated hands in Chromium, scripts/benchBrowser.ts) runs last.
const which = process.argv[2] as Measure | 'browser' | undefined;
if (which === 'browser') {
  await benchBrowser();
} else if (which !== undefined && which in measures) {
  console.log(measures[which]());
} else {
  console.log(`node ${process.version}, ${process.arch}, ${availableParallelism()} cores`);
  for (const measure of Object.keys(measures)) {
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), measure], { stdio: 'inherit' });
  }
  await benchBrowser();
}
