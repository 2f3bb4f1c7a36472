/** @vitest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import {
  joinCountChunks,
  runCountShoes,
  summarizeCountRun,
  type CountRunOptions,
} from '../../src/rules/school/countLab';
import { CountLab } from '../../src/school/CountLab';
import { words } from '../../src/school/words/en';

/** The lab's workers, played here on one thread and small: the same chunks the workers play. */
const SMALL = { shoes: 12, exactShoes: 3 };
vi.mock('../../src/lab/pool', () => ({
  runCountOnWorkers: (options: CountRunOptions, _workers: number, onProgress: (fraction: number) => void) => {
    const small = { ...options, ...SMALL };
    onProgress(1);
    return { done: Promise.resolve(joinCountChunks([runCountShoes(small, 0, small.shoes)])), cancel: () => {} };
  },
}));

describe('the count over many shoes, in the school', () => {
  test('shows the count and the exact bettor beside the published figures, with and without the one more coup', async () => {
    render(<CountLab count="dragon7" words={words} />);
    fireEvent.click(screen.getByTestId('count-lab-run'));
    const options: CountRunOptions = { count: 'dragon7', seed: 1, trigger: null, ...SMALL };
    const summary = summarizeCountRun(options, joinCountChunks([runCountShoes(options, 0, SMALL.shoes)]));
    expect(await screen.findByTestId('count-lab-expected')).toHaveTextContent(
      words.labExpected(
        summary.expected.exact.unitsPerShoe,
        summary.expected.toCutCard.exact.unitsPerShoe,
        summary.expected.count.unitsPerShoe,
        summary.expected.toCutCard.count.unitsPerShoe,
      ),
    );
    expect(screen.getByTestId('count-lab-result')).toHaveAttribute('data-trigger', String(summary.trigger));
    expect(summary.expected.toCutCard.exact.unitsPerShoe).toBeLessThanOrEqual(summary.expected.exact.unitsPerShoe);
  });
});
