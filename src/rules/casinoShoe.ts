/**
 * The casino shoe (house-rules.md, "The casino shoe"): shuffled once, burned, dealt coup
 * after coup until the cut card has come out. A `Shoe` is a value: dealing returns the coup
 * and a new Shoe, and every Shoe of one shuffle shares the same array of cards.
 */
import { formatCard, parseCard, RANKS, SUITS, type Card, type Rank } from './cards';
import { compositionAfter, fullComposition, type Composition } from './composition';
import { dealCoup, type Coup } from './coup';
import type { Rng } from './rng';
import { CARDS_PER_DECK, SHOE_DECKS, type ShoeDecks } from './shoe';
import { freshShoe, shuffle } from './shuffle';

/** The cut card lies so that this many cards are behind it. */
export const CARDS_BEHIND_CUT = 14;

/** Ace 1, two to nine their face value, and here ten and the court cards 10. */
const BURN_VALUES: Readonly<Record<Rank, number>> = {
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 10,
  Q: 10,
  K: 10,
};

/** How many cards the shown burn card sends face down after it: K♦ burns 10, 7♥ burns 7. */
export function burnValue(card: Card): number {
  return BURN_VALUES[card.rank];
}

/**
 * A casino shoe between two coups. Make one with `newShoe`, `shoeFromOrder` or `parseShoe`,
 * never by hand: they guarantee `order` is a permutation of whole decks and `next` the start
 * of a coup.
 */
export interface Shoe {
  /** Every card in its shuffled order, the shown burn card first; frozen, shared by later Shoes. */
  readonly order: readonly Card[];
  /** Index in `order` of the next card to deal: 9 after a shown 8S and its 8 burned cards. */
  readonly next: number;
  /** Coups dealt from this shoe so far: 0 for a new shoe, 12 after the twelfth hand. */
  readonly coups: number;
  /** The last coup has been dealt: the next Deal needs a new shoe. */
  readonly finished: boolean;
}

/** A coup dealt from a casino shoe, and the shoe it leaves. */
export interface ShoeDeal {
  readonly coup: Coup;
  /** This coup is the last of the shoe (its first card lay behind the cut card). */
  readonly last: boolean;
  /** The shoe after this coup. */
  readonly shoe: Shoe;
}

/** A Shoe, or why the data given could not be one. */
export type ShoeResult = { readonly ok: true; readonly shoe: Shoe } | { readonly ok: false; readonly reason: string };

/** What the store saves of a shoe: every card in order, and how many coups have been dealt. */
export interface SavedShoe {
  /** The shuffled order in card notation, one space between cards: `"7S JH 6D …"`. */
  readonly cards: string;
  /** Coups dealt; the burn and the position follow from the cards. */
  readonly coups: number;
}

/**
 * A new casino shoe of `decks` decks: shuffled once by the same uniform Fisher–Yates
 * `shuffle` as every shoe of the table, then burned. The shuffle draws the same random
 * numbers as `dealFromShuffledShoe` would for that rng.
 */
export function newShoe(decks: ShoeDecks, rng: Rng): Shoe {
  if (!(SHOE_DECKS as readonly number[]).includes(decks)) {
    throw new RangeError(`a casino shoe holds ${SHOE_DECKS.join(' or ')} decks, not ${decks}`);
  }
  return burned(Object.freeze(shuffle(freshShoe(decks), rng)));
}

/**
 * The shoe that deals `order` from its first card (for tests, and for the lab's stacked
 * shoes): refused unless `order` is a permutation of 6 or 8 whole decks.
 */
export function shoeFromOrder(order: readonly Card[]): ShoeResult {
  const decks = order.length / CARDS_PER_DECK;
  if (!(SHOE_DECKS as readonly number[]).includes(decks)) {
    return {
      ok: false,
      reason: `a shoe holds ${SHOE_DECKS.map((d) => d * CARDS_PER_DECK).join(' or ')} cards, not ${order.length}`,
    };
  }
  const copies = new Map<string, number>();
  for (const card of order) {
    const key = formatCard(card);
    copies.set(key, (copies.get(key) ?? 0) + 1);
  }
  for (const rank of RANKS) {
    for (const suit of SUITS) {
      const count = copies.get(rank + suit) ?? 0;
      if (count !== decks) return { ok: false, reason: `${rank + suit} is in the shoe ${count} times, not ${decks}` };
    }
  }
  return { ok: true, shoe: burned(Object.isFrozen(order) ? order : Object.freeze(order.slice())) };
}

/** The shoe of `order` before its first coup: the first card shown, its burn value face down. */
function burned(order: readonly Card[]): Shoe {
  return { order, next: 1 + burnValue(order[0]!), coups: 0, finished: false };
}

/**
 * Deals the next coup from the shoe with the game's `dealCoup`. The last coup of the shoe
 * is the first whose first card lies behind the cut card: if the cut card comes out during
 * a coup, one more is dealt; if it comes out just before a coup's first card, that coup is
 * the last. Throws a RangeError for a finished shoe: the next deal needs a new one.
 *
 * A shoe never runs out: the coup before the last starts in front of the cut card and takes
 * at most 6 cards, so the last starts at most 5 cards behind the cut card and, taking 6 at
 * most, stops at the 11th of the 14 cards behind it.
 */
