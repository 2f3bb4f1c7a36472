import { RANKS, SUITS, type Card } from './cards';

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

/** How many cards of one rank a shoe of `decks` decks holds: one of each suit per deck. */
export const cardsOfRank = (decks: number): number => decks * SUITS.length;
