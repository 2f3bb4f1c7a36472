import { RANKS, SUITS, type Card } from './cards';
import type { Rng } from './rng';
import { DECKS } from './shoe';

/*
 * A whole shoe, built and shuffled: the casino shoe's, the committed shoe's and the lab's. The
 * table's own coup is dealt without building one (`dealFromShuffledShoe`, coup.ts), so none of
 * this is in the first load.
 */

/** `decks` standard decks in a fixed order, unshuffled. */
export function freshShoe(decks: number = DECKS): Card[] {
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++) {
    for (const suit of SUITS) for (const rank of RANKS) shoe.push({ rank, suit });
  }
  return shoe;
}

/**
 * A uniformly shuffled copy (Fisher–Yates): every order of the items is equally likely,
 * given an unbiased Rng. It fills the positions from the top of the shoe down, so the first
 * cards dealt are settled by the first random numbers: the fast path (simulate.ts), which
 * stops after six, deals exactly the same coup from the same numbers.
 */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const shuffled = items.slice();
  for (let i = 0; i < shuffled.length - 1; i++) {
    const j = i + rng(shuffled.length - i);
    const swap = shuffled[i]!;
    shuffled[i] = shuffled[j]!;
    shuffled[j] = swap;
  }
  return shuffled;
}
