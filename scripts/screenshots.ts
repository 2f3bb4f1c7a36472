/**
 * Screenshots of the table, for the README and for looking at what we build: `npm run
 * screenshots` builds, then writes docs/screenshots/ (listed in docs/layout.md). Each shows a
 * settled hand in which both Player and Banker drew a third card, after some hands of history.
 * SCREENSHOTS_PORT picks the preview's port (default 4174), so two checkouts can run it at once.
 * SCREENSHOTS_ONLY=sidebets, chinese, onescreen, session or story takes only those shots.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, expect, type Page } from '@playwright/test';
import { preview } from 'vite';
import { seededRngs } from '../src/app/seeds';
import { dealFromShuffledShoe } from '../src/rules';

const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });

const port = Number(process.env.SCREENSHOTS_PORT ?? 4174);
const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true } });
const base = `http://127.0.0.1:${port}`;
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

const SEED = 7;
/** The first hand from the 41st of the seeded session in which both hands draw a third card. */
const SHOWN_HAND = (() => {
  const rngForHand = seededRngs(SEED).forHand;
  for (let hand = 41; ; hand++) {
    const coup = dealFromShuffledShoe(rngForHand(hand));
    if (coup.player.length === 3 && coup.banker.length === 3) return hand;
  }
})();

/** A table with some history, then that hand settled with bets on Banker and Tie; `more` adds to the address (`&lang=zh-Hant`). */
async function playSome(page: Page, more = ''): Promise<void> {
  await page.goto(`${base}/?seed=${SEED}&speed=instant&bankroll=1000${more}`);
  for (let i = 1; i < SHOWN_HAND; i++) {
    await page.keyboard.press('Delete');
    await page.keyboard.press(i % 2 === 0 ? 'Numpad2' : 'End');
    if (i % 3 === 0) await page.keyboard.press('Numpad3');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-phase="settled"]');
  }
  await page.keyboard.press('Delete');
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Numpad2');
  await page.keyboard.press('Numpad3');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-phase="settled"]');
  await expect(page.getByTestId('player-hand').getByTestId('card')).toHaveCount(3);
  await expect(page.getByTestId('banker-hand').getByTestId('card')).toHaveCount(3);
  // The results fade in; the shot waits for them.
  for (const result of await page.locator('.spot__result').all()) await expect(result).toHaveCSS('opacity', '1');
}

/**
 * The honest session (house-rules.md), at phone and desktop size, in English and 简体中文: the
 * session line after some hands (twenty minutes of play on a test clock), then the reality check
 * open over it (every 15 minutes).
 */
async function sessionShots(): Promise<void> {
  for (const language of ['en', 'zh-Hans'] as const) {
    for (const { name, viewport, scale } of [
      { name: 'desktop', viewport: { width: 1366, height: 768 }, scale: 1 },
      { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2 },
    ]) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: scale, reducedMotion: 'reduce' });
      await page.goto(`${base}/?seed=${SEED}&speed=instant&bankroll=1000&lang=${language}`);
      await page.getByTestId('session-clock').waitFor();
      for (let i = 1; i <= 12; i++) {
        await page.keyboard.press('Delete');
        await page.keyboard.press(i % 2 === 0 ? 'Numpad2' : 'End');
        if (i % 3 === 0) await page.keyboard.press('Numpad3');
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-phase="settled"]');
      }
      for (const result of await page.locator('.spot__result').all()) await expect(result).toHaveCSS('opacity', '1');
      // Twelve minutes on, by a test clock installed now (the session's clock reads it from its next tick).
      await page.clock.install({ time: Date.now() + 12 * 60_000 });
      await expect(page.getByTestId('session-clock')).toHaveAttribute('data-seconds', /^7[2-9]\d$/);
      const prefix = `${out}/session-${language === 'en' ? 'en' : 'zh-hans'}-${name}`;
      await page.screenshot({ path: `${prefix}.png` });
      console.log(`wrote ${prefix}.png`);
      await page.getByTestId('table-settings').click();
      await page.getByTestId('reality-interval').selectOption('15');
      await page.keyboard.press('Escape');
      await page.clock.fastForward('15:01');
      await expect(page.getByTestId('reality-check')).toBeVisible();
      await page.screenshot({ path: `${prefix}-reality.png` });
      console.log(`wrote ${prefix}-reality.png`);
      await page.close();
    }
  }
}
if (process.env.SCREENSHOTS_ONLY === 'session') {
  await sessionShots();
  await browser.close();
  await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
  process.exit(0);
}

/**
 * One screen (docs/layout.md): every size the layout is checked at, the original table and the
 * fullest (a casino shoe, EZ, side bets), seed 6's first hand settled (three cards on each side),
 * as the screen shows it, without scrolling; in Traditional Chinese too at 390×844 and 1366×768.
 * Then the three derived roads after 40 hands, in colour and in grey. SCREENSHOTS_ONLY=onescreen
 * takes only these.
 */
