/**
 * `npm test`: every test, as the README says, in an order made for a 2-core machine.
 * The unit and component tests (Vitest, which uses every core itself) and the production build
 * start at once; once the build is done, the type checks and the lint (`npm run typecheck`,
 * `npm run lint`, each command on its own) run one after another at the lowest CPU priority
 * (`nice`), so that they take only the time the others leave idle; once Vitest has passed,
 * `npm run size` and the browser tests (`npm run test:e2e`), which leave about a fifth of a core
 * idle (waiting on the dealer's clock, a page, a chunk): enough for the low-priority checks to
 * finish beside them (measured on a 2-core machine, docs/testing.md). A low
 * priority slows nothing with a time limit: the type checks and the lint have none, and Vitest
 * and the browser tests run at the normal priority. Every check's output is printed whole when it
 * ends (the browser tests' as they go). The commands are package.json's own scripts, so running
 * any one of them alone does the same thing.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const script = (name: string): string => {
  const command = scripts[name];
  if (command === undefined) throw new Error(`test: package.json has no "${name}" script`);
  return command;
};

/** The checks at the lowest priority, longest first; none has a time limit. */
const background = [...script('typecheck').split(' && '), ...script('lint').split(' && ')];
/** `nice` where there is one (not on Windows, where they run at the normal priority). */
const lowest = process.platform === 'win32' ? '' : 'nice -n 19 ';

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

function report(result: Ran): void {
  process.stdout.write(
    `\n> ${result.command}  (${result.seconds.toFixed(1)} s, ${result.code === 0 ? 'passed' : `failed, exit ${result.code}`})\n${result.output}`,
  );
}

/** Runs the commands one after another, reporting each as it ends. */
async function oneByOne(commands: readonly string[], prefix = ''): Promise<Ran[]> {
  const ran: Ran[] = [];
  for (const command of commands) {
    const result = await run(prefix + command, false);
    report(result);
    ran.push(result);
  }
  return ran;
}

const started = performance.now();
const failures: string[] = [];
const fail = (results: readonly Ran[]) => failures.push(...results.filter((r) => r.code !== 0).map((r) => r.command));
const finish = (): never => {
  if (failures.length > 0) {
    process.stderr.write(`\ntest: failed: ${failures.join('; ')}\n`);
    process.exit(1);
  }
  process.stdout.write(`\ntest: every test passed in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  process.exit(0);
};

const unit = oneByOne([script('test:unit')]);
const build = await oneByOne([script('build')]);
fail(build);
const checks = oneByOne(background, lowest);
fail(await unit);
if (failures.length === 0) {
  for (const name of ['size', 'test:e2e']) {
    process.stdout.write(`\n> npm run ${name}\n`);
    const result = await run(`npm run --silent ${name}`, true);
    if (result.code !== 0) {
      failures.push(`npm run ${name}`);
      break;
    }
  }
}
fail(await checks);
finish();
