import { cryptoRng, dollars, LIMITS, seededRng, type Cents, type Rng } from '../rules';

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
