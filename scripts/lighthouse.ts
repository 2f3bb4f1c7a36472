/**
 * Lighthouse against the production build, as a new visitor on a phone meets it: the mobile
 * preset (a mid-range phone on a slow 4G line, simulated), three runs, the median by
 * performance score. Prints the four category scores and FCP, LCP, TBT and CLS.
 *   npm run lighthouse            (builds first; needs Chromium: /usr/bin/chromium or CHROME_PATH)
 * Lighthouse itself is fetched by npx on first use: it is a measuring tool, not a dependency.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4189);
const chrome = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<string, { numericValue: number; displayValue?: string }>;
}

const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true } });
const runs: Report[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const report = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');
    // Asynchronously: the preview server answering Lighthouse runs in this same process.
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `http://127.0.0.1:${port}/`,
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } },
    );
    const json = readFileSync(report, 'utf8');
    runs.push(JSON.parse(json) as Report);
  }
} finally {
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}

const median = runs.slice().sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
  Math.floor(RUNS / 2)
]!;
const score = (key: keyof Report['categories']) => Math.round(median.categories[key].score * 100);
const metric = (id: string) => median.audits[id]!;
console.log(
  `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS} runs (performance: ${runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')})`,
);
console.log(
  `performance ${score('performance')} · accessibility ${score('accessibility')} · best practices ${score('best-practices')} · SEO ${score('seo')}`,
);
console.log(
  `FCP ${(metric('first-contentful-paint').numericValue / 1000).toFixed(2)} s · LCP ${(metric('largest-contentful-paint').numericValue / 1000).toFixed(2)} s · ` +
    `TBT ${Math.round(metric('total-blocking-time').numericValue)} ms · CLS ${metric('cumulative-layout-shift').numericValue.toFixed(3)}`,
);
