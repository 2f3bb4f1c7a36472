import { expect, test, type Page } from '@playwright/test';
import { askRoads, DERIVED_ROAD_NAMES, type AskRoads, type DerivedRoad, type Winner } from '../src/rules';
import { noAxeViolations, settled } from './contract';
import { openAfter } from './saved';

// Each test opens a seeded table that has played its hands already (the store plays them in Node,
// ./saved.ts); the browser deals only the hands a test watches.

/** The derived roads' places, by the rules module's names. */
const ROAD: Record<DerivedRoad, string> = {
  bigEyeBoy: 'big-eye-boy',
  smallRoad: 'small-road',
  cockroachPig: 'cockroach-pig',
};
const ATTRIBUTE: Record<DerivedRoad, string> = {
  bigEyeBoy: 'data-big-eye-boy',
  smallRoad: 'data-small-road',
  cockroachPig: 'data-cockroach-pig',
};
const NAME = { player: 'Player', banker: 'Banker', tie: 'Tie' } as const;

async function playBanker(page: Page, hands: number) {
  for (let i = 0; i < hands; i++) {
    await page.keyboard.press('Delete');
    await page.keyboard.press('Numpad2');
    await page.keyboard.press('Enter');
    await settled(page);
  }
}

const rows = (page: Page) => page.getByTestId('hand-history').getByTestId('history-row');

/** The results of the history, oldest first (the rows are newest first). */
async function history(page: Page, shoe?: number): Promise<Winner[]> {
  const shown = await rows(page).evaluateAll((r) =>
    r.map((row) => ({
      winner: row.getAttribute('data-winner') as Winner,
      shoe: Number(row.getAttribute('data-shoe')),
    })),
  );
  return shown
    .filter((r) => shoe === undefined || r.shoe === shoe)
    .map((r) => r.winner)
    .reverse();
}

async function readRoad(page: Page, testId: string) {
  return page
    .getByTestId(testId)
    .getByTestId('road-cell')
    .evaluateAll((cells) =>
      cells.map((c) => ({
        col: Number(c.getAttribute('data-col')),
        row: Number(c.getAttribute('data-row')),
        mark: c.getAttribute('data-mark')!,
        ties: Number(c.getAttribute('data-ties') ?? 0),
      })),
    );
}

/** What the Ask controls say, as the rules module's askRoads would put it. */
async function shownAsks(page: Page): Promise<Record<'banker' | 'player', Record<DerivedRoad, string | null>>> {
  const read = async (result: 'banker' | 'player') => {
    const button = page.getByTestId(`ask-${result}`);
    const marks = {} as Record<DerivedRoad, string | null>;
    for (const road of DERIVED_ROAD_NAMES) marks[road] = await button.getAttribute(ATTRIBUTE[road]);
    return marks;
  };
  return { banker: await read('banker'), player: await read('player') };
}

const asAttributes = (asks: AskRoads) =>
  Object.fromEntries(
    (['banker', 'player'] as const).map((result) => [
      result,
      Object.fromEntries(DERIVED_ROAD_NAMES.map((road) => [road, asks[result][road]?.mark ?? 'none'])),
    ]),
  );

/**
 * Presses an Ask and checks that each derived road shows the predicted mark at its place, and no
 * other. The marks show for a few seconds (ASK_SHOWN_MS): all three roads are read at once, with
 * retries, so a slow machine cannot see some roads after the Ask has gone.
 */
