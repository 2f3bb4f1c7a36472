import { expect, test, type Page } from '@playwright/test';
import { problemsOf, settled } from './contract';

/**
 * The table's sound, heard through a wrapped AudioContext: each context made, and each sound
 * started (a buffer of noise or an oscillator), with when it started. The page's sounds are
 * synthesised, so this is everything it plays.
 */
interface Heard {
  contexts: number;
  states: string[]; // each context's state when made
  noise: number[]; // performance.now() of each noise sound started (cards, chips, the shuffle)
  tones: number[]; // likewise for tones (a card's thump, the chime)
}

function listen(): void {
  const heard: Heard = { contexts: 0, states: [], noise: [], tones: [] };
  Object.assign(window, { heard });
  const Original = window.AudioContext;
  if (Original === undefined) return;
  const counted = <T extends AudioScheduledSourceNode>(node: T, into: number[]): T => {
    const start = node.start.bind(node);
    node.start = (...args: Parameters<T['start']>) => {
      into.push(performance.now());
      start(...args);
    };
    return node;
  };
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      heard.contexts++;
      heard.states.push(this.state);
    }
    createBufferSource() {
      return counted(super.createBufferSource(), heard.noise);
    }
    createOscillator() {
      return counted(super.createOscillator(), heard.tones);
    }
  };
}

const heard = (page: Page): Promise<Heard> => page.evaluate(() => (window as unknown as { heard: Heard }).heard);
const toggle = (page: Page) => page.getByTestId('sound-toggle');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(listen);
});

test('the sound switch starts on, follows a click and M, and keeps its choice over a reload', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/?seed=5&speed=instant');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page)).toHaveAccessibleName('Sound');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('m');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('m');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  // The table's own save is as it was: the sound is the device's preference, under its own key.
  const saved = await page.evaluate(() => ({
    sound: localStorage.getItem('baccarat.sound'),
    table: localStorage.getItem('baccarat.table'),
  }));
  expect(JSON.parse(saved.sound!)).toEqual({ on: false, volume: 70 });
  expect(saved.table).not.toMatch(/sound|volume/);
  expect(problems).toEqual([]);
});

test('a dealt hand is heard card by card, at the deal’s pace, once the player has clicked or pressed a key', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto('/?seed=5');
  // Nothing before the first gesture: no audio at all, not even a context.
  expect(await heard(page)).toMatchObject({ contexts: 0, noise: [], tones: [] });
  await page.getByTestId('bet-player').click(); // the first gesture: the sound's chunk loads
  await expect.poll(async () => (await heard(page)).contexts).toBe(1);
  expect((await heard(page)).states).toEqual(['running']);
  const chips = (await heard(page)).noise.length;
  expect(chips, 'the chip placed by the first click').toBeGreaterThan(0);
  const dealtAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Enter');
  await settled(page);
  const cards = await page.getByTestId('card').count();
  const during = (await heard(page)).noise.filter((t) => t >= dealtAt);
  // At least a slide and a turn for every card, started as the dealer deals them, not at once.
  expect(during.length).toBeGreaterThanOrEqual(2 * cards);
  expect(Math.max(...during) - Math.min(...during)).toBeGreaterThan(0.44 * 1000 * (cards - 1) * 0.8);
  expect(problems).toEqual([]);
});

test('with the sound off, a dealt hand makes no sound at all', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/?seed=5');
  await page.keyboard.press('m'); // the first gesture turns the sound off
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('bet-player').click();
  await page.keyboard.press('Enter');
  await settled(page);
  // The first gesture is M itself: the sound's chunk, loading on it, may set its volume a moment
  // before M's toggle lands; a volume opens no audio, so none is ever made.
  expect(await heard(page)).toMatchObject({ contexts: 0, noise: [], tones: [] });
  // Turned on again, the next hand is heard.
  await page.keyboard.press('m');
  await page.getByTestId('bet-player').click();
  await page.keyboard.press('Enter');
  await settled(page);
  await expect.poll(async () => (await heard(page)).noise.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('the table options hold the same switch and the volume', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/?seed=5&speed=instant');
  await page.getByTestId('table-settings').click();
  const dialog = page.getByRole('dialog', { name: 'Table options' });
  const sound = dialog.getByRole('group', { name: 'Sound' });
  await expect(sound.getByRole('switch', { name: /Play sounds/ })).toBeChecked();
  const volume = sound.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveValue('70');
  await volume.fill('40');
  await expect(sound.getByText('40%')).toBeVisible();
  await sound.getByRole('switch', { name: /Play sounds/ }).uncheck();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await page.getByTestId('table-settings').click();
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('40');
  expect(problems).toEqual([]);
});
