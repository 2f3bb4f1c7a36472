import { cryptoRng, dollars, isGame, LIMITS, seededRng, SHOE_DECKS, type Cents, type Rng } from '../rules';
import { isLanguage } from '../i18n/languages';
import { REVEALS, SHOE_KINDS, type Settings } from '../store/types';

/** What the URL asks of the table (see ui-contract.md). */
export interface TableParams {
  readonly seed: number | null; // ?seed=42: a seeded, reproducible shoe
  readonly instant: boolean; // ?speed=instant: no animation
  readonly bankroll: Cents | null; // ?bankroll=250: a fresh session with $250
}

export function parseParams(search: string): TableParams {
  const params = new URLSearchParams(search);
  const seedText = params.get('seed');
  const seed = seedText !== null && /^-?\d+$/.test(seedText) && Number.isSafeInteger(Number(seedText)) ? Number(seedText) : null;
  const bankrollText = params.get('bankroll');
  // Whole dollars, no more than a saved table may hold.
  const bankroll =
    bankrollText !== null && /^\d{1,12}$/.test(bankrollText) && Number(bankrollText) * 100 <= LIMITS.maximumBankroll
      ? dollars(Number(bankrollText))
      : null;
  return { seed, instant: params.get('speed') === 'instant', bankroll };
}

/**
 * The shuffle's randomness for each hand. A seed gives every hand its own generator, derived
 * from the seed and the hand number, so a reload in the middle of a seeded session deals on
 * exactly as it would have.
 */
export function rngForHands(seed: number | null): (hand: number) => Rng {
  if (seed === null) {
    const rng = cryptoRng(globalThis.crypto);
    return () => rng;
  }
  return (hand) => seededRng(Math.imul(hand, 0x9e3779b1) ^ seed);
}

/** The table options the address sets for this visit (and saves), and the values it did not know. */
export interface OptionParams {
  readonly options: Partial<Settings>;
  readonly unknown: readonly string[]; // e.g. ['shoe=tiny']
}

/** `?shoe=casino&decks=6&game=ez&sidebets=on&reveal=squeeze&lang=zh-Hant`: each known option, with any value it does not know set aside. */
export function parseOptionParams(search: string): OptionParams {
  const params = new URLSearchParams(search);
  const options: { -readonly [K in keyof Settings]?: Settings[K] } = {};
  const unknown: string[] = [];
  const shoe = params.get('shoe');
  if (shoe !== null) {
    if ((SHOE_KINDS as readonly string[]).includes(shoe)) options.shoe = shoe as Settings['shoe'];
    else unknown.push(`shoe=${shoe}`);
  }
  const decks = params.get('decks');
  if (decks !== null) {
    if ((SHOE_DECKS as readonly number[]).includes(Number(decks)) && /^\d$/.test(decks)) options.decks = Number(decks) as Settings['decks'];
    else unknown.push(`decks=${decks}`);
  }
  const game = params.get('game');
  if (game !== null) {
    if (isGame(game)) options.game = game;
    else unknown.push(`game=${game}`);
  }
  const sideBets = params.get('sidebets');
  if (sideBets !== null) {
    if (sideBets === 'on' || sideBets === 'off') options.sideBets = sideBets === 'on';
    else unknown.push(`sidebets=${sideBets}`);
  }
  const reveal = params.get('reveal');
  if (reveal !== null) {
    if ((REVEALS as readonly string[]).includes(reveal)) options.reveal = reveal as Settings['reveal'];
    else unknown.push(`reveal=${reveal}`);
  }
  const language = params.get('lang');
  if (language !== null) {
    if (isLanguage(language)) options.language = language;
    else unknown.push(`lang=${language}`);
  }
  return { options, unknown };
}

/**
 * The shuffle's randomness for each casino shoe, by shoe number (1, 2, …): with a seed, every
 * shoe of the session is reproducible from it, and none shares a generator with a fresh-shoe hand.
 */
export function rngForShoes(seed: number | null): (shoe: number) => Rng {
  if (seed === null) {
    const rng = cryptoRng(globalThis.crypto);
    return () => rng;
  }
  return (shoe) => seededRng(Math.imul(shoe, 0x85ebca6b) ^ Math.imul(seed, 0xc2b2ae35) ^ 0x5bd1e995);
}
