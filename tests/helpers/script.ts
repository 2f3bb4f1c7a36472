import { spawnSync } from 'node:child_process';

/**
 * Runs one of `scripts/` as its npm script does, through tsx, in a Node of its own: its exit
 * status, stdout and stderr. Node with tsx's loader, not `npx tsx`, which starts npm and then a
 * second Node (0.8 s more of CPU a run, and the lab's tests run it dozens of times).
 */
export function runScript(
  script: string,
  args: readonly string[] = [],
): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
