/**
 * The app's icons, drawn from public/favicon.svg by Chromium: 192 and 512 px, and a maskable
 * 512 px one whose card sits inside the safe zone (the middle 80%) on a full-bleed felt.
 * `npx tsx scripts/icons.ts` rewrites public/icons/; the PNGs are committed.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const out = 'public/icons';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu'],
});
const icons = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
];
for (const { name, size, maskable } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // A maskable icon may be cut to a circle: the felt fills the square, the card keeps to 70%.
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(
    `<body style="margin:0;background:${maskable ? '#0b4d2c' : 'transparent'};display:grid;place-items:center;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: `${out}/${name}`, omitBackground: !maskable });
  console.log(`wrote ${out}/${name}`);
  await page.close();
}
await browser.close();
