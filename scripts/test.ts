/**
 * `npm test`: every test, as the README says. The checks that need no browser (each type check
 * of `npm run typecheck`, `npm run lint`, `npm run test:unit`) and the production build run side
 * by side, as many at once as the machine has cores, longest first; each one's output is printed
 * whole when it ends. Then, once all of them have passed, `npm run size` and `npm run test:e2e`
 * (the browser tests, which use every core themselves). The commands are package.json's own
 * scripts, so running any one of them alone does the same thing.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const script = (name: string): string => {
  const command = scripts[name];
  if (command === undefined) throw new Error(`test: package.json has no "${name}" script`);
  return command;
};

/** Longest first, so that the last to end is a short one. */
const side = [script('test:unit'), ...script('typecheck').split(' && '), script('lint'), script('build')];
const after = ['size', 'test:e2e'];

interface Ran {
  command: string;
  code: number;
  seconds: number;
  output: string;
}

function run(command: string, inherit: boolean): Promise<Ran> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(command, {
      shell: true,
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code, signal) =>
      done({
        command,
        code: code ?? (signal === null ? 1 : 128),
        seconds: (performance.now() - started) / 1000,
        output,
      }),
    );
  });
}

async function sideBySide(commands: readonly string[], at: number): Promise<Ran[]> {
  const queue = [...commands];
  const ran: Ran[] = [];
  const lane = async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      const result = await run(command, false);
      process.stdout.write(
        `\n> ${command}  (${result.seconds.toFixed(1)} s, ${result.code === 0 ? 'passed' : `failed, exit ${result.code}`})\n${result.output}`,
      );
      ran.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(at, commands.length)) }, lane));
  return ran;
}

const cores = availableParallelism();
const started = performance.now();
const failed = (await sideBySide(side, cores)).filter((r) => r.code !== 0);
if (failed.length > 0) {
  process.stderr.write(`\ntest: failed: ${failed.map((r) => r.command).join('; ')}\n`);
  process.exit(1);
}
for (const name of after) {
  process.stdout.write(`\n> npm run ${name}\n`);
  const result = await run(`npm run --silent ${name}`, true);
  if (result.code !== 0) {
    process.stderr.write(`\ntest: failed: npm run ${name}\n`);
    process.exit(result.code);
  }
}
process.stdout.write(`\ntest: every test passed in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
