import { expect, test } from '@playwright/test';
import { settled } from './contract';

/**
 * What a newcomer tripped on (issue 42, items 12 and 13), in a real browser: words by input (a
 * phone is told to tap, and its help leads with the third-card chart), the railing said what it
 * is, the session's expected result said in words, and EZ Banker's paytable a space apart.
 */

test.describe('on a phone (touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Deal with no bet says tap, and no keys; the help leads with the third-card chart', async ({ page }) => {
    await page.goto('/?seed=5&speed=instant');
    await page.getByTestId('deal').tap();
    await expect(page.getByTestId('message')).toHaveText('Place a bet first: tap PLAYER, BANKER or TIE.');
    await page.getByRole('button', { name: /Keys/ }).tap();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByTestId('third-card-chart')).toBeVisible();
    // The chart comes first: above the keys, which follow under "With a keyboard".
    const chart = (await help.getByTestId('third-card-chart').boundingBox())!;
    const keys = (await help.getByRole('heading', { name: 'With a keyboard' }).boundingBox())!;
    expect(chart.y).toBeLessThan(keys.y);
  });

  test('the railing is named on the phone too, over its amount, the amount whole beside it', async ({ page }) => {
    await page.goto('/?seed=5&speed=instant');
    const railing = page.getByRole('group', { name: 'Railing · your next chip' });
    const name = page.locator('#railing-label');
    await expect(name).toBeVisible();
    await expect(name).toHaveText(/^Railing/);
    const label = (await name.boundingBox())!;
    const amount = (await railing.getByTestId('railing').boundingBox())!;
    expect(label.height).toBeGreaterThan(4); // drawn, not a 1 px screen-reader-only box
    // Over the amount, clear of its figure.
    expect(label.x + label.width / 2).toBeGreaterThan(amount.x);
    expect(label.x + label.width / 2).toBeLessThan(amount.x + amount.width);
    expect(label.y + label.height).toBeLessThanOrEqual(amount.y + amount.height / 2);
  });

  test('a hand played by taps: the session line says its expected result at the house edge', async ({ page }) => {
    await page.goto('/?seed=5&speed=instant');
    await page.getByTestId('bet-banker').tap();
    await page.getByTestId('deal').tap();
    await settled(page);
    await expect(page.getByTestId('session-expected')).toHaveText(/^Expected at the house edge\s*[−-]\$0\.05$/);
  });
});

test.describe('with a mouse and keyboard', () => {
  test('Deal with no bet says click, and the keys; the railing says what it is', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/?seed=5&speed=instant');
    await expect(page.getByRole('group', { name: 'Railing · your next chip' })).toBeVisible();
    await expect(page.getByText('· your next chip')).toBeVisible();
    await page.getByTestId('deal').click();
    await expect(page.getByTestId('message')).toHaveText(
      'Place a bet first: click PLAYER, BANKER or TIE (or press 1, 2, 3).',
    );
  });

  test('EZ Banker’s paytable: one space between “1 to 1;” and “a three-card 7”, as between any two words', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/?seed=5&game=ez');
    const pays = page.getByTestId('bet-banker').locator('.spot__pays');
    await expect(pays).toHaveText('pays 1 to 1; a three-card 7 pushes');
    // The gap after "1;" measured on screen, against the gap after "pays" (one space).
    const gaps = await pays.evaluate((element) => {
      const text = element.textContent!;
      const box = (from: number, to: number) => {
        const range = document.createRange();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let offset = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (from >= offset && from < offset + length) range.setStart(node, from - offset);
          if (to > offset && to <= offset + length) range.setEnd(node, to - offset);
          offset += length;
        }
        return range.getBoundingClientRect();
      };
      const gap = (word: string, next: string) => {
        const at = text.indexOf(word);
        const after = text.indexOf(next, at + word.length);
        return box(after, after + 1).left - box(at, at + word.length).right;
      };
      return { space: gap('pays', '1'), semicolon: gap('1;', 'a') };
    });
    expect(gaps.semicolon).toBeLessThan(gaps.space * 1.5);
  });
});
