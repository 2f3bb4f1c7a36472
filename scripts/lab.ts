/**
 * `npm run --silent lab -- OPTIONS [--json]`: the strategy lab on every core (ui-contract.md,
 * "Command line: npm run lab"). The same code as the Lab view, in Node's worker threads: the
 * sessions are split into chunks, each worker plays chunks as they come, and the chunks are
 * joined in session order, so the figures are the same whatever `--workers` is.
 *
 * This file is both the main thread and each worker (`isMainThread`). Bad options exit 2.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  joinChunks,
  runSessions,
  summarizeRun,
  type LabChunk,
  type LabOptions,
  type SystemSummary,
} from '../src/rules/lab';
import { resultRows } from '../src/lab/resultRows';
import { words } from '../src/lab/words/en';
import { parseCountArgs, parseLabArgs, type ParsedAs } from './labOptions';
import {
  joinCountChunks,
  runCountShoes,
  summarizeCountRun,
  type CountChunk,
  type CountRunOptions,
} from '../src/rules/school/countLab';

/** Chunks per worker: enough that a slow core does not hold the others up at the end. */
const CHUNKS_PER_WORKER = 4;

interface Job {
  readonly options: LabOptions;
  readonly from: number;
  readonly to: number;
}

/** A part of a count run (`--count`): shoes from `from` to `to`. */
interface CountJob {
  readonly kind: 'count';
  readonly options: CountRunOptions;
  readonly from: number;
  readonly to: number;
}

/** The typed arrays of a chunk, handed over rather than copied. */
const transfers = (chunk: LabChunk): ArrayBuffer[] =>
  chunk.systems.flatMap((c) =>
    [c.final, c.hands, c.wagered, c.exact, c.maxBet, c.capped, c.end, c.paths].map((a) => a.buffer as ArrayBuffer),
  );

/**
 * A worker running this file. Run as TypeScript (tsx, as the tests do) a worker needs the
 * TypeScript loader registered first; the bundle (npm run lab) is plain JavaScript.
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(import.meta.url), { workerData: 'lab' });
  const boot = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  return new Worker(boot, { eval: true, workerData: 'lab' });
}

/**
 * Hands `jobs` out to `workers` threads of this file, each a new job as soon as it sends back
 * its last one's chunk, and joins the chunks once every thread has finished.
 */
