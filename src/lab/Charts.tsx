/**
 * The lab's charts, drawn in SVG with their axes, ticks and legend as SVG attributes (no CSS of
 * their own): a histogram of final bankrolls, a fan of bankroll percentiles over the hands, and
 * Flat's exact distribution beside its simulated one. Money on an axis is written by the one
 * money formatter (the words' `money`), counts by the words' `count`, every label in the lab's
 * words.
 */
import type { ReactNode } from 'react';
import type { ExactComparison, Fan, Histogram } from '../rules/lab';
import { moneyTicks, niceTicks } from './axes';
import type { LabWords } from './words/en';

/** The viewBox's width, the plot's height and the text's size, in the viewBox's units. */
const W = 320;
const PLOT_H = 110;
const FONT = 10;
const ROW = FONT + 4;
/** Below the plot: the ticks' labels, then the x axis's title. */
const BELOW = 2 * ROW + 4;
const RIGHT = 8;

/** The table's tokens (--gold, --muted, the exact bars' blue), as SVG paints. */
const PAINT = { data: '#e2c063', exact: '#9fd3e6', text: '#c9d8cc', line: '#ffffff' } as const;

/** How a legend entry is drawn. */
type Swatch = 'bars' | 'exact' | 'band90' | 'band50' | 'median' | 'start';

interface LegendEntry {
  readonly swatch: Swatch;
  readonly label: string;
}

interface Axis {
  readonly title: string;
  /** The ticks' values, in the axis's own units. */
  readonly ticks: readonly number[];
  readonly label: (value: number) => string;
  readonly low: number;
  readonly high: number;
}

/** A text's width in the viewBox's units, near enough to lay out labels: a CJK character is a square. */
const textWidth = (text: string) =>
  [...text].reduce((width, c) => width + (c.codePointAt(0)! >= 0x2e80 ? FONT : FONT * 0.58), 0);

/** Where the plot sits, once the legend's rows and the y ticks' labels have their room. */
interface Frame {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly height: number;
  /** Each legend entry's place: its swatch at (x, y), its label after it. */
  readonly legend: readonly { readonly entry: LegendEntry; readonly x: number; readonly y: number }[];
  readonly x: (value: number) => number;
  readonly y: (value: number) => number;
}

function frameOf(legend: readonly LegendEntry[], x: Axis, y: Axis): Frame {
  const placed: { entry: LegendEntry; x: number; y: number }[] = [];
  let at = 2;
  let row = 0;
  for (const entry of legend) {
    const width = 16 + textWidth(entry.label);
    if (at > 2 && at + width > W - RIGHT) {
      at = 2;
      row += 1;
    }
    placed.push({ entry, x: at, y: 4 + row * ROW });
    at += width + 10;
  }
  const top = 4 + (row + 3) * ROW; // the legend's rows, then the y axis's title above the top tick
  const left = Math.ceil(Math.max(...y.ticks.map((v) => textWidth(y.label(v))), 0)) + 8;
  const right = W - RIGHT;
  const bottom = top + PLOT_H;
  const span = (a: Axis) => (a.high > a.low ? a.high - a.low : 1);
  return {
    left,
    top,
    right,
    bottom,
    height: bottom + BELOW,
    legend: placed,
    x: (value) => left + ((value - x.low) / span(x)) * (right - left),
    y: (value) => bottom - ((value - y.low) / span(y)) * PLOT_H,
  };
}

function LegendSwatch({ swatch, x, y }: { swatch: Swatch; x: number; y: number }) {
  const middle = y + FONT / 2;
  switch (swatch) {
    case 'bars':
    case 'exact':
      return <rect x={x} y={y + 1} width={12} height={FONT - 2} fill={swatch === 'bars' ? PAINT.data : PAINT.exact} />;
    case 'band90':
    case 'band50':
      return (
        <rect
          x={x}
          y={y + 1}
          width={12}
          height={FONT - 2}
          fill={PAINT.data}
          fillOpacity={swatch === 'band90' ? 0.25 : 0.5}
        />
      );
    case 'median':
      return <line x1={x} x2={x + 12} y1={middle} y2={middle} stroke={PAINT.line} strokeWidth={1.5} />;
    case 'start':
      return <line x1={x} x2={x + 12} y1={middle} y2={middle} stroke={PAINT.line} strokeDasharray="3 2" />;
  }
}

