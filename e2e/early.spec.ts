import { expect, test, type Page } from '@playwright/test';
import { cents, settled } from './contract';

// A fresh context (playwright.config.ts): the first load and what is pressed during it are the subject here.
test.use({ reuseContext: false });

/**
 * Nothing lost in the first second (issue 40): a click or key press made before the page is
 * interactive is carried out once it is, and the first words said are read (the live regions
 * are in the first HTML).
 */

/**
 * Serves the page's entry script late, as a slow phone or network would: the prerendered table
 * is on screen and clickable for a while before the page is interactive.
 */
async function slowScript(page: Page): Promise<void> {
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
}

test.describe('before the page is interactive', () => {
  test('a click on BANKER is carried out once it is', async ({ page }) => {
    await slowScript(page);
    await page.goto('/?seed=5', { waitUntil: 'commit' });
    await page.getByTestId('bet-banker').click();
    // Carried out, not lost: the bet is there once the page is interactive.
    await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '500');
    expect(await cents(page, 'bankroll')).toBe(99500);
  });

  test('keys are carried out in order: a chip raised, a bet, Deal', async ({ page }) => {
    await slowScript(page);
    await page.goto('/?seed=5&speed=instant', { waitUntil: 'commit' });
    await page.getByTestId('deal').waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Numpad1');
    await page.keyboard.press('Enter');
    await settled(page);
    // The hand was dealt with $6 on PLAYER: its history row says so (won, lost, or pushed on a tie).
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await expect(page.getByTestId('history-row')).toHaveAttribute('data-net-cents', /^(600|-600|0)$/);
  });

  test('the first bet is announced, and so is a chip change', async ({ page }) => {
    await page.goto('/?seed=5');
    // The live regions are in the first HTML, empty (a region added with its words is not read).
    const html = await (await page.request.get('/')).text();
    // The announcer, the message region and the outcome region empty.
    for (const id of ['announcer', 'message', 'outcome']) {
      expect(html, id).toMatch(
        new RegExp(`<p [^>]*data-testid="${id}"[^>]*aria-live="polite"[^>]*>(<!--[$/]*-->)*</p>`),
      );
    }
    // And so on the page once it runs, until a hand is dealt.
    await expect(page.getByTestId('outcome')).toHaveText('');
    await page.keyboard.press('Numpad2');
    await expect(page.getByTestId('announcer')).toHaveText(/Banker \$5\.00/);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('announcer')).toHaveText('Chip $6.00');
  });
});
