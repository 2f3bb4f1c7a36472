/**
 * Screenshots of the table at desktop and phone sizes, for the README and for looking at
 * what we build: `npm run screenshots` builds, then writes docs/screenshots/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { preview } from 'vite';

const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });

const server = await preview({ preview: { host: '127.0.0.1', port: 4174, strictPort: true } });
const base = 'http://127.0.0.1:4174';
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

/** A table with some history and a settled hand with bets marked. */
async function playSome(page: Page, hands: number): Promise<void> {
  await page.goto(`${base}/?seed=7&speed=instant`);
  for (let i = 0; i < hands; i++) {
    await page.keyboard.press('Delete');
    await page.keyboard.press(i % 2 === 0 ? 'Numpad2' : 'End');
    if (i % 3 === 0) await page.keyboard.press('Numpad3');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-phase="settled"]');
  }
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Numpad2');
  await page.keyboard.press('Numpad3');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-phase="settled"]');
}

const shots = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of shots) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: name === 'phone' ? 2 : 1 });
  await playSome(page, 40);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(`wrote ${out}/${name}.png`);
  await page.close();
}

// The scoreboard with Banker Ask pressed: its marks framed in place on the derived roads
// (reduced motion, so the picture never catches a mark mid-blink).
for (const { name, viewport } of shots) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: name === 'phone' ? 2 : 1, reducedMotion: 'reduce' });
  await playSome(page, 40);
  await page.getByTestId('ask-banker').click();
  await page.getByTestId('ask-cell').first().waitFor();
  // On a phone the panels are tabs: the picture shows the Scoreboard tab open.
  await page.locator(name === 'phone' ? '.panels' : '.panel--scoreboard').screenshot({ path: `${out}/ask-roads-${name}.png` });
  console.log(`wrote ${out}/ask-roads-${name}.png`);
  await page.close();
}

await browser.close();
await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
