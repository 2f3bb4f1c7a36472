/**
 * Injected randomness. Game code never calls a global random source: play gets
 * `cryptoRng(crypto)`, tests, replays and `?seed=` get `seededRng(seed)`.
 */

/** A uniform random integer in [0, bound), for a whole `bound` from 1 to 2^32. */
export type Rng = (bound: number) => number;

/** What `cryptoRng` needs of Web Crypto: `crypto` in browsers and in Node. */
export interface RandomWordSource {
  getRandomValues(array: Uint32Array<ArrayBuffer>): unknown;
}

const TWO_32 = 0x1_0000_0000;

const TWO_MINUS_32 = 1 / TWO_32;
/** Below this bound, word × bound stays under 2^53, so a double holds it exactly. */
const EXACT_PRODUCT_BOUND = 0x20_0000;

/**
 * Bounded integers from uniform 32-bit words, without modulo bias.
 *
 * Small bounds (every bound the game uses) take Lemire's multiply-and-reject method
 * (https://arxiv.org/abs/1805.10941): the high 32 bits of word × bound, rejecting the
 * `2^32 mod bound` low parts that would favour some results; it needs a division only
 * in the rare case it might reject. Large bounds reject the lowest `2^32 mod bound`
 * words and take `word % bound`. Either way every result has exactly as many words.
 */
export function boundedFromWords(nextWord: () => number): Rng {
  return (bound) => {
    if (bound < EXACT_PRODUCT_BOUND && bound >= 1 && Number.isInteger(bound)) {
      let product = nextWord() * bound;
      let high = Math.floor(product * TWO_MINUS_32);
      let low = product - high * TWO_32;
      if (low < bound) {
        const rejectBelow = (TWO_32 - bound) % bound;
        while (low < rejectBelow) {
          product = nextWord() * bound;
          high = Math.floor(product * TWO_MINUS_32);
          low = product - high * TWO_32;
        }
      }
      return high;
    }
    if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) {
      throw new RangeError(`bound must be a whole number from 1 to 2^32, got ${bound}`);
    }
    const rejectBelow = TWO_32 % bound;
    for (;;) {
      const word = nextWord();
      if (word >= rejectBelow) return word % bound;
    }
  };
}

/** Play's randomness: Web Crypto words, fetched a buffer at a time, without modulo bias. */
export function cryptoRng(source: RandomWordSource, bufferSize = 1024): Rng {
  const buffer = new Uint32Array(new ArrayBuffer(bufferSize * 4));
  let next = bufferSize;
  return boundedFromWords(() => {
    if (next === bufferSize) {
      source.getRandomValues(buffer);
      next = 0;
    }
    return buffer[next++]!;
  });
}

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
  const next = (): number => {
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
  };
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
