/**
 * The lab's randomness: each session's generator is made from (seed, session index) alone,
 * so a session deals the same cards whichever worker runs it and whatever ran before it.
 * The same seed gives the same figures on one core or on sixteen.
 */
import { boundedFromWords, type Rng } from '../rng';
import { sfc32Next } from '../seeded';

const TWO_32 = 0x1_0000_0000;

/** MurmurHash3's finaliser: a bijection of 32-bit words that mixes every bit into every other. */
function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * Uniform 32-bit words for session `index` of the run seeded `seed`: the sfc32 generator
 * (as seeded.ts uses) with its 128 bits of state hashed from the seed's and the index's 53
 * bits each, and its first 12 outputs discarded. Distinct (seed, index) pairs start from
 * distinct, well-mixed states; no session's stream depends on another's.
 */
export function sessionWords(seed: number, index: number): () => number {
  const state = sessionState(seed, index);
  return () => sfc32Next(state);
}

/**
 * The generator's state for session `index` of the run seeded `seed`, ready for its first
 * word: what `sessionWords` steps, for loops that step it themselves (`sfc32Next`).
 */
export function sessionState(seed: number, index: number): Int32Array {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
  if (!Number.isSafeInteger(index) || index < 0)
    throw new RangeError(`session index must be a whole number, got ${index}`);
  const seedLow = seed | 0;
  const seedHigh = Math.floor(seed / TWO_32) | 0;
  const indexLow = index | 0;
  const indexHigh = Math.floor(index / TWO_32) | 0;
  const state = Int32Array.of(
    fmix32(seedLow ^ fmix32(indexLow + 0x2545f491)),
    fmix32(seedHigh ^ fmix32(indexLow ^ 0x9e3779b9)),
    fmix32(indexHigh ^ fmix32(seedLow + 0x6a09e667)),
    fmix32(indexLow ^ fmix32(seedHigh ^ 0xbb67ae85)),
  );
  for (let i = 0; i < 12; i++) sfc32Next(state);
  return state;
}

/** The uniform bounded integers of session `index`, without modulo bias (rng.ts). */
export function sessionRng(seed: number, index: number): Rng {
  return boundedFromWords(sessionWords(seed, index));
}
