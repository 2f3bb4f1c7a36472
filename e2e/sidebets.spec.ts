import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SIDE_BET_IDS, isPair, netOf, type RefereeGame } from '../tests/referee/referee';
import { cents, settled, tableBets } from './contract';

/** Bankroll plus everything on the table, main spots and side bets. */
async function money(page: Page): Promise<number> {
  const on = await tableBets(page);
  return (await cents(page, 'bankroll')) + Object.values(on).reduce((sum, v) => sum + v, 0);
}

/** About ten hands per table: the page shows what the store decided. The volume (thousands of hands, every bet refereed) is in tests/store/volume.test.ts. */
const HANDS = 10;
const GAMES: readonly RefereeGame[] = ['punto-banco', 'ez', 'no-commission'];
/** Seeds whose first ten hands deal a pair (hand 9, 1 and 4), so the Bead Plate has a dot to show. */
const SEEDS: Record<RefereeGame, number> = { 'punto-banco': 40, ez: 44, 'no-commission': 42 };

for (const game of GAMES) {
  test(`${HANDS} seeded hands of ${game} with every side bet, each paid as house-rules.md says`, async ({ page }) => {
    await page.goto(`/?seed=${SEEDS[game]}&game=${game}&sidebets=on&speed=instant&bankroll=100000`);
    await expect(page.getByTestId('bet-player-pair')).toBeVisible();
    await expect(page.getByTestId('bet-dragon-7')).toHaveCount(game === 'ez' ? 1 : 0);
    // Keyboard only: clear, a main bet (alternately Player and Banker, a Tie now and then), every side bet offered.
    const sideKeys = game === 'ez' ? '467958' : '4679';
    // One read of the page per moment.
    const read = () =>
      page.evaluate(
        (ids) => {
          const num = (id: string) =>
            Number(document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-cents') ?? 0);
          const bets = Object.fromEntries(ids.map((id) => [id, num(`bet-${id}`)]));
          const cards = (hand: string) =>
            [...document.querySelectorAll(`[data-testid="${hand}-hand"] [data-testid="card"]`)].map((n) => ({
              rank: n.getAttribute('data-rank') ?? '',
              suit: n.getAttribute('data-suit') ?? '',
            }));
          return {
            bets,
            money: num('bankroll') + Object.values(bets).reduce((sum, v) => sum + v, 0),
            player: cards('player'),
            banker: cards('banker'),
            net: document.querySelector('[data-testid="outcome"]')?.getAttribute('data-net-cents'),
            phase: document.querySelector('[data-testid="table"]')?.getAttribute('data-phase'),
          };
        },
        ['player', 'banker', 'tie', ...SIDE_BET_IDS],
      );
    const pairs: string[] = [];
    for (let i = 0; i < HANDS; i++) {
      await page.keyboard.press('Delete');
      await page.keyboard.type(`${i % 2 === 0 ? '1' : '2'}${i % 7 === 0 ? '3' : ''}${sideKeys}`);
      const before = await read();
      await page.keyboard.press('Enter');
      let after = await read();
      if (after.phase !== 'settled') {
        await settled(page);
        after = await read();
      }
      const expected = netOf(game, before.bets, after.player, after.banker);
      expect(Number(after.net), `hand ${i + 1}`).toBe(expected);
      expect(after.money, `hand ${i + 1}`).toBe(before.money + expected);
      pairs.push(`${isPair(after.banker)} ${isPair(after.player)}`);
    }
    // Every bead on the Bead Plate dots the pairs the referee saw, hand by hand (these seeds deal a pair).
    expect(pairs.some((p) => p.includes('true'))).toBe(true);
    const beadCells = page.getByTestId('bead-plate').getByTestId('road-cell');
    await expect(beadCells).toHaveCount(pairs.length); // the scoreboard is a lazy chunk
    const beads = await beadCells.evaluateAll((cells) =>
      cells.map(
        (c) => `${c.getAttribute('data-banker-pair') === 'true'} ${c.getAttribute('data-player-pair') === 'true'}`,
      ),
    );
    expect(beads).toEqual(pairs);
  });
}

test('the odds panel prices every bet of the EZ table at its published 8-deck edge', async ({ page }) => {
  // At the suite's 1280 px the panels stand side by side: the odds panel is open, no tab to choose.
  await page.goto('/?seed=7&game=ez&sidebets=on');
  const published = {
    banker: 1.02,
    'player-pair': 10.36,
    'banker-pair': 10.36,
    'dragon-player': 2.65,
    'dragon-banker': 9.37,
    'dragon-7': 7.61,
    'panda-8': 10.19,
  };
  for (const [bet, edge] of Object.entries(published)) {
    const row = page.locator(`[data-testid="odds-bet"][data-bet="${bet}"]`);
    expect(Number((Number(await row.getAttribute('data-edge')) * 100).toFixed(2)), bet).toBe(edge);
  }
});

test('switching tables with bets on the spots returns the removed bets, with a message', async ({ page }) => {
  await page.goto('/?seed=7&game=ez&sidebets=on&speed=instant');
  await page.keyboard.press('1');
  await page.keyboard.press('5');
  await page.keyboard.press('8');
  await page.keyboard.press('4');
  const before = await money(page);
  const bankroll = await cents(page, 'bankroll');
  await page.getByTestId('table-settings').click();
  const dialog = page.getByRole('dialog', { name: 'Table options' });
  await dialog.getByRole('radio', { name: /^No commission/ }).check();
  await expect(page.getByTestId('message')).toContainText('Dragon 7, Panda 8');
  await dialog.getByRole('radio', { name: /^Off$/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bet-player-pair')).toHaveCount(0);
  expect(await cents(page, 'bankroll')).toBe(bankroll + 1500);
  expect(await cents(page, 'bet-player')).toBe(500);
  expect(await money(page)).toBe(before);
  // The original layout's Banker text is back with Punto Banco.
  await page.getByTestId('table-settings').click();
  await page
    .getByRole('dialog', { name: 'Table options' })
    .getByRole('radio', { name: /^Punto Banco/ })
    .check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bet-banker')).toContainText('less 5% commission');
});

test('a version 2 save put in localStorage before the page loads still loads', async ({ page }) => {
  const save = readFileSync('tests/store/fixtures/save-v2.json', 'utf8');
  await page.addInitScript((raw) => {
    if (sessionStorage.getItem('seeded') === null) {
      localStorage.setItem('baccarat.table', raw);
      sessionStorage.setItem('seeded', '1');
    }
  }, save);
  await page.goto('/?speed=instant&sidebets=on');
  const saved = JSON.parse(save) as {
    bankroll: number;
    railing: number;
    bets: Record<string, number>;
    hands: unknown[];
  };
  await expect(page.getByTestId('bet-player-pair')).toBeVisible();
  // The saved table itself, not a fresh one: its bankroll, its bet still on PLAYER, its railing, its hands.
  expect(await cents(page, 'bankroll')).toBe(saved.bankroll);
  await expect(page.getByTestId('bet-player')).toHaveAttribute('data-cents', String(saved.bets['player']));
  await expect(page.getByTestId('railing')).toHaveAttribute('data-cents', String(saved.railing));
  await expect(page.getByTestId('hand-history').getByTestId('history-row')).toHaveCount(saved.hands.length);
  await expect(page.getByText('could not be read')).toHaveCount(0);
});
