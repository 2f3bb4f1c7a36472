import { expect, test, type Page } from '@playwright/test';
import { firstVisit, handCards, settled } from './contract';
import { openAfter } from './saved';

/**
 * The table's layout at the widths players use: every card inside its own hand, nothing past
 * the screen, and nothing that moves when a hand settles.
 */

type Spot = 'player' | 'banker' | 'tie';

/**
 * First hands of these seeds (a fresh session, so the seed's hand 1) with third cards; each is
 * played with $300 on one spot, which gives the longest results a spot can show.
 */
const HANDS: readonly { seed: number; player: number; banker: number; bet: Spot; what: string }[] = [
  { seed: 3, player: 3, banker: 3, bet: 'player', what: 'both draw, a 10 in the Banker hand' },
  { seed: 6, player: 3, banker: 3, bet: 'banker', what: 'both draw, Banker wins: "Won +$285.00 (commission $15.00)"' },
  { seed: 11, player: 3, banker: 2, bet: 'banker', what: 'Player draws, Banker stands' },
  { seed: 12, player: 2, banker: 3, bet: 'player', what: 'Player stands, Banker draws' },
  { seed: 30, player: 3, banker: 3, bet: 'tie', what: 'both draw to a tie: "Won +$2,400.00"' },
  {
    seed: 7,
    player: 2,
    banker: 2,
    bet: 'banker',
    what: 'a Banker natural 9: "Natural 9" where a third card would lie',
  },
];

/**
 * 200% zoom: a browser zoomed to 200% lays a 1280×800 window out as a 640×400 CSS-pixel
 * viewport at two device pixels per CSS pixel, and media queries see 640 px; so a 640×400
 * viewport with deviceScaleFactor 2 is the same layout, rendered at the same sharpness.
 */
const SCREENS = [
  { name: '320×640', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '390×844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  { name: '600×800', viewport: { width: 600, height: 800 }, deviceScaleFactor: 1 },
  { name: '1280×800', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: '1920×1080', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
  { name: '200% zoom of 1280×800', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The quick chips' amounts (Railing.tsx): one press sets the railing to it. */
const QUICK_CHIPS = [5, 25, 100, 300];

/**
 * Bets whole dollars on spots, from a $5 railing: the railing set by its quick chip where one has
 * the amount (one press, not 29 Shift+ArrowUp), else by keyboard; the chips placed by keyboard. The
 * chip gets a click event where it lies (a Playwright click would scroll it into view, and the page).
 */
async function bet(page: Page, dollars: number, spots: readonly Spot[]): Promise<void> {
  if (QUICK_CHIPS.includes(dollars)) {
    await page.getByRole('button', { name: `Railing $${dollars}.00`, exact: true }).dispatchEvent('click');
  } else {
    for (let i = 0; i < Math.floor((dollars - 5) / 10); i++) await page.keyboard.press('Shift+ArrowUp');
    for (let i = 0; i < (dollars - 5) % 10; i++) await page.keyboard.press('ArrowUp');
  }
  await expect(page.getByTestId('railing')).toHaveAttribute('data-cents', String(dollars * 100));
  for (const spot of spots) {
    await page.keyboard.press({ player: 'End', banker: 'Numpad2', tie: 'PageDown' }[spot]);
    await expect(page.getByTestId(`bet-${spot}`)).toHaveAttribute('data-cents', String(dollars * 100));
  }
}

/** Where everything lies, read in the page. */
async function geometry(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const hand = (name: string) => {
      const el = document.querySelector(`[data-testid=${name}-hand]`)!;
      return {
        box: box(el),
        cards: [...el.querySelectorAll('[data-testid=card]')].map((c) => ({
          name: c.getAttribute('aria-label'),
          box: box(c),
        })),
        total: box(document.querySelector(`[data-testid=${name}-total]`)!),
        natural: el.querySelector('.hand__natural') === null ? null : box(el.querySelector('.hand__natural')!),
        indices: [...el.querySelectorAll('.card__corner')].map(box),
      };
    };
    // Inside a box that scrolls sideways (a road, the history) content may run on: the box is checked.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const parts = document.querySelectorAll(
      '.topbar, .felt, .controls, .panels, .panel, .tabs, button, input, output, [role=tab], [role=region], [data-testid]',
    );
    const outside = [...parts]
      .filter((el) => !inScroller(el) && el.getClientRects().length > 0)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 1 && (r.left < -0.5 || r.right > innerWidth + 0.5))
      .map(
        ({ el, r }) =>
          `${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.className} at ${Math.round(r.left)}–${Math.round(r.right)}`,
      );
    const shoe = document.querySelector('.shoe');
    const limitsText = document.createRange();
    limitsText.selectNodeContents(document.querySelector('.limits')!);
    return {
      player: hand('player'),
      banker: hand('banker'),
      innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      outside,
      shoe: shoe && shoe.getClientRects().length > 0 ? box(shoe) : null,
      limits: [...limitsText.getClientRects()].map((r) => ({
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
      })),
      results: [...document.querySelectorAll('.spot__result')].map((badge) => ({
        text: badge.textContent,
        box: box(badge),
        slot: box(badge.parentElement!),
        spot: box(badge.closest('.spot')!),
        // What stays in view under it: the spot's chip, or "No bet" once a lost bet is taken.
        chips: [...badge.closest('.spot')!.querySelectorAll('.spot__empty, .chip')].map(box),
        textFits: badge.scrollWidth <= badge.clientWidth,
      })),
    };
  });
}

