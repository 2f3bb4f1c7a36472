import fc from 'fast-check';
import {
  cardsIn,
  coupFromCards,
  dealCoup,
  MIN_CARDS_FOR_A_COUP,
  parseCards,
  RANKS,
  type Card,
  type Composition,
  type Coup,
  type Rank,
} from '../../src/rules';

/** The coup these cards make in dealing order, `coup('4S 3H KD 6C 9C')`; throws if they don't make one. */
export function coup(notation: string): Coup {
  const played = coupFromCards(parseCards(notation));
  if (played === null) throw new Error(`these cards do not make a coup: ${notation}`);
  return played;
}

/** Any shoe of 1 to 8 decks with some cards gone, as long as a coup can still be dealt from it. */
export function anyComposition(): fc.Arbitrary<Composition> {
  return fc
    .integer({ min: 1, max: 8 })
    .chain((decks) =>
      fc.record({
        decks: fc.constant(decks),
        counts: fc
          .tuple(...RANKS.map(() => fc.integer({ min: 0, max: 4 * decks })))
          .map((n) => Object.fromEntries(RANKS.map((rank, i) => [rank, n[i]!])) as Record<Rank, number>),
      }),
    )
    .filter((c) => cardsIn(c) >= MIN_CARDS_FOR_A_COUP);
}

/**
 * Brute force, independently of the enumerations: plays out by the game's dealCoup every
 * ordered sequence of six distinct physical cards of the composition, each equally likely (a
 * coup of fewer cards leaves the rest of its sequence unused). Only for small shoes.
 */
export function everySixCardDraw(composition: Composition, visit: (coup: Coup) => void): void {
  const cards: Card[] = RANKS.flatMap((rank) =>
    Array.from({ length: composition.counts[rank] }, () => ({ rank, suit: 'S' as const })),
  );
  const used = new Array<boolean>(cards.length).fill(false);
  const sequence: Card[] = [];
  const extend = (): void => {
    if (sequence.length === MIN_CARDS_FOR_A_COUP) {
      let next = 0;
      visit(dealCoup(() => sequence[next++]!));
      return;
    }
    for (let i = 0; i < cards.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      sequence.push(cards[i]!);
      extend();
      sequence.pop();
      used[i] = false;
    }
  };
  extend();
}
