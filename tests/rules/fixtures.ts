import fc from 'fast-check';
import { cardsIn, coupFromCards, MIN_CARDS_FOR_A_COUP, parseCards, RANKS, type Composition, type Coup, type Rank } from '../../src/rules';

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