export function dealNextCoup(shoe: Shoe): ShoeDeal {
  if (shoe.finished) throw new RangeError('the shoe is finished: the next deal needs a new shoe');
  const { order } = shoe;
  let next = shoe.next;
  const coup = dealCoup(() => order[next++]!);
  const last = shoe.next >= cutCardIndex(shoe);
  return { coup, last, shoe: { order, next, coups: shoe.coups + 1, finished: last } };
}

/** 8 or 6. */
export function shoeDecks(shoe: Shoe): ShoeDecks {
  return (shoe.order.length / CARDS_PER_DECK) as ShoeDecks;
}

/** The index in the order of the first card behind the cut card: 402 in an 8-deck shoe. */
export function cutCardIndex(shoe: Shoe): number {
  return shoe.order.length - CARDS_BEHIND_CUT;
}

/** The burn card, turned face up and shown. */
export function burnCard(shoe: Shoe): Card {
  return shoe.order[0]!;
}

/** How many cards were burned face down after the shown one (its burn value). */
export function burnedFaceDown(shoe: Shoe): number {
  return burnValue(burnCard(shoe));
}

/** Cards dealt to the hands so far (the burned cards are not dealt). */
export function cardsDealt(shoe: Shoe): number {
  return shoe.next - 1 - burnedFaceDown(shoe);
}

/** Cards still in the shoe, the burned ones excluded: dealt + burned + left = 416 (or 312). */
export function cardsLeft(shoe: Shoe): number {
  return shoe.order.length - shoe.next;
}

/** Cards still in front of the cut card; 0 once it is out. */
export function cardsBeforeCut(shoe: Shoe): number {
  return Math.max(0, cutCardIndex(shoe) - shoe.next);
}

/** The next coup will be the last of the shoe: the cut card is out. */
export function isLastCoupNext(shoe: Shoe): boolean {
  return !shoe.finished && shoe.next >= cutCardIndex(shoe);
}

/**
 * The cards the player has seen, in the order they came out: the shown burn card and every
 * card dealt face up. The cards burned face down are unseen, as are those still in the shoe.
 */
export function seenCards(shoe: Shoe): Card[] {
  return [burnCard(shoe), ...shoe.order.slice(1 + burnedFaceDown(shoe), shoe.next)];
}

/**
 * The full shoe less the cards the player has seen (the face-down burned cards count as
 * still in it). Before the last coup at least 9 cards are left in front of the player; after
 * it as few as 4 may be, which is no shoe to deal from: see `nextCoupComposition`.
 */
export function seenComposition(shoe: Shoe): Composition {
  const result = compositionAfter(shoeDecks(shoe), seenCards(shoe));
  // A shoe is a permutation of its decks, so its seen cards are never too many.
  if (!result.ok) throw new Error(`a shoe's seen cards were refused: ${result.reason}`);
  return result.composition;
}

/**
 * What the odds of the next coup may use: the seen composition of this shoe, or a full shoe
 * of its decks once it is finished (the next Deal shuffles a new one, and nothing of it has
 * been seen yet).
 */
export function nextCoupComposition(shoe: Shoe): Composition {
  return shoe.finished ? fullComposition(shoeDecks(shoe)) : seenComposition(shoe);
}

/** The save form of a shoe: about 1,300 characters for 8 decks. `parseShoe` reads it back. */
export function saveShoe(shoe: Shoe): SavedShoe {
  return { cards: shoe.order.map(formatCard).join(' '), coups: shoe.coups };
}

/**
 * Reads a saved shoe (untrusted: from storage or a file) into a Shoe, or says why not. The
 * cards must be a permutation of 6 or 8 decks, written exactly as `formatCard` writes them;
 * the burn follows from the first card and the position from replaying `coups` coups, which
 * must not go past the shoe's last coup. So no saved position or burn can disagree with the
 * cards.
 */
export function parseShoe(raw: unknown): ShoeResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('a saved shoe is an object');
  const { cards, coups } = raw as Record<string, unknown>;
  if (typeof cards !== 'string') return refuse('the cards are missing');
  if (typeof coups !== 'number' || !Number.isSafeInteger(coups) || coups < 0) {
    return refuse(`the coups dealt must be a whole number, not ${String(coups)}`);
  }
  const tokens = cards.split(' ');
  if (!SHOE_DECKS.some((decks) => decks * CARDS_PER_DECK === tokens.length)) {
    return refuse(`a shoe holds ${SHOE_DECKS.map((d) => d * CARDS_PER_DECK).join(' or ')} cards, not ${tokens.length}`);
  }
  const order: Card[] = [];
  for (const token of tokens) {
    const card = parseCard(token);
    // Only the canonical notation: one spelling per shoe, so the save is checkable as text too.
    if (card === null || formatCard(card) !== token) return refuse(`not a card: "${token}"`);
    order.push(card);
  }
  const built = shoeFromOrder(Object.freeze(order));
  if (!built.ok) return built;
  let shoe = built.shoe;
  for (let dealt = 0; dealt < coups; dealt++) {
    if (shoe.finished) return refuse(`the shoe holds ${dealt} coups, not ${coups}`);
    shoe = dealNextCoup(shoe).shoe;
  }
  return { ok: true, shoe };
}

function refuse(reason: string): ShoeResult {
  return { ok: false, reason };
}
