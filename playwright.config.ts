import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where it is installed (no browser can be downloaded on our machines);
// elsewhere Playwright's own. Its headless shell first (Debian's chromium-headless-shell, the same
// Blink as its chromium, and what Playwright's own headless runs use): the same tests took 12-16%
// less of the machine's CPU in it (table.spec 58.7 -> 51.6 s, layout.spec 92.4 -> 77.9 s, one
// worker, 2026-11-29, docs/testing.md); the full browser where only it is installed.
// PLAYWRIGHT_CHROMIUM names another executable.
const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const executablePath = process.env.PLAYWRIGHT_CHROMIUM ?? debianChromium;
// E2E_PORT lets two checkouts on one machine run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // The browser tests mostly wait (for the dealer's clock, a page, a chunk): four at a time keep a
  // 2-core machine busier than two (the whole suite 6 min 16 s against 7 min 27 s at two, measured
  // back to back on a loaded machine, none flaky). E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  // A ceiling for a busy 2-core CI machine, not a speed goal: an axe scan there takes seconds.
  timeout: 90_000,
  // A web-first assertion often waits for a lazy chunk: on four workers over two cores one took
  // over 5 s (the panels of a saved 130-hand table). A longer wait slows only a failing check.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // No service worker: registered in every test's fresh context, it precached the whole build (87
    // files) each time, a fifth of the suite's CPU (layout.spec, 98 s of CPU against 77 s blocked,
    // 2026-11-28). offline.spec.ts, which tests it, allows it; problemsOf (contract.ts) passes over
    // the one warning Playwright logs for a blocked registration.
    serviceWorkers: 'block',
    // One browser context per worker, reset between tests (Playwright's reuseContext): each test
    // still loads the table afresh in a new document, with the storage (local, session, IndexedDB),
    // cookies, cache, routes, init scripts, clock and emulation of the test before cleared, but in a
    // renderer that is already running. A new context's first page costs about 1 s more of the
    // machine's CPU than that (8 seeded hands: 30.4 s of CPU against 22.1 s reused, 2026-11-28),
    // a sixth of the suite. Not kept between tests: permissions and setOffline (the specs that use
    // them, and those about the first load itself, take a fresh context: test.use({ reuseContext:
    // false })). A test.use of isMobile, hasTouch, deviceScaleFactor, locale or javaScriptEnabled
    // opens a context of its own; viewport, colorScheme and reducedMotion may differ per test.
    reuseContext: true,
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: every action with the page's DOM before and after it. Not its
    // screencast: encoding a video of every test cost a fifth of the suite's CPU (table and controls,
    // 46.7 s of CPU against 35.4 s without it, 2026-11-28); a failure keeps one screenshot instead.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
