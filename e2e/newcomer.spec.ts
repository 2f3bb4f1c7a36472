import { expect, test } from '@playwright/test';
import { drawReasonDrawn, firstVisit, settled } from './contract';

/** How many lines an element's words take on the screen. */
const lines = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
};
const FULLEST = '&shoe=casino&game=ez&sidebets=on';

/**
 * What a newcomer tripped on (issue 42, items 12 and 13), in a real browser: words by input (a
 * phone is told to tap, and its help leads with the third-card chart), the railing said what it
 * is, the session's expected result said in words, and EZ Banker's paytable a space apart.
 */

test.describe('on a phone (touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // One page: the railing, Deal with no bet and the help, a hand played by taps, then the limits form
  // in Chinese (chosen in the menu: the words follow the setting).
  test('the railing is named on the phone too, over its amount, the amount whole beside it; Deal with no bet says tap, and no keys; the help leads with the third-card chart; a hand played by taps: the session line says its expected result at the house edge; the limits form: New session keeps its words whole in Chinese, beside its note', async ({
    page,
  }) => {
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

    await page.getByTestId('deal').tap();
    await expect(page.getByTestId('message')).toHaveText('Place a bet first: tap PLAYER, BANKER or TIE.');
    await page.getByRole('button', { name: /Keys/ }).tap();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByTestId('third-card-chart')).toBeVisible();
    // The chart comes first: above the keys, which follow under "With a keyboard".
    const chart = (await help.getByTestId('third-card-chart').boundingBox())!;
    const keys = (await help.getByRole('heading', { name: 'With a keyboard' }).boundingBox())!;
    expect(chart.y).toBeLessThan(keys.y);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    await page.getByTestId('bet-banker').tap();
    await page.getByTestId('deal').tap();
    await settled(page);
    await expect(page.getByTestId('session-expected')).toHaveText(/^Expected at the house edge\s*[−-]\$0\.05$/);

    // The limits form: New session keeps its words whole in Chinese, beside its note.
    await page.getByTestId('language').selectOption('zh-Hans');
    await expect(page.getByTestId('deal')).toHaveText('发牌');
    await page.getByTestId('table-settings').tap();
    const button = page.getByTestId('new-session');
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    // One line of whole characters (squeezed, it was 13 px wide: one character a line).
    expect(await button.evaluate(lines)).toBe(1);
    const [scrollWidth, clientWidth] = await button.evaluate((b) => [b.scrollWidth, b.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(clientWidth).toBeGreaterThanOrEqual(60);
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

/**
 * Issue 42 item 14: the buttons' words on the smallest phone in Chinese, and sideways. One page per
 * table, the language chosen in its menu and the window resized for each (the words and the layout
 * follow them at once: the language is a setting, the layout CSS and matchMedia).
 */
const SAYS_DEAL = { en: 'Deal', 'zh-Hans': '发牌', 'zh-Hant': '發牌' } as const;
const BUTTONS = [
  [320, 568, 'zh-Hans', ['rebet', 'double', 'undo', 'clear-bets', 'deal', 'pass']],
  [320, 568, 'zh-Hant', ['rebet', 'double', 'undo', 'clear-bets', 'deal', 'pass']],
  [844, 390, 'en', ['rebet', 'double', 'undo', 'clear-bets', 'deal', 'pass']],
  [568, 320, 'en', ['clear-bets', 'deal', 'pass']],
] as const;
for (const table of ['', FULLEST]) {
  test(`each button's words on one line, inside it (${BUTTONS.map(([w, h, lang]) => `${lang}, ${w}×${h}`).join('; ')}${table ? '; the fullest table' : ''})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: BUTTONS[0][0], height: BUTTONS[0][1] });
    await page.goto(`/?seed=6&speed=instant&lang=${BUTTONS[0][2]}${table}`);
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
    for (const [width, height, lang, ids] of BUTTONS) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('language').selectOption(lang);
      await expect(page.getByTestId('deal')).toHaveText(SAYS_DEAL[lang]);
      await expect(async () => {
        for (const id of ids) {
          const button = page.getByTestId(id);
          const where = `${lang}, ${width}×${height}: ${id}`;
          expect(await button.evaluate(lines), where).toBe(1);
          const [scrollWidth, clientWidth] = await button.evaluate((b) => [b.scrollWidth, b.clientWidth]);
          expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth);
        }
      }).toPass();
    }
  });
}

/**
 * Issue 42 item 9: why the dealer drew is drawn on the narrowest phones with side bets, on the
 * smallest with a casino shoe, and where side bets fill the felt (the smallest phone, a small phone
 * held sideways: in the limits line's place), every spot and Deal on the screen, nothing moved.
 */
const REASON_TABLES = [
  [360, 740, FULLEST],
  [360, 640, FULLEST],
  [320, 568, '&shoe=casino'],
  [320, 568, FULLEST],
  [640, 360, FULLEST],
  [568, 320, FULLEST],
] as const;
// One page, a first visit at each size (the table before leaves no save): the hand settles at that size.
test(`why the dealer drew is drawn, nothing off the screen (${REASON_TABLES.map(([width, height, table]) => `${width}×${height}, ${table}`).join('; ')})`, async ({
  page,
}) => {
  for (const [width, height, table] of REASON_TABLES) {
    await test.step(`${width}×${height}, ${table}`, async () => {
      await page.setViewportSize({ width, height });
      await firstVisit(page, `/?seed=6&speed=instant&bankroll=1000${table}`);
      await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
      const deal = (await page.getByTestId('deal').boundingBox())!;
      await page.keyboard.press('Numpad2');
      await page.keyboard.press('Enter');
      await settled(page);
      await drawReasonDrawn(page);
      // Nothing moved as the hand settled, and every spot is on the screen.
      expect(await page.getByTestId('deal').boundingBox()).toEqual(deal);
      for (const spot of await page.locator('[data-testid^=bet-]').all())
        await expect(spot).toBeInViewport({ ratio: 1 });
      // The felt holds its lines: nothing of it runs over the railing under it.
      expect(await page.locator('.felt').evaluate((felt) => felt.scrollHeight - felt.clientHeight)).toBeLessThanOrEqual(
        0,
      );
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
    });
  }
});
