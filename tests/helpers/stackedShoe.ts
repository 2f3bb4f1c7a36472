import { CARDS_PER_DECK, formatCard, freshShoe, parseCards, seededRng, type Card, type Rng } from '../../src/rules';

/**
 * A stacked shoe, so a test states its coup instead of searching for a seed:
 * `rngForHand: stackedHands('KD 7H 3C 2S')` makes the table's first hand deal KD to Player,
 * 7H to Banker, 3C to Player, 2S to Banker, and so on.
 *
 * It needs no hook in the store: the table shuffles a fresh shoe (src/rules/shoe.ts) by
 * Fisher–Yates from the top down, position i taking the card at i + rng(n − i). This Rng
 * answers each of those draws with the distance to the next card the test named, so the
 * named cards come out first, in order; after them `rest` (seeded) shuffles as usual. The
 * number of decks is read from the first draw (its bound is the shoe's size), and any draw
 * that is not the next step of that shuffle is refused, so a change to the shuffle fails
 * loudly here rather than dealing some other coup.
 */
export function stackedShoe(cards: string, rest: Rng = seededRng(1)): Rng {
  const wanted = parseCards(cards);
  let shoe: Card[] | null = null;
  let step = 0;
  return (bound) => {
    if (shoe === null) {
      const decks = bound / CARDS_PER_DECK;
      if (!Number.isInteger(decks) || decks < 1)
        throw new Error(`stackedShoe: the first draw should cover a whole shoe, not ${bound} cards`);
      shoe = freshShoe(decks);
      checkCopies(wanted, decks);
    }
    if (bound !== shoe.length - step) {
      throw new Error(
        `stackedShoe: draw ${step + 1} has bound ${bound}, not ${shoe.length - step}: the shuffle is not the top-down Fisher–Yates`,
      );
    }
    const card = wanted[step];
    let j: number;
    if (card === undefined) j = step + rest(bound);
    else {
      j = shoe.findIndex((c, at) => at >= step && c.rank === card.rank && c.suit === card.suit);
      if (j < 0) throw new Error(`stackedShoe: no ${formatCard(card)} left for place ${step + 1}`);
    }
    const swap = shoe[step]!;
    shoe[step] = shoe[j]!;
    shoe[j] = swap;
    return j - step++;
  };
}

/** The table's `rngForHand` (or `rngForShoe`) for stated shoes: the first hand's, the second's, … Another hand is refused. */
export function stackedHands(...shoes: readonly string[]): (hand: number) => Rng {
  return (hand) => {
    const cards = shoes[hand - 1];
    if (cards === undefined) throw new Error(`stackedHands: no shoe stated for hand ${hand} (${shoes.length} stated)`);
    return stackedShoe(cards, seededRng(hand));
  };
}

function checkCopies(cards: readonly Card[], decks: number): void {
  const copies = new Map<string, number>();
  for (const card of cards) {
    const name = formatCard(card);
    const count = (copies.get(name) ?? 0) + 1;
    if (count > decks) throw new Error(`stackedShoe: ${count} × ${name} asked of a ${decks}-deck shoe`);
    copies.set(name, count);
  }
}
