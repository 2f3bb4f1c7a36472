/**
 * Smoothness in a real browser (`npm run bench`, or `npm run bench -- browser` for this part
 * alone): builds the app, serves it with `vite preview`, and in Chromium deals five animated
 * hands at the normal speed on the default table and on the fullest one (casino shoe, EZ
 * Baccarat, side bets, with the odds and the roads shown), with the CPU at full speed and
 * slowed down 4× (CDP `Emulation.setCPUThrottlingRate`, about a mid-range phone). It counts
 * the long tasks (over 50 ms, `PerformanceObserver` type `longtask`) and the longest gap
 * between two animation frames while the hands are dealt (after a first chip placed and taken
 * back, the page's first gesture, which loads the sound once a session). A measure, never a test: on a shared
 * machine run it alone (`flock /tmp/e2e.lock npm run bench -- browser`). BENCH_PORT (or
 * E2E_PORT) names the port; PLAYWRIGHT_CHROMIUM the browser.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { summarise, type Figures } from './benchFigures';

const TABLES = [
  { name: 'default', address: '/?seed=7', keys: ['Numpad2'] },
  {
    name: 'fullest',
    address: '/?seed=7&shoe=casino&game=ez&sidebets=on',
    keys: ['Numpad2', '4', '6', '7', '9', '5', '8'],
  },
] as const;
const RATES = [1, 4] as const;
const HANDS = 5;
/** Runs of each row (BENCH_RUNS): one run on a shared 2-core machine is mostly noise near 50 ms. */
const RUNS = Math.max(1, Math.trunc(Number(process.env.BENCH_RUNS ?? 3)) || 3);

/** Records long tasks and the worst gap between frames, from `__bench.start()` on. */
function instrument(): void {
  const bench = {
    measuring: false,
    from: 0,
    last: 0,
    worst: 0,
    tasks: [] as { start: number; duration: number }[],
    start() {
      bench.measuring = true;
      bench.from = performance.now();
      bench.last = 0;
      bench.worst = 0;
    },
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = (time: number) => {
    if (bench.measuring && bench.last > 0) bench.worst = Math.max(bench.worst, time - bench.last);
    bench.last = time;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Resolves when the table's `data-phase` turns settled, told by a MutationObserver. Not
 * Playwright's locator wait: that polls the page and checks the element's visibility, a forced
 * style and layout in the middle of the deal that the bench would count against the game.
 */
function settled(): Promise<void> {
  const table = document.querySelector('[data-testid="table"]')!;
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the hand did not settle in two minutes')), 120_000);
    const done = () => table.getAttribute('data-phase') === 'settled';
    if (done()) return resolve();
    const watch = new MutationObserver(() => {
      if (!done()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(table, { attributes: true, attributeFilter: ['data-phase'] });
  });
}

async function measure(browser: Browser, base: string, table: (typeof TABLES)[number], rate: number): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(instrument);
  await page.goto(base + table.address);
  await page.waitForLoadState('load');
  await page.getByTestId('odds-panel').waitFor({ timeout: 60_000 });
  await page.getByTestId('bead-plate').waitFor({ timeout: 60_000 });
  if (table.name === 'fullest') await page.getByTestId('bet-dragon-7').waitFor({ timeout: 60_000 });
  // A chip placed and taken back first: the page's first gesture loads the sound and opens its
  // audio, once a session, as a player's first bet would; the hands measured come after.
  await page.keyboard.press(table.keys[0]);
  await page.keyboard.press('Delete');
  await page.waitForTimeout(1500); // the lazy chunks and the first odds settle before measuring
  await page.evaluate(() => (window as unknown as { __bench: { start(): void } }).__bench.start());
  for (let hand = 0; hand < HANDS; hand++) {
    await page.keyboard.press('Delete');
    for (const key of table.keys) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await page.evaluate(settled);
    await page.waitForTimeout(500); // what follows a settled hand (panels, roads) counts too
  }
  const figures = await page.evaluate(() => {
    const bench = (
      window as unknown as { __bench: { from: number; worst: number; tasks: { start: number; duration: number }[] } }
    ).__bench;
    const tasks = bench.tasks.filter((t) => t.start >= bench.from);
    return {
      longTasks: tasks.length,
      totalMs: tasks.reduce((sum, t) => sum + t.duration, 0),
      longestMs: tasks.reduce((most, t) => Math.max(most, t.duration), 0),
      worstFrameGapMs: bench.worst,
    };
  });
  await context.close();
  return figures;
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

export async function benchBrowser(): Promise<void> {
  const executablePath =
    process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const port = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4173);
  const base = `http://127.0.0.1:${port}`;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  // A server already there would be measured in this build's place (its preview fails on the port).
  if (await answers(base)) throw new Error(`port ${port} already serves a page: stop it, or set BENCH_PORT`);
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  let browser: Browser | null = null;
  try {
    await waitForServer(base, 60);
    browser = await chromium.launch({
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
    console.log(
      `\nfive animated hands (normal speed), Chromium ${browser.version()}, 1280×800, odds and roads on the page (below the fold); the median of ${RUNS} run${RUNS > 1 ? 's' : ''}`,
    );
    console.log('table     CPU   long tasks   total ms   longest ms   worst frame gap ms   long tasks in each run');
    for (const table of TABLES) {
      for (const rate of RATES) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, base, table, rate));
        const f = summarise(runs);
        console.log(
          `${table.name.padEnd(9)} ${`${rate}×`.padEnd(5)} ${String(f.longTasks).padStart(10)} ${f.totalMs.toFixed(0).padStart(10)} ${f.longestMs.toFixed(0).padStart(12)} ${f.worstFrameGapMs.toFixed(0).padStart(20)}   ${f.longTasksEach.join(' ')}`,
        );
      }
    }
    console.log('(fullest: ?shoe=casino&game=ez&sidebets=on; a long task is one over 50 ms; BENCH_RUNS sets the runs)');
  } finally {
    await browser?.close();
    try {
      if (server.pid !== undefined) process.kill(-server.pid);
    } catch {
      // already gone
    }
  }
}
