/**
 * A lab worker: plays the chunks of sessions it is given (runSessions) and says how far it
 * has got, or works out a flat bet's exact distribution. One per core; the page stays free.
 */
import {
  flatBetDistribution,
  runSessions,
  type BankrollDistribution,
  type FlatBetCase,
  type LabChunk,
  type LabOptions,
} from '../rules/lab';
import { runCountShoes, type CountChunk, type CountRunOptions } from '../rules/school/countLab';

export type ToWorker =
  | { readonly kind: 'run'; readonly options: LabOptions; readonly from: number; readonly to: number }
  | { readonly kind: 'exact'; readonly flat: FlatBetCase }
  | { readonly kind: 'count'; readonly options: CountRunOptions; readonly from: number; readonly to: number };

export type FromWorker =
  | { readonly kind: 'progress'; readonly done: number }
  | { readonly kind: 'chunk'; readonly chunk: LabChunk }
  | ({ readonly kind: 'exact' } & BankrollDistribution)
  | { readonly kind: 'count'; readonly chunk: CountChunk };

/** This worker's own scope (`self`, named plainly). */
const scope = globalThis as unknown as Worker;
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.kind === 'exact') {
    const distribution = flatBetDistribution(message.flat);
    post({ kind: 'exact', ...distribution }, [
      distribution.bankrolls.buffer,
      distribution.probabilities.buffer,
    ] as ArrayBuffer[]);
    return;
  }
  if (message.kind === 'count') {
    post({ kind: 'count', chunk: runCountShoes(message.options, message.from, message.to) });
    return;
  }
  const { options, from, to } = message;
  // A progress note about every 1% of the chunk: enough for the bar, few enough to cost nothing.
  const step = Math.max(1, Math.floor((to - from) / 100));
  const chunk = runSessions(options, from, to, (done) => {
    if (done % step === 0) post({ kind: 'progress', done });
  });
  post(
    { kind: 'chunk', chunk },
    chunk.systems.flatMap(
      (c) =>
        [
          c.final.buffer,
          c.hands.buffer,
          c.wagered.buffer,
          c.exact.buffer,
          c.maxBet.buffer,
          c.capped.buffer,
          c.end.buffer,
          c.paths.buffer,
        ] as ArrayBuffer[],
    ),
  );
};
