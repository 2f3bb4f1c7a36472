/**
 * Smoothness in a real browser (`npm run bench`, or `npm run bench -- browser` for this part
 * alone): builds the app, serves it with `vite preview`, works out this machine's benchmark index
 * as Lighthouse does (`computeBenchmarkIndex`, in the page), and deals five animated hands at the
 * normal speed on the default table and on the fullest one (casino shoe, EZ Baccarat, side bets,
 * with the odds and the roads shown) with the CPU slowed to a mid-tier and a low-tier phone (CDP
 * `Emulation.setCPUThrottlingRate`: the host's index over 1,000 and over 264, as Chrome DevTools
 * calibrates them). Each figure is the median of five runs (BENCH_RUNS), printed with the device's
 * index and the rate. Mid-tier: the long tasks (over 50 ms) and the longest gap between animation
 * frames while the hands are dealt, and the scripts of the Long Animation Frames (so a regression
 * names its cause). Low-tier: how soon a bet press and Deal answer (Event Timing: from the input to
 * the next paint) and the longest task during a deal. A measure, never a test: on a shared machine
 * run it alone (`flock /tmp/browser.lock npm run bench -- browser`). BENCH_PORT (or E2E_PORT)
 * names the port; PLAYWRIGHT_CHROMIUM the browser. BENCH_HOST_INDEX takes the host's index as
 * given instead of the one measured (still measured and printed): two builds compared at the same
 * rates, as a loaded machine's index swings by a third from one minute to the next.
 * BENCH_TABLES (default,fullest) and BENCH_DEVICES (mid-tier,low-tier) pick the rows, for a
 * quicker before/after of one row; every row by default. Each run's worst frame gap over 50 ms is
 * printed with where it fell (the hand, ms after Deal or after settled), the presses and phase
 * changes just before it, and the long animation frames and tasks in it (BENCH_GAPS=1: every gap
 * over 50 ms). BENCH_CSS adds a stylesheet once the table is there (a rule measured before it is
 * written); BENCH_TRACE_RUNS=name traces each run (CDP Tracing: the main thread, the compositor,
 * the raster workers, the GPU process) into /tmp/name-N.json. BENCH_PRESS_MS=N holds each press
 * down N ms before it is let go, as a finger or a mouse button is (0, the default: down and up sent
 * together, so a press's pointer events and its click are one task). BENCH_FINGER=1 presses with a
 * finger (touch events, as on a phone) instead of the mouse: no pointer is left over the table, so
 * no hover changes as it moves and no hover hit test follows a deal. BENCH_PRESSES=1 prints each
 * run's presses in order, each with its answer (ms) and, from 8 ms, how long its input waited for the
 * page (Event Timing's input delay): which press of a hand is the slow one, and whether its own work is.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { cpuRate, DEVICES, median, summarise, type Figures } from './benchFigures';

export const TABLES = [
  { name: 'default', address: '/?seed=7', bets: ['bet-banker'] },
  {
    name: 'fullest',
    address: '/?seed=7&shoe=casino&game=ez&sidebets=on',
    bets: [
      'bet-banker',
      'bet-player-pair',
      'bet-banker-pair',
      'bet-dragon-player',
      'bet-dragon-banker',
      'bet-dragon-7',
      'bet-panda-8',
    ],
  },
] as const;
const HANDS = 5;
/** The runs traced so far (BENCH_TRACE_RUNS), for the trace files' names. */
let traced = 1;
/** A comma-separated choice from `all` by name (an unset or empty variable chooses all). */
const chosen = <T extends { name: string }>(all: readonly T[], names: string | undefined): T[] =>
  names ? all.filter((one) => names.split(',').includes(one.name)) : [...all];
/** Runs of each row (BENCH_RUNS): one run on a shared 2-core machine is mostly noise near 50 ms. */
const RUNS = Math.max(1, Math.trunc(Number(process.env.BENCH_RUNS ?? 5)) || 5);
/** How long a press is held down (ms): 0 sends the button's down and up together. */
const PRESS_MS = Math.max(0, Number(process.env.BENCH_PRESS_MS ?? 0) || 0);
/** BENCH_FINGER=1: each press a finger's tap (touch events), as on a phone: no pointer hovers over the table. */
const FINGER = process.env.BENCH_FINGER === '1';

