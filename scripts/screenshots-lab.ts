/**
 * Screenshots of the strategy lab's results, for the README: `npm run build`, then
 * `tsx scripts/screenshots-lab.ts` writes docs/screenshots/lab-desktop.png (1366×768) and
 * lab-phone.png (390×844), and lab-exact-desktop.png and lab-exact-phone.png: Flat's exact
 * distribution beside the simulated one. SCREENSHOTS_PORT picks the preview's port (default 4174).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, expect } from '@playwright/test';
import { preview } from 'vite';

const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });
const port = Number(process.env.SCREENSHOTS_PORT ?? 4174);
const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true } });
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

for (const [name, viewport] of [
  ['lab-desktop', { width: 1366, height: 768 }],
  ['lab-phone', { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  await page.goto(`http://127.0.0.1:${port}/?seed=7&speed=instant#lab`);
  const lab = page.getByTestId('lab');
  // Flat and Martingale are ticked at first; Paroli beside them.
  await lab.getByTestId('lab-system').getByRole('checkbox', { name: 'Paroli' }).check();
  await lab.getByTestId('lab-sessions').fill('20000');
  await lab.getByTestId('lab-run').click();
  await expect(lab.getByTestId('lab-result')).toHaveCount(3, { timeout: 120_000 });
  // The results from their heading: the sentences, then each system's figures and charts.
  await lab.getByRole('heading', { name: 'Results' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}/${name}.png` });
  // Flat's exact distribution (dynamic programming) beside the simulated one, its table opened.
  const exact = lab.getByTestId('lab-exact');
  await expect(exact.getByTestId('lab-exact-chart-exact')).toBeVisible({ timeout: 120_000 });
  await exact.locator('summary').click();
  await exact.evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}/${name.replace('lab-', 'lab-exact-')}.png` });
  await page.close();
}

await browser.close();
server.httpServer.close();
