/**
 * The charts' scales: round tick values for an axis, and the money axis's ticks in whole
 * dollars (cents in, cents out), so that the one money formatter writes each as `$100.00`.
 */

/** Round values (1, 2 or 5 times a power of ten apart) from `low` to `high`, at most `most` + 1 of them. */
export function niceTicks(low: number, high: number, most = 4): number[] {
  if (!(high > low) || !Number.isFinite(high - low)) return [low];
  const raw = (high - low) / most;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw * (1 - 1e-9))!;
  const decimals = Math.min(20, Math.max(0, -Math.floor(Math.log10(step)))); // the step's own: 0.2 has one
  const ticks: number[] = [];
  for (let k = Math.ceil(low / step - 1e-9); k * step <= high + step * 1e-9; k++)
    ticks.push(Number((k * step).toFixed(decimals)));
  return ticks;
}

/**
 * Ticks for an axis of money in cents: whole dollars, at least a dollar apart (a span under a
 * few dollars gets each whole dollar in it, or its two ends when it holds fewer than two).
 */
export function moneyTicks(lowCents: number, highCents: number, most = 4): number[] {
  const dollars = niceTicks(lowCents / 100, highCents / 100, most);
  if (dollars.length > 1 && dollars[1]! - dollars[0]! >= 1) return dollars.map((d) => Math.round(d * 100));
  const whole: number[] = [];
  for (let d = Math.ceil(lowCents / 100); d * 100 <= highCents; d++) whole.push(d * 100);
  return whole.length >= 2 ? whole : [lowCents, highCents];
}
