import { expect, type Page } from '@playwright/test';
import { parseOptionParams } from '../src/app/params';
import { seededRngs } from '../src/app/seeds';
import * as variantRules from '../src/rules/variantRules';
import * as casinoRules from '../src/save/casinoShoeRules';
import { SAVE_KEY } from '../src/save/format';
import { createTableStore } from '../src/store/tableStore';
import type { KeyValueStorage } from '../src/store/api';
import type { Bet } from '../src/rules';

/**
 * A table that has already played its hands, without the browser dealing them: the game's own
 * store, in Node, plays `hands` hands of the address's `?seed=` (the same randomness the page
 * uses: every hand is shuffled by its own number, so the page deals on exactly as if it had
 * played them) with `bet` ($5) on the spot each hand, and the page opens on that save. The
 * volume itself is checked in Vitest (tests/store/volume.test.ts); a browser test uses this to
 * reach a long history or the end of a shoe, and looks at what the page shows of it.
 */
export function savedAfter(address: string, hands: number, bet: Bet = 'banker', from: string | null = null): string {
  const search = new URL(address, 'http://table').search;
  const seed = Number(new URLSearchParams(search).get('seed'));
  if (!Number.isSafeInteger(seed)) throw new Error(`savedAfter needs a ?seed= address, not ${address}`);
  const data = new Map<string, string>(from === null ? [] : [[SAVE_KEY, from]]);
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  const rngs = seededRngs(seed);
  const store = createTableStore({
    rngForHand: rngs.forHand,
    rngForShoe: rngs.forShoe,
    seed, // the page's ?seed= commits each casino shoe the same way
    storage,
    instant: true,
    casinoRules,
    variantRules,
    options: parseOptionParams(search).options,
  });
  const before = store.getState().hands.length;
  for (let i = 0; i < hands; i++) {
    store.getState().clearBets();
    store.getState().placeBet(bet);
    store.getState().deal();
  }
  const dealt = store.getState().hands.length - before;
  if (dealt !== hands) throw new Error(`savedAfter: ${dealt} hands dealt, not ${hands}`);
  return data.get(SAVE_KEY)!;
}

/**
 * Opens `address` on the table `savedAfter` leaves, its roads in view: the save is in localStorage
 * before the page's first script (once: a reload reads the page's own save).
 */
export async function openAfter(page: Page, address: string, hands: number, bet: Bet = 'banker'): Promise<void> {
  const save = savedAfter(address, hands, bet);
  await page.addInitScript(
    ([key, raw]) => {
      if (sessionStorage.getItem('saved-after') !== null) return;
      localStorage.setItem(key, raw);
      sessionStorage.setItem('saved-after', '1');
    },
    [SAVE_KEY, save] as const,
  );
  await page.goto(address);
  // The panels come in a chunk of their own: wait until the roads show the saved hands.
  await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(hands);
}

/**
 * The page's table, `hands` hands later: the store, in Node, reads the page's own save and deals
 * on from it (as `savedAfter` does), and the page reloads on the result. For a browser test that
 * must see the end of a long run (a whole shoe) without dealing every hand of it; the run itself
 * is checked coup by coup in Vitest.
 */
export async function playOn(page: Page, hands: number, bet: Bet = 'banker'): Promise<void> {
  const own = await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
  if (own === null) throw new Error('playOn: the page has no save yet');
  const save = savedAfter(page.url(), hands, bet, own);
  const once = `played-on-${crypto.randomUUID()}`;
  // Written as the reloaded page starts, after anything the old page wrote as it went.
  await page.addInitScript(
    ([key, raw, flag]) => {
      if (sessionStorage.getItem(flag) !== null) return;
      localStorage.setItem(key, raw);
      sessionStorage.setItem(flag, '1');
    },
    [SAVE_KEY, save, once] as const,
  );
  await page.reload();
}
