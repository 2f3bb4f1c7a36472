import type { Suit, Winner } from '../rules';

/** How the table names outcomes and spots in sentences. */
export const OUTCOME_NAME: Readonly<Record<Winner, string>> = { player: 'Player', banker: 'Banker', tie: 'Tie' };

/** The one-letter marks of the scoreboards and the Statistics beads. */
export const OUTCOME_LETTER: Readonly<Record<Winner, string>> = { player: 'P', banker: 'B', tie: 'T' };

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export const isRedSuit = (suit: Suit): boolean => suit === 'H' || suit === 'D';
