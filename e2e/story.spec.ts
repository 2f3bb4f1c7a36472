import { expect, test, type Page } from '@playwright/test';
import { coupFromCards, parseCards, shoeSummary, storyCoupOf } from '../src/rules';
import { noAxeViolations, settled } from './contract';
import { openAfter, savedAfter } from './saved';

/** Deals `count` hands with $5 on Banker (a tie leaves it on the table). */
async function playHands(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Delete');
    await page.keyboard.press('Numpad2');
    await page.keyboard.press('Enter');
    await settled(page);
  }
}

test.describe("the shoe's story", () => {
  test("tells the hands on the roads, beside the next coup's odds; New scoreboard keeps it among the past shoes", async ({
    page,
  }) => {
    await page.goto('/?seed=11&speed=instant');
    await playHands(page, 6);
    const story = page.getByTestId('shoe-story');
    await expect(story).toHaveAttribute('data-hands', '6');
    // The history draws after the scoreboard (Panels.tsx `inTurn`): read once it has every hand.
    await expect(page.getByTestId('history-row')).toHaveCount(6);
    const winners = await page
      .getByTestId('history-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-winner')));
    const count = (w: string) => String(winners.filter((x) => x === w).length);
    await expect(story).toHaveAttribute('data-banker', count('banker'));
    await expect(story).toHaveAttribute('data-player', count('player'));
    await expect(story).toHaveAttribute('data-tie', count('tie'));
    // The next coup's exact odds, the odds panel's own.
    await expect(page.getByTestId('story-next')).toHaveAttribute(
      'data-banker',
      (await page.getByTestId('odds-panel').getAttribute('data-banker'))!,
    );

    await page.getByTestId('new-scoreboard').click();
    await expect(story).toHaveAttribute('data-hands', '0');
    const past = page.getByTestId('past-shoes');
    await expect(past.locator('option')).toHaveCount(2); // "choose one", and hands 1–6
    await past.selectOption({ index: 1 });
    const reviewed = page.getByTestId('past-shoe');
    await expect(reviewed).toHaveAttribute('data-hands', '6');
    await expect(reviewed).toHaveAttribute('data-from', '1');
    await expect(reviewed).toHaveAttribute('data-banker', count('banker'));
    await expect(reviewed.getByTestId('past-bead-plate').getByTestId('road-cell')).toHaveCount(6);
    await noAxeViolations(page);
  });

  test('names the patterns as the lobbies do, in Chinese, each with how often it appears', async ({ page }) => {
    // Seed 5's first 40 hands, $5 on Banker each, played by the store; their patterns follow from their cards.
    const address = '/?seed=5&speed=instant&lang=zh-Hans';
    const saved = JSON.parse(savedAfter(address, 40)) as { hands: { cards: string }[] };
    const expected = shoeSummary(saved.hands.map((h) => storyCoupOf(coupFromCards(parseCards(h.cards))!))).patterns;
    expect(expected.length).toBeGreaterThan(0);
    await openAfter(page, address, 40);
    const story = page.getByTestId('shoe-story');
    await expect(story).toHaveAttribute('data-hands', '40');
    await expect(story).toHaveAttribute('data-patterns', expected.join(' '));
    await expect(story.getByRole('heading')).toHaveText('这段路单的故事');
    const names = {
      'long-banker': '长庄',
      'long-player': '长闲',
      'single-jump': '单跳',
      'double-jump': '双跳',
    } as const;
    for (const pattern of expected) {
      const line = story.locator(`[data-pattern="${pattern}"]`);
      await expect(line).toContainText(names[pattern]);
      await expect(line).toContainText('在随机的 40 局路单中');
      const frequency = Number(await line.getAttribute('data-frequency'));
      expect(frequency).toBeGreaterThan(0);
      expect(frequency).toBeLessThan(1);
    }
  });
});

test.describe('How baccarat works', () => {
  test('opens at #how from the menu and from the story, with the exact odds and the pattern figures; nothing for axe', async ({
    page,
  }) => {
    await page.goto('/?seed=11&speed=instant');
    await playHands(page, 1);
    const odds = page.getByTestId('odds-panel');
    await expect(odds).toHaveAttribute('data-banker', /^0\.45/);
    await page.getByRole('link', { name: 'How it works' }).click();
    const how = page.getByTestId('how-it-works');
    await expect(how).toBeVisible();
    await expect(page).toHaveURL(/#how$/);
    for (const bet of ['banker', 'player', 'tie'] as const) {
      const shown = Number(
        await how.locator(`[data-testid="how-odds"][data-bet="${bet}"]`).getAttribute('data-probability'),
      );
      expect(shown).toBeCloseTo(Number(await odds.getAttribute(`data-${bet}`)), 10);
    }
    await expect(how.locator('[data-testid="how-odds"][data-bet="banker"]')).toContainText('45.8597%');
    const figures = how.getByTestId('how-patterns');
    expect(Number(await figures.getAttribute('data-run'))).toBeCloseTo(0.69, 2);
    expect(Number(await figures.getAttribute('data-alternation'))).toBeCloseTo(0.69, 2);
    await expect(how.getByRole('link', { name: 'Try any system in the strategy lab' })).toHaveAttribute(
      'href',
      /#lab$/,
    );
    await noAxeViolations(page);
    await how.getByRole('button', { name: 'Back to the table' }).click();
    await expect(how).toBeHidden();
    // The focus goes back to the link that opened it, as every dialog's does.
    await expect(page.getByRole('link', { name: 'How it works' })).toBeFocused();
    const story = page.getByTestId('shoe-story').getByRole('link', { name: 'How baccarat works' });
    await story.click();
    await expect(page.getByTestId('how-it-works')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('how-it-works')).toBeHidden();
    await expect(story).toBeFocused();
  });

  test('speaks Traditional Chinese', async ({ page }) => {
    await page.goto('/?seed=11&speed=instant&lang=zh-Hant#how');
    const how = page.getByTestId('how-it-works');
    await expect(how.getByRole('heading', { level: 2 })).toHaveText('百家樂怎麼玩');
    await expect(how.locator('[data-testid="how-odds"][data-bet="tie"]')).toContainText('和局');
  });
});
