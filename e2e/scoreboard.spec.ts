import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { scoreboard, type Winner } from '../src/rules';
import { cents, noAxeViolations, settled } from './contract';
import { openAfter } from './saved';

type Road = 'bead-plate' | 'big-road' | 'big-eye-boy' | 'small-road' | 'cockroach-pig';

async function readRoad(page: Page, road: Road) {
  return page
    .getByTestId(road)
    .getByTestId('road-cell')
    .evaluateAll((cells) =>
      cells.map((c) => ({
        index: Number(c.getAttribute('data-index')),
        col: Number(c.getAttribute('data-col')),
        row: Number(c.getAttribute('data-row')),
        mark: c.getAttribute('data-mark'),
        ...(c.hasAttribute('data-ties') ? { ties: Number(c.getAttribute('data-ties')) } : {}),
      })),
    );
}

async function playHands(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Delete');
    await page.keyboard.press(i % 3 === 2 ? 'End' : 'Numpad2');
    if (i % 5 === 0) await page.keyboard.press('Numpad3');
    await page.keyboard.press('Enter');
    await settled(page);
  }
}

test('after 30 seeded hands the roads, the odds and the history agree with the rules', async ({ page }) => {
  // 25 hands played by the store in Node (./saved.ts), the last 5 dealt here.
  await openAfter(page, '/?seed=30&speed=instant', 25);
  const start = 100_000; // the session started with a new player's $1,000.00
  await playHands(page, 5);

  // The history: 30 rows, newest first, whose net results add up to the bankroll's change (read
  // once it has them: the panels follow the felt).
  await expect(page.getByTestId('hand-history').getByTestId('history-row')).toHaveCount(30);
  const rows = await page
    .getByTestId('hand-history')
    .getByTestId('history-row')
    .evaluateAll((r) =>
      r.map((row) => ({
        hand: Number(row.getAttribute('data-hand')),
        winner: row.getAttribute('data-winner') as Winner,
        net: Number(row.getAttribute('data-net-cents')),
      })),
    );
  expect(rows).toHaveLength(30);
  expect(rows.map((r) => r.hand)).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
  await page.keyboard.press('Delete');
  expect(rows.reduce((sum, r) => sum + r.net, 0)).toBe((await cents(page, 'bankroll')) - start);

  // The roads, read through the contract, are the rules module's roads of that history.
  const expected = scoreboard(rows.map((r) => r.winner).reverse());
  expect(await readRoad(page, 'bead-plate')).toEqual(expected.beadPlate);
  expect(await readRoad(page, 'big-road')).toEqual(expected.bigRoad);
  expect(await readRoad(page, 'big-eye-boy')).toEqual(expected.bigEyeBoy);
  expect(await readRoad(page, 'small-road')).toEqual(expected.smallRoad);
  expect(await readRoad(page, 'cockroach-pig')).toEqual(expected.cockroachPig);

  // The odds panel shows the figures of `npm run odds`.
  const printed = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/odds.ts', '--decks', '8', '--json'], {
      encoding: 'utf8',
    }),
  ) as Record<string, number>;
  const panel = page.getByTestId('odds-panel');
  for (const outcome of ['banker', 'player', 'tie'] as const) {
    expect(Number(await panel.getAttribute(`data-${outcome}`))).toBe(printed[outcome]);
  }

  // A new scoreboard starts the roads afresh; the history keeps every hand.
  await page.getByTestId('new-scoreboard').click();
  await expect(page.getByTestId('big-road').getByTestId('road-cell')).toHaveCount(0);
  await playHands(page, 1);
  await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(1);
  await expect(page.getByTestId('hand-history').getByTestId('history-row')).toHaveCount(31);
});

test('the odds panel shows the expected value of the bets on the table', async ({ page }) => {
  await page.goto('/?seed=1&speed=instant');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Numpad2');
  const panel = page.getByTestId('odds-panel');
  await expect(panel).toContainText('$6.00 on Banker: expected value');
  await expect(panel).toContainText('2.59% edge');
  await expect(panel).toContainText('$5.00 pays $0.25');
});

test('the history exports as CSV and JSON files', async ({ page }) => {
  await page.goto('/?seed=2&speed=instant');
  await playHands(page, 3);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('baccarat-history.csv');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('baccarat-history.json');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the scoreboard, odds and history are tabs below a fully playable table', async ({ page }) => {
    await page.goto('/?seed=3&speed=instant');
    await playHands(page, 8);
    const tabs = page.getByRole('tablist', { name: 'Scoreboard, odds and history' });
    await expect(tabs).toBeVisible();
    await expect(page.getByTestId('big-road')).toBeVisible();
    await page.getByRole('tab', { name: 'Odds' }).tap();
    await expect(page.getByTestId('odds-panel')).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).tap();
    await expect(page.getByTestId('history-row')).toHaveCount(8);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await noAxeViolations(page);
  });
});
