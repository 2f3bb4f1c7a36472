import {
  compositionAfter,
  compositionOdds,
  exactOdds,
  tableOdds,
  toNumber,
  type Card,
  type Composition,
  type CoupOdds,
  type Fraction,
  type TableOdds,
} from '../../rules';
import type { OddsAnswer, OddsJob } from './oddsWorker';

/** A decimal with at least 9 significant digits, for the odds panel's attributes. */
export const decimal = (f: Fraction): string => toNumber(f).toPrecision(12);

/**
 * The exact odds of the next coup from `decks` decks less the cards seen: by the rules
 * module's enumeration, through the same drawing rules the game deals with.
 */
export function oddsAfter(decks: number, seen: readonly Card[]): CoupOdds {
  if (seen.length === 0) return exactOdds(decks);
  const left = compositionLeft(decks, seen);
  return remembered(coupOddsByShoe, left, () => compositionOdds(left));
}

/** The odds of every bet of every game, side bets included, by the same enumeration refined. */
export function tableOddsAfter(decks: number, seen: readonly Card[]): TableOdds {
  const left = compositionLeft(decks, seen);
  return remembered(tableOddsByShoe, left, () => tableOdds(left));
}

/**
 * The last few figures, by the cards left. A Deal shows the panels the same cards seen as
 * before it (the coup's cards count once they are face up), in a new list: this keeps the
 * enumeration off the deal's first frames. A few entries, so a reload or a new shoe stays small.
 */
const coupOddsByShoe = new Map<string, CoupOdds>();
const tableOddsByShoe = new Map<string, TableOdds>();
const REMEMBERED = 4;

const keyOf = (left: Composition): string => `${left.decks}:${Object.values(left.counts).join(',')}`;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  cache.set(key, value);
  if (cache.size > REMEMBERED) cache.delete(cache.keys().next().value!);
  return value;
}

function remembered<T>(cache: Map<string, T>, left: Composition, compute: () => T): T {
  const key = keyOf(left);
  return cache.get(key) ?? remember(cache, key, compute());
}

/** The worker that prepares the odds; null where there is none (no Worker, or it failed). */
let worker: Worker | null | undefined;
/** The shoes asked of the worker and not yet answered. */
const asked = new Set<string>();

function oddsWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  if (worker !== null) {
    worker.onmessage = ({ data }: MessageEvent<OddsAnswer>) => {
      const key = keyOf(data.left);
      asked.delete(key);
      if (!coupOddsByShoe.has(key)) remember(coupOddsByShoe, key, data.coup);
      if (data.table !== null && !tableOddsByShoe.has(key)) remember(tableOddsByShoe, key, data.table);
    };
    // A worker that fails only leaves the figures to be worked out here, as without it.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/**
 * Has the odds after `seen` worked out on a worker, ahead of time: a Deal knows the cards its
 * coup will show, and while they are turned up the worker enumerates the shoe they leave, so
 * `oddsAfter` and `tableOddsAfter` find the figures remembered when the hand is shown rather
 * than enumerating in the hand's last frame. A figure asked for before the worker answers is
 * worked out here, as always: the panels never wait for the worker.
 */
export function prepareOddsAfter(decks: number, seen: readonly Card[], table: boolean): void {
  if (seen.length === 0) return;
  const left = compositionLeft(decks, seen);
  const key = keyOf(left);
  if (asked.has(key) || (coupOddsByShoe.has(key) && (!table || tableOddsByShoe.has(key)))) return;
  const thread = oddsWorker();
  if (thread === null) return;
  asked.add(key);
  const job: OddsJob = { left, table };
  thread.postMessage(job);
}

function compositionLeft(decks: number, seen: readonly Card[]): Composition {
  const composition = compositionAfter(decks, seen);
  if (!composition.ok) throw new Error(composition.reason); // a shoe's own cards are never too many
  return composition.composition;
}