const within = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

/** Plays the seed's first hand with $300 on its spot, instantly, and waits for the results to be shown. */
async function playHand(page: Page, hand: (typeof HANDS)[number]): Promise<void> {
  await firstVisit(page, `/?seed=${hand.seed}&speed=instant&bankroll=1000`);
  await bet(page, 300, [hand.bet]);
  await page.keyboard.press('Enter');
  await settled(page);
  const where = `seed ${hand.seed} (${hand.what})`;
  expect((await handCards(page, 'player')).length, `${where}: player cards`).toBe(hand.player);
  expect((await handCards(page, 'banker')).length, `${where}: banker cards`).toBe(hand.banker);
  // The results fade in; measured once they are there.
  for (const result of await page.locator('.spot__result').all()) await expect(result).toHaveCSS('opacity', '1');
}

/** The settled hand as it lies at this size: every card and total inside its hand, nothing past the screen, each result in its place. */
async function expectLaidOut(page: Page, where: string): Promise<void> {
  const g = await geometry(page);
  for (const name of ['player', 'banker'] as const) {
    for (const card of g[name].cards) {
      expect(within(card.box, g[name].box), `${where}: ${card.name} inside the ${name} hand`).toBe(true);
    }
    expect(within(g[name].total, g[name].box), `${where}: the ${name} total inside its hand`).toBe(true);
    const natural = g[name].natural;
    if (natural === null) continue;
    expect(within(natural, g[name].box), `${where}: "Natural" inside the ${name} hand`).toBe(true);
    expect(
      g[name].indices.filter((index) => overlap(natural, index)).length,
      `${where}: "Natural" lies on a card's index`,
    ).toBe(0);
  }
  expect(overlap(g.player.box, g.banker.box), `${where}: the hands' boxes overlap`).toBe(false);
  expect(g.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(g.innerWidth);
  expect(g.outside, `${where}: past the screen's edge`).toEqual([]);
  if (g.shoe !== null) {
    expect(overlap(g.shoe, g.player.box) || overlap(g.shoe, g.banker.box), `${where}: the shoe lies on a hand`).toBe(
      false,
    );
    expect(
      g.limits.some((line) => overlap(g.shoe!, line)),
      `${where}: the shoe lies on the limits`,
    ).toBe(false);
  }
  // The result has room in its spot: the reserved place holds even the longest.
  expect(g.results.length, `${where}: results shown`).toBeGreaterThan(0);
  expectResultsInPlace(g, where);
}

/** Each spot's result inside its reserved place and its spot, its text whole, the spot's chips (or "No bet") in view. */
function expectResultsInPlace(g: Awaited<ReturnType<typeof geometry>>, where: string): void {
  for (const result of g.results) {
    expect(
      result.textFits && within(result.box, result.slot) && within(result.slot, result.spot),
      `${where}: "${result.text}" fits its place`,
    ).toBe(true);
    expect(
      result.chips.filter((chips) => overlap(result.box, chips)),
      `${where}: "${result.text}" leaves the spot's chips (or "No bet") in view`,
    ).toEqual([]);
  }
}

// One page per three hands: each hand is dealt once on a first visit, then the window takes each size
// in turn (the layout follows the window: CSS and matchMedia alone), and the settled table is measured
// at each, retrying until the new layout has come in. Dealing at a size is checked below (200% zoom
// here, and the settling hands at every size).
for (const hands of [HANDS.slice(0, 3), HANDS.slice(3)]) {
  test(`${hands.map((hand) => `seed ${hand.seed} (${hand.what})`).join('; ')}: at every size three cards stay inside their own hand, the hands apart, and the table inside the screen`, async ({
    page,
  }) => {
    for (const hand of hands) {
      await test.step(`seed ${hand.seed}`, async () => {
        await page.setViewportSize(SCREENS[0].viewport);
        await playHand(page, hand);
        for (const screen of SCREENS.filter((s) => s.deviceScaleFactor === 1)) {
          await page.setViewportSize(screen.viewport);
          await expect(async () => expectLaidOut(page, `at ${screen.name}, seed ${hand.seed} (${hand.what})`)).toPass();
        }
      });
    }
  });
}

for (const screen of SCREENS.filter((s) => s.deviceScaleFactor !== 1)) {
  test.describe(`at ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    test('three cards stay inside their own hand, the hands apart, and the table inside the screen', async ({
      page,
    }) => {
      for (const hand of HANDS) {
        await playHand(page, hand);
        await expectLaidOut(page, `seed ${hand.seed} (${hand.what})`);
      }
    });
  });
}

// Nine spots on a phone: a side spot (and, on the shortest, a main spot) has one line's room for
// its result. Seed 6's Dragon Banker wins $150, whose words took two lines over its chip. One settled
// hand, the window then taking each size and the menu each language (the layout follows the window,
// the words the setting), measured at each once the new layout is in.
const SIDE_BET_SCREENS = [
  { width: 390, height: 844, lang: 'en' },
  { width: 844, height: 390, lang: 'zh-Hans' },
  { width: 320, height: 568, lang: 'en' },
] as const;
test(`with every side bet, each result fits its place and leaves its spot's chip or "No bet" in view (${SIDE_BET_SCREENS.map(({ width, height, lang }) => `${width}×${height}, ${lang}`).join('; ')})`, async ({
  page,
}) => {
  const [{ width, height, lang }] = SIDE_BET_SCREENS;
  await page.setViewportSize({ width, height });
  await page.goto(`/?seed=6&speed=instant&bankroll=1000&shoe=casino&game=ez&sidebets=on&lang=${lang}`);
  const spots = page.locator('.spot');
  await expect(spots).toHaveCount(9);
  for (const spot of await spots.all()) await spot.click();
  await page.keyboard.press('Enter');
  await settled(page);
  for (const result of await page.locator('.spot__result').all()) await expect(result).toHaveCSS('opacity', '1');
  for (const screen of SIDE_BET_SCREENS) {
    const where = `at ${screen.width}×${screen.height} (${screen.lang})`;
    await page.setViewportSize({ width: screen.width, height: screen.height });
    if ((await page.locator('html').getAttribute('lang')) !== screen.lang) {
      await page.getByTestId('language').selectOption(screen.lang);
      await expect(page.locator('html')).toHaveAttribute('lang', screen.lang);
    }
    await expect(async () => {
      const g = await geometry(page);
      expect(g.innerWidth, where).toBe(screen.width);
      expect(g.results, where).toHaveLength(9);
      expectResultsInPlace(g, where);
    }).toPass();
  }
});

