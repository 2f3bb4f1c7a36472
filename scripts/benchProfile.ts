/**
 * Where a press's time goes (`npx tsx scripts/benchProfile.ts`, after `npm run build`): serves
 * `dist/` with `vite preview`, opens the default table (or BENCH_ADDRESS) with the CPU slowed
 * BENCH_RATE× (8.21 by default: the low-tier phone at host index 2,168), and records a CPU profile
 * (CDP Profiler, sampled every 100 µs) around the page's first bet press, the second, a Deal and
 * the next coup's first bet (after the settled hand's bets are cleared).
 * Prints each profile's self time by source file and by function, mapped through the build's
 * source maps, and the press's answer (Event Timing). A measure for finding causes, never a test:
 * run it alone (`flock /tmp/browser.lock`). BENCH_PORT (or E2E_PORT) names the port.
 * BENCH_TABLE=fullest opens the bench's fullest table (casino shoe, EZ, side bets) instead, and
 * profiles as well a bet on each of its spots in turn, as the bench's hands place them.
 * BENCH_TRACE=1 records a trace (CDP Tracing) in the CPU profile's place, and prints the page's
 * tasks over 30 ms, each split into script, style, layout, paint and the rest: what a CPU profile
 * cannot see (the style recalculated inside a layout, for one, is named as such). BENCH_CSS adds a
 * stylesheet once the table is there: a rule tried before it is written. BENCH_SPLIT=N traces N rounds
 * of the table's bets and a Deal instead (BENCH_GAP ms after each bet, 700 by default) and prints each
 * kind of press's task split into script, hit tests, style, layout, pre-paint and the rest, the mean
 * over the presses: the browser's part of a press, steadier than one press's trace (at BENCH_RATE=1
 * nothing is throttled, and a throttled thread's pauses fall in whatever event runs), and `after`: the
 * main thread's tasks after it until the next press (its panels, animations and timers); the trace is
 * kept in /tmp/NAME-split.trace.json (BENCH_NAME, `press` by default) for a closer read.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { servedBuild, TABLES } from './benchBrowser';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const file = join('dist', new URL(url).pathname + '.map');
    maps.set(
      url,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null,
    );
  }
  return maps.get(url)!;
}

/** Where a sampled function is in the sources: `file function`. */
function place(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  if (!frame.url.startsWith('http')) return { file: frame.url || '(browser)', fn: frame.functionName || '(anonymous)' };
  const map = mapOf(frame.url);
  const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = (at?.source ?? frame.url).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return { file, fn: `${at?.name ?? frame.functionName ?? '(anonymous)'}:${at?.line ?? 0}` };
}

