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
      // A programming error (every bound the game asks is a small whole number): a terse message,
      // as the first load carries it.
      throw new RangeError(`bound ${bound}`);
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
