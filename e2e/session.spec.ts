import { expect, test, type Page } from '@playwright/test';
import { cents, noAxeViolations, settled } from './contract';

/**
 * The honest session (house-rules.md, "The honest session"; ui-contract.md, "Session and
 * limits"), driven by a test clock: Playwright's clock is installed before the page loads,
 * so the session's Date.now() and setTimeout follow it.
 */

const NOON = new Date('2026-11-23T12:00:00');

async function openAt(page: Page, query = '?seed=3&speed=instant&bankroll=1000') {
  await page.clock.install({ time: NOON });
  await page.goto(`/${query}`);
  await expect(page.getByTestId('session-clock')).toHaveAttribute('data-seconds', /\d+/);
}

/** Opens Table options, does something in the limits form, and closes them. */
async function inLimits(page: Page, act: () => Promise<void>) {
  await page.getByTestId('table-settings').click();
  await expect(page.getByTestId('limits')).toBeVisible();
  await act();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('table-options')).toHaveCount(0);
}

const chooseInterval = (page: Page, minutes: '15' | '30' | '60') =>
  inLimits(page, () =>
    page
      .getByTestId('reality-interval')
      .selectOption(minutes)
      .then(() => undefined),
  );

/** The ISO time of the next local midnight, as the page's clock has it. */
const nextMidnight = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).toISOString();
  });

test('a reality check appears after the interval chosen, with the session’s figures, and axe finds nothing with it open', async ({
  page,
}) => {
  await openAt(page);
  await chooseInterval(page, '15');
  await page.clock.fastForward('14:00');
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  await page.clock.fastForward('01:01');
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('15:0');
  await expect(page.getByTestId('reality-stop')).toBeVisible();
  await expect(page.getByTestId('reality-break')).toBeVisible();
  await noAxeViolations(page);
  await page.getByTestId('reality-continue').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('deal')).toBeVisible();
  // The next one, an interval after Continue.
  await page.clock.fastForward('15:01');
  await expect(dialog).toBeVisible();
});

test('Stop closes the table until the end of the day, across a reload and in a second tab', async ({
  page,
  context,
}) => {
  await openAt(page);
  await chooseInterval(page, '15');
  await page.clock.fastForward('15:01');
  await page.getByTestId('reality-stop').click();
  const until = await nextMidnight(page);
  await expect(page.getByTestId('table-closed')).toHaveAttribute('data-until', until);
  await expect(page.getByTestId('deal')).toHaveCount(0);
  await page.keyboard.press('Enter'); // the keys are refused too
  await expect(page.getByTestId('message')).toContainText('closed');

  await page.reload();
  await expect(page.getByTestId('table-closed')).toHaveAttribute('data-until', until);
  await expect(page.getByTestId('deal')).toHaveCount(0);

  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('table-closed')).toHaveAttribute('data-until', until);
  await expect(other.getByTestId('deal')).toHaveCount(0);
  await other.close();
});

test('a break closes the table and ends on time', async ({ page }) => {
  await openAt(page);
  await chooseInterval(page, '30');
  await page.clock.fastForward('30:01');
  await page.getByTestId('reality-break-minutes').getByLabel('15 minutes').check();
  await page.getByTestId('reality-break').click();
  await expect(page.getByTestId('table-closed')).toBeVisible();
  await page.clock.fastForward('14:30');
  await expect(page.getByTestId('table-closed')).toBeVisible();
  await page.clock.fastForward('00:31');
  await expect(page.getByTestId('table-closed')).toHaveCount(0);
  await expect(page.getByTestId('deal')).toBeVisible();
});

test('a loss limit refuses the bet that would cross it; raising it waits 24 hours, and the table says when', async ({
  page,
}) => {
  await openAt(page);
  await inLimits(page, async () => {
    await page.getByTestId('loss-limit').fill('10');
    await page.getByTestId('loss-limit').press('Enter');
  });
  await page.getByTestId('bet-player').click();
  await page.getByTestId('bet-player').click();
  await expect(page.getByTestId('bet-player')).toHaveAttribute('data-cents', '1000'); // $10: at the limit
  await page.getByTestId('bet-banker').click();
  await expect(page.getByTestId('message')).toContainText('loss limit of $10.00');
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '0');

  await inLimits(page, async () => {
    await page.getByTestId('loss-limit').fill('100');
    await page.getByTestId('loss-limit').press('Enter');
    await expect(page.getByTestId('limit-pending')).toBeVisible();
    const at = await page.getByTestId('limit-pending').getAttribute('data-at');
    expect(Date.parse(at!) - NOON.getTime()).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(Date.parse(at!) - NOON.getTime()).toBeLessThan(24 * 3600_000 + 60_000);
  });
  await page.getByTestId('bet-banker').click();
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '0'); // not yet
  await page.clock.fastForward('24:00:00');
  await page.getByTestId('bet-banker').click();
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '500');
});