const ONE_SCREEN = [
  [320, 568],
  [360, 740],
  [390, 664],
  [390, 844],
  [412, 915],
  [844, 390],
  [768, 1024],
  [1280, 720],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
] as const;
const TABLES = { default: '', fullest: '&shoe=casino&game=ez&sidebets=on' } as const;

async function oneScreenShots(): Promise<void> {
  for (const [table, options] of Object.entries(TABLES)) {
    for (const lang of ['en', 'zh-Hant'] as const) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${base}/?seed=6&speed=instant&bankroll=1000${options}${lang === 'en' ? '' : `&lang=${lang}`}`);
      await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
      // $25 on Banker and Tie, and on Dragon Bonus Player and Panda 8 where they are offered.
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('Numpad2');
      await page.keyboard.press('Numpad3');
      if (table === 'fullest') await page.keyboard.type('78');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-phase="settled"]');
      await expect(page.getByTestId('player-hand').getByTestId('card')).toHaveCount(3);
      await expect(page.getByTestId('banker-hand').getByTestId('card')).toHaveCount(3);
      for (const result of await page.locator('.spot__result').all()) await expect(result).toHaveCSS('opacity', '1');
      const sizes =
        lang === 'en'
          ? ONE_SCREEN
          : ([
              [390, 844],
              [1366, 768],
            ] as const);
      for (const [width, height] of sizes) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const path = `${out}/onescreen-${table}${lang === 'en' ? '' : '-zh-hant'}-${width}x${height}.png`;
        await page.screenshot({ path });
        console.log(`wrote ${path}`);
      }
      await page.close();
    }
  }
  // The derived roads: Big Eye Boy rings, Small Road dots, Cockroach Pig slashes; in grey, a blue
  // mark still tells itself from a red one (pierced: dotted ring, pinhole, gap).
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  await page.goto(`${base}/?seed=11&speed=instant&bankroll=1000`);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Numpad2');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-phase="settled"]');
    await page.keyboard.press('Delete');
  }
  const derived = page.locator('.road--big-eye-boy, .road--small-road, .road--cockroach-pig');
  await expect(derived).toHaveCount(3);
  const roads = page.locator('.scoreboard__roads');
  await roads.screenshot({ path: `${out}/roads-derived.png` });
  await page.addStyleTag({ content: 'html { filter: grayscale(1); }' });
  await roads.screenshot({ path: `${out}/roads-derived-grey.png` });
  console.log(`wrote ${out}/roads-derived.png and roads-derived-grey.png`);
  await page.close();
}
if (process.env.SCREENSHOTS_ONLY === 'onescreen') {
  await oneScreenShots();
  await browser.close();
  await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
  process.exit(0);
}

/**
 * The shoe's story (seed 5's first 40 hands: a single jump and a long run among them) and "How
 * baccarat works", at 390×844 and 1366×768, in English and 简体中文: docs/screenshots/story-*.png.
 * SCREENSHOTS_ONLY=story takes only these.
 */
async function storyShots(): Promise<void> {
  for (const language of ['en', 'zh-Hans'] as const) {
    for (const { name, viewport } of [
      { name: 'phone', viewport: { width: 390, height: 844 } },
      { name: 'desktop', viewport: { width: 1366, height: 768 } },
    ]) {
      const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
      await page.goto(`${base}/?seed=5&speed=instant&bankroll=1000&lang=${language}`);
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Delete');
        await page.keyboard.press('Numpad2');
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-phase="settled"]');
      }
      const story = page.getByTestId('shoe-story');
      await expect(story).toHaveAttribute('data-hands', '40');
      const tag = `${language.toLowerCase()}-${name}`;
      await story.scrollIntoViewIfNeeded();
      await story.screenshot({ path: `${out}/story-${tag}.png` });
      await page.getByTestId('new-scoreboard').click();
      await page.getByTestId('past-shoes').selectOption({ index: 1 });
      const past = page.locator('.past-shoes');
      await past.scrollIntoViewIfNeeded();
      await past.screenshot({ path: `${out}/story-past-${tag}.png` });
      await page.evaluate(() => (window.location.hash = 'how'));
      await expect(page.getByTestId('how-it-works')).toBeVisible();
      await page.screenshot({ path: `${out}/story-how-${tag}.png` });
      console.log(`wrote ${out}/story-${tag}.png, story-past-${tag}.png, story-how-${tag}.png`);
      await page.close();
    }
  }
}
if (process.env.SCREENSHOTS_ONLY === 'story') {
  await storyShots();
  await browser.close();
  await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
  process.exit(0);
}

/** The table in Simplified and in Traditional Chinese, at desktop and phone size: the same hand as desktop.png. */
async function chineseShots(): Promise<void> {
  for (const language of ['zh-Hans', 'zh-Hant'] as const) {
    for (const { name, viewport, scale } of [
      { name: 'desktop', viewport: { width: 1280, height: 800 }, scale: 1 },
      { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2 },
    ]) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: scale, reducedMotion: 'reduce' });
      await playSome(page, `&lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const path = `${out}/${language.toLowerCase()}-${name}.png`;
      await page.screenshot({ path, fullPage: true });
      console.log(`wrote ${path}`);
      await page.close();
    }
  }
}
if (process.env.SCREENSHOTS_ONLY === 'chinese') {
  await chineseShots();
  await browser.close();
  await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
  process.exit(0);
}

