import { expect, test, type Page } from '@playwright/test';
import { cents, firstVisit, handCards, noAxeViolations, panelsDrawn, problemsOf, settled } from './contract';

const CHINESE = ['zh-Hans', 'zh-Hant'] as const;
type Chinese = (typeof CHINESE)[number];

/** What a Chinese table writes as it is: each language's own words, and its bead-plate marks. */
const DEAL: Record<Chinese, string> = { 'zh-Hans': '发牌', 'zh-Hant': '發牌' };
const STATISTICS: Record<Chinese, string> = { 'zh-Hans': '统计', 'zh-Hant': '統計' };
const BEADS: Record<Chinese, RegExp> = { 'zh-Hans': /^[闲庄和]$/, 'zh-Hant': /^[閒莊和]$/ };

/**
 * Latin words a Chinese table may show: card ranks, the names printed on the keys (in the
 * keyboard help), the export formats. Digits, money and the suits' symbols are not letters.
 */
const ALLOWED = new Set([
  'A',
  'J',
  'Q',
  'K',
  'Enter',
  'Shift',
  'Delete',
  'End',
  'Page',
  'Down',
  'Tab',
  'CSV',
  'JSON',
  'R',
  'X',
  'Backspace',
  'M',
  'SHA',
]);

/**
 * Every English word the page shows or says: in its text nodes, in the names and descriptions
 * its elements carry (aria-label, title, alt, placeholder), and in its accessibility tree. Text
 * marked as another language (the language menu names English in English) is left out.
 */
async function englishOn(page: Page): Promise<string[]> {
  const fromDom = await page.evaluate(() => {
    const found: string[] = [];
    const foreign = (el: Element | null) =>
      el?.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('zh') === false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || foreign(parent)) continue;
      found.push(node.textContent ?? '');
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-valuetext]')) {
      if (foreign(el)) continue;
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext']) {
        const value = el.getAttribute(attribute);
        if (value !== null) found.push(value);
      }
    }
    found.push(document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    return found;
  });
  // The accessibility tree's names, each in quotes after its role: `- button "发牌"`.
  // A link's address (`- /url: "#lab"`) is no word of the table's.
  const tree = (await page.locator('body').ariaSnapshot()).replace(/^\s*- \/url: .*$/gm, '');
  const names = [...tree.matchAll(/"((?:[^"\\]|\\.)*)"|: (.+)$/gm)].map((m) => m[1] ?? m[2] ?? '');
  return (
    [...fromDom, ...names]
      // A committed shoe's hashes, seeds and cuts are hex digits, no language's words (SHA-256 is a name).
      .map((text) => text.replace(/[0-9a-f]{8,}/g, ''))
      .flatMap((text) => text.match(/[A-Za-z]+/g) ?? [])
      .filter((word) => !ALLOWED.has(word) && !/^(English)$/.test(word))
  );
}

/** Bets on Player and Banker by keyboard, dealt, and settled. */
async function playHand(page: Page): Promise<void> {
  await page.keyboard.press('End');
  await page.keyboard.press('Numpad2');
  await page.keyboard.press('Enter');
  await settled(page);
}

/**
 * Axe reads the markup, the same in either Chinese: the dialogs are scanned in one of them, the
 * casino shoe with EZ's side bets in the other (each scan costs seconds), the phone's table in both.
 */
const AXE_DIALOGS: Chinese = 'zh-Hans';