export function runJobs<J, C, R>(jobs: readonly J[], workers: number, join: (chunks: C[]) => R): Promise<R> {
  const chunks: C[] = [];
  const threads = Math.min(workers, jobs.length);
  if (threads === 0) return Promise.resolve().then(() => join(chunks));
  let next = 0;
  return new Promise((resolve, reject) => {
    let running = threads;
    for (let t = 0; t < threads; t++) {
      const worker = newWorker();
      const give = () => {
        if (next < jobs.length) worker.postMessage(jobs[next++]);
        else void worker.terminate();
      };
      worker.on('message', (chunk: C) => {
        chunks.push(chunk);
        give();
      });
      worker.on('error', reject);
      worker.on('exit', () => {
        if (--running > 0) return;
        try {
          resolve(join(chunks));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      give();
    }
  });
}

/** Runs the sessions of `options` on `workers` threads and joins them in session order. */
export function runInWorkers(options: LabOptions, workers: number): Promise<LabChunk> {
  const size = Math.max(1, Math.ceil(options.sessions / (workers * CHUNKS_PER_WORKER)));
  const jobs: Job[] = [];
  for (let from = 0; from < options.sessions; from += size)
    jobs.push({ options, from, to: Math.min(options.sessions, from + size) });
  return runJobs(jobs, workers, (chunks: LabChunk[]) => joinChunks(chunks, options.sessions));
}

/**
 * Runs a count over `options.shoes` shoes on `workers` threads. The exact shoes (the costly
 * ones) are cut small and handed out first, so no worker is left with them at the end; the
 * figures are sums of whole units, the same whatever the split.
 */
export function runCountInWorkers(options: CountRunOptions, workers: number): Promise<CountChunk> {
  const jobs: CountJob[] = [];
  const split = (from: number, to: number, parts: number) => {
    const size = Math.max(1, Math.ceil((to - from) / parts));
    for (let at = from; at < to; at += size)
      jobs.push({ kind: 'count', options, from: at, to: Math.min(to, at + size) });
  };
  split(0, options.exactShoes, workers * 16);
  split(options.exactShoes, options.shoes, workers * CHUNKS_PER_WORKER);
  return runJobs(jobs, workers, (chunks: CountChunk[]) => joinCountChunks(chunks));
}

/** The command read from the command line, or an exit with status 2 saying why not. */
function commandOrExit<C>(parsed: ParsedAs<C>): C {
  if (parsed.ok) return parsed.command;
  process.stderr.write(`lab: ${parsed.reason}\n`);
  process.exit(2);
}

/** What `run` gives, and the seconds it took. */
async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, (performance.now() - started) / 1000];
}

async function countMain(args: readonly string[]): Promise<void> {
  const { options, workers, json } = commandOrExit(parseCountArgs(args, availableParallelism()));
  const [joined, seconds] = await timed(() => runCountInWorkers(options, workers));
  const result = {
    ...summarizeCountRun(options, joined),
    shoesPerSecond: Math.round(options.shoes / seconds),
    seconds: Number(seconds.toFixed(1)),
    workers,
  };
  if (json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const units = (s: { unitsPerShoe: number; ci95: [number, number]; betsPerShoe: number }) =>
    `${s.unitsPerShoe.toFixed(4)} units a shoe (95% ${s.ci95[0].toFixed(4)} to ${s.ci95[1].toFixed(4)}), ${s.betsPerShoe.toFixed(2)} bets a shoe`;
  process.stdout.write(
    [
      `${result.count}: ${result.shoes.toLocaleString('en-US')} shoes, seed ${result.seed}, trigger true count ${result.trigger}${result.foundTrigger === null ? '' : ` (the exact EVs point to ${result.foundTrigger})`}`,
      `the count: ${units(result.countStrategy)}`,
      `the exact EV, over ${result.exact.shoes.toLocaleString('en-US')} shoes: ${units(result.exact)}`,
      `expected over the ${result.expected.shoes.toLocaleString('en-US')} exact shoes, each coup priced exactly: the exact EV ${units({ ...result.expected.exact, betsPerShoe: result.exact.betsPerShoe })}; the count ${result.expected.count.unitsPerShoe.toFixed(4)} units a shoe`,
      `the same, each shoe ended at the cut card (without the one more coup, as the published figures): the exact EV ${units({ ...result.expected.toCutCard.exact, betsPerShoe: result.exact.betsPerShoe })}; the count ${result.expected.toCutCard.count.unitsPerShoe.toFixed(4)}`,
      `never betting: 0 units`,
      `${result.shoesPerSecond.toLocaleString('en-US')} shoes/s on ${workers} worker${workers === 1 ? '' : 's'}, ${result.seconds} s`,
    ].join('\n') + '\n',
  );
}

/** One system's figures as the contract's JSON object (ui-contract.md, "Command line: npm run lab"). */
function jsonOf(s: SystemSummary, seconds: number, workers: number) {
  return {
    system: s.system,
    sessions: s.sessions,
    hands: s.hands,
    wageredCents: s.wageredCents,
    meanResultCents: s.meanResultCents,
    ci95Cents: s.ci95Cents,
    exactExpectedCents: s.exactExpectedCents,
    ruin: s.ruin,
    ahead: s.ahead,
    percentilesCents: s.percentilesCents,
    maxBetCents: s.maxBetCents,
    cappedBets: s.cappedBets,
    handsPerSecond: Math.round(s.hands / seconds),
    workers,
  };
}

/**
 * The systems side by side, one column each, the rows and the money as the lab's view writes
 * them (resultRows: the one money formatter, `-$12.09`, thousands separators).
 */
export function sideBySide(summaries: readonly SystemSummary[]): string {
  const rows: string[][] = [['', ...summaries.map((s) => words.system[s.system])]];
  const columns = summaries.map((s) => resultRows(s, words));
  columns[0]!.forEach(([label], i) => rows.push([label, ...columns.map((c) => c[i]![1])]));
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return (
    rows
      .map((row) =>
        row
          .map((cell, c) => cell.padEnd(widths[c]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg === '--count' || arg.startsWith('--count='))) return countMain(args);
  const { options, workers, json } = commandOrExit(parseLabArgs(args, availableParallelism()));
  const [joined, seconds] = await timed(() => runInWorkers(options, workers));
  const summaries = summarizeRun(options, joined);
  if (json) {
    // One system: the contract's one object; several: an array of them, in the order asked.
    const objects = summaries.map((s) => jsonOf(s, seconds, workers));
    process.stdout.write(`${JSON.stringify(objects.length === 1 ? objects[0] : objects)}\n`);
    return;
  }
  const hands = summaries.reduce((sum, s) => sum + s.hands, 0);
  process.stdout.write(
    `${sideBySide(summaries)}${words.count(Math.round(hands / seconds))} hands/s on ${workers} worker${workers === 1 ? '' : 's'}\n`,
  );
}

if (isMainThread) {
  void main();
} else if (workerData === 'lab') {
  parentPort!.on('message', (job: Job | CountJob) => {
    if ('kind' in job) {
      parentPort!.postMessage(runCountShoes(job.options, job.from, job.to));
      return;
    }
    const chunk = runSessions(job.options, job.from, job.to);
    parentPort!.postMessage(chunk, transfers(chunk));
  });
}
