import { describe, expect, test } from 'vitest';
import { runScript } from '../../helpers/script';
import { parseCountArgs } from '../../../scripts/labOptions';

/** Runs `scripts/lab.ts` as `npm run lab` does. */
const lab = (...args: string[]) => runScript('scripts/lab.ts', args);

describe('npm run lab -- --count', { timeout: 120_000 }, () => {
  test("prints the contract's JSON, the same figures on one worker and on three", () => {
    const args = ['--count', 'dragon7', '--shoes', '90', '--exact-shoes', '4', '--seed', '8', '--json'];
    const one = lab(...args, '--workers', '1');
    const three = lab(...args, '--workers', '3');
    expect(one.status).toBe(0);
    expect(three.status).toBe(0);
    const a = JSON.parse(one.stdout) as Record<string, unknown>;
    const b = JSON.parse(three.stdout) as Record<string, unknown>;
    for (const key of ['count', 'shoes', 'trigger', 'unitsPerShoe', 'ci95', 'betsPerShoe', 'exact', 'shoesPerSecond'])
      expect(a).toHaveProperty(key);
    expect(a).toMatchObject({ count: 'dragon7', shoes: 90, trigger: 4, exact: { shoes: 4 } });
    expect(a.exact).toHaveProperty('unitsPerShoe');
    const figures = (r: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(r).filter(([key]) => !['shoesPerSecond', 'workers', 'seconds'].includes(key)));
    expect(figures(b)).toEqual(figures(a));
  });

  test('bad options exit 2 with a message', () => {
    const bad = lab('--count', 'tiger', '--json');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--count must be one of dragon7, panda8/);
  });

  test('reads its options, the exact shoes at most 10,000 unless told', () => {
    const parsed = parseCountArgs(['--count', 'panda8', '--shoes', '1000000', '--seed', '3'], 2);
    expect(parsed).toEqual({
      ok: true,
      command: {
        options: { count: 'panda8', shoes: 1_000_000, seed: 3, exactShoes: 10_000, trigger: null },
        workers: 2,
        json: false,
      },
    });
    expect(parseCountArgs(['--count', 'dragon7', '--shoes', '10', '--exact-shoes', '11'], 2).ok).toBe(false);
    expect(parseCountArgs(['--count', 'dragon7', '--trigger', '40'], 2).ok).toBe(false);
    expect(parseCountArgs(['--count', 'dragon7', '--system', 'flat'], 2).ok).toBe(false);
  });
});
