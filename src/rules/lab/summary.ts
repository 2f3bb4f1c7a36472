/**
 * A lab run's figures: chunks of sessions joined in session order, then each system's
 * summary read off the joined columns in one pass. Joining before summing makes the figures
 * the same however the sessions were split among workers.
 */
import { END_RUIN, PATH_POINTS, PATH_SESSIONS, type LabChunk, type LabOptions, type SessionColumns } from './session';
import type { SystemId } from './systems';

/** Joins chunks (in any order) covering sessions 0…n − 1 into one chunk, in session order. */
export function joinChunks(chunks: readonly LabChunk[], sessions: number): LabChunk {
  const sorted = [...chunks].sort((a, b) => a.from - b.from);
  let at = 0;
  for (const chunk of sorted) {
    if (chunk.from !== at) throw new RangeError(`sessions ${at}…${chunk.from - 1} are missing`);
    at = chunk.to;
  }
  if (at !== sessions) throw new RangeError(`sessions ${at}…${sessions - 1} are missing`);
  const systems = sorted[0]?.systems.length ?? 0;
  const kept = Math.min(sessions, PATH_SESSIONS);
  const joined: SessionColumns[] = [];
  for (let s = 0; s < systems; s++) {
    const column = <K extends keyof SessionColumns>(key: K, length: number): SessionColumns[K] => {
      const parts = sorted.map((c) => c.systems[s]![key]);
      const out = new (parts[0]!.constructor as new (n: number) => SessionColumns[K])(length);
      let offset = 0;
      for (const part of parts) {
        out.set(part as never, offset);
        offset += part.length;
      }
      return out;
    };
    joined.push({
      final: column('final', sessions),
      hands: column('hands', sessions),
      wagered: column('wagered', sessions),
      exact: column('exact', sessions),
      maxBet: column('maxBet', sessions),
      capped: column('capped', sessions),
      end: column('end', sessions),
      paths: column('paths', kept * (PATH_POINTS + 1)),
    });
  }
  return { from: 0, to: sessions, systems: joined, coups: sorted.reduce((sum, c) => sum + c.coups, 0) };
}

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;
/** z for a two-sided 99.9% interval. */
export const Z999 = 3.2905267314919255;

export const PERCENTILES = [5, 25, 50, 75, 95] as const;
export type Percentile = (typeof PERCENTILES)[number];

