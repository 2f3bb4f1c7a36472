import type { Card } from '../../rules';
import { rememberOdds, shoeToPrepare } from '../../table/oddsAfter';
import type { OddsAnswer, OddsJob } from './oddsWorker';

/** The odds of the next coup live in src/table (table/oddsAfter.ts), where the honest session prices each hand's bets by them too; here, the worker that prepares them. */

/** The worker that prepares the odds; null where there is none (no Worker, or it failed). */
let worker: Worker | null | undefined;
/** The shoes asked of the worker and not yet answered. */
const asked = new Set<string>();

function oddsWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  if (worker !== null) {
    worker.onmessage = ({ data }: MessageEvent<OddsAnswer>) => {
      asked.delete(rememberOdds(data.left, data.coup, data.table));
    };
    // A worker that fails only leaves the figures to be worked out here, as without it.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/** Starts the worker while the table waits for a bet (a casino shoe's odds panel, at idle), not in a deal's task. */
export const startOddsWorker = (): void => void oddsWorker();

/**
 * Has the odds after `seen` worked out on a worker, ahead of time: a Deal knows the cards its
 * coup will show, and while they are turned up the worker enumerates the shoe they leave, so
 * `oddsAfter` and `tableOddsAfter` find the figures remembered when the hand is shown rather
 * than enumerating in the hand's last frame. A figure asked for before the worker answers is
 * worked out here, as always: the panels never wait for the worker.
 */
export function prepareOddsAfter(decks: number, seen: readonly Card[], table: boolean): void {
  const shoe = shoeToPrepare(decks, seen, table);
  if (shoe === null || asked.has(shoe.key)) return;
  const { left, key } = shoe;
  const thread = oddsWorker();
  if (thread === null) return;
  asked.add(key);
  const job: OddsJob = { left, table };
  thread.postMessage(job);
}
