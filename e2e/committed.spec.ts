import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dealNextCoup, type Card, type Coup, type Shoe } from '../src/rules';
import { committedShoe, seededCommitment } from '../src/rules/committedShoe';
import { handCards, LONG_PANELS, noAxeViolations } from './contract';
import { playOn } from './saved';

// A fresh context (playwright.config.ts): clipboard permissions granted here would stay with the next test.
test.use({ reuseContext: false });

const shown = (cards: readonly Card[]) => cards.map((c) => ({ rank: c.rank, suit: c.suit }));

/** The coups of the committed shoe of `?seed=seed`, cut by the player with `cut`: worked out by the rules module. */
function coupsOf(seed: number, cut: string): Coup[] {
  let shoe: Shoe = committedShoe(8, seededCommitment(seed, 1).serverSeed, cut, 1);
  const coups: Coup[] = [];
  while (!shoe.finished) {
    const dealt = dealNextCoup(shoe);
    coups.push(dealt.coup);
    shoe = dealt.shoe;
  }
  return coups;
}

/** Bets the railing on Banker and deals hand `n` of the shoe; waits for the meter to count it. */
async function deal(page: Page, n: number): Promise<void> {
  await page.keyboard.press('Numpad2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-hand-in-shoe', String(n));
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'settled');
}

test('a whole committed casino shoe: committed before the first bet, cut by the player, kept over a reload, revealed, verified in the page, by the CLI and by verify.html', async ({
  page,
}) => {
  // A whole shoe, a reload, three verifications and two axe scans of the table: a ceiling for a slow CI machine
  // (3.1 min there on 2026-11-26 beside three other workers, 1 min on its own).
  test.setTimeout(300_000);
  const seed = 77;
  const cut = 'e2e-cut_1';
  const { commitment, serverSeed } = seededCommitment(seed, 1);
  const coups = coupsOf(seed, cut);
  await page.goto(`/?seed=${seed}&shoe=casino&speed=instant&bankroll=100000`);

  // Before the first bet: the commitment of shoe 1, and the cut (N by default) open to the player.
  const committed = page.getByTestId('shoe-commitment');
  await expect(committed).toHaveAttribute('data-commitment', commitment);
  await expect(committed).toHaveAttribute('data-shoe', '1');
  const cutInput = page.getByTestId('shoe-cut');
  await expect(cutInput).toBeEnabled();
  await expect(cutInput).toHaveAttribute('data-cut', String(seed));
  await cutInput.fill(cut);
  await expect(cutInput).toHaveAttribute('data-cut', cut);
  await cutInput.blur();
  await expect(committed).toHaveAttribute('data-commitment', commitment);
  await noAxeViolations(page);

  // The first deal fixes the cut: the coups are the committed shoe's, cut so.
  await deal(page, 1);
  await expect(cutInput).toBeDisabled();
  expect(await handCards(page, 'player')).toEqual(shown(coups[0]!.player));
  for (let n = 2; n <= 5; n++) await deal(page, n);
  expect(await handCards(page, 'banker')).toEqual(shown(coups[4]!.banker));

  // A reload mid-shoe: the same commitment, the same cut, and the shoe deals on from where it was.
  await page.reload();
  await expect(committed).toHaveAttribute('data-commitment', commitment);
  await expect(cutInput).toHaveAttribute('data-cut', cut);
  await expect(cutInput).toBeDisabled();
  await deal(page, 6);
  expect(await handCards(page, 'player')).toEqual(shown(coups[5]!.player));

  // On to the last coup: the hands between are dealt by the game's store in Node from the page's
  // save (every coup of this cut shoe, and its commitment unchanged on the way, are checked in
  // tests/store/committedShoe.test.ts); the page reloads on them and deals the last coup itself.
  await playOn(page, coups.length - 7);
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-hand-in-shoe', String(coups.length - 1));
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-last-hand', 'true');
  await expect(committed).toHaveAttribute('data-commitment', commitment);
  await expect(cutInput).toHaveAttribute('data-cut', cut);
  await deal(page, coups.length);
  expect(await handCards(page, 'banker')).toEqual(shown(coups.at(-1)!.banker));

  // The seed is revealed; the next shoe is committed before its first bet, its cut open.
  const reveal = page.getByTestId('shoe-reveal');
  await expect(reveal).toHaveAttribute('data-server-seed', serverSeed);
  await expect(reveal).toHaveAttribute('data-commitment', commitment);
  await expect(reveal).toHaveAttribute('data-cut', cut);
  await expect(committed).toHaveAttribute('data-shoe', '2');
  await expect(committed).toHaveAttribute('data-commitment', seededCommitment(seed, 2).commitment);
  await expect(cutInput).toBeEnabled();

  // Verify in the page: recomputed card by card.
  await reveal.locator('summary').first().click();
  await reveal.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('shoe-verdict')).toHaveAttribute('data-verified', 'true');
  await expect(page.getByTestId('shoe-verdict')).toContainText(`${coups.length} hands replayed`);
  await noAxeViolations(page, LONG_PANELS);
  // The next shoe's commitment and the revealed shoe lie open over the felt one at a time.
  const revealed = reveal.locator('details').first();
  await committed.locator('summary').click();
  await expect(committed.locator('details')).toHaveAttribute('open');
  await expect(revealed).not.toHaveAttribute('open');
  await committed.locator('summary').click();
  await expect(committed.locator('details')).not.toHaveAttribute('open');

  // The export, verified by the command line.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const file = join(mkdtempSync(join(tmpdir(), 'committed-')), 'baccarat-history.json');
  await download.saveAs(file);
  const exported = readFileSync(file, 'utf8');
  expect(JSON.parse(exported).shoes).toEqual([expect.objectContaining({ shoe: 1, commitment, cut, serverSeed })]);
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/verify-shoe.ts', file], {
    encoding: 'utf8',
  });
  expect(JSON.parse(printed)).toEqual({ verified: true, shoes: 1, problems: [] });

  // And by verify.html, the file dropped on the page. (Pasted into its field, as
  // tests/verify/verifyPage.test.ts does: a typed-in export of a whole shoe took Playwright 9 s.)
  await page.goto('/verify.html');
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'baccarat-history.json', { type: 'application/json' }));
    return transfer;
  }, exported);
  await page.locator('body').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verified', 'true');
  await expect(page.getByLabel("The history's JSON export")).toHaveValue(exported);
  await expect(page.getByTestId('verify-result')).toContainText('Verified: 1 shoe, every card dealt as committed.');
  // verify.html is scanned by axe in the next test, with this same result and more of it open.
});

