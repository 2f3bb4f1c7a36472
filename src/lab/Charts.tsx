/** The lab's two charts, drawn in SVG: a histogram of final bankrolls and a fan of bankroll percentiles over the hands. */
import type { Fan, Histogram } from '../rules/lab';

const W = 320;
const H = 140;
const PAD = 6;

/** Sessions by final bankroll: one bar per range, the starting bankroll marked. */
export function HistogramChart({ data, start, label }: { data: Histogram; start: number; label: string }) {
  const most = Math.max(1, ...data.counts);
  const bar = (W - 2 * PAD) / Math.max(1, data.counts.length);
  const span = data.width * data.counts.length;
  const startX = PAD + ((start - data.low) / span) * (W - 2 * PAD);
  return (
    <svg className="lab-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      {data.counts.map((count, i) => {
        const h = ((H - 2 * PAD) * count) / most;
        return <rect key={i} className="lab-chart__bar" x={PAD + i * bar + 0.5} y={H - PAD - h} width={Math.max(0.5, bar - 1)} height={h} />;
      })}
      {startX >= PAD && startX <= W - PAD && <line className="lab-chart__start" x1={startX} x2={startX} y1={PAD} y2={H - PAD} />}
    </svg>
  );
}

/** The middle 90% and 50% of sessions' bankrolls over the hands, and the median. */
export function FanChart({ data, start, label }: { data: Fan; start: number; label: string }) {
  const values = [...data.bands.p5, ...data.bands.p95, start];
  const low = Math.min(...values);
  const high = Math.max(...values, low + 1);
  const last = Math.max(1, data.hands[data.hands.length - 1] ?? 1);
  const x = (hand: number) => PAD + (hand / last) * (W - 2 * PAD);
  const y = (money: number) => H - PAD - ((money - low) / (high - low)) * (H - 2 * PAD);
  const band = (upper: readonly number[], lower: readonly number[]) =>
    [...upper.map((v, i) => `${x(data.hands[i]!)},${y(v)}`), ...lower.map((v, i) => `${x(data.hands[i]!)},${y(v)}`).reverse()].join(' ');
  const median = data.bands.p50.map((v, i) => `${x(data.hands[i]!)},${y(v)}`).join(' ');
  return (
    <svg className="lab-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <polygon className="lab-chart__band90" points={band(data.bands.p95, data.bands.p5)} />
      <polygon className="lab-chart__band50" points={band(data.bands.p75, data.bands.p25)} />
      <line className="lab-chart__start" x1={PAD} x2={W - PAD} y1={y(start)} y2={y(start)} />
      <polyline className="lab-chart__median" points={median} />
    </svg>
  );
}
