import { expect, test } from '@playwright/test';
import { problemsOf, settled } from './contract';

// A fresh context (playwright.config.ts): the service worker's cache and setOffline are the subject
// here, and setOffline is not reset for the next test.
test.use({ reuseContext: false });

/** An app: installable (a valid manifest with its icons) and, after one visit, playable offline. */

// The suite blocks service workers (playwright.config.ts); here the one under test registers.
test.use({ serviceWorkers: 'allow' });

test('after one visit the table loads and plays a seeded hand with the network off', async ({ page, context }) => {
  const problems = problemsOf(page);
  await page.goto('/?seed=5&speed=instant');
  // The service worker registers after the page has loaded and precaches the whole build.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  // Registering it logs nothing (the other tests, whose service worker is blocked, cannot see this).
  expect(problems).toEqual([]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('deal')).toBeVisible();
  await expect(page.getByTestId('bet-player')).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await settled(page);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-winner', /^(player|banker|tie)$/);
  // The lazily loaded parts come from the cache too.
  await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(1);
  await context.setOffline(false);
});

test('the web app manifest is valid and every icon it names exists', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Baccarat', display: 'standalone', start_url: '/' });
  expect(manifest.name).toContain('Baccarat');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The PNG header holds the width and height: they must be the sizes the manifest says.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});