test('a proof the player can hold: the full commitment copied before the first bet, an invalid cut named, the noted commitment matched at the reveal and on verify.html, linked both ways', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const seed = 77;
  const { commitment, serverSeed } = seededCommitment(seed, 1);
  const coups = coupsOf(seed, String(seed));
  await page.goto(`/?seed=${seed}&shoe=casino&speed=instant&bankroll=100000`);

  // A cut that is not one: the line under the field says so, and which cut Deal uses.
  const cutInput = page.getByTestId('shoe-cut');
  await cutInput.fill('my cut');
  const hint = page.getByTestId('shoe-cut-hint');
  await expect(hint).toHaveText(`“my cut” is not a cut (1 to 32 letters, digits, - or _): Deal uses ${seed}.`);
  await expect(hint).toBeVisible();

  // The whole commitment, copied: note it somewhere.
  await cutInput.blur();
  await expect(hint).toBeVisible(); // the field has lost the focus: the cut is still not one
  await page.keyboard.press('Numpad2');
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '500');
  const committed = page.getByTestId('shoe-commitment');
  await committed.locator('summary').click();
  await expect(committed.getByTestId('shoe-commitment-full')).toHaveText(commitment);
  await committed.getByRole('button', { name: 'Copy' }).click();
  await expect(committed.getByRole('button', { name: 'Copied' })).toBeVisible();
  const noted = await page.evaluate(() => navigator.clipboard.readText());
  expect(noted).toBe(commitment);

  // A click on the summary left no focus on it: Enter deals, with the cut that was one.
  await committed.locator('summary').click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-hand-in-shoe', '1');
  await expect(hint).toHaveText(`Dealt with the cut ${seed}: “my cut” is not a cut.`);
  await expect(cutInput).toHaveValue(String(seed));
  expect(await handCards(page, 'player')).toEqual(shown(coups[0]!.player));

  // To the shoe's end: the ended shoe's line first, then the next shoe's.
  await playOn(page, coups.length - 1);
  const reveal = page.getByTestId('shoe-reveal');
  await expect(reveal).toHaveAttribute('data-server-seed', serverSeed);
  const order = () =>
    page
      .locator('[data-testid="shoe-reveal"], [data-testid="shoe-commitment"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
  await expect.poll(order).toEqual(['shoe-reveal', 'shoe-commitment']);
  await reveal.locator('summary').first().click();
  await expect(reveal.getByTestId('shoe-reveal-commitment')).toHaveText(commitment);
  await reveal.getByLabel('The commitment you noted before the first bet').fill(noted);
  await expect(reveal.getByTestId('shoe-noted-result')).toHaveText(
    'Matches: this is the shoe whose commitment you were shown before the first bet.',
  );
  await noAxeViolations(page, LONG_PANELS);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const file = join(mkdtempSync(join(tmpdir(), 'committed-')), 'baccarat-history.json');
  await download.saveAs(file);

  // The reveal links to verify.html, and verify.html back to the table.
  await reveal.getByRole('link', { name: 'Check an export on the verify page' }).click();
  await expect(page).toHaveURL(/\/verify\.html#lang=en$/);
  // The export chosen as a file is checked at once (and shown in the field, where Verify checks it again).
  await page.getByLabel('Or choose the file').setInputFiles(file);
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verified', 'true');
  await expect(page.getByLabel("The history's JSON export")).toHaveValue(readFileSync(file, 'utf8'));
  const verify = page.getByRole('button', { name: 'Verify' });
  // An action, not a greyed-out control: the table's gold.
  expect(await verify.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(232, 199, 102)');
  await verify.click();
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verified', 'true');
  await expect(page.getByTestId('verify-money')).toContainText(`Money: ${coups.length} hands settled again`);
  await expect(page.getByTestId('verify-commitment')).toHaveText(commitment);
  await page.getByTestId('verify-noted').fill(noted);
  await expect(page.getByTestId('verify-noted-result')).toHaveAttribute('data-matches', 'true');
  await page.getByTestId('verify-noted').fill(noted.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')));
  await expect(page.getByTestId('verify-noted-result')).toHaveText(
    'Does not match: this is not the shoe whose commitment you noted.',
  );
  await page.getByTestId('verify-result').getByText('Card by card').click();
  await expect(page.getByTestId('verify-result')).toContainText('Card 1, the burn card (shown)');
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the table' }).click();
  await expect(page.getByTestId('shoe-reveal')).toHaveAttribute('data-server-seed', serverSeed);
});
