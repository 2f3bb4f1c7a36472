import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { cents, problemsOf, settled } from './contract';

// A fresh context (playwright.config.ts): the first load is the subject here.
test.use({ reuseContext: false });

/**
 * The table is in the page before any script runs (prerendered at build time), and the
 * browser takes it over without a hydration warning, a layout shift or a flash of wrong money.
 */

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page holds the table: the felt, the three spots, the railing and the controls', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
    for (const id of [
      'bet-player',
      'bet-banker',
      'bet-tie',
      'deal',
      'clear-bets',
      'pass',
      'railing',
      'bankroll',
      'player-hand',
      'banker-hand',
      'outcome',
    ]) {
      await expect(page.getByTestId(id), id).toBeVisible();
    }
    await expect(page.getByTestId('deal')).toHaveText('Deal');
    await expect(page.getByRole('button', { name: /^Bet on PLAYER/ })).toBeVisible();
    // Money that depends on the save is not guessed: a placeholder, and no figure for a test to read.
    for (const id of ['bankroll', 'railing', 'bet-player', 'bet-banker', 'bet-tie']) {
      await expect(page.getByTestId(id), id).not.toHaveAttribute('data-cents');
    }
    await expect(page.getByTestId('bankroll')).not.toContainText('$');
  });
});

/** Everything the page loads after it: the scoreboard's chunk, and the chips' movements. */
async function fullyLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('bead-plate')).toBeVisible();
  await page.evaluate(
    () => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 500)),
  );
}

/** Plays two seeded hands and leaves $25 on BANKER: a save with a history, a bankroll and a bet. */
async function playAndSave(page: Page): Promise<{ bankroll: number; railing: number }> {
  await page.goto('/?seed=5&speed=instant');
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await settled(page);
  }
  await page.getByRole('button', { name: 'Railing $25.00' }).click();
  await page.getByTestId('bet-banker').click();
  await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '2500');
  return { bankroll: await cents(page, 'bankroll'), railing: await cents(page, 'railing') };
}

test('hydration gives no console error or warning, on a first visit', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/');
  expect(await cents(page, 'bankroll')).toBe(100000);
  await fullyLoaded(page);
  expect(problems).toEqual([]);
});

test('hydration gives no console error or warning with a saved table, which shows its own money once loaded', async ({
  page,
}) => {
  const saved = await playAndSave(page);
  const problems = problemsOf(page);
  await page.reload();
  // The load event waits for the save: a test, or a quick player, finds the saved table at once.
  expect(await cents(page, 'bankroll')).toBe(saved.bankroll);
  expect(await cents(page, 'railing')).toBe(saved.railing);
  expect(await cents(page, 'bet-banker')).toBe(2500);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-winner', /^(player|banker|tie)$/);
  await fullyLoaded(page);
  await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('hydration gives no console error or warning with a saved casino shoe and side bets, whose rules load first', async ({
  page,
}) => {
  await page.goto('/?seed=5&speed=instant&shoe=casino&game=ez&sidebets=on');
  await expect(page.getByTestId('shoe-meter')).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await settled(page);
  const problems = problemsOf(page);
  await page.goto('/');
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-hand-in-shoe', '1');
  await expect(page.getByTestId('bet-panda-8')).toBeVisible();
  await fullyLoaded(page);
  expect(problems).toEqual([]);
});

test('the frame holding the load and the first paint’s layout are made in the parse, before the first paint', async ({
  page,
}) => {
  // Each in a task of its own after the parse, they were tasks Lighthouse counted as blocking (index.html).
  await page.addInitScript(() => {
    const seen = { layoutInParse: false, holdingAtContentLoaded: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        if (
          document.readyState === 'loading' &&
          document.querySelector('.felt') !== null &&
          performance.getEntriesByType('paint').length === 0
        )
          seen.layoutInParse = true;
        return width.get!.call(this) as number;
      },
    });
    document.addEventListener('DOMContentLoaded', () => {
      const frame = document.getElementById('load-hold') as HTMLIFrameElement | null;
      seen.holdingAtContentLoaded = frame?.contentDocument?.readyState === 'loading';
    });
  });
  await page.goto('/?seed=5');
  await fullyLoaded(page);
  expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
    layoutInParse: true,
    holdingAtContentLoaded: true,
  });
  // The page loads all the same, its keys live.
  await page.keyboard.press('End');
  await expect(page.getByTestId('bet-player')).toHaveAttribute('data-cents', '500');
});

test('keys work as soon as the prerendered page has loaded', async ({ page }) => {
  await page.goto('/?seed=5&speed=instant');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  expect(await cents(page, 'bet-player')).toBe(600);
  await page.keyboard.press('Enter');
  await settled(page);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`no layout shift through the load of a saved table at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await playAndSave(page);
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          const element = (node: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null));
          const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
          // Where it was and where it went: a failure on a loaded machine says what moved, and how.
          const nodes = (entry.sources ?? []).map(
            (s) =>
              `${s.node?.nodeName} "${s.node?.textContent?.slice(0, 40)}" in ${element(s.node)?.outerHTML.slice(0, 80)}` +
              ` from ${rect(s.previousRect)} to ${rect(s.currentRect)}`,
          );
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await fullyLoaded(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });
}

test('no frame shows half of the prerendered table: the first waits until it is parsed whole', async ({
  page,
  baseURL,
}) => {
  // The page arrives in two parts, cut inside the top bar's menu, as a slow network or a loaded
  // machine's parser may leave it: a frame of the first part alone would move the menu and the
  // bankroll when the rest came (a layout shift).
  let cutAt = -1; // where the page was cut, once it has been served
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', baseURL));
      const type = answer.headers.get('content-type') ?? '';
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' });
      // The page itself; everything else (its scripts, and the pages the service worker caches) as it is.
      if (!request.url?.startsWith('/?seed=5')) {
        response.end(body);
        return;
      }
      const html = body.toString();
      cutAt = html.indexOf('<select');
      response.write(html.slice(0, Math.max(cutAt, 0)));
      setTimeout(() => response.end(html.slice(Math.max(cutAt, 0))), 400);
    })();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const seen = { halfFrames: 0, shifts: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const frame = () => {
        if (!document.getElementById('table-parsed')) seen.halfFrames++;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      new PerformanceObserver((list) => {
        seen.shifts += list.getEntries().length;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/?seed=5`);
    await fullyLoaded(page);
    expect(cutAt, 'the page was served in two parts, cut at its menu').toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
      halfFrames: 0,
      shifts: 0,
    });
  } finally {
    server.close();
  }
});