/** A press at `at`: the mouse's click, or with BENCH_FINGER a tap; either held `ms` before it is let go. */
async function pressAt(page: Page, cdp: CDPSession, at: { x: number; y: number }, ms = 0): Promise<void> {
  if (!FINGER) return page.mouse.click(at.x, at.y, { delay: ms });
  if (ms === 0) return page.touchscreen.tap(at.x, at.y);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Lighthouse's computeBenchmarkIndex (lighthouse core/lib/page-functions.js, 12.x), run in the
 * page: a GC-heavy string build and an array copy, 500 ms each, averaged.
 */
function computeBenchmarkIndex(): number {
  function benchmarkIndexGC() {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('will never happen, but prevents compiler optimizations');
      iterations++;
    }
    const durationInSeconds = (Date.now() - start) / 1000;
    return Math.round(iterations / 10 / durationInSeconds);
  }
  function benchmarkIndexNoGC() {
    const arrA: number[] = [];
    const arrB: number[] = [];
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB;
      const tgt = iterations % 2 === 0 ? arrB : arrA;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j]!;
      iterations++;
    }
    const durationInSeconds = (Date.now() - start) / 1000;
    return Math.round(iterations / 10 / durationInSeconds);
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
}

type Bench = {
  measuring: boolean;
  from: number;
  last: number;
  worst: number;
  dealing: { start: number; end: number }[];
  tasks: { start: number; duration: number }[];
  frames: {
    start: number;
    duration: number;
    renderStart: number;
    styleAndLayoutStart: number;
    scripts: { source: string; start: number; duration: number }[];
  }[];
  events: { id: number; name: string; target: string; start: number; duration: number; delay?: number }[];
  /** Every gap between two animation frames over 50 ms while measuring: the later frame's time and the gap. */
  gaps: { at: number; gap: number }[];
  /** What the page did, by time: each press (its target) and each change of the table's phase or of the panels' turns. */
  marks: { at: number; what: string }[];
  start(): void;
};