async function pressAndCheck(page: Page, result: 'banker' | 'player', asks: AskRoads) {
  await page.getByTestId(`ask-${result}`).click();
  const predicted = Object.fromEntries(
    DERIVED_ROAD_NAMES.map((road) => {
      const mark = asks[result][road];
      return [
        road,
        mark === null ? null : { mark: mark.mark, col: String(mark.col), row: String(mark.row), seen: true },
      ];
    }),
  );
  const roads = DERIVED_ROAD_NAMES.map((road) => [road, ROAD[road]] as const);
  await expect
    .poll(() =>
      page.evaluate(
        (testIds) =>
          Object.fromEntries(
            testIds.map(([road, testId]) => {
              const cells = document.querySelectorAll(`[data-testid="${testId}"] [data-testid="ask-cell"]`);
              if (cells.length === 0) return [road, null];
              const cell = cells[0]!;
              const box = cell.getBoundingClientRect();
              return [
                road,
                {
                  mark: cell.getAttribute('data-mark'),
                  col: cell.getAttribute('data-col'),
                  row: cell.getAttribute('data-row'),
                  seen: cells.length === 1 && box.width > 0 && getComputedStyle(cell).visibility !== 'hidden',
                },
              ];
            }),
          ),
        roads,
      ),
    )
    .toEqual(predicted);
  const said = DERIVED_ROAD_NAMES.map(
    (road) =>
      `${{ bigEyeBoy: 'Big Eye Boy', smallRoad: 'Small Road', cockroachPig: 'Cockroach Pig' }[road]} ${asks[result][road]?.mark ?? 'no mark'}`,
  );
  await expect(page.getByTestId('ask-said')).toHaveText(`If ${NAME[result]} wins next: ${said.join(', ')}.`);
}

test('the Asks say what each derived road would add, show it in place, and the next hand adds exactly that', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAfter(page, '/?seed=41&speed=instant', 14);
  const seen = new Set<Winner>();
  const marksAdded = new Set<DerivedRoad>();
  for (let hand = 0; hand < 6; hand++) {
    // The panels follow the felt (ui-contract Timing), on the first draw one by one: each is read
    // once it shows every hand so far.
    await expect(rows(page)).toHaveCount(14 + hand);
    await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(14 + hand);
    const asks = askRoads(await history(page));
    await expect.poll(() => shownAsks(page)).toEqual(asAttributes(asks));
    await pressAndCheck(page, 'player', asks);
    await pressAndCheck(page, 'banker', asks);

    const roadsBefore = Object.fromEntries(
      await Promise.all(DERIVED_ROAD_NAMES.map(async (road) => [road, await readRoad(page, ROAD[road])] as const)),
    );
    await playBanker(page, 1);
    const winner = (await page.getByTestId('outcome').getAttribute('data-winner')) as Winner;
    seen.add(winner);
    await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(15 + hand);
    // The Ask ends with the hand it was asked for.
    await expect(page.getByTestId('ask-cell')).toHaveCount(0);
    for (const road of DERIVED_ROAD_NAMES) {
      const after = await readRoad(page, ROAD[road]);
      const previous = roadsBefore[road]!;
      expect(after.slice(0, previous.length)).toEqual(previous);
      const added = after.slice(previous.length).map(({ mark, col, row }) => ({ mark, col, row }));
      expect(added, `${road} after ${winner}`).toEqual(
        winner === 'tie' || asks[winner][road] === null ? [] : [asks[winner][road]],
      );
      if (added.length > 0) marksAdded.add(road);
    }
  }
  // The seed deals both results among the hands checked, so both Asks were put to the test.
  expect(seen).toContain('banker');
  expect(seen).toContain('player');
  expect([...marksAdded].sort()).toEqual([...DERIVED_ROAD_NAMES].sort());
});

test('an Ask shows for a few seconds, then the roads are as they were', async ({ page }) => {
  await openAfter(page, '/?seed=41&speed=instant', 10);
  await page.getByTestId('ask-player').click();
  await expect(page.getByTestId('big-eye-boy').getByTestId('ask-cell')).toHaveCount(1);
  // A timed flash: waited for, never slept on.
  await expect(page.getByTestId('ask-cell')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('ask-said')).toHaveText('');
});

