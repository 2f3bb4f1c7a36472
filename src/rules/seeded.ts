/**
 * Seeded randomness: the same seed, the same words. For tests, replays, the lab and `?seed=N`;
 * play itself uses Web Crypto (rng.ts).
 */
import { boundedFromWords, type Rng } from './rng';

/** One step of sfc32 on a state of four words (in a typed array: closure variables holding full 32-bit values would be boxed): a uniform 32-bit word. */
export function sfc32Next(state: Int32Array): number {
  const a = state[0]!;
  const b = state[1]!;
  const c = state[2]!;
  const d = state[3]!;
  const t = (((a + b) | 0) + d) | 0;
  state[3] = (d + 1) | 0;
  state[0] = b ^ (b >>> 9);
  state[1] = (c + (c << 3)) | 0;
  state[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

const TWO_32 = 0x1_0000_0000;

/**
 * The sfc32 generator (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand),
 * returning uniform 32-bit words. Its four words of state are seeded by splitmix32 and the
 * first 12 outputs are discarded, as PractRand recommends.
 */
export function sfc32Words(seed: number): () => number {
  let s = normalizeSeed(seed);
  const splitmix32 = (): number => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) | 0;
  };
  // Kept in a typed array: closure variables holding full 32-bit values would be boxed.
  const state = Int32Array.of(splitmix32(), splitmix32(), splitmix32(), splitmix32());
  const next = (): number => sfc32Next(state);
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A reproducible Rng for tests, replays, simulation and `?seed=N`. */
export function seededRng(seed: number): Rng {
  return boundedFromWords(sfc32Words(seed));
}

/** Folds any safe integer seed (negative or above 2^32 too) into 32 bits. */
function normalizeSeed(seed: number): number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
  const high = Math.floor(seed / TWO_32);
  return (seed ^ Math.imul(high, 0x85ebca6b)) | 0;
}
