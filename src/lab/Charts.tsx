/** The lab's charts, drawn in SVG: a histogram of final bankrolls, a fan of bankroll percentiles over the hands, and Flat's exact distribution beside its simulated one. */
import type { ExactComparison, Fan, Histogram } from '../rules/lab';
import type { LabWords } from './words/en';

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
        return (
          <rect
            key={i}
            className="lab-chart__bar"
            x={PAD + i * bar + 0.5}
            y={H - PAD - h}
            width={Math.max(0.5, bar - 1)}
            height={h}
          />
        );
      })}
      {startX >= PAD && startX <= W - PAD && (
        <line className="lab-chart__start" x1={startX} x2={startX} y1={PAD} y2={H - PAD} />
      )}
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
    [
      ...upper.map((v, i) => `${x(data.hands[i]!)},${y(v)}`),
      ...lower.map((v, i) => `${x(data.hands[i]!)},${y(v)}`).reverse(),
    ].join(' ');
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

/** Bars of shares (0–1) on a scale whose top is `most`, the starting bankroll marked. */
function ShareBars({
  shares,
  most,
  startX,
  label,
  kind,
}: {
  shares: readonly number[];
  most: number;
  startX: number;
  label: string;
  kind: 'simulated' | 'exact';
}) {
  const bar = (W - 2 * PAD) / Math.max(1, shares.length);
  return (
    <svg
      className="lab-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-testid={`lab-exact-chart-${kind}`}
    >
      {shares.map((share, i) => {
        const h = ((H - 2 * PAD) * share) / most;
        return (
          <rect
            key={i}
            className={`lab-chart__bar lab-chart__bar--${kind}`}
            x={PAD + i * bar + 0.5}
            y={H - PAD - h}
            width={Math.max(0.5, bar - 1)}
            height={h}
          />
        );
      })}
      {startX >= PAD && startX <= W - PAD && (
        <line className="lab-chart__start" x1={startX} x2={startX} y1={PAD} y2={H - PAD} />
      )}
    </svg>
  );
}

/**
 * Flat's final bankroll, simulated beside exact (dynamic programming): the same bins and the
 * same scale, so that each bar on the left stands beside its exact height on the right; and
 * the same figures as a table, the charts' text alternative.
 */
export function ExactCharts({
  data,
  start,
  sessions,
  words,
}: {
  data: ExactComparison;
  start: number;
  sessions: number;
  words: LabWords;
}) {
  const most = Math.max(1e-12, ...data.simulated, ...data.exact);
  const bins = data.exact.length;
  const startX = PAD + ((start - data.low) / (data.width * bins)) * (W - 2 * PAD);
  const low = words.money(data.low);
  const high = words.money(data.low + data.width * bins);
  const name = words.system.flat;
  return (
    <div className="lab-exact__charts">
      <figure>
        <figcaption>{words.exactSimulated(name, sessions)}</figcaption>
        <ShareBars
          shares={data.simulated}
          most={most}
          startX={startX}
          label={words.exactSimulatedChart(name, low, high)}
          kind="simulated"
        />
        <p className="lab-exact__axis">{words.interval(low, high)}</p>
      </figure>
      <figure>
        <figcaption>{words.exactExact}</figcaption>
        <ShareBars
          shares={data.exact}
          most={most}
          startX={startX}
          label={words.exactExactChart(name, low, high)}
          kind="exact"
        />
        <p className="lab-exact__axis">{words.interval(low, high)}</p>
      </figure>
      <details className="lab-exact__table">
        <summary>{words.exactTable}</summary>
        <table>
          <thead>
            <tr>
              {words.exactTableHeaders.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.exact.map((p, i) => (
              <tr key={i}>
                <th scope="row">
                  {words.interval(
                    words.money(data.low + i * data.width),
                    words.money(data.low + (i + 1) * data.width - 1),
                  )}
                </th>
                <td>{words.percent(data.simulated[i]!, 2)}</td>
                <td>{words.percent(p, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
