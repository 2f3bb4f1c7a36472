import { chromium } from '@playwright/test';
const VP = process.env.VP ? JSON.parse(process.env.VP) : [[320,568],[360,740],[390,664],[390,844],[412,915],[844,390],[768,1024],[1280,720],[1366,768],[1440,900],[1920,1080]];
const tables = { d: '?seed=6&speed=instant&bankroll=1000', f: '?seed=6&speed=instant&bankroll=1000&shoe=casino&game=ez&sidebets=on' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [k, q] of Object.entries(tables)) {
  if (process.env.T && process.env.T !== k) continue;
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('http://127.0.0.1:4201/' + q + (process.env.EXTRA ?? ''));
  await page.waitForSelector('[data-phase=betting]');
  for (let i = 0; i < 9; i++) await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Numpad2');
  if (k === 'f') { await page.keyboard.press('Digit7'); }
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-phase=settled]');
  await page.waitForTimeout(800);
  for (const [w, h] of VP) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(150);
    const r = await page.evaluate(() => {
      const b = (s) => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect(); return Math.round(r.bottom); };
      const card = document.querySelector('[data-testid=card]')?.getBoundingClientRect();
      return { deal: b('[data-testid=deal]'), h: innerHeight, sw: document.documentElement.scrollWidth, w: innerWidth, card: card && Math.round(card.width) };
    });
    console.log(k, w, h, JSON.stringify(r));
    await page.screenshot({ path: `/tmp/lay/${k}-${w}x${h}.png` });
  }
}
await browser.close();
