import type { Points } from './types';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Ace counts 1, two to nine their face value, ten and the court cards 0. */
const RANK_POINTS: Readonly<Record<Rank, Points>> = {
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 0,
  J: 0,
  Q: 0,
  K: 0,
};

export function cardPoints(card: Card): Points {
  return RANK_POINTS[card.rank];
}

/** The points every card of `rank` counts: 1 for an Ace, 0 for a ten or a court card. */
export function rankPoints(rank: Rank): Points {
  return RANK_POINTS[rank];
}

/** A hand's total: the sum of its cards' points, modulo 10 (7 + 6 = 13 → 3). */
export function handTotal(cards: readonly Card[]): Points {
  let sum = 0;
  for (const card of cards) sum += RANK_POINTS[card.rank];
  return (sum % 10) as Points;
}

/** The one-line notation: rank then suit, `KD`, `7H`, `10S`. */
export function formatCard(card: Card): string {
  return card.rank + card.suit;
}

const isRank = (s: string): s is Rank => (RANKS as readonly string[]).includes(s);
const isSuit = (s: string): s is Suit => (SUITS as readonly string[]).includes(s);

/** Reads `KD`, `7H`, `10S` (also `T` for ten); null for anything else. */
export function parseCard(text: string): Card | null {
  const upper = text.trim().toUpperCase();
  const rank = upper.slice(0, -1).replace(/^T$/, '10');
  const suit = upper.slice(-1);
  return isRank(rank) && isSuit(suit) ? { rank, suit } : null;
}

/** Reads space-separated cards, `4S 3H KD 6C`; throws on a bad card (for fixtures). */
export function parseCards(text: string): Card[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((s) => s !== '')
    .map((s) => {
      const card = parseCard(s);
      if (card === null) throw new SyntaxError(`not a card: ${s}`);
      return card;
    });
}
