import { expect, test, type Page } from '@playwright/test';
import { cents, settled } from './contract';

const onTable = async (page: Page) => ({
  player: await cents(page, 'bet-player'),
  banker: await cents(page, 'bet-banker'),
  tie: await cents(page, 'bet-tie'),
});
const money = async (page: Page) => {
  const bets = await onTable(page);
  return (await cents(page, 'bankroll')) + bets.player + bets.banker + bets.tie;
};

test('Rebet, Double and Undo by key: the last hand again, doubled, then taken back chip by chip', async ({ page }) => {
  await page.goto('/?seed=5&speed=instant');
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('message')).toContainText('No chip to take back');
  await page.keyboard.press('r');
  await expect(page.getByTestId('message')).toContainText('no hand has been dealt yet');
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await page.keyboard.press('Enter');
  await settled(page);
  const afterHand = await money(page);
  const left = await onTable(page); // a tie leaves the Player stake on its spot
  await page.keyboard.press('r');
  await expect.poll(() => onTable(page)).toEqual({ player: 500, banker: 0, tie: 500 });
  await expect.poll(() => money(page)).toBe(afterHand);
  await page.keyboard.press('x');
  await expect.poll(() => onTable(page)).toEqual({ player: 1000, banker: 0, tie: 1000 });
  await page.keyboard.press('Backspace'); // the Double, all of it
  await expect.poll(() => onTable(page)).toEqual({ player: 500, banker: 0, tie: 500 });
  await page.keyboard.press('Backspace'); // the Rebet
  await expect.poll(() => onTable(page)).toEqual(left);
  await expect.poll(() => money(page)).toBe(afterHand);
});

test('Rebet, Double and Undo by click, and Double refused past the $300 maximum, changing nothing', async ({
  page,
}) => {
  await page.goto('/?seed=5&speed=instant');
  for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowUp'); // railing $105
  await page.getByTestId('bet-banker').click();
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '10500');
  // Double's rules load on its first press: the page is asked again until the chips are there.
  await page.getByTestId('double').click();
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '21000');
  const before = await money(page);
  await page.getByTestId('double').click();
  await expect(page.getByTestId('message')).toContainText('Table maximum');
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '21000');
  await expect.poll(() => money(page)).toBe(before);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '10500');
  await page.getByTestId('deal').click();
  await settled(page);
  await page.getByTestId('rebet').click();
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '10500');
});

test('an answer to a press goes after a few seconds, and comes back whole when the player is answered again', async ({
  page,
}) => {
  await page.goto('/?seed=5&speed=instant');
  const answer = page.getByTestId('message').locator('.message__text');
  // Its fade, run to its end at once rather than waited for: no timed assertion.
  const fadeToEnd = () =>
    answer.evaluate((text) => {
      const [fade] = text.getAnimations();
      fade!.finish();
      return [(fade as CSSAnimation).animationName, fade!.effect!.getTiming().delay];
    });
  await page.keyboard.press('Backspace');
  await expect(answer).toHaveText(/No chip to take back/);
  await expect(answer).toHaveCSS('opacity', '1');
  expect(await fadeToEnd()).toEqual(['answer-goes', 5000]);
  await expect(answer).toHaveCSS('opacity', '0');
  // The same words again: drawn afresh, in full.
  await page.keyboard.press('Backspace');
  await expect(answer).toHaveCSS('opacity', '1');
  await expect(answer).toHaveText(/No chip to take back/);
  // What stands is no answer: options the table did not understand stay said.
  await page.goto('/?seed=5&speed=instant&shoe=tiny');
  await expect(answer).toHaveText(/shoe=tiny/);
  expect(await answer.evaluate((text) => text.getAnimations().length)).toBe(0);
});

test('after a hand, the line under the hands says why each hand drew or stood', async ({ page }) => {
  await page.goto('/?seed=5&speed=instant');
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await settled(page);
  const player = await page.getByTestId('player-hand').getByTestId('card').count();
  const reason = page.getByTestId('draw-reason');
  await expect(reason).toContainText(/Player \d (draws|stands)|natural/);
  if (player === 3) await expect(reason).toContainText('draws (0–5 draws)');
});
