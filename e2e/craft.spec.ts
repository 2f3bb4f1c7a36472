import { expect, test } from '@playwright/test';
import { bets, cents, dealing, holdTheClock, phase, settled } from './contract';

/**
 * What a player sees and does that no rule covers: nothing tells the result before the cards
 * do, Enter behaves as on every web page, dialogs keep the focus, a bad save is refused.
 */

type TellTales = ReturnType<typeof tellTales>;

/** Everything on the page that could tell a hand's result, apart from the cards themselves. */
function tellTales() {
  const count = (selector: string) => document.querySelectorAll(selector).length;
  const roads = ['bead-plate', 'big-road', 'big-eye-boy', 'small-road', 'cockroach-pig'];
  return {
    roadCells: roads.map((road) => count(`[data-testid="${road}"] [data-testid="road-cell"]`)),
    roadNames: roads.map((road) => document.querySelector(`[data-testid="${road}"]`)?.getAttribute('aria-label') ?? ''),
    historyRows: count('[data-testid="history-row"]'),
    session: document.querySelector('.session')?.textContent ?? '',
    chart: document.querySelector('.chart, .chart__empty')?.outerHTML ?? '',
    statistics: count('[data-testid="stat-outcome"]'),
    bankroll: document.querySelector('[data-testid="bankroll"]')?.textContent ?? '',
    outcome: document.querySelector('[data-testid="outcome"]')?.getAttribute('data-winner') ?? null,
  };
}

/**
 * Samples the page from inside it while the hand is dealt: every 100 ms and on every change
 * to the page, until the table leaves `dealing`. Resolves with the samples.
 */
function sampleDeal(snapshotSource: string): Promise<unknown[]> {
  const snapshot = new Function(`return (${snapshotSource})()`) as () => unknown;
  const table = document.querySelector('[data-testid="table"]')!;
  const dealing = () => table.getAttribute('data-phase') === 'dealing';
  return new Promise((resolve) => {
    const samples: unknown[] = [];
    let started = false;
    const take = () => {
      if (dealing()) {
        started = true;
        samples.push(snapshot());
      } else if (started) {
        observer.disconnect();
        clearInterval(timer);
        resolve(samples);
      }
    };
    const observer = new MutationObserver(take);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setInterval(take, 100);
  });
}

test.describe('while a hand is dealt', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('no panel, dialog or announcement shows anything of it, sampled every 100 ms and on every change', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/?seed=77');
    await expect(page.getByTestId('bead-plate')).toBeVisible();
    for (let hand = 0; hand < 4; hand++) {
      await page.getByTestId('bet-banker').click();
      const before = await page.evaluate(tellTales);
      const sampling = page.evaluate(sampleDeal, tellTales.toString());
      await page.getByTestId('deal').click();
      // Statistics opened mid-deal must list only the hands already seen.
      if (hand === 2) await page.getByTestId('statistics-button').click();
      const samples = (await sampling) as TellTales[];
      expect(samples.length, 'samples taken during the deal').toBeGreaterThan(10);
      for (const sample of samples) {
        expect({ ...sample, statistics: before.statistics }).toEqual({ ...before, outcome: null });
        expect(sample.statistics, 'Statistics lists the hands already seen').toBeLessThanOrEqual(hand);
      }
      await settled(page);
      // The panels follow the felt's settle within 300 ms (ui-contract.md, Timing): read them retrying.
      await expect
        .poll(async () => (await page.evaluate(tellTales)).historyRows, { message: 'the history shows the hand' })
        .toBe(before.historyRows + 1);
      await expect.poll(async () => (await page.evaluate(tellTales)).roadCells[0]).toBe(before.roadCells[0]! + 1);
      if (hand === 2) {
        // Statistics follows the felt too: read retrying.
        await expect.poll(async () => (await page.evaluate(tellTales)).statistics).toBe(hand + 1);
        await page.keyboard.press('Escape');
      }
    }
  });
});

test.describe('Enter', () => {
  // One page, one after another: each step starts from the table the one before left.
  test('on a focused Clear bets button clears the bets rather than dealing them; with no control focused deals; after a click on a spot deals: the click leaves no focus behind', async ({
    page,
  }) => {
    await page.goto('/?seed=5&speed=instant');
    await page.keyboard.press('End');
    await page.getByTestId('clear-bets').focus();
    await page.keyboard.press('Enter');
    expect(await bets(page)).toEqual({ player: 0, banker: 0, tie: 0 });
    expect(await cents(page, 'bankroll')).toBe(100000);
    expect(await phase(page)).toBe('betting');

    // With no control focused, Enter deals.
    await page.keyboard.press('End');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Enter');
    await settled(page);
    const rows = page.getByTestId('hand-history').getByTestId('history-row');
    await expect(rows).toHaveCount(1);

    // After a click on a spot, Enter deals: the click leaves no focus behind.
    await page.getByTestId('bet-player').click();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(2);
    await settled(page);
  });

  test('with $2 left says the bankroll is below the minimum and moves to the fresh-bankroll offer', async ({
    page,
  }) => {
    await page.goto('/?seed=5&speed=instant&bankroll=2');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('message')).toContainText('less than the $5.00 minimum bet');
    await expect(page.getByTestId('fresh-bankroll')).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await cents(page, 'bankroll')).toBe(100000);
  });
});

test('a double-click on Deal deals once and lets the cards come one by one', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?seed=8');
  await page.getByTestId('bet-player').click();
  await holdTheClock(page);
  await page.getByTestId('deal').dblclick();
  // Held, the dealer turns no card: were the second click taken as "show the hand", it would be settled now.
  await dealing(page);
  await page.clock.resume();
  await settled(page);
  await expect(page.getByTestId('hand-history').getByTestId('history-row')).toHaveCount(1);
});

test.describe('a dialog', () => {
  // One page: the focus given back first, then each dialog's trap.
  test('returns the focus to the button that opened it; Statistics and Keyboard shortcuts: Tab and Shift+Tab never leave it for the page behind', async ({
    page,
  }) => {
    await page.goto('/?seed=5&speed=instant');
    await page.getByTestId('statistics-button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Statistics' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('statistics-button')).toBeFocused();

    for (const open of ['Statistics', 'Keyboard shortcuts'] as const) {
      if (open === 'Statistics') await page.getByTestId('statistics-button').click();
      else await page.keyboard.press('?');
      const dialog = page.getByRole('dialog', { name: open });
      await expect(dialog).toBeVisible();
      for (const key of ['Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(
          await dialog.evaluate((d) => d.contains(document.activeElement)),
          `${open}: ${key} keeps the focus inside`,
        ).toBe(true);
      }
      // A modal dialog: the page behind is inert to the pointer and to screen readers too.
      expect(await dialog.evaluate((d) => d.matches(':modal')), open).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

test('a saved bankroll no table pays is refused with a message, and a fresh table is ready', async ({ page }) => {
  await page.goto('/?seed=5&speed=instant');
  await page.evaluate(() => {
    const save = {
      version: 2,
      scoreboardFrom: 0,
      bankroll: 9007199254740991,
      railing: 500,
      bets: { player: 0, banker: 0, tie: 0 },
      startingBankroll: 100000,
      settings: { instantDeal: true },
      hands: [],
    };
    localStorage.setItem('baccarat.table', JSON.stringify(save));
  });
  await page.reload();
  await expect(page.getByTestId('message')).toContainText(
    /could not be read \(the bankroll is more than any table pays/,
  );
  expect(await cents(page, 'bankroll')).toBe(100000);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await settled(page);
});
