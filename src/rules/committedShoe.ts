/**
 * The committed shoe (house-rules.md, "The committed shoe"): a casino shoe fixed by a secret
 * server seed, whose SHA-256 commitment is shown before the shoe's first bet, and by the
 * player's cut; once the seed is revealed anyone can recompute every card.
 *
 * Random stream: blocks HMAC-SHA256(key = the seed's 64 hex characters as UTF-8, message =
 * "<cut>:<shoe number>:<block index>"), eight big-endian 32-bit words each. The shoe: decks in
 * turn, suits S, H, D, C, ranks A…K, then Fisher–Yates from the last position down, each j
 * drawn by rejection (no modulo bias). Then burn and cut card as any casino shoe.
 */
import type { Card } from './cards';
import { shoeFromOrder, type Shoe } from './casinoShoe';
import type { Rng } from './rng';
import { hmacSha256, sha256Hex, utf8 } from './sha256';
import type { ShoeDecks } from './shoe';
import { freshShoe } from './shuffle';

/** What fixes one committed shoe. */
export interface ShoeCommitment {
  readonly serverSeed: string; // 64 lowercase hex digits, secret until the shoe ends
  readonly commitment: string; // the lowercase hex SHA-256 of serverSeed's text, shown from the start
  readonly cut: string; // the player's cut: 'a3f09c1e' by default
}

/** A server seed: 32 bytes as 64 lowercase hex digits. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** A commitment: a SHA-256 digest as 64 lowercase hex digits. */
export const COMMITMENT_PATTERN = SERVER_SEED_PATTERN;
/** A cut: 1–32 letters, digits, `-` or `_`. */
export const CUT_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const isServerSeed = (text: string): boolean => SERVER_SEED_PATTERN.test(text);
export const isCut = (text: string): boolean => CUT_PATTERN.test(text);

const TWO_32 = 0x1_0000_0000;

/** The commitment shown before the first bet: the hex SHA-256 of the seed's 64 hex characters. */
export function commitmentOf(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** The committed shoe's random words: block 0's eight words, then block 1's, and so on. */
export function committedWords(serverSeed: string, cut: string, shoeNumber: number): () => number {
  const key = utf8(serverSeed);
  let block = 0;
  let words: DataView | null = null;
  let next = 8;
  return () => {
    if (next === 8) {
      const digest = hmacSha256(key, utf8(`${cut}:${shoeNumber}:${block++}`));
      words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      next = 0;
    }
    return words!.getUint32(4 * next++);
  };
}

/** A uniform j in 0…i from the words: draw x, reject while x ≥ 2^32 − (2^32 mod (i+1)), j = x mod (i+1). */
export function uniformAtMost(i: number, nextWord: () => number): number {
  const range = i + 1;
  const limit = TWO_32 - (TWO_32 % range);
  for (;;) {
    const x = nextWord();
    if (x < limit) return x % range;
  }
}

/** Fisher–Yates from the last position i = n−1 down to 1, swapping i with a uniform j in 0…i. */
export function committedShuffle<T>(items: readonly T[], nextWord: () => number): T[] {
  const shuffled = items.slice();
  for (let i = shuffled.length - 1; i >= 1; i--) {
    const j = uniformAtMost(i, nextWord);
    const swap = shuffled[i]!;
    shuffled[i] = shuffled[j]!;
    shuffled[j] = swap;
  }
  return shuffled;
}

/** The committed shoe's cards in dealt order, the shown burn card first. */
export function committedOrder(decks: ShoeDecks, serverSeed: string, cut: string, shoeNumber: number): Card[] {
  return committedShuffle(freshShoe(decks), committedWords(serverSeed, cut, shoeNumber));
}

/** The committed shoe, burned and ready for its first coup. */
export function committedShoe(decks: ShoeDecks, serverSeed: string, cut: string, shoeNumber: number): Shoe {
  const built = shoeFromOrder(Object.freeze(committedOrder(decks, serverSeed, cut, shoeNumber)));
  // A shuffle of whole decks is always a shoe.
  if (!built.ok) throw new Error(`a committed shoe was refused: ${built.reason}`);
  return built.shoe;
}

/** A new shoe's seed and default cut, from play's randomness (Web Crypto words): 32 bytes and 4 bytes. */
export function randomCommitment(rng: Rng): ShoeCommitment {
  const word = () => rng(TWO_32).toString(16).padStart(8, '0');
  const serverSeed = Array.from({ length: 8 }, word).join('');
  return { serverSeed, commitment: commitmentOf(serverSeed), cut: word() };
}

/** With `?seed=N`: the seed is the hex SHA-256 of `seed:N:<shoe number>`, the cut is `N`. */
export function seededCommitment(seed: number, shoeNumber: number): ShoeCommitment {
  const serverSeed = sha256Hex(`seed:${seed}:${shoeNumber}`);
  return { serverSeed, commitment: commitmentOf(serverSeed), cut: String(seed) };
}

/** The same commitment with another cut (before the shoe's first deal). */
export function withCut(commitment: ShoeCommitment, cut: string): ShoeCommitment {
  if (!isCut(cut)) throw new RangeError(`a cut is 1 to 32 letters, digits, - or _, not "${cut}"`);
  return { ...commitment, cut };
}