test('the text alternative of the Big Road and the Bead Plate reads the cells they draw', async ({ page }) => {
  await openAfter(page, '/?seed=42&speed=instant', 24);
  const cells = await readRoad(page, 'big-road');
  const streaks: string[] = [];
  for (let i = 0; i < cells.length;) {
    let end = i;
    while (end < cells.length && cells[end]!.mark === cells[i]!.mark) end++;
    const streak = cells.slice(i, end);
    const ties = streak.reduce((sum, c) => sum + c.ties, 0);
    const tail = streak.filter((c) => c.col !== streak[0]!.col);
    streaks.push(
      `Column ${streak[0]!.col + 1}: ${NAME[streak[0]!.mark as 'player' | 'banker']} ${streak.length}` +
        (ties === 0 ? '' : `, ${ties} ${ties === 1 ? 'tie' : 'ties'}`) +
        (tail.length === 0 ? '' : `, the last ${tail.length} along row ${tail[0]!.row + 1}`) +
        '.',
    );
    i = end;
  }
  await expect(page.getByTestId('big-road').getByTestId('road-text')).toHaveText(
    ['Oldest first.', ...streaks].join(' '),
  );

  await expect(rows(page)).toHaveCount(24);
  const results = await history(page);
  const bead = (await page.getByTestId('bead-plate').getByTestId('road-text').textContent())!;
  expect(bead.startsWith(`${results.length} hands, oldest first. Column 1: `)).toBe(true);
  const read = bead
    .split(/ ?Column \d+: /)
    .slice(1)
    .flatMap((column) => column.replace(/\.$/, '').split(', '));
  expect(read).toEqual(results.map((w) => NAME[w]));
});

test('red and blue marks differ in shape, not only colour, on every derived road', async ({ page }) => {
  await openAfter(page, '/?seed=43&speed=instant', 24);
  for (const road of Object.values(ROAD)) {
    const shapes = await page
      .getByTestId(road)
      .getByTestId('road-cell')
      .evaluateAll((cells) => {
        const shape = (el: Element) => {
          const s = getComputedStyle(el);
          // Colours taken out: what is left is the shape of the mark.
          const plain = (v: string) => v.replace(/rgba?\([^)]*\)/g, 'colour');
          // A blue mark is pierced: a dotted ring, a dot with a pinhole (its background), a slash with a gap (its mask).
          return [
            plain(s.backgroundImage),
            s.backgroundColor === 'rgba(0, 0, 0, 0)' ? 'unfilled' : 'filled',
            s.borderTopWidth,
            s.borderTopStyle,
            s.maskImage,
          ].join(' | ');
        };
        const red = cells.find((c) => c.getAttribute('data-mark') === 'red');
        const blue = cells.find((c) => c.getAttribute('data-mark') === 'blue');
        return red && blue ? [shape(red), shape(blue)] : null;
      });
    expect(shapes, `${road} has both colours`).not.toBeNull();
    expect(shapes![0], road).not.toBe(shapes![1]);
  }
});

test('in a casino shoe the chance beside each Ask is the odds panel\u2019s, from the cards seen', async ({ page }) => {
  await openAfter(page, '/?seed=44&shoe=casino&speed=instant', 9);
  const panel = page.getByTestId('odds-panel');
  // The odds panel draws after the scoreboard (Panels.tsx `inTurn`): read once it shows the saved hands.
  await expect.poll(async () => Number(await panel.getAttribute('data-seen'))).toBeGreaterThan(9 * 4);
  for (const result of ['banker', 'player'] as const) {
    await expect(page.getByTestId(`ask-${result}`)).toHaveAttribute(
      'data-probability',
      (await panel.getAttribute(`data-${result}`))!,
    );
  }
  await expect(page.getByText(/Chances from the \d+ cards seen in shoe 1\./)).toBeVisible();
  await expect(page.getByText(/A record of this shoe, not a prediction/)).toBeVisible();
  await expect(rows(page)).toHaveCount(9);
  const asks = asAttributes(askRoads(await history(page, 1)));
  await expect.poll(() => shownAsks(page)).toEqual(asks);
});

test('no accessibility violations with an Ask shown on the roads', async ({ page }) => {
  await openAfter(page, '/?seed=41&speed=instant', 14);
  await page.getByTestId('ask-banker').click();
  await expect(page.getByTestId('ask-cell').first()).toBeVisible();
  await noAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Asks are on the Scoreboard tab, and the page does not scroll sideways', async ({ page }) => {
    await openAfter(page, '/?seed=41&speed=instant', 12);
    await expect(page.getByRole('tab', { name: 'Scoreboard' })).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('ask-player').tap();
    await expect(page.getByTestId('big-eye-boy').getByTestId('ask-cell')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