// EZ Baccarat with side bets on, a hand settled with a bet on every spot; SCREENSHOTS_ONLY=sidebets takes only these.
for (const { name, viewport, scale } of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, scale: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2 },
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: scale, reducedMotion: 'reduce' });
  await page.goto(`${base}/?seed=21&game=ez&sidebets=on&speed=instant&bankroll=1000`);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Delete');
    await page.keyboard.type(`${i % 2 === 0 ? '1' : '2'}467958`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-phase="settled"]');
  }
  for (const result of await page.locator('.spot__result').all()) await expect(result).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${out}/ez-side-bets-${name}.png`, fullPage: true });
  console.log(`wrote ${out}/ez-side-bets-${name}.png`);
  if (name === 'desktop') {
    // The price of every bet on offer, with a chip on each spot.
    await page.keyboard.type('1467958');
    const tab = page.getByRole('tab', { name: 'Odds' });
    if ((await tab.count()) > 0) await tab.click(); // narrower screens show the panels as tabs
    await page.getByTestId('odds-panel').screenshot({ path: `${out}/ez-side-bets-odds.png` });
    console.log(`wrote ${out}/ez-side-bets-odds.png`);
  }
  await page.close();
}
if (process.env.SCREENSHOTS_ONLY === 'sidebets') {
  await browser.close();
  await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
  process.exit(0);
}

/** 200% zoom of a 1280×800 window lays out as 640×400 CSS pixels at two device pixels each. */
const shots = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, scale: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2 },
  { name: 'width-320', viewport: { width: 320, height: 640 }, scale: 1 },
  { name: 'width-390', viewport: { width: 390, height: 844 }, scale: 1 },
  { name: 'width-600', viewport: { width: 600, height: 800 }, scale: 1 },
  { name: 'width-1280', viewport: { width: 1280, height: 800 }, scale: 1 },
  { name: 'width-1920', viewport: { width: 1920, height: 1080 }, scale: 1 },
  { name: 'zoom-200', viewport: { width: 640, height: 400 }, scale: 2 },
] as const;

for (const { name, viewport, scale } of shots) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: scale });
  await playSome(page);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(`wrote ${out}/${name}.png (hand ${SHOWN_HAND} of seed ${SEED})`);
  await page.close();
}

// The scoreboard with Banker Ask pressed: its marks framed in place on the derived roads
// (reduced motion, so the picture never catches a mark mid-blink).
const asked = shots.filter((shot) => shot.name === 'desktop' || shot.name === 'phone');
for (const { name, viewport } of asked) {
  const page = await browser.newPage({
    viewport,
    deviceScaleFactor: name === 'phone' ? 2 : 1,
    reducedMotion: 'reduce',
  });
  await playSome(page);
  await page.getByTestId('ask-banker').click();
  await page.getByTestId('ask-cell').first().waitFor();
  // On a phone the panels are tabs: the picture shows the Scoreboard tab open.
  await page
    .locator(name === 'phone' ? '.panels' : '.panel--scoreboard')
    .screenshot({ path: `${out}/ask-roads-${name}.png` });
  console.log(`wrote ${out}/ask-roads-${name}.png`);
  await page.close();
}

// A casino shoe late in play: the meter, the burn card and the odds of what is left.
for (const { name, viewport } of asked) {
  const page = await browser.newPage({
    viewport,
    deviceScaleFactor: name === 'phone' ? 2 : 1,
    reducedMotion: 'reduce',
  });
  await page.goto(`${base}/?seed=808&shoe=casino&speed=instant&bankroll=1000`);
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Delete');
    await page.keyboard.press(i % 3 === 0 ? 'End' : 'Numpad2');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-phase="settled"]');
  }
  if (name === 'phone') await page.getByRole('tab', { name: 'Odds' }).click();
  // Wait for the edge chart to catch up with the shoe.
  await expect(page.locator('.shoe-chart__line')).toHaveCount(3);
  await page.screenshot({ path: `${out}/shoe-${name}.png`, fullPage: true });
  console.log(`wrote ${out}/shoe-${name}.png`);
  await page.close();
}

await chineseShots();
await oneScreenShots();
await sessionShots();

await browser.close();
await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
