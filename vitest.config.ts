import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The tests that ask for a DOM (`@vitest-environment jsdom` in their first lines): each keeps a
 * fresh module graph and a fresh document of its own, as rendered components need (the shared
 * document, localStorage and lazy chunks of one file would leak into the next): each file runs in
 * a VM context of its own (Vitest's vmThreads pool). The others, in
 * Node (rules, table, store, scripts: no module state of their own), share one module graph per
 * worker, which halves the suite's CPU time; `npx vitest run --sequence.shuffle` checks they
 * depend on no order.
 */
const domTests = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/${file.replaceAll('\\', '/')}`)
  .filter((file) => /@vitest-environment\s+(jsdom|happy-dom)/.test(readFileSync(file, 'utf8').slice(0, 2000)));

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globals: false,
    // Tests check behaviour, never speed (npm run bench measures that): a property test or a
    // lazy chunk may take many seconds on a loaded 2-core machine without being wrong.
    testTimeout: 30_000,
    pool: 'threads',
    // Vitest's default leaves a core free (one worker on a 2-core machine): the tests wait on
    // little, and two workers there take 47 s where one takes 60 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/**/*.test.{ts,tsx}'], exclude: domTests, isolate: false },
      },
      // Each DOM file in a VM context of its own (vmThreads): a fresh module graph and document per
      // file, as `isolate: true` gave, but jsdom's own modules loaded once per worker instead of once
      // per file in a new thread: the 34 DOM files 109-116 -> 52-54 s of CPU, measured back to back
      // (2026-11-29, docs/testing.md).
      { extends: true, test: { name: 'dom', include: domTests, pool: 'vmThreads' } },
    ],
  },
});
