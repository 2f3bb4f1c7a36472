import type { Suit } from '../rules';

/** The suits' symbols on the cards, the same in every language. */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** How far right of its place each hand's cards start: the shoe sits at the banker's end. */
export const FROM_SHOE = { player: 320, banker: 140 } as const;

/** Where the squeeze's hint is written: a line the table keeps under the hands. */
export const SQUEEZE_LINE = 'squeeze-line';

export const isRedSuit = (suit: Suit): boolean => suit === 'H' || suit === 'D';
