import type { Suit } from '../rules';

/** The suits' symbols on the cards, the same in every language. */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export const isRedSuit = (suit: Suit): boolean => suit === 'H' || suit === 'D';
