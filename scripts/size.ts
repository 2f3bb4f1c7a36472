/**
 * The size budget of the production build: the JavaScript a first visit loads before the
 * table can be played (the entry script and what it preloads), gzipped at level 9.
 * Fails when it passes the budget. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 86 * 1000;
const dist = 'dist';

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  // The entry the built page fetches once its first paint is on screen (scripts/entryAfterPaint.ts).
  ...html.matchAll(/afterFirstPaint\("([^"]+)"\)/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1]!);

if (initial.length === 0) {
  console.error('size: no module scripts in dist/index.html; run `npm run build` first');
  process.exit(1);
}

let total = 0;
for (const src of initial) {
  const bytes = gzipSync(readFileSync(join(dist, src.replace(/^\//, ''))), { level: 9 }).length;
  total += bytes;
  console.log(`  ${src}: ${(bytes / 1000).toFixed(1)} KB gzipped`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`initial JS: ${(total / 1000).toFixed(1)} KB gzipped (${verdict} the ${BUDGET_BYTES / 1000} KB budget)`);
if (total > BUDGET_BYTES) process.exit(1);