interface Shift {
  value: number;
  startTime: number;
  /** Each moved node: where it is ('label' of the Deal button, 'panels', or 'table'), and what. */
  sources: { where: 'label' | 'panels' | 'table'; what: string }[];
}

/** Layout shifts as the browser reports them, recorded from the page's start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const describe = (node: Node | null): string =>
      node instanceof Element
        ? (node.getAttribute('data-testid') ?? `${node.tagName.toLowerCase()}.${node.className}`)
        : node?.nodeType === Node.TEXT_NODE
          ? `"${node.textContent}" in ${describe(node.parentElement)}`
          : String(node?.nodeName);
    const where = (node: Node | null): Shift['sources'][number]['where'] => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      if (node?.nodeType === Node.TEXT_NODE && element?.getAttribute('data-testid') === 'deal') return 'label';
      return element?.closest('.panels') ? 'panels' : 'table';
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map((s) => ({
            where: where(s.node),
            what: `${describe(s.node)} from ${Math.round(s.previousRect.x)},${Math.round(s.previousRect.y)} to ${Math.round(s.currentRect.x)},${Math.round(s.currentRect.y)}`,
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function boxesOf(page: Page, ids: readonly string[]) {
  const boxes: Record<string, unknown> = {};
  for (const id of ids) boxes[id] = await page.getByTestId(id).boundingBox();
  return boxes;
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const sum = (shifts: readonly Shift[]) => shifts.reduce((total, s) => total + s.value, 0);

for (const screen of SCREENS.filter((s) => s.viewport.width !== 600)) {
  // At 1920 px the scoreboard, odds and history stand beside the table, in view.
  const panelsInView = screen.viewport.width >= 1600;
  test.describe(`at ${screen.name}, a settling hand`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    // Two hands, each on a first load at this size (one page, one after the other).
    const SETTLES = [
      { seed: 6, bets: ['banker'] as Spot[], what: '$300 on Banker, won with commission' },
      { seed: 30, bets: ['player', 'banker', 'tie'] as Spot[], what: '$100 on each, a tie: two pushes and a win' },
    ];
    test(`moves nothing on the table (${SETTLES.map((s) => s.what).join('; ')}; each dealt with animation)`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      for (const { seed, bets, what } of SETTLES) {
        await test.step(what, async () => {
          // A first visit each: the hand before leaves no save.
          await firstVisit(page, `/?seed=${seed}&bankroll=1000`);
          await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
          await expect(page.getByTestId('bead-plate')).toBeVisible();
          await bet(page, 300 / bets.length, bets);
          await nextFrames(page);
          const watched = [
            'deal',
            'clear-bets',
            'pass',
            'bet-player',
            'bet-banker',
            'bet-tie',
            'player-hand',
            'banker-hand',
            'outcome',
            'bankroll',
          ];
          const before = await boxesOf(page, watched);
          const from = await page.evaluate(() => performance.now());

          await page.keyboard.press('Enter');
          // Settled, not "dealing" first: on a busy machine the animated coup (about 2.6 s) can be over
          // before a check for it runs, and the shifts are recorded from before Deal either way.
          await settled(page);
          // Until the results have come in and the chips gone, not for a fixed time.
          const badges = page.locator('.spot__result');
          await expect(badges).toHaveCount(bets.length);
          for (const badge of await badges.all()) await expect(badge).toHaveCSS('opacity', '1');
          for (const spot of bets) {
            const stays = seed === 30 && spot !== 'tie'; // a push leaves the chip on the spot
            await expect(page.getByTestId(`bet-${spot}`).locator('.chip')).toHaveCount(stays ? 1 : 0);
          }
          await nextFrames(page);

          const after = await boxesOf(page, watched);
          const shifts = await page.evaluate(
            (since) =>
              (window as unknown as { layoutShifts: Shift[] }).layoutShifts.filter((s) => s.startTime >= since),
            from,
          );
          // What may remain is explained in docs/layout.md. The Deal button's own label changes
          // ("Show hand" while dealing, "Deal" once settled): Chromium counts a centred text that
          // now starts elsewhere as a shift, though no box moves.
          const label = shifts.filter((s) => s.sources.every((source) => source.where === 'label'));
          // Beside the table, the history takes the new hand at its top, newest first.
          const panels = shifts.filter((s) => s.sources.some((source) => source.where === 'panels'));
          const table = shifts.filter((s) => s.sources.some((source) => source.where === 'table'));
          test.info().annotations.push({
            type: 'layout shift',
            description: `${what}: total ${sum(shifts).toFixed(6)}: table ${sum(table).toFixed(6)}, Deal label ${sum(label).toFixed(6)}, panels ${sum(panels).toFixed(6)}`,
          });

          for (const id of watched.filter((id) => id !== 'bankroll'))
            expect(after[id], `${id} moved or resized`).toEqual(before[id]);
          // The amount's text is as long as the amount; where it starts stays.
          const start = (box: unknown) => ({ x: (box as { x: number }).x, y: (box as { y: number }).y });
          expect(start(after['bankroll']), 'the bankroll moved').toEqual(start(before['bankroll']));
          expect(table, 'the table shifted').toEqual([]);
          if (!panelsInView) expect(panels, 'the panels shifted').toEqual([]);
        });
      }
    });
  });
}

async function playHands(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'End' : 'Numpad2');
    await page.keyboard.press('Enter');
    await settled(page);
  }
}

/**
 * How far each spot's bottom corners reach into the felt's rounded bottom corners: the point of a
 * spot's own rounded corner nearest the rim, on the ellipse of the felt's inner edge (over 1 is
 * past the rim). Spots that end above the felt's curve give 0.
 */
