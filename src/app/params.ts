import { cryptoRng, dollars, GAMES, LIMITS, SHOE_DECKS, type Cents, type Rng } from '../rules';
import { LANGUAGES } from '../table/vocabulary';
import { DEAL_SPEEDS, REVEALS, SHOE_KINDS, type Settings } from '../table/vocabulary';

/** What the URL asks of the table (see ui-contract.md). */
export interface TableParams {
  readonly seed: number | null; // ?seed=42: a seeded, reproducible shoe
  readonly bankroll: Cents | null; // ?bankroll=250: a fresh session with $250
}

export function parseParams(search: string): TableParams {
  const params = new URLSearchParams(search);
  const seedText = params.get('seed');
  const seed =
    seedText !== null && /^-?\d+$/.test(seedText) && Number.isSafeInteger(Number(seedText)) ? Number(seedText) : null;
  const bankrollText = params.get('bankroll');
  // Whole dollars, no more than a saved table may hold.
  const bankroll =
    bankrollText !== null && /^\d{1,12}$/.test(bankrollText) && Number(bankrollText) * 100 <= LIMITS.maximumBankroll
      ? dollars(Number(bankrollText))
      : null;
  return { seed, bankroll };
}

/** The shuffle's randomness: for each hand of a fresh shoe, and for each casino shoe (by number, from 1). */
export interface TableRngs {
  readonly forHand: (hand: number) => Rng;
  readonly forShoe: (shoe: number) => Rng;
}

/** Play's randomness: Web Crypto for every hand and every shoe. A `?seed=` table loads its generator instead (seeds.ts). */
export function cryptoRngs(): TableRngs {
  const rng = cryptoRng(globalThis.crypto);
  return { forHand: () => rng, forShoe: () => rng };
}

/** The table options the address sets for this visit (and saves), and the values it did not know. */
export interface OptionParams {
  readonly options: Partial<Settings>;
  readonly unknown: readonly string[]; // e.g. ['shoe=tiny']
}

/** One option the address may set: its setting, and its values as the address writes them. */
function option<K extends keyof Settings>(
  key: K,
  values: readonly Settings[K][],
  written: (value: Settings[K]) => string = String,
) {
  return { key, read: (text: string) => values.find((value) => written(value) === text) };
}

/** The table options in the address (ui-contract.md), by parameter. */
const ADDRESS_OPTIONS = [
  ['shoe', option('shoe', SHOE_KINDS)],
  ['decks', option('decks', SHOE_DECKS)],
  ['game', option('game', GAMES)],
  ['sidebets', option('sideBets', [false, true], (on) => (on ? 'on' : 'off'))],
  ['reveal', option('reveal', REVEALS)],
  // ?speed=instant (tests, links): the menu's Deal speed, shown there and changed there like any option.
  ['speed', option('dealSpeed', DEAL_SPEEDS)],
  ['lang', option('language', LANGUAGES)],
] as const;

/** `?shoe=casino&decks=6&game=ez&sidebets=on&reveal=squeeze&speed=instant&lang=zh-Hant`: each known option, with any value it does not know set aside. */
export function parseOptionParams(search: string): OptionParams {
  const params = new URLSearchParams(search);
  const options: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [param, { key, read }] of ADDRESS_OPTIONS) {
    const text = params.get(param);
    if (text === null) continue;
    const value = read(text);
    if (value === undefined) unknown.push(`${param}=${text}`);
    else options[key] = value;
  }
  // A ?bankroll= the table cannot hold (-5, 4.5, abc, 1e3) is said with them, then ignored.
  const bankroll = params.get('bankroll');
  if (bankroll !== null && parseParams(search).bankroll === null) unknown.push(`bankroll=${bankroll}`);
  return { options: options as Partial<Settings>, unknown };
}
