import { RANKS, SUITS, type Card } from './cards';
import type { Rng } from './rng';

/** The table deals from an 8-deck shoe (one seed document says 6; house-rules.md decides 8). */
export const DECKS = 8;
export const CARDS_PER_DECK = 52;

/** The decks a shoe may hold (the table's Decks option), the original game's first. */
export const SHOE_DECKS = [8, 6] as const;
export type ShoeDecks = (typeof SHOE_DECKS)[number];

/** The card at `position` of a fresh shoe (`freshShoe`), without building the shoe. */
export function freshCard(position: number): Card {
  const inDeck = position % CARDS_PER_DECK;
  return { rank: RANKS[inDeck % RANKS.length]!, suit: SUITS[Math.floor(inDeck / RANKS.length)]! };
}

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

/** How many cards of one rank a shoe of `decks` decks holds: one of each suit per deck. */
export const cardsOfRank = (decks: number): number => decks * SUITS.length;