function rimReach(): { spot: string; name: string; reach: number; nameWhole: boolean }[] {
  const felt = document.querySelector('.felt')!;
  const f = felt.getBoundingClientRect();
  const style = getComputedStyle(felt);
  const border = parseFloat(style.borderBottomWidth);
  const [rx, ry] = style.borderBottomLeftRadius.split(' ').map((r) => parseFloat(r) - border);
  const bottom = f.bottom - border;
  return [...document.querySelectorAll('.spot')].map((spot) => {
    const b = spot.getBoundingClientRect();
    const [sx, sy] = getComputedStyle(spot).borderBottomLeftRadius.split(' ').map(parseFloat);
    const inset = 1 - Math.SQRT1_2;
    const y = b.bottom - (sy ?? sx!) * inset;
    const reach = (['left', 'right'] as const).map((side) => {
      const x = side === 'left' ? b.left + sx! * inset : b.right - sx! * inset;
      const cx = side === 'left' ? f.left + border + rx! : f.right - border - rx!;
      const cy = bottom - (ry ?? rx!);
      const inCorner = (side === 'left' ? x < cx : x > cx) && y > cy;
      return inCorner ? ((x - cx) / rx!) ** 2 + ((y - cy) / (ry ?? rx!)) ** 2 : 0;
    });
    const name = spot.querySelector('.spot__name')!;
    return {
      spot: spot.getAttribute('data-testid')!,
      name: name.textContent!,
      reach: Math.max(...reach),
      nameWhole: name.scrollWidth <= name.clientWidth + 0.5,
    };
  });
}

