import { describe, expect, test } from 'vitest';
import { runScript } from '../../helpers/script';
import { parseLabArgs } from '../../../scripts/labOptions';
import { cents, formatMoney } from '../../../src/rules';
import { MAX_SESSIONS } from '../../../src/rules/lab';
import { words } from '../../../src/lab/words/en';

/** Runs `scripts/lab.ts` as `npm run lab` does. */
const lab = (...args: string[]) => runScript('scripts/lab.ts', args);

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

  test('compares systems: --system flat,martingale plays both on the same coups, side by side, money as the view writes it', () => {
    const pair = ['--system', 'flat,martingale', ...SMALL.slice(2, -1), '--workers', '2'];
    const both = lab(...pair, '--json');
    const flat = lab('--system', 'flat', ...SMALL.slice(2, -1), '--workers', '2', '--json');
    const text = lab(...pair);
    expect([both.status, flat.status, text.status]).toEqual([0, 0, 0]);
    const figures = (r: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(r).filter(([key]) => key !== 'handsPerSecond' && key !== 'workers'));
    const [f, m] = JSON.parse(both.stdout) as Record<string, unknown>[];
    expect([f!.system, m!.system]).toEqual(['flat', 'martingale']);
    // Flat beside Martingale is Flat alone: the same sessions dealt from the same cards.
    expect(figures(f!)).toEqual(figures(JSON.parse(flat.stdout) as Record<string, unknown>));

    const lines = text.stdout.split('\n');
    expect(lines[0]).toMatch(/^\s+Flat\s+Martingale$/);
    const wagered = lines.find((line) => line.startsWith('Wagered'))!;
    const money = (c: unknown) => formatMoney(cents(Math.round(c as number)));
    expect(wagered).toMatch(
      new RegExp(
        `^Wagered\\s+${money(f!.wageredCents).replace('$', '\\$')}\\s+${money(m!.wageredCents).replace('$', '\\$')}$`,
      ),
    );
    expect(money(f!.wageredCents)).toMatch(/^\$\d{1,3}(,\d{3})+\.\d\d$/); // thousands separators
    const mean = lines.find((line) => line.startsWith('Mean result per session'))!;
    expect(mean).toContain(`${money(f!.meanResultCents)} (${money((f!.ci95Cents as number[])[0])} to`);
    expect(mean).toMatch(/-\$\d/); // a loss is -$9.09, never $-9.09
    expect(text.stdout).not.toMatch(/\$-/);
    for (const row of Object.values(words.columns)) expect(text.stdout).toContain(row);
  });

  test('refuses more sessions than the one cap, in the words the view states on its field', () => {
    const run = lab('--sessions', String(MAX_SESSIONS + 1), '--json');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`lab: at least 1 and ${words.sessionsCap(MAX_SESSIONS)}\n`);
    expect(run.stderr).toContain('at most 200,000 sessions');
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

  test('--system takes one system or several, comma-separated, each once, in the order given', () => {
    const systems = (list: string) => {
      const parsed = parseLabArgs(['--system', list], 2);
      return parsed.ok ? parsed.command.options.systems : parsed.reason;
    };
    expect(systems('flat,martingale')).toEqual(['flat', 'martingale']);
    expect(systems('paroli, flat,paroli')).toEqual(['paroli', 'flat']);
    expect(systems('flat,,martingale')).toMatch(/--system must be one of .*not ""/);
    expect(systems('flat,reverse')).toMatch(/not "reverse"/);
  });

  test('sessions up to the cap are taken; one more is refused', () => {
    expect(parseLabArgs(['--sessions', String(MAX_SESSIONS)], 2).ok).toBe(true);
    expect(parseLabArgs(['--sessions', String(MAX_SESSIONS + 1)], 2)).toEqual({
      ok: false,
      reason: 'at least 1 and at most 200,000 sessions',
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
