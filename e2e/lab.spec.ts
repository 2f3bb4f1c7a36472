import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { netOf, referee } from '../tests/referee/referee';
import { cents, handCards, noAxeViolations, problemsOf, settled } from './contract';

/** Opens the lab from the menu and sets a small run: two systems on the same shoes. */
async function openLab(page: Page, sessions: string, hands: string) {
  await page.getByRole('link', { name: 'Lab' }).click();
  const lab = page.getByTestId('lab');
  await expect(lab).toBeVisible();
  await lab.getByTestId('lab-system').selectOption(['flat', 'martingale']);
  await lab.getByTestId('lab-sessions').fill(sessions);
  await lab.getByTestId('lab-hands').fill(hands);
  return lab;
}

test.describe('the strategy lab', () => {
  test('a small run from the menu: progress, two systems compared, CSV export, no accessibility problem', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    await page.goto('/?seed=3&speed=instant');
    const lab = await openLab(page, '400', '100');
    await expect(page).toHaveURL(/#lab$/);
    // With a mouse and keyboard, how to choose several systems.
    await expect(lab.getByText('Choose one or more (Ctrl or ⌘ to add); each plays the same shoes.')).toBeVisible();
    await expect(lab.getByText('Choose one or more; each plays the same shoes.')).toBeHidden();
    await lab.getByTestId('lab-run').click();
    const results = lab.getByTestId('lab-result');
    await expect(results).toHaveCount(2, { timeout: 60_000 });
    await expect(lab.getByTestId('lab-progress')).toHaveAttribute('aria-valuenow', '100');
    await expect(results.nth(0)).toHaveAttribute('data-system', 'flat');
    await expect(results.nth(1)).toHaveAttribute('data-system', 'martingale');
    for (const result of await results.all()) {
      await expect(result).toHaveAttribute('data-sessions', '400');
      const exact = Number(await result.getAttribute('data-exact-cents-per-hand'));
      const low = Number(await result.getAttribute('data-ci-low-cents-per-hand'));
      const high = Number(await result.getAttribute('data-ci-high-cents-per-hand'));
      // Banker bets lose about 1.06% of what they stake whatever the system: the exact figure shown says so.
      const perDollar =
        exact /
        (Number(await result.getAttribute('data-wagered-cents')) / Number(await result.getAttribute('data-hands')));
      expect(perDollar).toBeLessThan(-0.01);
      expect(perDollar).toBeGreaterThan(-0.0115);
      expect(low).toBeLessThan(high);
      expect(Number(await result.getAttribute('data-ruin'))).toBeGreaterThanOrEqual(0);
    }
    // Flat on a fresh shoe: its exact distribution (dynamic programming) drawn beside the simulated one.
    const exact = lab.getByTestId('lab-exact');
    await expect(exact.getByTestId('lab-exact-chart-exact')).toBeVisible({ timeout: 60_000 });
    await expect(exact.getByTestId('lab-exact-chart-simulated')).toHaveAttribute(
      'aria-label',
      /Final bankroll of Flat from \$[\d,.]+ to \$[\d,.]+/,
    );
    await expect(exact.locator('rect.lab-chart__bar--exact')).toHaveCount(24);
    const download = page.waitForEvent('download');
    await lab.getByTestId('lab-export').click();
    const csv = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toMatch(/^session,system,hands/);
    expect(csv).toHaveLength(1 + 2 * 400);
    await noAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('Cancel stops a run; the table plays while a run goes on, and keeps its state', async ({ page }) => {
    await page.goto('/?seed=3&speed=instant');
    const before = await cents(page, 'bankroll');
    let lab = await openLab(page, '200000', '1000');
    await lab.getByTestId('lab-run').click();
    await expect(lab.getByTestId('lab-cancel')).toBeEnabled();
    await expect
      .poll(async () => Number(await lab.getByTestId('lab-progress').getAttribute('aria-valuenow')), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await lab.getByTestId('lab-cancel').click();
    await expect(lab.getByTestId('lab-cancel')).toBeDisabled();
    await expect(lab.getByRole('status')).toHaveText('Cancelled.');
    await expect(lab.getByTestId('lab-result')).toHaveCount(0);

    // A run in the background, and a hand at the table meanwhile.
    await lab.getByTestId('lab-sessions').fill('20000');
    await lab.getByTestId('lab-run').click();
    await lab.getByRole('button', { name: 'Back to the table' }).click();
    await expect(lab).toBeHidden();
    expect(await cents(page, 'bankroll')).toBe(before);
    await page.getByTestId('bet-banker').click();
    await page.getByTestId('deal').click();
    await settled(page);
    const [player, banker] = [await handCards(page, 'player'), await handCards(page, 'banker')];
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-winner', referee(player, banker));
    const onTable = await cents(page, 'bet-banker');
    expect((await cents(page, 'bankroll')) + onTable).toBe(
      before + netOf('punto-banco', { banker: 500 }, player, banker),
    );

    await page.getByRole('link', { name: 'Lab' }).click();
    lab = page.getByTestId('lab');
    await expect(lab.getByTestId('lab-result')).toHaveCount(2, { timeout: 60_000 });
    await expect(lab.getByTestId('lab-result').first()).toHaveAttribute('data-sessions', '20000');
  });
});

test.describe('the strategy lab on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the systems hint names no Ctrl or ⌘ key: the phone’s own picker chooses several', async ({ page }) => {
    await page.goto('/?seed=3#lab');
    const lab = page.getByTestId('lab');
    await expect(lab.getByText('Choose one or more; each plays the same shoes.')).toBeVisible();
    await expect(lab.getByText(/Ctrl or ⌘/)).toBeHidden();
  });
});
