/** @vitest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import Lab from '../../src/lab/Lab';
import type { FromWorker, ToWorker } from '../../src/lab/worker';
import { flatBetDistribution, runSessions } from '../../src/rules/lab';
import { words } from '../../src/lab/words/en';

/**
 * The page's workers, played here on demand: each keeps the jobs it is given, and answers its
 * last as the real worker does (the same rules functions) only when the test says so, and never
 * once terminated, as a terminated worker says nothing.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly jobs: ToWorker[] = [];
  terminated = false;
  answered = 0;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(job: ToWorker) {
    this.jobs.push(job);
  }
  terminate() {
    this.terminated = true;
  }
  say(message: FromWorker) {
    if (!this.terminated) act(() => this.onmessage!({ data: message } as MessageEvent<FromWorker>));
  }
  /** Whether a job it was given waits for its answer. */
  get busy() {
    return !this.terminated && this.answered < this.jobs.length;
  }
  /** Plays its next job and sends back what the real worker would. */
  answer() {
    const job = this.jobs[this.answered++]!;
    if (job.kind === 'run') this.say({ kind: 'chunk', chunk: runSessions(job.options, job.from, job.to) });
    else if (job.kind === 'exact') this.say({ kind: 'exact', ...flatBetDistribution(job.flat) });
  }
}

const runWorkers = () => FakeWorker.made.filter((w) => w.jobs[0]?.kind === 'run');
const exactWorkers = () => FakeWorker.made.filter((w) => w.jobs[0]?.kind === 'exact');

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('a lab run on the page’s workers', () => {
  test('the bar says how far it has got; after Cancel, how far it got; every worker stops', async () => {
    const user = userEvent.setup();
    render(<Lab shown />);
    const lab = await screen.findByTestId('lab');
    await fill(user, within(lab).getByTestId('lab-sessions'), '8');
    await user.click(within(lab).getByTestId('lab-run'));
    const bar = within(lab).getByTestId('lab-progress');
    runWorkers()[0]!.say({ kind: 'progress', done: 2 });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '25% · estimating the time left');
    expect(within(lab).getByText('25% · estimating the time left')).toBeInTheDocument();
    await user.click(within(lab).getByTestId('lab-cancel'));
    expect(within(lab).getByRole('status')).toHaveTextContent('Stopped after 2 of 8 sessions.');
    expect(bar).toHaveAttribute('aria-valuetext', 'Stopped after 2 of 8 sessions.');
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(FakeWorker.made.length).toBeGreaterThanOrEqual(2);
    expect(FakeWorker.made.every((w) => w.terminated)).toBe(true);
  });

  test('a cancelled run’s exact figures, however late, never stand beside the next run’s', async () => {
    const user = userEvent.setup();
    render(<Lab shown />);
    const lab = await screen.findByTestId('lab');
    await fill(user, within(lab).getByTestId('lab-sessions'), '6');
    await fill(user, within(lab).getByTestId('lab-hands'), '60');
    await user.click(within(lab).getByTestId('lab-run'));
    const [stale] = exactWorkers();
    await user.click(within(lab).getByTestId('lab-cancel'));

    await fill(user, within(lab).getByTestId('lab-hands'), '30');
    await user.click(within(lab).getByTestId('lab-run'));
    // The new run's workers play every chunk, then its exact worker answers, then the old one tries.
    const fresh = exactWorkers().at(-1)!;
    for (let busy = runWorkers().filter((w) => w.busy); busy.length > 0; busy = runWorkers().filter((w) => w.busy))
      busy[0]!.answer();
    expect(await within(lab).findAllByTestId('lab-result')).toHaveLength(2);
    expect(fresh).not.toBe(stale);
    fresh.answer();
    const shown = await within(lab).findByTestId('lab-exact');
    stale!.answer();
    await act(async () => {}); // whatever the stale answer set, drawn
    const job = fresh.jobs[0] as Extract<ToWorker, { kind: 'exact' }>;
    expect(job.flat.hands).toBe(30);
    const d = flatBetDistribution(job.flat);
    expect(shown).toHaveTextContent(words.exactLine(d.ruin, d.ahead, d.meanResult));
  });
});
