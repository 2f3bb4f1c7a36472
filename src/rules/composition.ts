import { formatCard, RANKS, SUITS, type Card, type Rank } from './cards';
import { MAX_CARDS_IN_COUP } from './coup';
import { CARDS_PER_DECK } from './shoe';

/** A number for each rank, Ace to King. */
export type RankCounts = Readonly<Record<Rank, number>>;

/**
 * The cards a coup is dealt from, counted by rank, and the decks the shoe was filled with.
 * Ranks rather than points: the main bets need only points, but a pair needs ranks.
 */
export interface Composition {
  /** The decks the shoe was filled with: 8. */
  readonly decks: number;
  /** Cards of each rank still in the shoe: `{ A: 31, '2': 32, …, K: 30 }`. */
  readonly counts: RankCounts;
}

/** Deck counts a composition may come from: its odds are proven exact up to 8 (odds.ts). */
export const MIN_DECKS = 1;
export const MAX_DECKS = 8;

/** A coup may take six cards, so the odds of the next coup need at least that many. */
export const MIN_CARDS_FOR_A_COUP = MAX_CARDS_IN_COUP;

/** What a composition or a removal of cards was refused for, in words. */
export type CompositionResult =
  { readonly ok: true; readonly composition: Composition } | { readonly ok: false; readonly reason: string };

/** Every card of `decks` full decks: 4 × decks of each rank. */
export function fullComposition(decks: number): Composition {
  const problem = decksProblem(decks);
  if (problem !== null) throw new RangeError(problem);
  return { decks, counts: countsBy(() => 4 * decks) };
}

/** How many cards the composition holds. */
export function cardsIn(composition: Composition): number {
  return RANKS.reduce((sum, rank) => sum + composition.counts[rank], 0);
}

/** How many cards of the full shoe are no longer in it (seen, or taken out). */
export function cardsSeen(composition: Composition): number {
  return CARDS_PER_DECK * composition.decks - cardsIn(composition);
}

/**
 * The shoe of `decks` full decks less the `seen` cards, or why it cannot be: a card seen
 * more often than the decks hold it (9 K♦ from 8 decks). Copies are counted by card, not
 * only by rank: 8 decks hold 32 Kings but only 8 K♦. (Whether enough cards are left for a
 * coup is for the odds to say: `compositionOdds` needs MIN_CARDS_FOR_A_COUP.)
 */
export function compositionAfter(decks: number, seen: readonly Card[]): CompositionResult {
  const problem = decksProblem(decks);
  if (problem !== null) return { ok: false, reason: problem };
  const copies = new Map<string, number>();
  for (const card of seen) {
    const key = formatCard(card);
    const count = (copies.get(key) ?? 0) + 1;
    if (count > decks) {
      return {
        ok: false,
        reason: `${key} seen ${count} times, but ${decks} ${decks === 1 ? 'deck holds' : 'decks hold'} only ${decks}`,
      };
    }
    copies.set(key, count);
  }
  const counts = countsBy((rank) => 4 * decks - SUITS.reduce((n, suit) => n + (copies.get(rank + suit) ?? 0), 0));
  return checkComposition({ decks, counts });
}

/**
 * Accepts a composition only if it could be the cards left in a shoe of its decks: whole
 * counts from 0 to 4 × decks for each rank.
 */
export function checkComposition(composition: Composition): CompositionResult {
  const problem = compositionProblem(composition);
  return problem === null ? { ok: true, composition } : { ok: false, reason: problem };
}

/** Why a composition cannot be dealt from, or null when it can. */
export function compositionProblem(composition: Composition): string | null {
  const { decks, counts } = composition;
  const problem = decksProblem(decks);
  if (problem !== null) return problem;
  for (const rank of RANKS) {
    const count = counts[rank];
    if (!Number.isInteger(count) || count < 0 || count > 4 * decks) {
      return `${decks} ${decks === 1 ? 'deck holds' : 'decks hold'} 0 to ${4 * decks} cards of rank ${rank}, not ${count}`;
    }
  }
  return null;
}

/** Why no coup can be dealt from the composition (its problem, or too few cards), or null. */
export function coupProblem(composition: Composition): string | null {
  const problem = compositionProblem(composition);
  if (problem !== null) return problem;
  const cards = cardsIn(composition);
  return cards < MIN_CARDS_FOR_A_COUP
    ? `a coup may need ${MIN_CARDS_FOR_A_COUP} cards and only ${cards} are left`
    : null;
}

function decksProblem(decks: number): string | null {
  return Number.isInteger(decks) && decks >= MIN_DECKS && decks <= MAX_DECKS
    ? null
    : `decks must be a whole number from ${MIN_DECKS} to ${MAX_DECKS}, got ${decks}`;
}

function countsBy(count: (rank: Rank) => number): RankCounts {
  return Object.fromEntries(RANKS.map((rank) => [rank, count(rank)])) as Record<Rank, number>;
}

/**
 * The weights of drawing the rest of six cards in order after `k` have been drawn, from a shoe
 * of `shoeSize` cards: tail[k] = (N−k)(N−k−1)…(N−5), and tail[0] the common denominator of
 * every coup's chance. The enumerations multiply a coup's own card counts by its tail, so
 * every coup counts over the same denominator; exact in plain numbers below 2^53 (8 decks).
 */
export function drawTails(shoeSize: number): { readonly tail: readonly number[]; readonly denominator: number } {
  const tail: number[] = [];
  tail[MIN_CARDS_FOR_A_COUP] = 1;
  for (let k = MIN_CARDS_FOR_A_COUP - 1; k >= 0; k--) tail[k] = tail[k + 1]! * (shoeSize - k);
  const denominator = tail[0]!;
  if (!Number.isSafeInteger(denominator)) throw new RangeError('shoe too large for exact number arithmetic');
  return { tail, denominator };
}