/** One system's figures over a run (money in cents). */
export interface SystemSummary {
  readonly system: SystemId;
  readonly sessions: number;
  readonly hands: number;
  readonly wageredCents: number;
  /** Mean over sessions of final − starting bankroll, and its 95% interval. */
  readonly meanResultCents: number;
  readonly ci95Cents: readonly [number, number];
  /** Mean over sessions of the exact expected result of the bets placed. */
  readonly exactExpectedCents: number;
  /** Per hand: the mean result, its 95% interval (a ratio estimate), and the exact expectation. */
  readonly meanPerHandCents: number;
  readonly ci95PerHandCents: readonly [number, number];
  readonly exactPerHandCents: number;
  /** The 95% interval holds the exact expectation. */
  readonly covered: boolean;
  /** Fractions of sessions ruined, and ending above their start. */
  readonly ruin: number;
  readonly ahead: number;
  readonly percentilesCents: Readonly<Record<`p${Percentile}`, number>>;
  readonly maxBetCents: number;
  readonly cappedBets: number;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((q / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** One system's summary from its joined columns; `z` sets the interval (95% unless told). */
export function summarize(system: SystemId, columns: SessionColumns, start: number, z = Z95): SystemSummary {
  const n = columns.final.length;
  let hands = 0;
  let wagered = 0;
  let result = 0;
  let exact = 0;
  let ruined = 0;
  let ahead = 0;
  let maxBet = 0;
  let capped = 0;
  for (let i = 0; i < n; i++) {
    const r = columns.final[i]! - start;
    hands += columns.hands[i]!;
    wagered += columns.wagered[i]!;
    result += r;
    exact += columns.exact[i]!;
    if (columns.end[i] === END_RUIN) ruined++;
    if (r > 0) ahead++;
    if (columns.maxBet[i]! > maxBet) maxBet = columns.maxBet[i]!;
    capped += columns.capped[i]!;
  }
  const mean = n === 0 ? 0 : result / n;
  const perHand = hands === 0 ? 0 : result / hands;
  const meanHands = n === 0 ? 0 : hands / n;
  // Second pass: the spread of results, and of results less perHand × hands (the ratio estimate's residuals).
  let squares = 0;
  let residuals = 0;
  for (let i = 0; i < n; i++) {
    const r = columns.final[i]! - start;
    squares += (r - mean) ** 2;
    residuals += (r - perHand * columns.hands[i]!) ** 2;
  }
  const sd = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
  const half = (z * sd) / Math.sqrt(Math.max(1, n));
  const halfPerHand = n > 1 && meanHands > 0 ? (z * Math.sqrt(residuals / (n - 1))) / (Math.sqrt(n) * meanHands) : 0;
  const exactMean = n === 0 ? 0 : exact / n;
  const sorted = Float64Array.from(columns.final).sort();
  return {
    system,
    sessions: n,
    hands,
    wageredCents: wagered,
    meanResultCents: mean,
    ci95Cents: [mean - half, mean + half],
    exactExpectedCents: exactMean,
    meanPerHandCents: perHand,
    ci95PerHandCents: [perHand - halfPerHand, perHand + halfPerHand],
    exactPerHandCents: hands === 0 ? 0 : exact / hands,
    covered: mean - half <= exactMean && exactMean <= mean + half,
    ruin: n === 0 ? 0 : ruined / n,
    ahead: n === 0 ? 0 : ahead / n,
    percentilesCents: {
      p5: percentile(sorted, 5),
      p25: percentile(sorted, 25),
      p50: percentile(sorted, 50),
      p75: percentile(sorted, 75),
      p95: percentile(sorted, 95),
    },
    maxBetCents: maxBet,
    cappedBets: capped,
  };
}

/** Every system's summary of a joined run, in the options' order. */
export function summarizeRun(options: LabOptions, joined: LabChunk): SystemSummary[] {
  return options.systems.map((system, s) => summarize(system, joined.systems[s]!, options.bankroll));
}

/** A histogram of final bankrolls: `bins` equal bins from the lowest to the highest. */
export interface Histogram {
  readonly low: number;
  readonly width: number;
  readonly counts: readonly number[];
}

export function histogram(final: Float64Array, bins = 30): Histogram {
  let low = Infinity;
  let high = -Infinity;
  for (const v of final) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  if (final.length === 0) return { low: 0, width: 1, counts: [] };
  const width = Math.max(1, Math.ceil((high - low + 1) / bins));
  const counts = new Array<number>(bins).fill(0);
  for (const v of final) counts[Math.min(bins - 1, Math.floor((v - low) / width))]!++;
  return { low, width, counts };
}

/** The fan chart: at each kept point over the hands, the percentiles of the kept sessions' bankrolls. */
export interface Fan {
  /** The hand after which each point is taken. */
  readonly hands: readonly number[];
  /** One row per PERCENTILES entry, one value per point. */
  readonly bands: Readonly<Record<`p${Percentile}`, readonly number[]>>;
}

export function fan(paths: Float64Array, handsPerSession: number): Fan {
  const width = PATH_POINTS + 1;
  const sessions = paths.length / width;
  const hands = Array.from({ length: width }, (_, k) => Math.round((k * handsPerSession) / PATH_POINTS));
  const bands = {
    p5: [] as number[],
    p25: [] as number[],
    p50: [] as number[],
    p75: [] as number[],
    p95: [] as number[],
  };
  const at = new Float64Array(sessions);
  for (let k = 0; k < width; k++) {
    for (let i = 0; i < sessions; i++) at[i] = paths[i * width + k]!;
    at.sort();
    for (const q of PERCENTILES) bands[`p${q}`].push(percentile(at, q));
  }
  return { hands, bands };
}

/** The per-session rows of a joined run, one line per session and system: the CSV export's body. */
export function sessionRows(options: LabOptions, joined: LabChunk): (string | number)[][] {
  const rows: (string | number)[][] = [];
  const ends = ['hands', 'stop-win', 'stop-loss', 'ruin'];
  for (let i = 0; i < joined.to; i++) {
    options.systems.forEach((system, s) => {
      const c = joined.systems[s]!;
      rows.push([
        i + 1,
        system,
        c.hands[i]!,
        c.final[i]!,
        c.final[i]! - options.bankroll,
        c.wagered[i]!,
        Math.round(c.exact[i]! * 100) / 100,
        c.maxBet[i]!,
        c.capped[i]!,
        ends[c.end[i]!]!,
      ]);
    });
  }
  return rows;
}