/** A chart's frame: the legend, both axes with their ticks and titles, and the plot drawn by `children`. */
function Chart({
  frame: f,
  x,
  y,
  label,
  testId,
  children,
}: {
  frame: Frame;
  x: Axis;
  y: Axis;
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  const clampX = (at: number, text: string) => {
    const half = textWidth(text) / 2;
    return Math.min(Math.max(at, half + 1), W - half - 1);
  };
  return (
    <svg
      className="lab-chart"
      viewBox={`0 0 ${W} ${f.height}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      fontSize={FONT}
    >
      <g data-part="legend" fill={PAINT.text} dominantBaseline="hanging">
        {f.legend.map(({ entry, x: at, y: top }) => (
          <g key={entry.swatch}>
            <LegendSwatch swatch={entry.swatch} x={at} y={top} />
            <text x={at + 16} y={top}>
              {entry.label}
            </text>
          </g>
        ))}
      </g>
      <g data-part="y-axis" fill={PAINT.text}>
        <text x={2} y={f.top - ROW}>
          {y.title}
        </text>
        {y.ticks.map((v) => (
          <g key={v}>
            <line x1={f.left} x2={f.right} y1={f.y(v)} y2={f.y(v)} stroke={PAINT.line} strokeOpacity={0.15} />
            <text data-part="tick" x={f.left - 4} y={f.y(v)} textAnchor="end" dominantBaseline="middle">
              {y.label(v)}
            </text>
          </g>
        ))}
      </g>
      {children}
      <g data-part="x-axis" fill={PAINT.text}>
        <line x1={f.left} x2={f.right} y1={f.bottom} y2={f.bottom} stroke={PAINT.text} />
        <line x1={f.left} x2={f.left} y1={f.top} y2={f.bottom} stroke={PAINT.text} />
        {x.ticks.map((v) => (
          <g key={v}>
            <line x1={f.x(v)} x2={f.x(v)} y1={f.bottom} y2={f.bottom + 3} stroke={PAINT.text} />
            <text
              data-part="tick"
              x={clampX(f.x(v), x.label(v))}
              y={f.bottom + 5}
              textAnchor="middle"
              dominantBaseline="hanging"
            >
              {x.label(v)}
            </text>
          </g>
        ))}
        <text x={(f.left + f.right) / 2} y={f.bottom + 5 + ROW} textAnchor="middle" dominantBaseline="hanging">
          {x.title}
        </text>
      </g>
    </svg>
  );
}

/** The money axis from `low` to `high` cents. */
const moneyAxis = (title: string, low: number, high: number, words: LabWords): Axis => ({
  title,
  low,
  high,
  ticks: moneyTicks(low, high),
  label: words.money,
});

/** Bars of `values` over equal bins from `low`, each `width` cents, on the frame's scales. */
function Bars({
  values,
  low,
  width,
  frame: f,
  kind,
}: {
  values: readonly number[];
  low: number;
  width: number;
  frame: Frame;
  kind: 'bars' | 'exact';
}) {
  return (
    <g fill={kind === 'bars' ? PAINT.data : PAINT.exact}>
      {values.map((value, i) => {
        const x0 = f.x(low + i * width);
        const x1 = f.x(low + (i + 1) * width);
        return (
          <rect
            key={i}
            className={kind === 'exact' ? 'lab-chart__bar--exact' : undefined}
            x={x0 + 0.5}
            y={f.y(value)}
            width={Math.max(0.5, x1 - x0 - 1)}
            height={f.bottom - f.y(value)}
          />
        );
      })}
    </g>
  );
}

/** The starting bankroll as a dashed line across the plot, upright at x = `at` or level at y = `at`. */
function StartLine({ frame: f, x, y }: { frame: Frame; x?: number; y?: number }) {
  const dashed = { stroke: PAINT.line, strokeDasharray: '3 3' } as const;
  if (x !== undefined)
    return x >= f.left && x <= f.right ? <line {...dashed} x1={x} x2={x} y1={f.top} y2={f.bottom} /> : null;
  return <line {...dashed} x1={f.left} x2={f.right} y1={y} y2={y} />;
}

/** Sessions by final bankroll: one bar per range, the starting bankroll marked. */
export function HistogramChart({
  data,
  start,
  label,
  words,
}: {
  data: Histogram;
  start: number;
  label: string;
  words: LabWords;
}) {
  const high = data.low + data.width * data.counts.length;
  const most = Math.max(1, ...data.counts);
  const counts = niceTicks(0, most, 4).filter((v) => Number.isInteger(v));
  const x = moneyAxis(words.axis.final, data.low, high, words);
  const y: Axis = {
    title: words.axis.sessions,
    low: 0,
    high: Math.max(most, ...counts),
    ticks: counts,
    label: words.count,
  };
  const legend: LegendEntry[] = [
    { swatch: 'bars', label: words.axis.sessions },
    { swatch: 'start', label: words.legend.start },
  ];
  const f = frameOf(legend, x, y);
  return (
    <Chart frame={f} x={x} y={y} label={label}>
      <Bars values={data.counts} low={data.low} width={data.width} frame={f} kind="bars" />
      <StartLine frame={f} x={f.x(start)} />
    </Chart>
  );
}

/** The middle 90% and 50% of sessions' bankrolls over the hands, and the median. */
export function FanChart({ data, start, label, words }: { data: Fan; start: number; label: string; words: LabWords }) {
  const values = [...data.bands.p5, ...data.bands.p95, start];
  const ticksY = moneyTicks(Math.min(...values), Math.max(...values));
  const last = Math.max(1, data.hands[data.hands.length - 1] ?? 1);
  const x: Axis = { title: words.axis.hands, low: 0, high: last, ticks: niceTicks(0, last, 4), label: words.count };
  const y: Axis = {
    title: words.axis.bankroll,
    low: Math.min(...values),
    high: Math.max(...values, Math.min(...values) + 1),
    ticks: ticksY,
    label: words.money,
  };
  const legend: LegendEntry[] = [
    { swatch: 'band90', label: words.legend.band90 },
    { swatch: 'band50', label: words.legend.band50 },
    { swatch: 'median', label: words.legend.median },
    { swatch: 'start', label: words.legend.start },
  ];
  const f = frameOf(legend, x, y);
  const points = (row: readonly number[]) => row.map((v, i) => `${f.x(data.hands[i]!)},${f.y(v)}`);
  const band = (upper: readonly number[], lower: readonly number[]) =>
    [...points(upper), ...points(lower).reverse()].join(' ');
  return (
    <Chart frame={f} x={x} y={y} label={label}>
      <polygon data-band="90" fill={PAINT.data} fillOpacity={0.25} points={band(data.bands.p95, data.bands.p5)} />
      <polygon data-band="50" fill={PAINT.data} fillOpacity={0.5} points={band(data.bands.p75, data.bands.p25)} />
      <StartLine frame={f} y={f.y(start)} />
      <polyline fill="none" stroke={PAINT.line} strokeWidth={1.5} points={points(data.bands.p50).join(' ')} />
    </Chart>
  );
}

/** Shares (0–1) of sessions in each bin on a scale whose top is `most`, the starting bankroll marked. */
function ShareBars({
  data,
  shares,
  most,
  start,
  label,
  kind,
  words,
}: {
  data: ExactComparison;
  shares: readonly number[];
  most: number;
  start: number;
  label: string;
  kind: 'simulated' | 'exact';
  words: LabWords;
}) {
  const high = data.low + data.width * shares.length;
  const x = moneyAxis(words.axis.final, data.low, high, words);
  const ticks = niceTicks(0, most, 3);
  const y: Axis = {
    title: words.axis.share,
    low: 0,
    high: Math.max(most, ...ticks),
    ticks,
    label: (v) => words.percent(v, ticks.length > 1 && ticks[1]! < 0.01 ? 1 : 0),
  };
  const legend: LegendEntry[] = [
    { swatch: kind === 'exact' ? 'exact' : 'bars', label: words.legend[kind] },
    { swatch: 'start', label: words.legend.start },
  ];
  const f = frameOf(legend, x, y);
  return (
    <Chart frame={f} x={x} y={y} label={label} testId={`lab-exact-chart-${kind}`}>
      <Bars values={shares} low={data.low} width={data.width} frame={f} kind={kind === 'exact' ? 'exact' : 'bars'} />
      <StartLine frame={f} x={f.x(start)} />
    </Chart>
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
  const low = words.money(data.low);
  const high = words.money(data.low + data.width * bins);
  const name = words.system.flat;
  const shared = { data, most, start, words };
  return (
    <div className="lab-exact__charts stack">
      <figure>
        <figcaption className="quiet">{words.exactSimulated(name, sessions)}</figcaption>
        <ShareBars
          {...shared}
          shares={data.simulated}
          label={words.exactSimulatedChart(name, low, high)}
          kind="simulated"
        />
      </figure>
      <figure>
        <figcaption className="quiet">{words.exactExact}</figcaption>
        <ShareBars {...shared} shares={data.exact} label={words.exactExactChart(name, low, high)} kind="exact" />
      </figure>
      <details className="lab-exact__table">
        <summary>{words.exactTable}</summary>
        <table className="figures">
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
