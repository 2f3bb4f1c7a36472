/**
 * Lighthouse against the production build, as a new visitor on a phone meets it: the mobile
 * preset (a mid-range phone on a slow 4G line, simulated), served gzip-compressed as a real host
 * serves it, three runs. Prints each run's four category scores, FCP, LCP, TBT, CLS, the element
 * of the largest paint and the machine's benchmark index, then the median by performance score.
 *   npm run lighthouse            (builds first; needs Chromium: /usr/bin/chromium or CHROME_PATH)
 * Lighthouse itself is fetched by npx on first use: it is a measuring tool, not a dependency.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4189);
/** Another build's directory to serve (LIGHTHOUSE_DIST), for a back-to-back comparison; `dist` by default. */
const dist = process.env.LIGHTHOUSE_DIST ?? 'dist';
/** A directory (LIGHTHOUSE_ASSETS) to keep each run's report, trace and network log in, to read the tasks again. */
const assets = process.env.LIGHTHOUSE_ASSETS;
const chrome = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<
    string,
    {
      numericValue: number;
      displayValue?: string;
      details?: { items?: { node?: { snippet?: string }; url?: string; startTime?: number; duration?: number }[] };
    }
  >;
  environment: { benchmarkIndex: number };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.webmanifest', '.json', '.txt']);

/**
 * dist/ served as a real host serves it: text gzip-compressed (level 9, once per file), hashed
 * assets cached for a year, an unknown path answered with 404 (not the page, as `vite preview`
 * does: robots.txt must be robots.txt). `vite preview` compresses nothing, which costs about a
 * second of simulated FCP on the mobile preset.
 */
function serveDist(): ReturnType<typeof createServer> {
  const gzipped = new Map<string, Buffer>();
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const file = join(dist, normalize(path === '/' ? '/index.html' : path));
    if (!file.startsWith(join(dist)) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[type] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = readFileSync(file);
    if (COMPRESSED.has(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      body = gzipped.get(file) ?? gzipSync(body, { level: 9 });
      gzipped.set(file, body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    response.writeHead(200, headers).end(body);
  });
}

const server = serveDist();
await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
const runs: Report[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const report = join(
      assets ?? mkdtempSync(join(tmpdir(), 'lighthouse-')),
      assets ? `run${i + 1}.json` : 'report.json',
    );
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
        ...(assets ? ['--save-assets'] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } },
    );
    const json = readFileSync(report, 'utf8');
    runs.push(JSON.parse(json) as Report);
  }
} finally {
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Lighthouse's long tasks (its `long-tasks` audit, simulated) from the first contentful paint on: what TBT counts. */
const longTasksAfterPaint = (r: Report): string => {
  const fcp = r.audits['first-contentful-paint']!.numericValue;
  const tasks = (r.audits['long-tasks']?.details?.items ?? [])
    .filter((t) => (t.startTime ?? 0) + (t.duration ?? 0) > fcp)
    .sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0))
    .map(
      (t) =>
        `${Math.round(t.duration ?? 0)} ms at ${((t.startTime ?? 0) / 1000).toFixed(2)} s (${(t.url ?? '?').replace(/^.*\//, '') || 'the page'})`,
    );
  return tasks.length === 0 ? 'none' : tasks.join(', ');
};

const line = (r: Report) => {
  const score = (key: keyof Report['categories']) => Math.round(r.categories[key].score * 100);
  const metric = (id: string) => r.audits[id]!.numericValue;
  const lcpElement = r.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const snippet = (lcpElement as { items?: { node?: { snippet?: string } }[] } | undefined)?.items?.[0]?.node?.snippet;
  return (
    `performance ${score('performance')} · accessibility ${score('accessibility')} · best practices ${score('best-practices')} · SEO ${score('seo')} · ` +
    `FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s · LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s · ` +
    `TBT ${Math.round(metric('total-blocking-time'))} ms · CLS ${metric('cumulative-layout-shift').toFixed(3)} · ` +
    `benchmark index ${Math.round(r.environment.benchmarkIndex)}\n    largest paint: ${snippet ?? lcpElement?.node?.snippet ?? '?'}\n` +
    `    long tasks after the first paint (simulated): ${longTasksAfterPaint(r)}`
  );
};
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, served gzip-compressed, ${RUNS} runs`);
runs.forEach((r, i) => console.log(`run ${i + 1}: ${line(r)}`));
const median = runs.slice().sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
  Math.floor(RUNS / 2)
]!;
console.log(`median: ${line(median)}`);
