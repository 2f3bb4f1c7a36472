import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { SIDE_BET_IDS, type RefereeCard, type SideBetId } from '../tests/referee/referee';

/**
 * The game as ui-contract.md describes it, read back from the page. What the cards shown
 * should have done and paid is the shared referee's (tests/referee/referee.ts), written from
 * house-rules.md and independent of the game's rules.
 */

export async function cents(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-cents'));
}

export async function phase(page: Page): Promise<string | null> {
  return page.getByTestId('table').getAttribute('data-phase');
}

/**
 * Holds the page's clock (Playwright's, installed with `page.clock.install()` before the page
 * loads): no timer fires, so the dealer turns no card until `page.clock.resume()`. A test that
 * acts mid-deal holds it before Deal, and finds the deal under way however long a busy machine
 * takes to reach its next step (an animated coup is over in about 2.6 s).
 */
export async function holdTheClock(page: Page): Promise<void> {
  // Ten seconds on from the page's time, so the clock never has to go back however long this call
  // takes; the timers due meanwhile (before Deal: nothing of the hand) fire once.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}

/** Waits for the deal to be under way (the table's phase turns as Deal is pressed, before any card is up). */
export async function dealing(page: Page): Promise<void> {
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'dealing');
}

/**
 * Waits for the hand to settle: an animated deal takes under 3 s, more on a busy machine. The
 * panels (roads, odds, history) may draw it a few frames after the felt (ui-contract.md, Timing);
 * this waits for them too (`data-panels-follow`, src/components/panels/stagedSettle.ts), so a test
 * may read them at once.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'settled', { timeout: 10_000 });
  await expect(page.locator('html')).not.toHaveAttribute('data-panels-follow');
}

/**
 * Waits for the panels' first draw after a page load to be over: the scoreboard is in (the Panels
 * chunk has come) and no panel still waits for its turn (`data-panels-follow`, Panels.tsx `inTurn`).
 * `settled` alone does not cover a load: before the Panels chunk has come nothing says they follow.
 * On a phone only the open tab's panel is drawn.
 */
export async function panelsDrawn(page: Page): Promise<void> {
  await expect(page.getByTestId('bead-plate')).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute('data-panels-follow');
}

/**
 * Opens `address` as a first visit in the page the test already has: the table before leaves no
 * save (local and session storage cleared). A load in the same page costs the machine less than a
 * test of its own (its context reset, the cache emptied): for a test that checks the same thing on
 * several first visits (sizes, seeds, languages).
 */
export async function firstVisit(page: Page, address: string): Promise<void> {
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  await page.goto(address);
}

export async function handCards(page: Page, hand: 'player' | 'banker'): Promise<RefereeCard[]> {
  const cards = page.getByTestId(`${hand}-hand`).getByTestId('card');
  return cards.evaluateAll((nodes) =>
    nodes.map((n) => ({ rank: n.getAttribute('data-rank') ?? '', suit: n.getAttribute('data-suit') ?? '' })),
  );
}

export async function bets(page: Page) {
  return {
    player: await cents(page, 'bet-player'),
    banker: await cents(page, 'bet-banker'),
    tie: await cents(page, 'bet-tie'),
  };
}

export async function tableBets(page: Page) {
  const all: Record<string, number> = { ...(await bets(page)) };
  for (const id of SIDE_BET_IDS) {
    const spot = page.getByTestId(`bet-${id}`);
    all[id] = (await spot.count()) > 0 ? Number(await spot.getAttribute('data-cents')) : 0;
  }
  return all as { player: number; banker: number; tie: number } & Record<SideBetId, number>;
}

/** What Playwright logs as it blocks the service worker (playwright.config.ts): the harness's, not the page's. */
const BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

/** Console errors and warnings, and uncaught errors, from the moment this is called. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== BLOCKED_WORKER)
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * No accessibility violation axe can find on the page as it is now. `leaving` names parts scanned
 * in another state already whose markup only repeats here (a whole shoe's history and roads: the
 * same rows and cells as three hands', and 60% of a scan's time there).
 */
export async function noAxeViolations(page: Page, leaving: readonly string[] = []): Promise<void> {
  // Legacy mode: axe runs in the page itself. The default opens a new page per scan to merge
  // the results of cross-origin frames, which this page has none of (a whole shoe's table, scanned
  // on a loaded machine: 18.7 s against 7.8 s, the same rules, 2026-11-28).
  // Only the violations are gathered: the same rules run on the same nodes, but the passes and the
  // incomplete results (every node each rule checked, 880 kB of JSON on a casino shoe's table) are
  // neither built nor sent back (that table, scanned alone: 1.6-2.3 s against 0.8-0.9 s, 2026-11-28).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of leaving) builder.exclude(selector);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A long session's history table and roads: their markup is axe-scanned with a few hands (table.spec.ts). */
export const LONG_PANELS = ['[data-testid=hand-history]', '.road__scroll'] as const;

/**
 * Why the dealer drew, once a hand has settled (issue 42, item 9): said, on the screen whole, and
 * drawn, not read out only (an sr-only line is 1 px, clipped), its words inside their room.
 */
export async function drawReasonDrawn(page: Page): Promise<Locator> {
  const reason = page.getByTestId('draw-reason');
  await expect(reason).toHaveText(/draws|stands/);
  await expect(reason).toBeInViewport({ ratio: 1 });
  const seen = await reason.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      drawn: el.getBoundingClientRect().height > 20 && style.clipPath === 'none' && style.visibility === 'visible',
      whole: el.scrollHeight <= el.clientHeight + 1,
    };
  });
  expect(seen).toEqual({ drawn: true, whole: true });
  return reason;
}
