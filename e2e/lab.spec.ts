import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { netOf, referee } from '../tests/referee/referee';
import { cents, handCards, noAxeViolations, problemsOf, settled } from './contract';

/** Ticks exactly `systems` among the lab's checkboxes (each a `value` of the `lab-system` group). */
async function chooseSystems(lab: Locator, systems: readonly string[]) {
  const boxes = lab.getByTestId('lab-system').getByRole('checkbox');
  for (const system of systems) await boxes.and(lab.locator(`[value="${system}"]`)).check();
  for (const box of await boxes.all())
    if (!systems.includes((await box.getAttribute('value'))!) && (await box.isChecked())) await box.uncheck();
}

/** Opens the lab from the menu and sets a small run: two systems on the same shoes. */
async function openLab(page: Page, sessions: string, hands: string, systems = ['flat', 'martingale']) {
  await page.getByRole('link', { name: 'Lab' }).click();
  const lab = page.getByTestId('lab');
  await expect(lab).toBeVisible();
  await chooseSystems(lab, systems);
  await lab.getByTestId('lab-sessions').fill(sessions);
  await lab.getByTestId('lab-hands').fill(hands);
  return lab;
}

test.describe('the strategy lab', () => {
  test('a small run from the menu: the ticked systems compared, charts with axes, CSV export, no accessibility problem', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    await page.goto('/?seed=3&speed=instant');
    // Flat and Paroli ticked, Martingale (ticked at first) unticked: the chosen set is what runs.
    const lab = await openLab(page, '400', '100', ['flat', 'paroli']);
    await expect(page).toHaveURL(/#lab$/);
    await expect(
      lab.getByRole('group', { name: 'Systems to compare' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(2);
    await expect(lab.getByTestId('lab-sessions')).toHaveAccessibleDescription('at most 200,000 sessions');
    await lab.getByTestId('lab-run').click();
    const results = lab.getByTestId('lab-result');
    await expect(results).toHaveCount(2, { timeout: 60_000 });
    await expect(lab.getByTestId('lab-progress')).toHaveAttribute('aria-valuenow', '100');
    await expect(results.nth(0)).toHaveAttribute('data-system', 'flat');
    await expect(results.nth(1)).toHaveAttribute('data-system', 'paroli');
    // Each chart: money ticks as the view writes money, and a legend for the fan's bands.
    const fanChart = results.nth(1).getByRole('img', { name: /Bankroll of Paroli over the hands/ });
    await expect(fanChart.locator('[data-part="legend"] text')).toHaveText([
      'middle 90% of sessions',
      'middle 50%',
      'median',
      'starting bankroll',
    ]);
    for (const tick of await fanChart.locator('[data-part="y-axis"] [data-part="tick"]').all())
      await expect(tick).toHaveText(/^-?\$[\d,]+\.\d\d$/);
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
    // A long run shows its percentage and the time left at the rate so far.
    await expect(lab.getByTestId('lab-progress')).toHaveAttribute(
      'aria-valuetext',
      /^\d+% · about \d+ (s|min|h \d+ min) left$/,
      {
        timeout: 30_000,
      },
    );
    await expect(lab.getByText(/^\d+% · about \d+ (s|min|h \d+ min) left$/)).toBeVisible();
    await lab.getByTestId('lab-cancel').click();
    await expect(lab.getByTestId('lab-cancel')).toBeDisabled();
    // After Cancel the bar and the status line say it stopped, and how far it got.
    const stopped = /^Stopped after [\d,]+ of 200,000 sessions\.$/;
    await expect(lab.getByRole('status')).toHaveText(stopped);
    await expect(lab.getByTestId('lab-progress')).toHaveAttribute('aria-valuetext', stopped);
    const reached = Number(
      /after ([\d,]+) of/.exec((await lab.getByRole('status').textContent())!)![1]!.replaceAll(',', ''),
    );
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThan(200_000);
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

test.describe('the strategy lab on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the systems are checkboxes a finger ticks, and Run is on the screen without scrolling', async ({ page }) => {
    await page.goto('/?seed=3#lab');
    const lab = page.getByTestId('lab');
    const paroli = lab.getByRole('checkbox', { name: 'Paroli' });
    await paroli.tap();
    await expect(paroli).toBeChecked();
    await expect(lab.getByText(/Ctrl or ⌘/)).toHaveCount(0);
    const run = await lab.getByTestId('lab-run').boundingBox();
    expect(run!.y + run!.height).toBeLessThanOrEqual(844);
    expect(await lab.evaluate((el) => el.scrollTop)).toBe(0);
  });
});
