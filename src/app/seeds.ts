import { seededRng } from '../rules/seeded';
import type { TableRngs } from './params';

/**
 * A `?seed=N` table's randomness (tests, links, screenshots): a chunk of its own, so play's
 * first load carries no seeded generator. Every hand gets its own generator, derived from the
 * seed and the hand number, so a reload in the middle of a seeded session deals on exactly as it
 * would have; every casino shoe is reproducible from the seed, and none shares a generator with
 * a fresh-shoe hand.
 */
export function seededRngs(seed: number): TableRngs {
  return {
    forHand: (hand) => seededRng(Math.imul(hand, 0x9e3779b1) ^ seed),
    forShoe: (shoe) => seededRng(Math.imul(shoe, 0x85ebca6b) ^ Math.imul(seed, 0xc2b2ae35) ^ 0x5bd1e995),
  };
}