/** Self time (ms) by source file and by function, the largest first. */
function selfTimes(profile: Profile): { files: [string, number][]; fns: [string, number][]; total: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    total += ms;
    const { file, fn } = place(node.callFrame);
    files.set(file, (files.get(file) ?? 0) + ms);
    fns.set(`${file} ${fn}`, (fns.get(`${file} ${fn}`) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { files: sorted(files), fns: sorted(fns), total };
}

/**
 * The busy stretches of a profile (samples between two idle ones: a task, or a task and the frame
 * after it), each over `least` ms: when it began (ms from the profile's start), how long it ran
 * and its largest functions by self time, `(program)` being the browser's own work (style, layout,
 * paint).
 */
function busyStretches(profile: Profile, least: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out: string[] = [];
  let at = 0;
  let start = 0;
  let fns = new Map<string, number>();
  let length = 0;
  const close = () => {
    if (length > least) {
      const top = [...fns.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.BENCH_TOP ?? 6))
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
      out.push(`    at ${start.toFixed(0).padStart(5)} ms: ${length.toFixed(0).padStart(4)} ms  ${top.join(' | ')}`);
    }
    fns = new Map();
    length = 0;
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') close();
    else {
      if (length === 0) start = at;
      length += ms;
      const { file, fn } = place(frame);
      const key = `${file.replace(/^.*\//, '')} ${fn}`;
      fns.set(key, (fns.get(key) ?? 0) + ms);
    }
    at += ms;
  });
  close();
  return out;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { type?: string };
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

/** What a trace's work is, by its event's name. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.callFunction': 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  HitTest: 'hit test',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
};

/**
 * The page's tasks over 30 ms, in order, each with its time by kind (the outermost event of each
 * kind counts; a style recalculation inside a layout is counted as "style in layout").
 */
function traceTasks(events: TraceEvent[]): string[] {
  const threads = new Map<string, number>();
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
      threads.set(`${e.pid}:${e.tid}`, (threads.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...threads.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const on = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = on.filter((e) => e.name === 'RunTask');
  const first = tasks[0]?.ts ?? 0;
  const lines: string[] = [];
  let total = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = on.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const by = new Map<string, number>();
    const notes: string[] = [];
    const open: { kind: string; end: number }[] = [];
    for (const e of inside) {
      while (open.length > 0 && open.at(-1)!.end <= e.ts) open.pop();
      const kind = KINDS[e.name];
      if (kind === undefined) continue;
      const outer = open.find((o) => o.kind === kind);
      if (outer === undefined) {
        const label = kind === 'style' && open.some((o) => o.kind === 'layout') ? 'style in layout' : kind;
        by.set(label, (by.get(label) ?? 0) + (e.dur ?? 0) / 1000);
        if (e.name === 'EventDispatch' && e.args?.data?.type) notes.push(e.args.data.type);
        if (e.name === 'UpdateLayoutTree' && (e.dur ?? 0) > 2000)
          notes.push(`style ${e.args?.elementCount ?? '?'} elements`);
        if (e.name === 'Layout' && (e.dur ?? 0) > 2000)
          notes.push(
            `layout ${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'} objects`,
          );
      }
      open.push({ kind, end: e.ts + (e.dur ?? 0) });
    }
    total += (task.dur ?? 0) / 1000;
    if ((task.dur ?? 0) < 30_000) continue;
    const parts = [...by.entries()].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
    lines.push(
      `    at ${((task.ts - first) / 1000).toFixed(0).padStart(5)} ms: ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${parts.join(', ')}${notes.length > 0 ? `  (${[...new Set(notes)].join('; ')})` : ''}`,
    );
  }
  lines.unshift(`  the page's tasks: ${total.toFixed(0)} ms in all; those over 30 ms:`);
  return lines;
}

/** A press's task: its time by kind (the outermost event of each kind), its style recalculations and layouts. */
function pressSplit(task: TraceEvent, inside: TraceEvent[]): Record<string, number> {
  const by: Record<string, number> = { task: (task.dur ?? 0) / 1000, 'style elements': 0, 'layout objects': 0 };
  const open: { kind: string; end: number }[] = [];
  for (const e of inside) {
    while (open.length > 0 && open.at(-1)!.end <= e.ts) open.pop();
    const kind = KINDS[e.name];
    if (kind === undefined) continue;
    if (!open.some((o) => o.kind === kind)) {
      const label = kind === 'style' && open.some((o) => o.kind === 'layout') ? 'style in layout' : kind;
      by[label] = (by[label] ?? 0) + (e.dur ?? 0) / 1000;
      if (e.name === 'UpdateLayoutTree') by['style elements'] += e.args?.elementCount ?? 0;
      if (e.name === 'Layout') by['layout objects'] += e.args?.beginData?.dirtyObjects ?? 0;
    }
    open.push({ kind, end: e.ts + (e.dur ?? 0) });
  }
  by.rest = by.task - Object.entries(by).reduce((sum, [k, ms]) => (KIND_NAMES.has(k) ? sum + ms : sum), 0);
  return by;
}
const KIND_NAMES = new Set([...Object.values(KINDS), 'style in layout']);

/** The main thread's tasks that dispatched a click, each split by `pressSplit`, in order. */
function pressSplits(events: TraceEvent[]): Record<string, number>[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const on = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const splits: Record<string, number>[] = [];
  const tasks = on.filter((e) => e.name === 'RunTask');
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = on.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    if (inside.some((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click'))
      splits.push(pressSplit(task, inside));
    // Every task's time until the next press's counts to the press before it: what it left to do.
    else if (splits.length > 0) {
      const last = splits.at(-1)!;
      last.after = (last.after ?? 0) + (task.dur ?? 0) / 1000;
    }
  }
  return splits;
}

/** BENCH_SPLIT: `rounds` rounds of the table's bets and a Deal, traced, and each kind of press's mean split. */
async function splitPresses(
  browser: Browser,
  page: Page,
  spots: { x: number; y: number }[],
  deal: { x: number; y: number },
  rounds: number,
): Promise<void> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (let round = 0; round < rounds; round++) {
    for (const spot of spots) {
      await page.mouse.click(spot.x, spot.y);
      await page.waitForTimeout(Number(process.env.BENCH_GAP ?? 700));
    }
    await page.mouse.click(deal.x, deal.y);
    await page.locator('[data-phase="settled"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(Number(process.env.BENCH_AFTER ?? 1500));
  }
  const buffer = await browser.stopTracing();
  writeFileSync(`/tmp/${process.env.BENCH_NAME ?? 'press'}-split.trace.json`, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const splits = pressSplits(traceEvents);
  const every = spots.length + 1;
  for (const [name, presses] of [
    ['bet presses', splits.filter((_, i) => i % every !== every - 1)],
    ['Deal', splits.filter((_, i) => i % every === every - 1)],
  ] as const) {
    const mean = (k: string) => presses.reduce((sum, p) => sum + (p[k] ?? 0), 0) / Math.max(1, presses.length);
    const keys = [...new Set(presses.flatMap((p) => Object.keys(p)))];
    console.log(`  ${name} (${presses.length}, mean): ${keys.map((k) => `${k} ${mean(k).toFixed(2)}`).join(', ')}`);
  }
}

async function traced(browser: Browser, page: Page, name: string, act: () => Promise<void>): Promise<void> {
  await browser.startTracing(page, {
    // BENCH_TRACE_MORE: more categories, comma-separated (…invalidationTracking names what a layout redoes).
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'toplevel',
      ...(process.env.BENCH_TRACE_MORE?.split(',') ?? []),
    ],
  });
  const from = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(Number(process.env.BENCH_AFTER ?? 1500));
  const buffer = await browser.stopTracing();
  writeFileSync(`/tmp/${process.env.BENCH_NAME ?? 'press'}-${name}.trace.json`, buffer);
  const answers = await page.evaluate(
    (from) =>
      (window as unknown as { answers: (PerformanceEntry & { interactionId: number })[] }).answers
        .filter((e) => e.startTime >= from && e.interactionId > 0 && e.name === 'click')
        .map((e) => `${e.duration}`),
    from,
  );
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  console.log(`\n== ${name}: clicks answered in ${answers.join(', ')} ms (Event Timing)`);
  console.log(traceTasks(traceEvents).join('\n'));
}

async function profiled(cdp: CDPSession, page: Page, name: string, act: () => Promise<void>): Promise<void> {
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const from = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(Number(process.env.BENCH_AFTER ?? 1500));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  writeFileSync(`/tmp/${process.env.BENCH_NAME ?? 'press'}-${name}.cpuprofile`, JSON.stringify(profile));
  // Event Timing's entries are kept only for an observer (not in the performance timeline): the
  // one `watchAnswers` started after the load collected them.
  const answers = await page.evaluate(
    (from) =>
      (window as unknown as { answers: (PerformanceEntry & { interactionId: number })[] }).answers
        .filter((e) => e.startTime >= from && e.interactionId > 0)
        .map((e) => `${e.name} ${e.duration}`),
    from,
  );
  const { files, fns, total } = selfTimes(profile);
  const show = (list: [string, number][], n: number) =>
    list
      .slice(0, n)
      .map(([k, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(`\n== ${name}: busy ${total.toFixed(0)} ms; Event Timing: ${answers.join(', ')}`);
  console.log(`  by file:\n${show(files, 14)}\n  by function:\n${show(fns, 30)}`);
  console.log(`  busy stretches over 30 ms:\n${busyStretches(profile, 30).join('\n')}`);
}

async function main(): Promise<void> {
  const rate = Number(process.env.BENCH_RATE ?? 8.21);
  const { base, browser, close } = await servedBuild();
  try {
    console.log(
      `rate ${rate}×; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const table = TABLES.find((t) => t.name === (process.env.BENCH_TABLE ?? 'default'));
    if (table === undefined) throw new Error(`BENCH_TABLE: one of ${TABLES.map((t) => t.name).join(', ')}`);
    await page.goto(base + (process.env.BENCH_ADDRESS ?? table.address));
    await page.waitForLoadState('load');
    await page.getByTestId('odds-panel').waitFor({ timeout: 60_000 });
    await page.getByTestId('bead-plate').waitFor({ timeout: 60_000 });
    await page.getByTestId(table.bets.at(-1)!).waitFor({ timeout: 60_000 });
    // BENCH_CSS: a stylesheet added once the table is there, to try a rule before writing it.
    if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
    await page.waitForTimeout(2000);
    // The answers to presses (Event Timing, from 16 ms: the least it reports), kept for `profiled`.
    await page.evaluate(() => {
      const kept: PerformanceEntry[] = [];
      (window as unknown as { answers: PerformanceEntry[] }).answers = kept;
      new PerformanceObserver((list) => kept.push(...list.getEntries())).observe({
        type: 'event',
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
    const box = async (id: string) => {
      const b = (await page.getByTestId(id).boundingBox())!;
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const bet = await box('bet-banker');
    const clear = await box('clear-bets');
    const deal = await box('deal');
    if (process.env.BENCH_SPLIT) {
      await page.mouse.click(bet.x, bet.y); // the first press (it loads the sound), not counted
      await page.waitForTimeout(2000);
      await splitPresses(browser, page, await Promise.all(table.bets.map(box)), deal, Number(process.env.BENCH_SPLIT));
      return;
    }
    const record = (name: string, act: () => Promise<void>) =>
      process.env.BENCH_TRACE ? traced(browser, page, name, act) : profiled(cdp, page, name, act);
    await record('first-press', () => page.mouse.click(bet.x, bet.y));
    await page.mouse.click(clear.x, clear.y);
    await page.waitForTimeout(1500);
    await record('second-press', () => page.mouse.click(bet.x, bet.y));
    await record('third-press', () => page.mouse.click(bet.x, bet.y));
    if (table.bets.length > 1) {
      const spots = await Promise.all(table.bets.slice(1).map(box));
      await record('each-spot', async () => {
        for (const spot of spots) await page.mouse.click(spot.x, spot.y);
      });
    }
    await record('deal', async () => {
      await page.mouse.click(deal.x, deal.y);
      await page.locator('[data-phase="settled"]').waitFor({ timeout: 60_000 });
    });
    // The bench's slowest bet press: a settled hand's bets cleared, then the next coup's first bet.
    await page.mouse.click(clear.x, clear.y);
    await page.waitForTimeout(1500);
    await record('next-coup-press', () => page.mouse.click(bet.x, bet.y));
    await context.close();
  } finally {
    await close();
  }
}

/** BENCH_READ=name: the profiles kept in /tmp/name-*.cpuprofile read again (against today's dist/), none recorded. */
function readKept(name: string): void {
  for (const file of readdirSync('/tmp').filter((f) => f.startsWith(`${name}-`) && f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join('/tmp', file), 'utf8')) as Profile;
    console.log(`\n== ${file}: busy ${selfTimes(profile).total.toFixed(0)} ms`);
    console.log(`  busy stretches over 30 ms:\n${busyStretches(profile, 30).join('\n')}`);
  }
}

if (process.env.BENCH_READ) readKept(process.env.BENCH_READ);
else await main();
