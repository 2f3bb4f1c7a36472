/**
 * The exact distribution of the final bankroll for a flat bet on a fresh shoe, by dynamic
 * programming over the bankroll in cents: no sampling, no normal approximation.
 *
 * Each hand is independent (a fresh shoe), so the bankroll is a Markov chain: from each
 * bankroll the bet is the unit cut by the limits (never more than $300 or the bankroll),
 * and the paytable's lines move it by what the table pays (the Banker's rounded-up
 * commission included). Ruin (below $5), stop-win and stop-loss absorb. Probabilities are
 * the exact line probabilities (tableOdds.ts) as doubles.
 */
import { fullComposition } from '../composition';
import { LIMITS } from '../limits';
import type { Game } from '../variants';
import { lineOdds, netOnLine, type LineOdds } from './expected';
import type { Side } from './systems';

export interface FlatBetCase {
  readonly side: Side;
  readonly game: Game;
  readonly decks: number;
  /** The flat bet, cents. */
  readonly unit: number;
  /** The starting bankroll, cents. */
  readonly bankroll: number;
  readonly hands: number;
  readonly stopWin: number | null;
  readonly stopLoss: number | null;
}

/** The final bankroll's exact distribution. */
export interface BankrollDistribution {
  /** Each final bankroll (cents) that can happen, ascending, and its probability. */
  readonly bankrolls: Float64Array;
  readonly probabilities: Float64Array;
  /** P(ruined): the session ended below the $5 minimum. */
  readonly ruin: number;
  /** P(final bankroll above the start). */
  readonly ahead: number;
  /** The expected final bankroll less the start, cents. */
  readonly meanResult: number;
}

/** One hand's moves from a bankroll: the bet's lines as (net cents, probability). */
function moves(lines: LineOdds, c: FlatBetCase, bankroll: number): { net: number; p: number }[] {
  const amount = Math.min(c.unit, LIMITS.maximumTotal, bankroll);
  return lines.map(([line, p]) => ({ net: netOnLine(c.game, c.side, line, amount), p }));
}

/**
 * The exact distribution of the final bankroll after `hands` hands (or earlier, absorbed by
 * ruin, stop-win or stop-loss) of a flat bet on a fresh shoe. Bankrolls are held densely, one
 * slot per cent from 0 to the most the session can reach: hands × the largest win.
 */
export function flatBetDistribution(c: FlatBetCase): BankrollDistribution {
  const lines = lineOdds(fullComposition(c.decks), c.game, c.side);
  const bestWin = Math.max(...moves(lines, c, c.unit).map((m) => m.net));
  const top = c.bankroll + c.hands * Math.max(0, bestWin);
  const win = c.stopWin === null ? Infinity : c.bankroll + c.stopWin;
  const loss = c.stopLoss === null ? -Infinity : c.bankroll - c.stopLoss;
  const absorbed = (b: number) => b < LIMITS.minimumBet || b >= win || b <= loss;
  // The moves from each bankroll depend on it only through the cut: work them out once per bankroll.
  const movesFrom = new Map<number, { net: number; p: number }[]>();
  const uncut = moves(lines, c, c.unit);
  let now = new Float64Array(top + 1);
  let next = new Float64Array(top + 1);
  now[c.bankroll] = 1;
  // The live bankrolls: the DP touches only these, not every cent.
  let live = absorbed(c.bankroll) ? [] : [c.bankroll];
  for (let hand = 0; hand < c.hands && live.length > 0; hand++) {
    next.set(now);
    const reached = new Set<number>();
    for (const b of live) {
      const p = now[b]!;
      next[b]! -= p;
      let from = b >= c.unit ? uncut : movesFrom.get(b);
      if (from === undefined) {
        from = moves(lines, c, b);
        movesFrom.set(b, from);
      }
      for (const m of from) {
        const to = b + m.net;
        next[to]! += p * m.p;
        if (!absorbed(to)) reached.add(to);
      }
    }
    [now, next] = [next, now];
    live = [...reached];
  }
  const bankrolls: number[] = [];
  const probabilities: number[] = [];
  let ruin = 0;
  let ahead = 0;
  let mean = 0;
  for (let b = 0; b <= top; b++) {
    const p = now[b]!;
    if (p === 0) continue;
    bankrolls.push(b);
    probabilities.push(p);
    if (b < LIMITS.minimumBet) ruin += p;
    if (b > c.bankroll) ahead += p;
    mean += p * (b - c.bankroll);
  }
  return {
    bankrolls: Float64Array.from(bankrolls),
    probabilities: Float64Array.from(probabilities),
    ruin,
    ahead,
    meanResult: mean,
  };
}

/** The smallest final bankroll with at least `q` of the probability at or below it. */
export function distributionQuantile(d: BankrollDistribution, q: number): number {
  let cumulative = 0;
  for (let i = 0; i < d.bankrolls.length; i++) {
    cumulative += d.probabilities[i]!;
    if (cumulative >= q - 1e-12) return d.bankrolls[i]!;
  }
  return d.bankrolls[d.bankrolls.length - 1] ?? 0;
}

/** The simulated and the exact distributions of the final bankroll in the same bins, each as a share of sessions. */
export interface ExactComparison {
  /** Bin i holds final bankrolls from low + i × width up to low + (i + 1) × width, cents. */
  readonly low: number;
  readonly width: number;
  /** The share of simulated sessions in each bin. */
  readonly simulated: readonly number[];
  /** The exact probability of ending in each bin. */
  readonly exact: readonly number[];
}

/**
 * Bins the simulated final bankrolls and the exact distribution alike, over what either
 * reaches (the exact one's last 0.05% of each tail aside): a bankroll beyond the range counts
 * in the bin at its edge, so each row sums to 1.
 */
export function compareWithExact(
  final: Float64Array,
  exact: Pick<BankrollDistribution, 'bankrolls' | 'probabilities'>,
  bins = 24,
): ExactComparison {
  const whole = { ...exact, ruin: 0, ahead: 0, meanResult: 0 };
  let low = distributionQuantile(whole, 0.0005);
  let high = distributionQuantile(whole, 0.9995);
  for (const v of final) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  const width = Math.max(1, Math.ceil((high - low + 1) / bins));
  const bin = (v: number) => Math.min(bins - 1, Math.max(0, Math.floor((v - low) / width)));
  const simulated = new Array<number>(bins).fill(0);
  const exactShare = new Array<number>(bins).fill(0);
  for (const v of final) simulated[bin(v)]! += 1 / final.length;
  exact.bankrolls.forEach((b, i) => (exactShare[bin(b)]! += exact.probabilities[i]!));
  return { low, width, simulated, exact: exactShare };
}
