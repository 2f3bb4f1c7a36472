import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dollars, seededRng, totalBets } from '../../src/rules';
import * as casinoRules from '../../src/save/casinoShoeRules';
import { exportedShoes } from '../../src/table/committedView';
import { historyJson } from '../../src/table/history';
import { createTableStore } from '../../src/store/tableStore';
import type { TableStore } from '../../src/store/api';
import { memoryStorage } from '../store/helpers';

/**
 * scripts/verify_shoe.py, the reference verifier in a second language (Python's standard library
 * only, docs/committed-shoe.md): it must agree with the test vectors and with a shoe the game dealt.
 * python3 is part of what the tests need (.ci/run installs it where it is missing): without it they fail, saying so.
 */
const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'verify-shoe-py-'));
let files = 0;

function verifyShoePy(file: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync('python3', ['scripts/verify_shoe.py', file], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const written = (data: unknown): string => {
  const file = join(dir, `export-${++files}.json`);
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
};

/** A casino shoe played to its end (and two hands of the next) at a table cut by the player, as the history exports it. */
function playedExport(): { shoes: { shoe: number; serverSeed: string | null; cards: string[] }[] } {
  const store: TableStore = createTableStore({
    rngForHand: (hand) => seededRng(hand),
    rngForShoe: (shoe) => seededRng(7100 + shoe),
    casinoRules,
    storage: memoryStorage(),
    instant: true,
    options: { shoe: 'casino', decks: 6 },
    freshBankroll: dollars(1_000_000),
  });
  store.getState().cutShoe('sceptic_cut-1');
  const deal = () => {
    if (totalBets(store.getState().bets) === 0) store.getState().placeBet('player');
    store.getState().deal();
  };
  while (!store.getState().shoe!.shoe.finished) deal();
  deal();
  deal();
  return JSON.parse(historyJson(store.getState().hands, exportedShoes(store.getState()))) as ReturnType<
    typeof playedExport
  >;
}

describe('python3 scripts/verify_shoe.py', () => {
  it('has python3 to run it (.ci/run installs it)', () => expect(python.status, python.error?.message).toBe(0));

  it('agrees with every test vector: commitments, HMAC blocks, first and last cards', () => {
    const run = verifyShoePy('tests/fixtures/committed-shoe-vectors.json');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/\?seed=42, shoe 1, 8 decks: as the vector/);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('verified');
    expect(run.status).toBe(0);
  });

  it('agrees with a whole shoe the game dealt and exported, cut by the player, and passes over the shoe still in play', () => {
    const exported = playedExport();
    expect(exported.shoes.map((s) => [s.shoe, s.serverSeed === null])).toEqual([
      [1, false],
      [2, true],
    ]);
    const run = verifyShoePy(written(exported));
    const dealt = exported.shoes[0]!.cards.length;
    expect(run.stdout).toContain(`shoe 1: ${dealt} of ${dealt} cards as committed`);
    expect(run.stdout).toContain('shoe 2: still in play, its seed is secret');
    expect(run.status).toBe(0);
  });

  it('names a changed card and exits 1', () => {
    const exported = playedExport();
    const cards = exported.shoes[0]!.cards;
    const committed = cards[30]!;
    cards[30] = committed === 'AS' ? 'KS' : 'AS';
    const run = verifyShoePy(written(exported));
    expect(run.stdout).toContain(
      `PROBLEM: shoe 1: card 31 is ${cards[30]}, but the committed shoe has ${committed} there`,
    );
    expect(run.status).toBe(1);
  });

  it('catches a seed changed without its commitment, and exits 2 for a file that is not JSON', () => {
    const exported = playedExport();
    exported.shoes[0]!.serverSeed = '0'.repeat(64);
    const run = verifyShoePy(written(exported));
    expect(run.stdout).toContain('PROBLEM: shoe 1: the serverSeed does not hash to the commitment');
    expect(run.status).toBe(1);
    expect(verifyShoePy(written('not json')).status).toBe(2);
  });
});
