import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../helpers/script';
import vectors from '../fixtures/committed-shoe-vectors.json';
import { playedExport } from '../helpers/playedExport';

const dir = mkdtempSync(join(tmpdir(), 'verify-shoe-'));
let files = 0;

/** Runs `npm run verify-shoe` on this export as the contract says: stdout, stderr and the exit status. */
function verifyShoe(exported: unknown): { status: number | null; report: unknown; stderr: string } {
  const file = join(dir, `export-${++files}.json`);
  writeFileSync(file, typeof exported === 'string' ? exported : JSON.stringify(exported));
  const run = runScript('scripts/verify-shoe.ts', [file]);
  return { status: run.status, report: run.stdout === '' ? null : JSON.parse(run.stdout), stderr: run.stderr };
}

/** The test vectors as an export: each shoe revealed, its first 20 cards dealt. */
const exported = () => ({
  format: 'baccarat-hand-history',
  version: 2,
  hands: [],
  shoes: vectors.vectors.map((v) => ({
    shoe: v.shoe,
    decks: v.decks,
    commitment: v.commitment,
    cut: v.cut,
    serverSeed: v.serverSeed,
    cards: v.first.split(' '),
  })),
});

describe('npm run verify-shoe', () => {
  it('verifies the test vectors: exit 0 and one JSON object', () => {
    const run = verifyShoe(exported());
    expect(run).toEqual({
      status: 0,
      stderr: '',
      report: { verified: true, shoes: vectors.vectors.length, problems: [] },
    });
  });

  it('names a changed card and exits 1', () => {
    const tampered = exported();
    const cards = tampered.shoes[0]!.cards;
    const committed = cards[19]!;
    cards[19] = committed === 'AS' ? 'KS' : 'AS';
    const run = verifyShoe(tampered);
    expect(run.status).toBe(1);
    expect(run.report).toEqual({
      verified: false,
      shoes: vectors.vectors.length,
      problems: [`shoe 1: card 20 is ${cards[19]}, but the committed shoe has ${committed} there`],
    });
  });

  it("settles every hand's money again: a changed payout exits 1 and names the first hand whose money differs", () => {
    const played = playedExport({ hands: 9 });
    expect(verifyShoe(played)).toMatchObject({ status: 0, report: { verified: true, problems: [] } });
    const paid = played.hands[3]!;
    paid.netCents = (paid.netCents as number) + 1000;
    const run = verifyShoe(played);
    expect(run.status).toBe(1);
    expect(run.report).toEqual({
      verified: false,
      shoes: 1,
      problems: [expect.stringMatching(/^hand 4: its net is .* \(the first hand whose money differs\)$/)],
    });
  });

  it('exits 1 for a file that is not an export, and 2 for no file', () => {
    expect(verifyShoe('not json')).toMatchObject({
      status: 1,
      report: { verified: false, shoes: 0, problems: ['the file is not JSON'] },
    });
    const none = runScript('scripts/verify-shoe.ts', [join(dir, 'missing.json')]);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/cannot read/);
  });
});
