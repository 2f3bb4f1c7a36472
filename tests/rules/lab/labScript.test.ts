import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { parseLabArgs } from '../../../scripts/labOptions';

/** Runs `scripts/lab.ts` as `npm run lab` does, through tsx. */
function lab(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/lab.ts', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const SMALL = [
  '--system',
  'martingale',
  '--sessions',
  '60',
  '--hands',
  '50',
  '--seed',
  '11',
  '--bankroll',
  '200',
  '--unit',
  '10',
  '--json',
];

// Each run starts Node and tsx (and four workers): seconds each on a busy machine.
describe('npm run lab', { timeout: 120_000 }, () => {
  test("prints the contract's JSON, the same figures on one worker and on four", () => {
    const one = lab(...SMALL, '--workers', '1');
    const four = lab(...SMALL, '--workers', '4');
    expect(one.status).toBe(0);
    expect(four.status).toBe(0);
    const a = JSON.parse(one.stdout) as Record<string, unknown>;
    const b = JSON.parse(four.stdout) as Record<string, unknown>;
    expect(Object.keys(a).sort()).toEqual(
      [
        'system',
        'sessions',
        'hands',
        'wageredCents',
        'meanResultCents',
        'ci95Cents',
        'exactExpectedCents',
        'ruin',
        'ahead',
        'percentilesCents',
        'maxBetCents',
        'cappedBets',
        'handsPerSecond',
        'workers',
      ].sort(),
    );
    expect([a.workers, b.workers]).toEqual([1, 4]);
    // Every figure but the speed and the workers.
    const figures = (r: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(r).filter(([key]) => key !== 'handsPerSecond' && key !== 'workers'));
    expect(figures(b)).toEqual(figures(a));
    expect(Object.keys(figures(a))).toHaveLength(12);
    expect(a.system).toBe('martingale');
    expect(a.sessions).toBe(60);
    expect(Object.keys(a.percentilesCents as object)).toEqual(['p5', 'p25', 'p50', 'p75', 'p95']);
  });

  test('a bad option exits 2 with a message', () => {
    const run = lab('--system', 'reverse-martingale', '--json');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--system must be one of flat, martingale/);
    expect(run.stdout).toBe('');
  });
});

describe("the command line's options", () => {
  test('defaults: Flat Banker, $5 from $100, 200 hands, 10,000 sessions, a fresh 8-deck Punto Banco shoe, every core', () => {
    const parsed = parseLabArgs(['--json'], 6);
    expect(parsed).toEqual({
      ok: true,
      command: {
        json: true,
        workers: 6,
        options: {
          systems: ['flat'],
          side: 'banker',
          unit: 500,
          bankroll: 10000,
          hands: 200,
          sessions: 10000,
          seed: 1,
          stopWin: null,
          stopLoss: null,
          shoe: 'fresh',
          decks: 8,
          game: 'punto-banco',
        },
      },
    });
    const set = parseLabArgs(
      [
        '--system',
        '1326',
        '--bet=player',
        '--stop-win',
        '50',
        '--stop-loss',
        '40',
        '--shoe',
        'casino',
        '--decks',
        '6',
        '--game',
        'ez',
      ],
      2,
    );
    expect(set.ok && set.command.options).toMatchObject({
      systems: ['1326'],
      side: 'player',
      stopWin: 5000,
      stopLoss: 4000,
      shoe: 'casino',
      decks: 6,
      game: 'ez',
    });
  });

  test.each([
    [['--bet', 'tie'], /--bet/],
    [['--decks', '7'], /--decks/],
    [['--game', 'macao'], /--game/],
    [['--unit', '4'], /unit/],
    [['--bankroll', '3'], /bankroll/],
    [['--hands', 'many'], /--hands/],
    [['--workers', '0'], /--workers/],
    [['--stop-win', '-5'], /stop-win/],
    [['--sessions'], /needs a value/],
    [['--colour', 'red'], /unknown option/],
  ])('refuses %j and says why', (args, message) => {
    const parsed = parseLabArgs(args, 2);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toMatch(message);
  });
});