test.describe('the felt’s rounded rim', () => {
  const RIMS = [
    ['three spots', ''],
    ['four side bets', '&sidebets=on'],
    ['six side bets (EZ)', '&sidebets=on&game=ez'],
  ] as const;
  // One page, a first visit for each table, the window then taking each size.
  test(`with ${RIMS.map(([what]) => what).join(', with ')}: at every size each spot lies clear of it`, async ({
    page,
  }) => {
    for (const [what, address] of RIMS) {
      await test.step(what, async () => {
        await page.setViewportSize(SCREENS[0].viewport);
        await firstVisit(page, `/?seed=7&speed=instant${address}`);
        if (address !== '') await expect(page.getByTestId('bet-banker-pair')).toBeVisible();
        else await expect(page.getByTestId('bet-banker-pair')).toHaveCount(0);
        for (const screen of [
          ...SCREENS.filter((s) => s.deviceScaleFactor === 1),
          { name: '844×390', viewport: { width: 844, height: 390 } },
        ]) {
          await page.setViewportSize(screen.viewport);
          await expect(async () => {
            const spots = await page.evaluate(rimReach);
            expect(
              spots.filter((s) => s.reach > 0.95).map((s) => `${s.spot} ${s.reach.toFixed(2)}`),
              `${what} at ${screen.name}`,
            ).toEqual([]);
            // Four side bets on a phone lie two by two, each name whole ("Dragon Bonus Banker").
            if (what === 'four side bets') {
              expect(
                spots.filter((s) => !s.nameWhole).map((s) => s.name),
                `at ${screen.name}, names cut`,
              ).toEqual([]);
            }
          }).toPass();
        }
      });
    }
  });
});

