import { describe, expect, test } from 'vitest';
import { sideBySide } from '../../scripts/labTable';
import { runSessions, summarizeRun, SYSTEM_IDS, type LabOptions } from '../../src/rules/lab';
import { formatMoney, cents } from '../../src/rules';
import { words } from '../../src/lab/words/en';

const options: LabOptions = {
  systems: SYSTEM_IDS,
  side: 'banker',
  unit: 500,
  bankroll: 10_000,
  hands: 40,
  sessions: 30,
  stopWin: null,
  stopLoss: null,
  seed: 5,
  shoe: 'fresh',
  decks: 8,
  game: 'punto-banco',
};
const summaries = summarizeRun(options, runSessions(options, 0, options.sessions));

describe("npm run lab's side-by-side table", () => {
  test('one column a system under its name, each row named as the view names it, money through the one formatter', () => {
    const lines = sideBySide(summaries.slice(0, 2), 1_000).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\s+Flat\s+Martingale$/);
    expect(lines.slice(1).map((line) => line.slice(0, 42).trim())).toEqual(Object.values(words.columns));
    const wagered = lines.find((line) => line.startsWith('Wagered'))!;
    expect(wagered.split(/\s{2,}/).slice(1)).toEqual(
      summaries.slice(0, 2).map((s) => formatMoney(cents(s.wageredCents))),
    );
  });

  test('all eleven systems in blocks no wider than the screen, each under the row names, none left out', () => {
    const text = sideBySide(summaries, 120);
    const blocks = text.trimEnd().split('\n\n');
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) {
      const lines = block.split('\n');
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(120);
      expect(lines.slice(1).map((line) => line.slice(0, 42).trim())).toEqual(Object.values(words.columns));
    }
    const names = blocks.flatMap((block) =>
      block
        .split('\n')[0]!
        .trim()
        .split(/\s{2,}/),
    );
    expect(names).toEqual(SYSTEM_IDS.map((id) => words.system[id]));
  });
});
