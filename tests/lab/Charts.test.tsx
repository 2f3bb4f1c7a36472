/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { cents, formatMoney } from '../../src/rules';
import { ExactCharts, FanChart, HistogramChart } from '../../src/lab/Charts';
import { words as en, type LabWords } from '../../src/lab/words/en';
import { words as zhHans } from '../../src/lab/words/zh-Hans';
import { words as zhHant } from '../../src/lab/words/zh-Hant';

/** Final bankrolls of $0 to $300 in 30 bins of $10, the start ($100) in bin 10. */
const HISTOGRAM = { low: 0, width: 1_000, counts: Array.from({ length: 30 }, (_, i) => (i === 0 ? 174 : 30 - i)) };
/** Bankrolls over 200 hands: the bands spread from $100 as the hands go on. */
const FAN = {
  hands: Array.from({ length: 41 }, (_, k) => 5 * k),
  bands: {
    p5: Array.from({ length: 41 }, (_, k) => 10_000 - 180 * k),
    p25: Array.from({ length: 41 }, (_, k) => 10_000 - 80 * k),
    p50: Array.from({ length: 41 }, (_, k) => 10_000 - 20 * k),
    p75: Array.from({ length: 41 }, (_, k) => 10_000 + 50 * k),
    p95: Array.from({ length: 41 }, (_, k) => 10_000 + 150 * k),
  },
};

const texts = (part: Element, selector: string) => [...part.querySelectorAll(selector)].map((t) => t.textContent);
const partOf = (svg: Element, name: string) => svg.querySelector(`[data-part="${name}"]`)!;

describe("the lab's charts have axes, ticks and a legend", () => {
  test('the histogram: bankroll ticks in money by the one money formatter, sessions counted, the start in the legend', () => {
    render(<HistogramChart data={HISTOGRAM} start={10_000} label="Final bankroll of Flat" words={en} />);
    const svg = screen.getByRole('img', { name: 'Final bankroll of Flat' });
    const x = partOf(svg, 'x-axis');
    expect(texts(x, '[data-part="tick"]')).toEqual(['$0.00', '$100.00', '$200.00', '$300.00']);
    expect(texts(x, '[data-part="tick"]')).toEqual([0, 10_000, 20_000, 30_000].map((c) => formatMoney(cents(c))));
    expect(x).toHaveTextContent('final bankroll');
    expect(texts(partOf(svg, 'y-axis'), '[data-part="tick"]')).toEqual(['0', '50', '100', '150']);
    expect(partOf(svg, 'y-axis')).toHaveTextContent('sessions');
    expect(texts(partOf(svg, 'legend'), 'text')).toEqual(['sessions', 'starting bankroll']);
  });

  test('the fan: hands along, money up, and a legend for each band, the median and the start', () => {
    render(<FanChart data={FAN} start={10_000} label="Bankroll of Martingale" words={en} />);
    const svg = screen.getByRole('img', { name: 'Bankroll of Martingale' });
    expect(texts(partOf(svg, 'x-axis'), '[data-part="tick"]')).toEqual(['0', '50', '100', '150', '200']);
    expect(partOf(svg, 'x-axis')).toHaveTextContent('hands');
    expect(texts(partOf(svg, 'y-axis'), '[data-part="tick"]')).toEqual(['$50.00', '$100.00', '$150.00']);
    expect(texts(partOf(svg, 'legend'), 'text')).toEqual([
      'middle 90% of sessions',
      'middle 50%',
      'median',
      'starting bankroll',
    ]);
    expect(svg.querySelectorAll('polygon[data-band]')).toHaveLength(2);
  });

  test('a bankroll below zero is written as the view writes money: -$12.09 style, with separators', () => {
    render(
      <FanChart
        data={{ ...FAN, bands: { ...FAN.bands, p5: FAN.bands.p5.map((v) => v - 1_200_000) } }}
        start={10_000}
        label="Wide"
        words={en}
      />,
    );
    const ticks = texts(partOf(screen.getByRole('img', { name: 'Wide' }), 'y-axis'), '[data-part="tick"]');
    expect(ticks).toContain('-$10,000.00');
    expect(ticks).toContain('$0.00');
  });

  test.each([
    ['zh-Hans', zhHans],
    ['zh-Hant', zhHant],
  ] as [string, LabWords][])(
    '%s: every label of every chart is in Chinese, the money in the money formatter',
    (_, words) => {
      const { container } = render(
        <>
          <HistogramChart data={HISTOGRAM} start={10_000} label="h" words={words} />
          <FanChart data={FAN} start={10_000} label="f" words={words} />
          <ExactCharts
            data={{
              low: 0,
              width: 1_000,
              simulated: HISTOGRAM.counts.map((c) => c / 600),
              exact: HISTOGRAM.counts.map((c) => c / 600),
            }}
            start={10_000}
            sessions={600}
            words={words}
          />
        </>,
      );
      const svgs = container.querySelectorAll('svg');
      expect(svgs).toHaveLength(4);
      for (const svg of svgs) {
        for (const text of texts(partOf(svg, 'legend'), 'text')) expect(text).toMatch(/[\u4e00-\u9fff]/);
        for (const axis of ['x-axis', 'y-axis']) {
          const [title] = [...partOf(svg, axis).querySelectorAll('text:not([data-part="tick"])')].map(
            (t) => t.textContent,
          );
          expect(title).toMatch(/[\u4e00-\u9fff]/);
        }
        expect(svg.textContent).not.toMatch(/[A-Za-z]{2,}/);
      }
      expect(texts(partOf(svgs[0]!, 'x-axis'), '[data-part="tick"]')).toEqual(
        [0, 10_000, 20_000, 30_000].map((c) => formatMoney(cents(c))),
      );
    },
  );

  test('Flat simulated beside exact: each chart has both axes on the same scale and says which it is', () => {
    const shares = HISTOGRAM.counts.map((c) => c / 600);
    render(
      <ExactCharts
        data={{ low: 0, width: 1_000, simulated: shares, exact: shares }}
        start={10_000}
        sessions={600}
        words={en}
      />,
    );
    const simulated = screen.getByTestId('lab-exact-chart-simulated');
    const exact = screen.getByTestId('lab-exact-chart-exact');
    for (const svg of [simulated, exact]) {
      expect(texts(partOf(svg, 'x-axis'), '[data-part="tick"]')).toEqual(['$0.00', '$100.00', '$200.00', '$300.00']);
      expect(texts(partOf(svg, 'y-axis'), '[data-part="tick"]')).toEqual(['0%', '10%', '20%']);
    }
    expect(within(simulated).getByText('simulated')).toBeInTheDocument();
    expect(within(exact).getByText('exact')).toBeInTheDocument();
    expect(exact.querySelectorAll('rect.lab-chart__bar--exact')).toHaveLength(30);
  });
});