test.describe('a chip on its way to the bankroll or the dealer', () => {
  // One settled hand, the window then taking each size (the layout follows the window).
  test(`at ${SCREENS[1].name} and ${SCREENS[3].name} passes under the cards, which stay readable`, async ({ page }) => {
    await page.setViewportSize(SCREENS[1].viewport);
    await page.goto('/?seed=7&speed=instant&bankroll=1000');
    await bet(page, 5, ['banker']);
    await page.keyboard.press('Enter');
    await settled(page);
    await bet(page, 5, ['player']);
    for (const screen of [SCREENS[1], SCREENS[3]]) {
      await page.setViewportSize(screen.viewport);
      await expect.poll(() => page.evaluate(() => innerWidth)).toBe(screen.viewport.width);
      // The Player spot's chip moved, as a flight moves it, onto the middle of a Banker card (and back).
      const onTop = await page
        .getByTestId('bet-player')
        .locator('.chip')
        .evaluate((chip) => {
          const card = document.querySelector('[data-testid=banker-hand] [data-testid=card]')!.getBoundingClientRect();
          const from = chip.getBoundingClientRect();
          const x = card.left + card.width / 2;
          const y = card.top + card.height / 2;
          (chip as HTMLElement).style.transform =
            `translate(${x - (from.left + from.width / 2)}px, ${y - (from.top + from.height / 2)}px)`;
          const there = document.elementFromPoint(x, y);
          (chip as HTMLElement).style.transform = '';
          return there?.closest('.chip')
            ? 'the chip'
            : there?.closest('[data-testid=card]')
              ? 'the card'
              : 'something else';
        });
      expect(onTop, `at ${screen.name}: what is drawn on top where a chip crosses a card`).toBe('the card');
    }
  });
});