/** Records long tasks, Long Animation Frames, interactions and the worst gap between frames, from `__bench.start()` on. */
function instrument(): void {
  const bench: Bench = {
    measuring: false,
    from: 0,
    last: 0,
    worst: 0,
    dealing: [],
    tasks: [],
    frames: [],
    events: [],
    gaps: [],
    marks: [],
    start() {
      bench.measuring = true;
      bench.from = performance.now();
      bench.last = 0;
      bench.worst = 0;
    },
  };
  (window as unknown as { __bench: Bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      renderStart: number;
      styleAndLayoutStart: number;
      scripts: {
        sourceURL: string;
        sourceFunctionName: string;
        invoker: string;
        startTime: number;
        duration: number;
      }[];
    })[])
      bench.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        renderStart: entry.renderStart,
        styleAndLayoutStart: entry.styleAndLayoutStart,
        scripts: entry.scripts.map((s) => ({
          source: `${s.sourceURL.replace(/^.*\//, '')}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''} (${s.invoker})`,
          start: s.startTime,
          duration: s.duration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  // What each press was on, by its time stamp (an Event Timing entry's start): its target may be gone
  // by the time the entry is read (Deal's label is a new node once the deal starts).
  const pressed = new Map<number, string>();
  for (const type of ['pointerdown', 'pointerup', 'click'])
    addEventListener(
      type,
      (e) => {
        const on = e.target instanceof Element ? e.target.closest('[data-testid]') : null;
        pressed.set(e.timeStamp, on?.getAttribute('data-testid') ?? '');
        if (bench.measuring && type === 'pointerdown')
          bench.marks.push({ at: performance.now(), what: `press ${on?.getAttribute('data-testid') ?? '?'}` });
      },
      true,
    );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
      if (entry.interactionId > 0)
        bench.events.push({
          id: entry.interactionId,
          name: entry.name,
          target: pressed.get(entry.startTime) ?? '',
          start: entry.startTime,
          duration: entry.duration,
          delay: (entry as PerformanceEventTiming).processingStart - entry.startTime,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // The table's phase and the panels' turns, by time: what a frame gap fell in.
  new MutationObserver((records) => {
    if (!bench.measuring) return;
    for (const r of records) {
      const el = r.target as Element;
      const value = el.getAttribute(r.attributeName!);
      bench.marks.push({ at: performance.now(), what: `${r.attributeName}=${value ?? '(gone)'}` });
    }
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-phase', 'data-panels-follow'],
  });
  const frame = (time: number) => {
    if (bench.measuring && bench.last > 0 && time - bench.last > 50)
      bench.gaps.push({ at: time, gap: time - bench.last });
    if (bench.measuring && bench.last > 0) bench.worst = Math.max(bench.worst, time - bench.last);
    bench.last = time;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Resolves after the next frame is painted: a press's answer is on screen (Event Timing's end). */
function answered(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * Resolves when the table's `data-phase` turns settled, told by a MutationObserver, and notes
 * when the deal started and ended. Not Playwright's locator wait: that polls the page and checks
 * the element's visibility, a forced style and layout in the middle of the deal that the bench
 * would count against the game.
 */
function settled(): Promise<void> {
  const table = document.querySelector('[data-testid="table"]')!;
  const bench = (window as unknown as { __bench: Bench }).__bench;
  const deal = bench.dealing.at(-1)!;
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the hand did not settle in two minutes')), 120_000);
    const done = () => table.getAttribute('data-phase') === 'settled';
    const end = () => {
      deal.end = performance.now();
      resolve();
    };
    if (done()) return end();
    const watch = new MutationObserver(() => {
      if (!done()) return;
      watch.disconnect();
      end();
    });
    watch.observe(table, { attributes: true, attributeFilter: ['data-phase'] });
  });
}

/** The middle of a control's box: clicked there by the mouse, as a finger would, with no actionability checks in between. */
async function centre(page: Page, testId: string): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function measure(browser: Browser, base: string, table: (typeof TABLES)[number], rate: number): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: FINGER });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(instrument);
  await page.goto(base + table.address);
  await page.waitForLoadState('load');
  await page.getByTestId('odds-panel').waitFor({ timeout: 60_000 });
  await page.getByTestId('bead-plate').waitFor({ timeout: 60_000 });
  if (table.name === 'fullest') await page.getByTestId('bet-dragon-7').waitFor({ timeout: 60_000 });
  // BENCH_CSS: a stylesheet added once the table is there, to measure a rule before writing it.
  if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
  const at = Object.fromEntries(
    await Promise.all(['clear-bets', 'deal', ...table.bets].map(async (id) => [id, await centre(page, id)] as const)),
  );
  // A chip placed and taken back first: the page's first gesture loads the sound and opens its
  // audio, once a session, as a player's first bet does. Its answer is a figure of its own (a
  // player's first press is the one that counts most); the hands measured come after.
  const firstAt = await page.evaluate(() => performance.now());
  await pressAt(page, cdp, at[table.bets[0]]!);
  await page.waitForTimeout(1500); // the sound's chunk and audio, and the press's own answer
  await pressAt(page, cdp, at['clear-bets']!);
  await page.waitForTimeout(1500); // the lazy chunks and the first odds settle before measuring
  await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.start());
  // BENCH_TRACE_RUNS=file: each run traced (CDP Tracing, the compositor's and the GPU's frames too) into /tmp/file-N.json.
  const tracing = process.env.BENCH_TRACE_RUNS;
  if (tracing)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'toplevel',
        'cc',
        'viz',
        'gpu',
        'benchmark',
        'input',
        'v8.execute',
        'blink',
        'scheduler',
      ],
    });
  // A player's presses come a few hundred milliseconds apart, each answered before the next: each
  // press here waits for the frame that answers it, so that a press's Event Timing is its own (when
  // presses follow at machine speed, the frame that paints press n is drawn after press n + 1's task,
  // and the slowest "bet press" read two presses' work; perf8's traces, docs/performance.md).
  const press = async (id: string) => {
    await pressAt(page, cdp, at[id]!, PRESS_MS);
    await page.evaluate(answered);
  };
  for (let hand = 0; hand < HANDS; hand++) {
    await press('clear-bets');
    for (const bet of table.bets) await press(bet);
    await page.evaluate(() =>
      (window as unknown as { __bench: Bench }).__bench.dealing.push({ start: performance.now(), end: Infinity }),
    );
    await pressAt(page, cdp, at.deal!, PRESS_MS);
    await page.evaluate(settled);
    await page.waitForTimeout(500); // what follows a settled hand (panels, roads) counts too
  }
  const figures = await page.evaluate(
    ([bets, firstAt]: readonly [readonly string[], number]) => {
      const bench = (window as unknown as { __bench: Bench }).__bench;
      // The first press: the first interaction on the first bet's spot, from its input to its answer.
      const first = bench.events.filter((e) => e.start >= firstAt && e.start < bench.from && e.target === bets[0])[0];
      const firstEvents = first === undefined ? [] : bench.events.filter((e) => e.id === first.id);
      const firstEnd = Math.max(0, ...firstEvents.map((e) => e.start + e.duration));
      const firstScripts: Record<string, number> = {};
      for (const frame of bench.frames.filter(
        (f) => first !== undefined && f.start + f.duration >= first.start && f.start <= firstEnd && f.duration > 50,
      ))
        for (const script of frame.scripts)
          firstScripts[script.source] = (firstScripts[script.source] ?? 0) + script.duration;
      const tasks = bench.tasks.filter((t) => t.start >= bench.from);
      // An interaction answers when the next frame is painted: its longest event's duration.
      const answers = new Map<number, { target: string; duration: number; delay: number }>();
      for (const e of bench.events.filter((e) => e.start >= bench.from)) {
        const known = answers.get(e.id);
        answers.set(e.id, {
          target: known?.target || e.target,
          duration: Math.max(known?.duration ?? 0, e.duration),
          delay: known?.delay ?? e.delay ?? 0,
        });
      }
      const slowest = (targets: readonly string[]) =>
        Math.max(0, ...[...answers.values()].filter((a) => targets.includes(a.target)).map((a) => a.duration));
      const dealOf = (t: { start: number; duration: number }) =>
        bench.dealing.find((d) => t.start + t.duration >= d.start && t.start <= d.end);
      const longestDeal = tasks.filter(dealOf).sort((a, b) => b.duration - a.duration)[0];
      /** A task's place in its deal and the scripts of the long animation frame it is in. */
      const whatWas = (t: { start: number; duration: number }, deal: { start: number }) => {
        const frame = bench.frames.find(
          (f) => f.start <= t.start + 1 && f.start + f.duration >= t.start + t.duration - 1,
        );
        const named = (frame?.scripts ?? [])
          .filter((script) => script.duration >= 5)
          .map((script) => `${script.source} ${script.duration.toFixed(0)}`);
        return `${t.duration.toFixed(0)} ms at +${(t.start - deal.start).toFixed(0)} ms: ${named.join('; ') || 'no script over 5 ms'}`;
      };
      /** Each frame gap over 50 ms: where it fell (hand, ms after Deal), what changed last, and the frames and tasks in it. */
      const gaps = bench.gaps.map(({ at, gap }) => {
        const from = at - gap;
        const hand = bench.dealing.findLastIndex((d) => d.start <= at);
        const deal = bench.dealing[hand];
        const where =
          deal === undefined
            ? 'hand 1, its bets'
            : from <= deal.end
              ? `hand ${hand + 1}, +${(from - deal.start).toFixed(0)} ms after Deal`
              : `hand ${hand + 1}, +${(from - deal.end).toFixed(0)} ms after settled (+${(from - deal.start).toFixed(0)} after Deal)`;
        const marks = bench.marks
          .filter((m) => m.at <= at && m.at >= from - 200)
          .map((m) => `${m.what} @${(m.at - from).toFixed(0)}`);
        const loafs = bench.frames
          .filter((f) => f.start < at && f.start + f.duration > from)
          .map((f) => {
            const end = f.start + f.duration;
            const script = f.scripts.reduce((sum, x) => sum + x.duration, 0);
            const top = [...f.scripts]
              .sort((a, b) => b.duration - a.duration)
              .slice(0, 3)
              .map((x) => `${x.source} ${x.duration.toFixed(0)}`);
            const render = f.renderStart > 0 ? end - f.renderStart : 0;
            const layout = f.styleAndLayoutStart > 0 ? end - f.styleAndLayoutStart : 0;
            return `LoAF @${(f.start - from).toFixed(0)} ${f.duration.toFixed(0)} ms (script ${script.toFixed(0)}, render ${render.toFixed(0)} of which style+layout+paint ${layout.toFixed(0)}: ${top.join('; ') || '-'})`;
          });
        const longs = bench.tasks
          .filter((t) => t.start < at && t.start + t.duration > from)
          .map((t) => `task @${(t.start - from).toFixed(0)} ${t.duration.toFixed(0)} ms`);
        return {
          gap,
          what: `${gap.toFixed(0)} ms gap, ${where} [${marks.join(', ')}] ${[...loafs, ...longs].join(' ') || 'no long frame or task'}`,
        };
      });
      const scripts: Record<string, number> = {};
      for (const frame of bench.frames.filter((f) => f.start >= bench.from && f.duration > 50))
        for (const script of frame.scripts) scripts[script.source] = (scripts[script.source] ?? 0) + script.duration;
      return {
        longTasks: tasks.length,
        totalMs: tasks.reduce((sum, t) => sum + t.duration, 0),
        longestMs: tasks.reduce((most, t) => Math.max(most, t.duration), 0),
        worstFrameGapMs: bench.worst,
        firstPressMs: Math.max(0, ...firstEvents.map((e) => e.duration)),
        betAnswerMs: slowest(bets),
        dealAnswerMs: slowest(['deal']),
        presses: [...answers.values()],
        longestDealTaskMs: longestDeal?.duration ?? 0,
        longestDealTaskWhat: longestDeal && dealOf(longestDeal) ? whatWas(longestDeal, dealOf(longestDeal)!) : '',
        scripts,
        firstScripts,
        gaps,
      };
    },
    [table.bets, firstAt] as const,
  );
  if (tracing) writeFileSync(`/tmp/${tracing}-${traced++}.json`, await browser.stopTracing());
  await context.close();
  return figures;
}