test('a hand played by keyboard goes in each Chinese as it does in English', async ({ page }) => {
  // One page, a first visit in each language: the table before leaves no save.
  const play = async (lang: string) => {
    await firstVisit(page, `/?seed=31&speed=instant&bankroll=500&lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const seen = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('ArrowUp');
      await playHand(page);
      seen.push({
        player: await handCards(page, 'player'),
        banker: await handCards(page, 'banker'),
        winner: await page.getByTestId('outcome').getAttribute('data-winner'),
        bankroll: await cents(page, 'bankroll'),
        railing: await cents(page, 'railing'),
      });
    }
    return seen;
  };
  const english = await play('en');
  for (const language of CHINESE) expect(await play(language), language).toEqual(english);
});

// One page for both: Simplified first, then Traditional chosen in the language menu (the words
// follow the setting; the first paint in each is checked below). The casino shoe is opened in the
// language saved last, and the other chosen in its menu.
test('in each Chinese the whole table, every dialog and panel, speaks it: no English word is left', async ({
  page,
}) => {
  test.setTimeout(180_000);
  /** The table in `language`: a refusal, the panels with four hands and an Ask, each dialog. */
  const sweep = async (language: Chinese) => {
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('deal')).toHaveText(DEAL[language]);
    // A refusal first: Deal with no bet (the keys go to the table, not to the language menu just used).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('message')).not.toBeEmpty();
    // Read once the panels are drawn (they follow the table, one by one): else their words go unread.
    await panelsDrawn(page);
    expect(await englishOn(page), language).toEqual([]);
    await expect(page.getByTestId('hand-history').getByTestId('history-row')).toHaveCount(4);
    await expect(page.getByTestId('bead-plate').getByTestId('road-cell').first()).toHaveText(BEADS[language]);
    await page.getByTestId('ask-banker').click();
    expect(await englishOn(page), language).toEqual([]);

    for (const open of [
      () => page.getByTestId('statistics-button').click(),
      () => page.getByTestId('table-settings').click(),
      () => page.keyboard.press('?'),
    ]) {
      await open();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await englishOn(page), language).toEqual([]);
      if (AXE_DIALOGS === language) await noAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  };

  await page.goto(`/?seed=5&speed=instant&lang=${CHINESE[0]}`);
  // Nothing dealt yet: the empty panels speak it too.
  await expect(page.locator('html')).toHaveAttribute('lang', CHINESE[0]);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message')).not.toBeEmpty();
  await panelsDrawn(page);
  expect(await englishOn(page), CHINESE[0]).toEqual([]);
  for (let i = 0; i < 4; i++) await playHand(page);
  await sweep(CHINESE[0]);
  await page.getByTestId('language').selectOption(CHINESE[1]);
  await sweep(CHINESE[1]);

  // A casino shoe with EZ Baccarat's side bets: the shoe meter, the burn card, the odds of the shoe, the side-bet spots.
  await page.goto(`/?seed=5&speed=instant&shoe=casino&game=ez&sidebets=on`);
  await expect(page.getByTestId('shoe-meter')).toBeVisible();
  await page.keyboard.press('Delete');
  await page.keyboard.type('1467958');
  await page.keyboard.press('Enter');
  await settled(page);
  await expect(page.getByTestId('bet-dragon-7')).toBeVisible();
  for (const language of [CHINESE[1], CHINESE[0]]) {
    if (language !== CHINESE[1]) await page.getByTestId('language').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('deal')).toHaveText(DEAL[language]);
    expect(await englishOn(page), language).toEqual([]);
    if (AXE_DIALOGS !== language) await noAxeViolations(page);
  }
});

// One phone page for both: Simplified first, then Traditional chosen in the language menu (the
// words follow the setting; the first paint in each is checked below and in the sweeps above).
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('in each Chinese the panels are tabs in it, nothing is wider than the screen, and the table passes axe', async ({
    page,
  }) => {
    await page.goto(`/?seed=5&speed=instant&lang=${CHINESE[0]}`);
    await playHand(page);
    for (const language of CHINESE) {
      if (language !== CHINESE[0]) {
        await page.getByTestId('language').selectOption(language);
        await expect(page.getByTestId('deal')).toHaveText(DEAL[language]);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        // Read once the tab's panel is drawn: else the panel before it is read again.
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel', { name: (await tab.textContent())! })).toBeVisible();
        expect(await englishOn(page), language).toEqual([]);
      }
      await noAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(390);
    }
  });
});

test('the check for English finds it on an English table (so its silence on a Chinese one means something)', async ({
  page,
}) => {
  await page.goto('/?seed=5&speed=instant');
  await playHand(page);
  // The panels and their words are lazy chunks: on a loaded machine they can arrive after the
  // settled hand, so the page is read until they have (CI once read it a moment too soon).
  await expect
    .poll(() => englishOn(page))
    .toEqual(
      expect.arrayContaining(['Deal', 'Bankroll', 'Statistics', 'Railing', 'Scoreboard', 'Cockroach', 'Pig', 'of']),
    );
});

test('switching the language mid-session keeps the bankroll, the bets and the history, at once and after a reload', async ({
  page,
}) => {
  await page.goto('/?seed=9&speed=instant&bankroll=800');
  await playHand(page);
  await playHand(page);
  await page.keyboard.press('Delete');
  await page.keyboard.press('Numpad3');
  const before = { bankroll: await cents(page, 'bankroll'), tie: await cents(page, 'bet-tie') };
  expect(before.tie).toBe(500);

  await page.getByTestId('language').selectOption('zh-Hant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByTestId('deal')).toHaveText('發牌');
  await expect(page.getByTestId('statistics-button')).toHaveText(STATISTICS['zh-Hant']);
  expect(await cents(page, 'bankroll')).toBe(before.bankroll);
  expect(await cents(page, 'bet-tie')).toBe(before.tie);
  await expect(page.getByTestId('hand-history').getByTestId('history-row')).toHaveCount(2);
  expect(await page.title()).toBe('百家樂 — 單人百家樂牌桌');

  // Saved with the table: a reload keeps it, and the bets.
  await page.goto('/?speed=instant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByTestId('language')).toHaveValue('zh-Hant');
  expect(await cents(page, 'bankroll')).toBe(before.bankroll);
  expect(await cents(page, 'bet-tie')).toBe(before.tie);

  await page.getByTestId('language').selectOption('zh-Hans');
  await expect(page.getByTestId('deal')).toHaveText('发牌');
  await page.getByTestId('language').selectOption('en');
  await expect(page.getByTestId('deal')).toHaveText('Deal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.title()).toBe('Baccarat — Punto Banco table');
  await expect(page.getByTestId('hand-history').getByTestId('history-row')).toHaveCount(2);
});

test.describe('a first visit from a browser that prefers Traditional Chinese', () => {
  test.use({ locale: 'zh-HK' });

  test('speaks Traditional Chinese, and saves no language until one is chosen', async ({ page }) => {
    await page.goto('/?seed=3&speed=instant');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByTestId('language')).toHaveValue('zh-Hant');
    await playHand(page);
    const save = await page.evaluate(() => JSON.parse(localStorage.getItem('baccarat.table') ?? 'null'));
    expect(save.version).toBe(2);
    // ?speed=instant is the Deal speed option (issue 17, finding 6), saved as any address option is.
    expect(save.settings).toEqual({ instantDeal: true });
  });
});

test.describe('a first visit from a browser that prefers Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('speaks Simplified Chinese; ?lang=en forces English', async ({ page }) => {
    await page.goto('/?speed=instant');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page.goto('/?speed=instant&lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('deal')).toHaveText('Deal');
  });
});

test('an unknown ?lang= is said and ignored', async ({ page }) => {
  await page.goto('/?speed=instant&lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('message')).toContainText('lang=fr');
});

/**
 * The page is prerendered in English: a table that opens in Chinese must never paint an English
 * word on its way (index.html hides the prerendered words until the Chinese render replaces them).
 * An init script samples the page before every frame is painted (requestAnimationFrame) and on
 * every change to it, from before the prerendered HTML is parsed, and notes each visible English
 * word, what <html lang> said at the first frame, and any layout shift.
 */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(
    (allowed: string[]) => {
      const ok = new Set(allowed);
      const seen = {
        english: [] as string[],
        firstLang: null as string | null,
        frames: 0,
        dealFrame: null as number | null,
        shifts: [] as number[],
      };
      (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
      const check = (when: string) => {
        const root = document.getElementById('root');
        if (root === null) return;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const parent = node.parentElement;
          // The language menu names English in English (marked lang="en"), as the test above allows.
          if (parent === null || parent.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('zh') === false)
            continue;
          if (getComputedStyle(parent).visibility !== 'visible') continue;
          const words = (node.textContent?.match(/[A-Za-z]+/g) ?? []).filter((word) => !ok.has(word));
          if (words.length > 0) seen.english.push(`${when}: ${words.join(' ')}`);
        }
      };
      const frame = () => {
        if (document.getElementById('root') !== null) {
          seen.firstLang ??= document.documentElement.lang;
          seen.frames++;
          // The parser may yield mid-page on a loaded machine: the first frame that holds Deal.
          if (document.querySelector('[data-testid="deal"]') !== null) seen.dealFrame ??= seen.frames;
          check(`frame ${seen.frames}`);
        }
        if (seen.frames < 600) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      new MutationObserver(() => check('change')).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          seen.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    },
    [...ALLOWED],
  );
}

type FirstPaint = {
  english: string[];
  firstLang: string | null;
  frames: number;
  dealFrame: number | null;
  shifts: number[];
};
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);

test.describe('no English is painted before a Chinese table', () => {
  test('a saved zh-Hans table, reloaded: its first frame is already Chinese, with no layout shift and nothing in the console', async ({
    page,
  }) => {
    await page.goto('/?seed=5&speed=instant&lang=zh-Hans');
    await playHand(page);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('baccarat.table') ?? 'null')?.settings?.language),
    ).toBe('zh-Hans');
    await watchFirstPaint(page);
    const problems = problemsOf(page);
    await page.goto('/?speed=instant');
    await expect(page.getByTestId('deal')).toHaveText(DEAL['zh-Hans']);
    await expect(page.getByTestId('bead-plate')).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 500)),
    );
    const seen = await firstPaint(page);
    expect(seen.frames).toBeGreaterThan(1);
    expect(seen.firstLang).toBe('zh-Hans');
    expect(seen.english).toEqual([]);
    expect(seen.shifts).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('?lang=zh-Hant on a first visit', async ({ page }) => {
    await watchFirstPaint(page);
    const problems = problemsOf(page);
    await page.goto('/?seed=5&speed=instant&lang=zh-Hant');
    await expect(page.getByTestId('deal')).toHaveText(DEAL['zh-Hant']);
    await expect(page.getByTestId('bead-plate')).toBeVisible();
    const seen = await firstPaint(page);
    expect(seen.firstLang).toBe('zh-Hant');
    expect(seen.english).toEqual([]);
    expect(seen.shifts).toEqual([]);
    expect(problems).toEqual([]);
  });

  test.describe('from a browser that prefers Traditional Chinese', () => {
    test.use({ locale: 'zh-TW' });

    test('a first visit', async ({ page }) => {
      await watchFirstPaint(page);
      await page.goto('/?seed=5&speed=instant');
      await expect(page.getByTestId('deal')).toHaveText(DEAL['zh-Hant']);
      const seen = await firstPaint(page);
      expect(seen.firstLang).toBe('zh-Hant');
      expect(seen.english).toEqual([]);
    });
  });

  test('the watch sees the prerendered English of an English table at its first frame (so its silence means something), and hydrating it logs nothing', async ({
    page,
  }) => {
    await watchFirstPaint(page);
    const problems = problemsOf(page);
    await page.goto('/?seed=5&speed=instant');
    await expect(page.getByTestId('bead-plate')).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 500)),
    );
    const seen = await firstPaint(page);
    expect(seen.firstLang).toBe('en');
    // Its first frame with Deal in it (not always frame 1: CI's parser once yielded before the controls).
    expect(seen.dealFrame).not.toBeNull();
    expect(seen.english).toContain(`frame ${seen.dealFrame}: Deal`);
    await expect(page.locator('html')).not.toHaveClass(/words-pending/);
    expect(problems).toEqual([]);
  });
});
