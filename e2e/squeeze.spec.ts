import { expect, test, type Page } from '@playwright/test';
import { referee, type RefereeWinner } from '../tests/referee/referee';
import { cents, dealing, handCards, noAxeViolations, phase, problemsOf, settled } from './contract';

/** A squeezed table with a bet on Player, dealt: the cards come face down. */
async function dealSqueezed(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.getByTestId('bet-player').click();
  await page.getByTestId('deal').click();
  await dealing(page);
}

/** The hand as the cards shown say it went, refereed independently. */
async function refereed(page: Page): Promise<RefereeWinner> {
  return referee(await handCards(page, 'player'), await handCards(page, 'banker'));
}

/** Opens every card with `open` (one card at a time), until the hand is settled; returns how many it opened. */
async function squeezeAll(page: Page, open: () => Promise<void>): Promise<number> {
  let opened = 0;
  while ((await phase(page)) === 'dealing') {
    const card = page.getByTestId('squeeze-card');
    // The dealer may still be bringing the next card: it becomes the squeeze card when it is down.
    if ((await card.count()) === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const before = await page.locator('[data-testid="card"][data-face="up"]').count();
    await open();
    await expect
      .poll(
        async () =>
          (await phase(page)) === 'settled' ||
          (await page.locator('[data-testid="card"][data-face="up"]').count()) > before,
      )
      .toBe(true);
    opened++;
  }
  return opened;
}

/** Drags the card being squeezed open with the mouse, from its bottom edge to past halfway. */
async function dragOpen(page: Page): Promise<void> {
  const box = (await page.getByTestId('squeeze-card').boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height - 3);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(x, box.y + box.height - 3 - (box.height * 0.8 * step) / 10);
  await page.mouse.up();
}

test.describe('the squeeze', () => {
  test('a whole hand squeezed with the mouse: each card dragged open edge first, the hint saying only what shows', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    await dealSqueezed(page, '/?seed=5&reveal=squeeze&speed=instant');
    const first = page.getByTestId('squeeze-card');
    await expect(first).toHaveAttribute('data-face', 'down');
    await expect(first).toHaveAttribute('data-lift', '0');
    // Face down: nothing names the cards yet, and no total shows.
    await expect(page.locator('[data-testid="card"][data-rank]')).toHaveCount(0);
    await expect(page.getByTestId('player-total')).not.toHaveAttribute('data-points');
    // Released before halfway, the card falls back.
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.7, { steps: 5 });
    await expect(first).toHaveAttribute('data-lift', '1');
    await expect(first).toHaveAttribute('data-edge', 'bottom');
    await expect(page.getByTestId('squeeze-hint')).toHaveText(/pips? in (one|two) rows?|No pips|picture at the end/);
    await page.mouse.up();
    await expect(first).toHaveAttribute('data-lift', '0');
    await expect(page.locator('[data-testid="card"][data-face="up"]')).toHaveCount(0);

    const opened = await squeezeAll(page, () => dragOpen(page));
    await settled(page);
    const cards = await page.getByTestId('card').count();
    expect(opened).toBe(cards);
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-winner', await refereed(page));
    expect(problems).toEqual([]);
  });

  test('a whole hand squeezed with the keyboard alone: Space lifts a step, four open the card; Enter opens the hand', async ({
    page,
  }) => {
    await page.goto('/?seed=8&reveal=squeeze&speed=instant');
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    const card = page.getByTestId('squeeze-card');
    await expect(card).toBeFocused();
    await expect(page.getByTestId('squeeze-hint')).toContainText('press Space');
    const railing = await cents(page, 'railing');
    // Space lifts the long side a step; so does the right arrow on the focused card (a slider), which never touches the railing.
    for (const [key, lift] of [
      [' ', '1'],
      ['ArrowRight', '2'],
      [' ', '3'],
    ] as const) {
      await page.keyboard.press(key);
      await expect(card).toHaveAttribute('data-lift', lift);
      await expect(card).toHaveAttribute('aria-valuenow', lift);
    }
    // Lifted from the side: the hint names the columns of pips in sight, and says so to a screen reader.
    await expect(page.getByTestId('squeeze-hint')).toHaveText(/along the side|picture along the side/);
    await expect(card).toHaveAttribute('aria-valuetext', (await page.getByTestId('squeeze-hint').textContent())!);
    // Each arrow lifts the edge it points to, from the card lying flat: the down arrow the bottom end, whose corner index shows first.
    await page.keyboard.press('ArrowLeft');
    await expect(card).toHaveAttribute('data-edge', 'left');
    await expect(card).toHaveAttribute('data-lift', '1');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(card).toHaveAttribute('data-edge', 'bottom');
    await expect(card).toHaveAttribute('data-lift', '1');
    await expect(page.getByTestId('squeeze-hint')).toHaveText(/^The corner shows (A|[2-9]|10|J|Q|K)\./);
    await expect(card.locator('.squeeze__index').first()).toBeVisible();
    expect(await cents(page, 'railing')).toBe(railing);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-testid="card"][data-face="up"]')).toHaveCount(1);
    const opened = await squeezeAll(page, async () => {
      for (let i = 0; i < 4; i++) await page.keyboard.press(' ');
    });
    expect(opened).toBeGreaterThanOrEqual(3);
    await settled(page);
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-winner', await refereed(page));

    // The next hand: a step, then Enter shows the whole hand at once.
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await dealing(page);
    await expect(page.getByTestId('squeeze-card')).toBeFocused();
    await page.keyboard.press(' ');
    await page.keyboard.press('Enter');
    await settled(page);
    await expect(page.locator('[data-testid="card"][data-face="down"]')).toHaveCount(0);
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-winner', await refereed(page));
  });

  test('a reload mid-squeeze shows the settled hand, paid once', async ({ page, browser }) => {
    await dealSqueezed(page, '/?seed=11&reveal=squeeze&speed=instant');
    await page.keyboard.press(' ');
    await page.reload();
    await settled(page);
    const bankroll = await cents(page, 'bankroll');
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-winner', await refereed(page));
    // The same seed played to its end, in a fresh context, leaves the same bankroll.
    const other = await browser.newPage();
    await dealSqueezed(other, '/?seed=11&reveal=squeeze&speed=instant');
    await other.keyboard.press('Enter');
    await settled(other);
    expect(await cents(other, 'bankroll')).toBe(bankroll);
    await other.close();
    // And a second reload pays nothing more.
    await page.reload();
    await settled(page);
    expect(await cents(page, 'bankroll')).toBe(bankroll);
  });

  test('has no accessibility violation while a card is squeezed, and the frames of a drag are measured', async ({
    page,
  }, info) => {
    await dealSqueezed(page, '/?seed=5&reveal=squeeze');
    const card = page.getByTestId('squeeze-card');
    await expect(card).toBeVisible();
    await page.keyboard.press(' ');
    await expect(card).toHaveAttribute('data-lift', '1');
    await noAxeViolations(page);

    // Frames while a drag bends the card: reported, not asserted (speed is measured, never tested).
    await page.evaluate(() => {
      const w = window as unknown as { frames: number[]; counting: boolean };
      w.frames = [];
      w.counting = true;
      const tick = (t: number) => {
        w.frames.push(t);
        if (w.counting) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width - 3, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 30; step++) {
      await page.mouse.move(box.x + box.width - 3 - box.width * 0.45 * (step / 30), box.y + box.height / 2);
      await page.waitForTimeout(16);
    }
    const frames = await page.evaluate(() => {
      const w = window as unknown as { frames: number[]; counting: boolean };
      w.counting = false;
      const gaps = w.frames.slice(1).map((t, i) => t - w.frames[i]!);
      return { count: w.frames.length, seconds: (w.frames.at(-1)! - w.frames[0]!) / 1000, longest: Math.max(...gaps) };
    });
    await page.mouse.up();
    const fps = frames.count / frames.seconds;
    info.annotations.push({
      type: 'drag frames',
      description: `${frames.count} frames in ${frames.seconds.toFixed(2)} s (${fps.toFixed(0)} fps), longest gap ${frames.longest.toFixed(1)} ms`,
    });
    console.log(
      `squeeze drag: ${frames.count} frames in ${frames.seconds.toFixed(2)} s (${fps.toFixed(0)} fps), longest gap ${frames.longest.toFixed(1)} ms`,
    );
    expect(frames.count).toBeGreaterThan(0);
  });
});

test.describe('on a 390×844 touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a hand is squeezed open by touch, the page never scrolling sideways', async ({ page }) => {
    await page.goto('/?seed=5&reveal=squeeze&speed=instant');
    await page.getByTestId('bet-player').tap();
    await page.getByTestId('deal').tap();
    const client = await page.context().newCDPSession(page);
    const opened = await squeezeAll(page, async () => {
      // The card comes into view by itself: Deal was tapped below the hands.
      await expect(page.getByTestId('squeeze-card')).toBeInViewport();
      const box = (await page.getByTestId('squeeze-card').boundingBox())!;
      const x = box.x + box.width / 2;
      const from = box.y + box.height - 2;
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
      for (let step = 1; step <= 10; step++) {
        await client.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: from - (box.height * 0.85 * step) / 10 }],
        });
      }
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    });
    await settled(page);
    expect(opened).toBe(await page.getByTestId('card').count());
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-winner', await refereed(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
