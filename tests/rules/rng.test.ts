import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { boundedFromWords, cryptoRng, seededRng, sfc32Words, type RandomWordSource } from '../../src/rules';
import { chiSquare, chiSquareCritical, Z_UPPER } from './stats';

/** Words handed out in the order given, for checking exactly which are rejected. */
function scriptedWords(words: readonly number[]): () => number {
  let next = 0;
  return () => {
    if (next >= words.length) throw new Error('ran out of scripted words');
    return words[next++]!;
  };
}

/** A Web Crypto stand-in that fills buffers from a seeded generator. */
function seededSource(seed: number): RandomWordSource & { fills: number } {
  const words = sfc32Words(seed);
  const source = {
    fills: 0,
    getRandomValues(array: Uint32Array<ArrayBuffer>) {
      source.fills++;
      for (let i = 0; i < array.length; i++) array[i] = words();
      return array;
    },
  };
  return source;
}

describe('seededRng', () => {
  it('pins the first outputs of seed 42 (sfc32 seeded by splitmix32), so a change to the generator is caught', () => {
    const words = sfc32Words(42);
    expect(Array.from({ length: 6 }, words)).toMatchInlineSnapshot(`
      [
        3825871779,
        1851418855,
        1383259262,
        890322987,
        2796912455,
        4258306155,
      ]
    `);
  });

  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 20 }, () => seededRng(seed)(416));
    const a = seededRng(1);
    const b = seededRng(1);
    expect(Array.from({ length: 50 }, () => a(1000))).toEqual(Array.from({ length: 50 }, () => b(1000)));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('accepts any safe integer seed', () => {
    for (const seed of [0, -1, 2 ** 32, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER])
      expect(seededRng(seed)(10)).toBeLessThan(10);
    expect(seededRng(2 ** 32)(1e6)).not.toBe(seededRng(0)(1e6));
    expect(() => seededRng(1.5)).toThrow(RangeError);
  });
});

describe('bounded integers without modulo bias', () => {
  it('rejects the one word of 2^32 that would favour a result for bound 3', () => {
    // 2^32 = 3 · 1431655765 + 1: exactly one low part (0) must be thrown away, word 0.
    const rng = boundedFromWords(scriptedWords([0, 0xffffffff]));
    expect(rng(3)).toBe(2);
  });

  it('rejects the lowest 2^32 mod bound words for a bound too large to multiply exactly', () => {
    const bound = 3_000_000_000; // 2^32 mod bound = 1,294,967,296
    const rng = boundedFromWords(scriptedWords([1000, 1_294_967_295, 3_100_000_000]));
    expect(rng(bound)).toBe(100_000_000);
  });

  it('refuses a bound that is not a whole number from 1 to 2^32', () => {
    const rng = seededRng(1);
    for (const bound of [0, -3, 2.5, 2 ** 32 + 1, Number.NaN]) expect(() => rng(bound)).toThrow(RangeError);
    expect(rng(1)).toBe(0);
    expect(rng(2 ** 32)).toBeLessThan(2 ** 32);
  });

  it('always lands in [0, bound)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.array(fc.nat({ max: 0xffffffff }), { minLength: 64, maxLength: 64 }),
        (bound, words) => {
          let i = 0;
          const rng = boundedFromWords(() => words[i++ % words.length]!);
          try {
            const value = rng(bound);
            return Number.isInteger(value) && value >= 0 && value < bound;
          } catch {
            return true; // a script of only rejected words runs forever; the modulo cuts it
          }
        },
      ),
    );
  });
});

describe('cryptoRng', () => {
  test.each([3, 416])('is uniform for the awkward bound %i (chi-square, α = 0.001)', (bound) => {
    const rng = cryptoRng(seededSource(bound));
    const draws = bound * 500;
    const counts = new Array<number>(bound).fill(0);
    for (let i = 0; i < draws; i++) counts[rng(bound)]!++;
    const expected = counts.map(() => draws / bound);
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquareCritical(bound - 1, Z_UPPER['0.001']));
  });

  it('fetches words a buffer at a time', () => {
    const source = seededSource(9);
    const rng = cryptoRng(source, 64);
    for (let i = 0; i < 64; i++) rng(10);
    expect(source.fills).toBe(1);
    rng(10);
    expect(source.fills).toBe(2);
  });

  it('runs on the real Web Crypto of this platform', () => {
    const rng = cryptoRng(globalThis.crypto);
    const seen = new Set(Array.from({ length: 200 }, () => rng(3)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});