test.describe('the $300 chip', () => {
  test(`at ${SCREENS[0].name} and ${SCREENS[3].name} its amount lies whole beside a round chip, inside the spot`, async ({
    page,
  }) => {
    await page.setViewportSize(SCREENS[0].viewport);
    await page.goto('/?seed=1&speed=instant&bankroll=1000');
    await bet(page, 300, ['banker']);
    for (const screen of [SCREENS[0], SCREENS[3]]) {
      await page.setViewportSize(screen.viewport);
      // Read until the new size's layout is in.
      await expect
        .poll(
          () =>
            page
              .getByTestId('bet-banker')
              .locator('.chip')
              .evaluate((chip) => {
                const label = document.createRange();
                label.selectNodeContents(chip);
                const text = label.getBoundingClientRect();
                const lines = new Set(
                  [...label.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
                );
                const spot = chip.closest('.spot')!.getBoundingClientRect();
                const disc = getComputedStyle(chip, '::before');
                return {
                  width: innerWidth,
                  round: disc.width === disc.height && disc.borderRadius === '50%',
                  oneLine: lines.size === 1,
                  inside:
                    text.left >= spot.left &&
                    text.right <= spot.right &&
                    text.top >= spot.top &&
                    text.bottom <= spot.bottom,
                };
              }),
          `at ${screen.name}`,
        )
        .toEqual({ width: screen.viewport.width, round: true, oneLine: true, inside: true });
    }
  });
});

test.describe('the scoreboard on a desktop', () => {
  test(`at ${SCREENS[3].name} and ${SCREENS[4].name} shows every road whole, with no empty block beside or below one`, async ({
    page,
  }) => {
    await page.setViewportSize(SCREENS[3].viewport);
    await page.goto('/?seed=30&speed=instant&bankroll=1000');
    await playHands(page, 3);
    // The scoreboard is a lazy chunk: read it once its three hands are marked.
    await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(3);
    for (const screen of [SCREENS[3], SCREENS[4]]) {
      await page.setViewportSize(screen.viewport);
      await expect.poll(() => page.evaluate(() => innerWidth)).toBe(screen.viewport.width);
      // Retried until the new size's layout is in.
      await expect(async () => {
        const roads = await page.locator('.road__scroll').evaluateAll((scrollers) =>
          scrollers.map((scroller) => {
            const grid = scroller.firstElementChild!;
            const cell = parseFloat(getComputedStyle(grid).gridTemplateRows.split(' ')[0]!);
            const r = scroller.getBoundingClientRect();
            return {
              road: grid.getAttribute('data-testid'),
              cell,
              top: r.top,
              height: r.height,
              clientWidth: scroller.clientWidth,
              rows: scroller.clientHeight / cell,
            };
          }),
        );
        expect(roads.map((r) => r.road)).toEqual([
          'bead-plate',
          'big-road',
          'big-eye-boy',
          'small-road',
          'cockroach-pig',
        ]);
        for (const road of roads) {
          expect(road.rows, `${road.road}: six whole rows`).toBeGreaterThanOrEqual(6);
          expect(road.clientWidth % road.cell, `${road.road}: whole columns`).toBe(0);
        }
        const [bead, big, eye, small, pig] = roads;
        // The Bead Plate and the Big Road side by side, the derived roads in one row below.
        expect([big!.top, big!.height]).toEqual([bead!.top, bead!.height]);
        expect([small!.top, pig!.top, small!.height, pig!.height]).toEqual([
          eye!.top,
          eye!.top,
          eye!.height,
          eye!.height,
        ]);
        expect(eye!.top).toBeGreaterThan(bead!.top + bead!.height);
      }, `at ${screen.name}`).toPass();
    }
  });

  test('after 130 hands the Bead Plate shows its newest hand and no column cut in half', async ({ page }) => {
    await page.setViewportSize(SCREENS[3].viewport);
    // 128 hands played by the store in Node (./saved.ts), the last 2 dealt here.
    await openAfter(page, '/?seed=130&speed=instant', 128);
    await playHands(page, 2);
    const plate = page.getByTestId('bead-plate');
    await expect(plate.getByTestId('road-cell')).toHaveCount(130);
    // Retried: the road scrolls to its newest hand once it has drawn it.
    await expect(async () => {
      const view = await plate.evaluate((grid) => {
        const scroller = grid.parentElement!;
        const cell = parseFloat(getComputedStyle(grid).gridTemplateRows.split(' ')[0]!);
        const newest = grid.querySelector('[data-index="129"]')!.getBoundingClientRect();
        const shown = scroller.getBoundingClientRect();
        // How far the road is scrolled: the width of it out of view on the left.
        const scrolledOut = Math.round(shown.left - grid.getBoundingClientRect().left);
        return {
          cell,
          scrolledOut,
          clientWidth: scroller.clientWidth,
          newestShown: newest.left >= shown.left && newest.right <= shown.right,
        };
      });
      expect(view.scrolledOut, 'scrolled to the newest').toBeGreaterThan(0);
      expect(view.newestShown).toBe(true);
      expect(view.scrolledOut % view.cell, 'the oldest column shown starts at the left edge').toBe(0);
      expect(view.clientWidth % view.cell, 'the last column shown ends at the right edge').toBe(0);
    }).toPass();
  });
});

test.describe('the history', () => {
  test.use({ viewport: SCREENS[1].viewport, hasTouch: true, isMobile: true });

  test("shows that it scrolls sideways to its Bets and Net columns, while it does, and says so in the table's language", async ({
    page,
  }) => {
    const hint = () =>
      page.locator('.history__exports').evaluate((exports) => {
        const after = getComputedStyle(exports, '::after');
        return { text: after.content, opacity: after.opacity };
      });
    const fade = () => table.evaluate((el) => getComputedStyle(el).getPropertyValue('--history-fade'));
    const table = page.getByRole('region', { name: 'Hands played, newest first' });
    const overflow = () => table.evaluate((el) => el.scrollWidth - el.clientWidth);

    await page.goto('/?seed=5&speed=instant&bankroll=1000');
    await playHands(page, 3);
    await page.getByRole('tab', { name: 'History' }).tap();
    // The tab's panel draws after the tap, and its sign follows its width: read retrying.
    await expect.poll(overflow, 'the history is wider than the phone').toBeGreaterThan(0);
    await expect.poll(hint).toEqual({ text: '"Scroll sideways →" / ""', opacity: '1' });
    await expect.poll(fade).not.toBe('0px');
    // Scrolled to its end, the sign goes.
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(async () => (await hint()).opacity).toBe('0');
    await expect.poll(fade).toBe('0px');
    // On a desktop, where the history fits, there is none.
    await page.setViewportSize(SCREENS[3].viewport);
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await expect.poll(async () => (await hint()).opacity).toBe('0');
    await expect.poll(fade).toBe('0px');

    // It says so in the table's language (the same page, back on the phone, in Chinese).
    await page.setViewportSize(SCREENS[1].viewport);
    await page.getByTestId('language').selectOption('zh-Hans');
    await page.getByRole('tab', { name: '记录' }).tap();
    await expect
      .poll(() => page.locator('.history__exports').evaluate((exports) => getComputedStyle(exports, '::after').content))
      .toBe('"左右滑动查看 →" / ""');
  });
});
