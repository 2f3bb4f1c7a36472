/**
 * Runs the lab's sessions on Web Workers, one per core: the sessions in chunks handed out as
 * workers come free, the chunks joined in session order (so the figures do not depend on the
 * number of workers), progress summed over the chunks, and Cancel ending every worker at once.
 */
import { joinChunks, type BankrollDistribution, type FlatBetCase, type LabChunk, type LabOptions } from '../rules/lab';
import { joinCountChunks, type CountChunk, type CountRunOptions } from '../rules/school/countLab';
import type { FromWorker, ToWorker } from './worker';

const CHUNKS_PER_WORKER = 4;

const newWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

/**
 * Hands `jobs` to `workers` Web Workers, each its next job as soon as it sends a chunk back, and
 * joins the chunks once all are in. `chunkOf` reads a chunk from a message (null for a note);
 * `hear` hears every message, after its chunk is counted; Cancel ends every worker at once.
 */
function runPool<C, R>(
  jobs: readonly ToWorker[],
  workers: number,
  chunkOf: (message: FromWorker) => C | null,
  join: (chunks: C[]) => R,
  hear: (worker: Worker, message: FromWorker, chunks: number) => void,
): { done: Promise<R>; cancel(): void } {
  const threads = Array.from({ length: Math.min(workers, jobs.length) }, newWorker);
  const chunks: C[] = [];
  let next = 0;
  let cancel = () => {};
  const done = new Promise<R>((resolve, reject) => {
    const stop = () => threads.forEach((t) => t.terminate());
    cancel = () => {
      stop();
      reject(new DOMException('cancelled', 'AbortError'));
    };
    const give = (worker: Worker) => {
      if (next < jobs.length) worker.postMessage(jobs[next++]);
    };
    for (const worker of threads) {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const chunk = chunkOf(event.data);
        if (chunk !== null) chunks.push(chunk);
        hear(worker, event.data, chunks.length);
        if (chunk === null) return;
        if (chunks.length < jobs.length) return give(worker);
        stop();
        resolve(join(chunks));
      };
      worker.onerror = (event) => {
        stop();
        reject(new Error(event.message));
      };
      give(worker);
    }
  });
  return { done, cancel: () => cancel() };
}

export interface LabRun {
  readonly done: Promise<LabChunk>;
  cancel(): void;
  /** The sessions played so far: after Cancel, how far the run got. */
  sessionsDone(): number;
}

/** Plays `options.sessions` sessions on `workers` workers; `onProgress` hears how many sessions are done. */
export function runOnWorkers(options: LabOptions, workers: number, onProgress: (sessions: number) => void): LabRun {
  const size = Math.max(1, Math.ceil(options.sessions / (workers * CHUNKS_PER_WORKER)));
  const jobs: ToWorker[] = [];
  for (let from = 0; from < options.sessions; from += size)
    jobs.push({ kind: 'run', options, from, to: Math.min(options.sessions, from + size) });
  // Sessions in the chunks back, and in each worker's chunk under way.
  let finished = 0;
  const partial = new Map<Worker, number>();
  const sessionsDone = () => {
    let sum = finished;
    for (const d of partial.values()) sum += d;
    return Math.min(options.sessions, sum);
  };
  const run = runPool(
    jobs,
    workers,
    (message) => (message.kind === 'chunk' ? message.chunk : null),
    (chunks) => joinChunks(chunks, options.sessions),
    (worker, message) => {
      if (message.kind === 'progress') partial.set(worker, message.done);
      else if (message.kind === 'chunk') {
        finished += message.chunk.to - message.chunk.from;
        partial.set(worker, 0);
      } else return;
      onProgress(sessionsDone());
    },
  );
  return { ...run, sessionsDone };
}

/** A flat bet's exact distribution, worked out on a worker of its own. */
export function exactOnWorker(flat: FlatBetCase): { done: Promise<BankrollDistribution>; cancel(): void } {
  const worker = newWorker();
  const done = new Promise<BankrollDistribution>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.kind === 'exact') resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => reject(new Error(event.message));
  });
  worker.postMessage({ kind: 'exact', flat } satisfies ToWorker);
  return { done, cancel: () => worker.terminate() };
}

/**
 * The school's count over many shoes on `workers` workers (the same chunks as `npm run lab --
 * --count`): the exact shoes cut small and handed out first; the chunks' sums of whole units
 * add up to the same figures whatever the number of workers.
 */
export function runCountOnWorkers(
  options: CountRunOptions,
  workers: number,
  onProgress: (fraction: number) => void,
): { done: Promise<CountChunk>; cancel(): void } {
  const jobs: ToWorker[] = [];
  const split = (from: number, to: number, parts: number) => {
    const size = Math.max(1, Math.ceil((to - from) / parts));
    for (let at = from; at < to; at += size)
      jobs.push({ kind: 'count', options, from: at, to: Math.min(to, at + size) });
  };
  split(0, options.exactShoes, workers * 8);
  split(options.exactShoes, options.shoes, workers * CHUNKS_PER_WORKER);
  return runPool(
    jobs,
    workers,
    (message) => (message.kind === 'count' ? message.chunk : null),
    joinCountChunks,
    (_, message, chunks) => {
      if (message.kind === 'count') onProgress(chunks / jobs.length);
    },
  );
}