test('the session’s net tells a hand’s result with the table, not while the cards are dealt', async ({ page }) => {
  await page.goto('/?seed=3&bankroll=1000');
  const net = page.getByTestId('session-net');
  await expect(net).toHaveAttribute('data-cents', '0');
  await page.getByTestId('bet-banker').click();
  await page.getByTestId('deal').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'dealing');
  await expect(net).toHaveAttribute('data-cents', '0');
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'dealing'); // still, after that read
  await settled(page);
  const money = (await cents(page, 'bankroll')) + (await cents(page, 'bet-banker'));
  await expect(net).toHaveAttribute('data-cents', String(money - 100000));
  expect(money).not.toBe(100000); // seed 3's first coup is not a push: the net moved with the settle
});

test('the session’s figures equal the hands played: net, wagered and expected to the cent', async ({ page }) => {
  await openAt(page);
  let wagered = 0;
  let expected = 0;
  const plays = [['banker'], ['player', 'tie'], ['banker', 'banker'], ['player']] as const;
  for (const spots of plays) {
    await page.getByTestId('clear-bets').click();
    for (const spot of spots) await page.getByTestId(`bet-${spot}`).click();
    for (const spot of new Set(spots)) {
      const ev = page.getByTestId(`ev-${spot}`);
      await expect(ev).toHaveAttribute('data-ev-cents', /\d/);
      expected += Number(await ev.getAttribute('data-ev-cents'));
      wagered += await cents(page, `bet-${spot}`);
    }
    await page.getByTestId('deal').click();
    await settled(page);
  }
  const money =
    (await cents(page, 'bankroll')) +
    (await cents(page, 'bet-player')) +
    (await cents(page, 'bet-banker')) +
    (await cents(page, 'bet-tie'));
  await expect(page.getByTestId('session-wagered')).toHaveAttribute('data-cents', String(wagered));
  await expect(page.getByTestId('session-net')).toHaveAttribute('data-cents', String(money - 100000));
  await expect
    .poll(async () =>
      Math.abs(Number(await page.getByTestId('session-expected').getAttribute('data-cents')) - expected),
    )
    .toBeLessThan(0.005);
  await expect(page.getByTestId('session-clock')).toHaveAttribute('data-seconds', /^\d+$/);
});

test('once the panels have followed a settle, the session line agrees with itself: ten instant hands, never a hand behind', async ({
  page,
}) => {
  await openAt(page);
  // A $5 Banker bet on a fresh 8-deck shoe expects −$5 × 1.05791% (the $0.25 commission is exactly 5%).
  const perHand = -500 * 0.0105791;
  for (let hand = 1; hand <= 10; hand++) {
    // Delete first: a Banker bet a tie left on its spot is taken back, so each hand stakes $5.
    await page.keyboard.press('Delete');
    await page.keyboard.press('Numpad2');
    await page.keyboard.press('Enter');
    await settled(page);
    const money = (await cents(page, 'bankroll')) + (await cents(page, 'bet-banker'));
    // Net, wagered and expected read in one task, as a player sees them at one moment.
    const line = () =>
      page.evaluate(() =>
        ['session-net', 'session-wagered', 'session-expected'].map((id) =>
          Number(document.querySelector(`[data-testid="${id}"]`)!.getAttribute('data-cents')),
        ),
      );
    await expect.poll(async () => (await line())[0]).toBe(money - 100000);
    const [, wagered, expected] = await line();
    expect(wagered, `hand ${hand}: wagered`).toBe(500 * hand);
    expect(Math.abs(expected! - perHand * hand), `hand ${hand}: expected of the same hands`).toBeLessThan(0.01);
  }
});

test('the limits form says what a change did, refuses a limit below the minimum bet, and shows the limit in force and the one waiting', async ({
  page,
}) => {
  await openAt(page);
  await inLimits(page, async () => {
    const loss = page.getByTestId('loss-limit');
    await loss.fill('2.5');
    await loss.press('Enter');
    await expect(page.getByTestId('loss-limit-said')).toContainText('below the $5.00 minimum bet');
    await loss.fill('abc');
    await loss.press('Enter');
    await expect(page.getByTestId('loss-limit-said')).toHaveText(
      'Not an amount: type dollars, like 20 or 20.50, or leave the field empty for no limit.',
    );
    await loss.fill('20');
    await loss.press('Enter');
    await expect(page.getByTestId('loss-limit-said')).toHaveText('Done: your daily loss limit is $20.00, from now.');
    await loss.fill('100');
    await loss.press('Enter');
    await expect(page.getByTestId('limit-pending')).toContainText('Loss limit: $20.00 today; $100.00 from');
  });
  // $20 in force: four $5 bets, not a fifth.
  for (let i = 0; i < 4; i++) await page.getByTestId('bet-player').click();
  await expect(page.getByTestId('bet-player')).toHaveAttribute('data-cents', '2000');
  await page.getByTestId('bet-player').click();
  await expect(page.getByTestId('message')).toContainText('loss limit of $20.00');
});