/** This machine's benchmark index, as Lighthouse works it out: the median of three, each printed. */
async function hostIndex(browser: Browser): Promise<{ index: number; runs: number[] }> {
  const page = await browser.newPage();
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(Math.round(await page.evaluate(computeBenchmarkIndex)));
  await page.close();
  return { index: median(runs), runs };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // nothing there (yet)
  }
}

async function waitForServer(url: string, seconds: number): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

/**
 * The build served by `vite preview` on BENCH_PORT (or E2E_PORT, or 4173) and Chromium opened as the
 * bench opens it (PLAYWRIGHT_CHROMIUM, else Debian's): what `npm run bench` and
 * scripts/benchProfile.ts measure in. `close` stops both.
 */
export async function servedBuild(): Promise<{ base: string; browser: Browser; close: () => Promise<void> }> {
  const executablePath =
    process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const port = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4173);
  const base = `http://127.0.0.1:${port}`;
  // A server already there would be measured in this build's place (its preview fails on the port).
  if (await answers(base)) throw new Error(`port ${port} already serves a page: stop it, or set BENCH_PORT`);
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const stopServer = () => {
    try {
      if (server.pid !== undefined) process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  try {
    await waitForServer(base, 60);
    const browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
    const close = async () => {
      await browser.close();
      stopServer();
    };
    return { base, browser, close };
  } catch (error) {
    stopServer();
    throw error;
  }
}

export async function benchBrowser(): Promise<void> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const { base, browser, close } = await servedBuild();
  try {
    const measured = await hostIndex(browser);
    const given = Number(process.env.BENCH_HOST_INDEX);
    const host = given > 0 ? { ...measured, index: given } : measured;
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
    console.log(
      `\nChromium ${browser.version()}; this machine's benchmark index ${host.index}${given > 0 ? ` (BENCH_HOST_INDEX; measured ${measured.index})` : ''} (Lighthouse's computeBenchmarkIndex; runs ${host.runs.join(', ')}); load average ${load()}`,
    );
    const devices = chosen(DEVICES, process.env.BENCH_DEVICES).map((d) => ({
      ...d,
      rate: cpuRate(host.index, d.index),
    }));
    console.log(devices.map((d) => `${d.name} (index ${d.index}): CPU slowed ${d.rate}×`).join('; '));
    console.log(
      `five animated hands (normal speed), 1280×800, odds and roads on the page; each press ${FINGER ? "a finger's tap" : "the mouse's click"}, ${PRESS_MS > 0 ? `held ${PRESS_MS} ms` : 'down and up together'}; each figure the median of ${RUNS} run${RUNS > 1 ? 's' : ''}`,
    );
    for (const table of chosen(TABLES, process.env.BENCH_TABLES)) {
      for (const device of devices) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, base, table, device.rate));
        const f = summarise(runs);
        const who = `${table.name} table, ${device.name} (index ${device.index}, ${device.rate}×, host ${host.index})`;
        console.log(
          `${who}: the page's first press (a bet; it loads the sound) answered in ${f.firstPressMs.toFixed(0)} ms; ` +
            `long tasks ${f.longTasks} (each run: ${f.longTasksEach.join(' ')}), total ${f.totalMs.toFixed(0)} ms, ` +
            `longest ${f.longestMs.toFixed(0)} ms, worst frame gap ${f.worstFrameGapMs.toFixed(0)} ms; ` +
            `bet press answered in ${f.betAnswerMs.toFixed(0)} ms, Deal in ${f.dealAnswerMs.toFixed(0)} ms (Event Timing, the slowest of the run; under 16 reads 0), ` +
            `longest task during a deal ${f.longestDealTaskMs.toFixed(0)} ms`,
        );
        console.log(`  the longest task in a deal, each run: ${f.longestDealTaskEach.join(' | ')}`);
        const named = f.scripts.slice(0, 4).map(([script, ms]) => `${script} ${ms.toFixed(0)} ms`);
        console.log(`  long animation frames' scripts, per run: ${named.length === 0 ? 'none' : named.join('; ')}`);
        const firstNamed = f.firstScripts.slice(0, 4).map(([script, ms]) => `${script} ${ms.toFixed(0)} ms`);
        console.log(
          `  the first press's long animation frames' scripts, per run: ${firstNamed.length === 0 ? 'none' : firstNamed.join('; ')}`,
        );
        // Each run's frame gaps over 50 ms: the worst (all of them with BENCH_GAPS=1), where it fell and what the page did.
        runs.forEach((r, i) => {
          const gaps = r.gaps ?? [];
          const worst = gaps.reduce<(typeof gaps)[number] | undefined>(
            (w, g) => (w && w.gap >= g.gap ? w : g),
            undefined,
          );
          const shown = process.env.BENCH_GAPS ? gaps : worst ? [worst] : [];
          console.log(
            `  run ${i + 1}: worst frame gap ${r.worstFrameGapMs.toFixed(0)} ms; gaps over 50 ms: ${gaps.length}`,
          );
          if (process.env.BENCH_PRESSES) {
            const presses = r.presses ?? [];
            const each = presses.map(
              (p) =>
                `${p.target.replace(/^bet-/, '')} ${p.duration}${p.delay >= 8 ? ` (${p.delay.toFixed(0)} waiting)` : ''}`,
            );
            console.log(`    each press, in order: ${each.join(', ')}`);
            const bets = presses.filter((p) => p.target !== 'deal' && p.target !== 'clear-bets');
            const mean = (of: (p: (typeof bets)[number]) => number) =>
              bets.reduce((sum, p) => sum + of(p), 0) / Math.max(1, bets.length);
            console.log(
              `    the bet presses' mean: ${mean((p) => p.duration).toFixed(0)} ms, waiting ${mean((p) => p.delay).toFixed(0)} ms`,
            );
          }
          for (const g of shown) console.log(`    ${g.what}`);
        });
      }
    }
    console.log(
      `(fullest: ?shoe=casino&game=ez&sidebets=on; a long task is one over 50 ms; BENCH_RUNS sets the runs; load average now ${load()})`,
    );
  } finally {
    await close();
  }
}
