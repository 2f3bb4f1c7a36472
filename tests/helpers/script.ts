import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { buildSync } from 'esbuild';

/** Where the scripts are bundled for the tests (`.cache` is ignored by git). */
const BUNDLES = '.cache/tests';

/** The scripts this test worker has bundled already, by path: each is bundled once a run. */
const bundled = new Map<string, string>();

/**
 * `script` bundled into one ES module for Node, as `npm run lab` and `npm run bench` bundle
 * theirs: the tests run each script dozens of times, and through tsx every run (and each of the
 * lab's workers) transpiles the whole program again, 3.5 s of CPU against 0.6 s for a bundle.
 * Written whole, then renamed, so that a worker bundling the same script never half-overwrites it.
 */
function bundle(script: string): string {
  const known = bundled.get(script);
  if (known !== undefined) return known;
  const outfile = join(BUNDLES, `${basename(script, '.ts')}.mjs`);
  const writing = `${outfile}.${process.pid}-${threadId}`;
  mkdirSync(BUNDLES, { recursive: true });
  buildSync({
    entryPoints: [script],
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    outfile: writing,
  });
  renameSync(writing, outfile);
  bundled.set(script, outfile);
  return outfile;
}

/**
 * Runs one of `scripts/` in a Node of its own, bundled by esbuild as `npm run lab` runs the lab:
 * its exit status, stdout and stderr.
 */
export function runScript(
  script: string,
  args: readonly string[] = [],
): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [bundle(script), ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
