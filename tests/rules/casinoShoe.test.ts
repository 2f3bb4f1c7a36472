import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  burnCard,
  burnedFaceDown,
  burnValue,
  cardsBeforeCut,
  cardsDealt,
  cardsLeft,
  cardsSeen,
  coupProblem,
  CARDS_BEHIND_CUT,
  cutCardIndex,
  dealCoup,
  dealNextCoup,
  formatCard,
  freshShoe,
  fullComposition,
  isLastCoupNext,
  newShoe,
  nextCoupComposition,
  parseCard,
  parseCards,
  parseShoe,
  RANKS,
  saveShoe,
  seededRng,
  seenCards,
  seenComposition,
  shoeDecks,
  shoeFromOrder,
  shuffle,
  type Card,
  type Rank,
  type Shoe,
  type ShoeDecks,
  type ShoeDeal,
} from '../../src/rules';
import { coup } from './fixtures';

const cardsOf = (notation: string): Card[] => parseCards(notation);
const text = (cards: readonly Card[]): string => cards.map(formatCard).join(' ');
const byName = (a: Card, b: Card): number => formatCard(a).localeCompare(formatCard(b));

function built(order: readonly Card[]): Shoe {
  const result = shoeFromOrder(order);
  if (!result.ok) throw new Error(result.reason);
  return result.shoe;
}

/** `cards` less one copy of each of `taken` (every one of them must be there). */
function without(cards: readonly Card[], taken: readonly Card[]): Card[] {
  const owed = new Map<string, number>();
  for (const card of taken) owed.set(formatCard(card), (owed.get(formatCard(card)) ?? 0) + 1);
  const kept = cards.filter((card) => {
    const key = formatCard(card);
    const count = owed.get(key) ?? 0;
    if (count === 0) return true;
    owed.set(key, count - 1);
    return false;
  });
  if (kept.length !== cards.length - taken.length) throw new Error('took a card the shoe does not hold');
  return kept;
}

/** Coups of a known length, to line the chosen coups up on an exact index. */
const FOUR = '9C 10C JC QC'; // Player 9 on two cards: a natural, four cards
const FIVE = '10S 3S JS 4S 5S'; // Player 0 draws; Banker 7 stands: five cards
const SIX = 'QH QD KH KC 2H 3H'; // Player 0 draws; Banker 0 draws: six cards

/**
 * A shoe stacked for a test: `burn` shown first and its burn value of cards face down, then
 * coups dealt from the rest of the shoe in a seeded order, and perhaps a coup of known length,
 * so that the chosen `coups` start exactly at index `start`; the other cards after them.
 * Seeds are tried in turn until the shuffled coups land where a spacer can finish the line.
 */
function stackedShoe(decks: ShoeDecks, burn: string, coups: readonly string[], start: number): Shoe {
  for (const cards of [...coups, FOUR, FIVE, SIX]) coup(cards); // each must make exactly one coup
  const chosen = cardsOf([burn, ...coups].join(' '));
  const shown = chosen[0]!;
  for (let seed = 0; seed < 100; seed++) {
    for (const spacer of [[], ...[FOUR, FIVE, SIX].map(cardsOf)]) {
      const filler = shuffle(without(freshShoe(decks), [...chosen, ...spacer]), seededRng(seed));
      let drawn = burnValue(shown);
      const order = [shown, ...filler.slice(0, drawn)];
      while (start - order.length > spacer.length)
        order.push(...dealCoup(() => filler[drawn++]!).dealt.map((d) => d.card));
      if (start - order.length !== spacer.length) continue;
      return built([...order, ...spacer, ...chosen.slice(1), ...filler.slice(drawn)]);
    }
  }
  throw new Error(`cannot line coups up at ${start}`);
}

/** Deals until the next coup would start at `index`; every coup on the way is not the last. */
function dealUpTo(shoe: Shoe, index: number): Shoe {
  let current = shoe;
  while (current.next < index) {
    const deal = dealNextCoup(current);
    expect(deal.last).toBe(false);
    current = deal.shoe;
  }
  expect(current.next).toBe(index);
  return current;
}

/** Every deal of a shoe, from its first coup to its last. */
function dealToEnd(shoe: Shoe): { starts: number[]; deals: ShoeDeal[] } {
  const starts: number[] = [];
  const deals: ShoeDeal[] = [];
  let current = shoe;
  while (!current.finished) {
    starts.push(current.next);
    const deal = dealNextCoup(current);
    deals.push(deal);
    current = deal.shoe;
  }
  return { starts, deals };
}

const dealtCards = (deal: ShoeDeal): string => text(deal.coup.dealt.map((d) => d.card));

describe('a new casino shoe', () => {
  it('is shuffled once by the table shuffle: seed 42 gives the order the fresh-shoe deal would shuffle', () => {
    const shoe = newShoe(8, seededRng(42));
    expect(shoe.order).toEqual(shuffle(freshShoe(8), seededRng(42)));
    expect(shoeDecks(shoe)).toBe(8);
    expect(shoeDecks(newShoe(6, seededRng(42)))).toBe(6);
  });

  it('pins the burn and the first coup of seed 42: 7S shown, seven burned face down', () => {
    const shoe = newShoe(8, seededRng(42));
    expect(formatCard(burnCard(shoe))).toBe('7S');
    expect(burnedFaceDown(shoe)).toBe(7);
    expect(text(shoe.order.slice(1, 8))).toBe('JH 6D JD KS 10C 8H 8H');
    const first = dealNextCoup(shoe);
    expect(dealtCards(first)).toMatchInlineSnapshot(`"JC 5S 3D KC 10H"`);
    expect(first.last).toBe(false);
    expect(first.shoe.coups).toBe(1);
  });

  it('holds 6 or 8 decks and nothing else', () => {
    expect(() => newShoe(7 as ShoeDecks, seededRng(1))).toThrow(RangeError);
  });
});

describe('the burn', () => {
  const BURNS: readonly (readonly [Rank, number])[] = [
    ['A', 1],
    ['2', 2],
    ['3', 3],
    ['4', 4],
    ['5', 5],
    ['6', 6],
    ['7', 7],
    ['8', 8],
    ['9', 9],
    ['10', 10],
    ['J', 10],
    ['Q', 10],
    ['K', 10],
  ];

  it('has a row for every rank', () => expect(BURNS.map(([rank]) => rank)).toEqual(RANKS));

  test.each(BURNS)('a shown %s burns %i cards face down', (rank, burned) => {
    const shown = parseCard(`${rank}D`)!;
    const order = [shown, ...without(freshShoe(8), [shown])];
    const shoe = built(order);
    expect(burnValue(shown)).toBe(burned);
    expect(burnedFaceDown(shoe)).toBe(burned);
    expect(shoe.next).toBe(1 + burned);
    expect(cardsLeft(shoe)).toBe(416 - 1 - burned);
    expect(cardsDealt(shoe)).toBe(0);
    expect(cardsBeforeCut(shoe)).toBe(416 - CARDS_BEHIND_CUT - 1 - burned);
    expect(seenCards(shoe)).toEqual([shown]);
    // The first coup starts with the card after the burned ones.
    expect(dealNextCoup(shoe).coup.dealt[0]!.card).toBe(order[1 + burned]);
  });
});

describe.each([8, 6] as const)('the cut card, %i decks', (decks) => {
  const cut = decks * 52 - CARDS_BEHIND_CUT;
  const LAST = '4S 3H KD 2C 9C'; // Player 4 draws a 9; Banker 5 stands on it

  it('lies so that 14 cards are behind it', () => {
    expect(cutCardIndex(newShoe(decks, seededRng(1)))).toBe(cut);
  });

  it("comes out just before a coup's first card: that coup is the last", () => {
    const shoe = dealUpTo(stackedShoe(decks, 'AD', [LAST], cut), cut);
    expect(cardsBeforeCut(shoe)).toBe(0);
    expect(isLastCoupNext(shoe)).toBe(true);
    const deal = dealNextCoup(shoe);
    expect(dealtCards(deal)).toBe(LAST);
    expect(deal.last).toBe(true);
    expect(deal.shoe.finished).toBe(true);
    expect(isLastCoupNext(deal.shoe)).toBe(false);
  });

  it('comes out in the middle of a coup: that coup is finished and one more is dealt', () => {
    const shoe = dealUpTo(stackedShoe(decks, 'KD', [SIX, LAST], cut - 2), cut - 2);
    expect(cardsBeforeCut(shoe)).toBe(2);
    expect(isLastCoupNext(shoe)).toBe(false);
    const during = dealNextCoup(shoe);
    expect([dealtCards(during), during.last]).toEqual([SIX, false]);
    expect(cardsBeforeCut(during.shoe)).toBe(0);
    expect(isLastCoupNext(during.shoe)).toBe(true);
    const oneMore = dealNextCoup(during.shoe);
    expect([dealtCards(oneMore), oneMore.last, oneMore.shoe.finished]).toEqual([LAST, true, true]);
  });

  it("comes out at a coup's last card: that coup is finished and one more is dealt", () => {
    const shoe = dealUpTo(stackedShoe(decks, '5H', [SIX, LAST], cut - 5), cut - 5);
    expect(cardsBeforeCut(shoe)).toBe(5);
    const during = dealNextCoup(shoe);
    expect([dealtCards(during), during.last, during.shoe.next]).toEqual([SIX, false, cut + 1]);
    const oneMore = dealNextCoup(during.shoe);
    expect([dealtCards(oneMore), oneMore.last]).toEqual([LAST, true]);
  });

  it('stays in the shoe when a coup ends on the card in front of it: the next coup is the last', () => {
    const shoe = dealUpTo(stackedShoe(decks, '9S', [SIX, LAST], cut - 6), cut - 6);
    const before = dealNextCoup(shoe);
    expect([before.last, cardsBeforeCut(before.shoe), isLastCoupNext(before.shoe)]).toEqual([false, 0, true]);
    expect(dealNextCoup(before.shoe).last).toBe(true);
  });

  it('ends the shoe after the last coup: the next deal needs a new shoe', () => {
    const { deals } = dealToEnd(stackedShoe(decks, 'AD', [LAST], cut));
    const finished = deals.at(-1)!.shoe;
    expect(finished.finished).toBe(true);
    expect(() => dealNextCoup(finished)).toThrow(RangeError);
  });
});

describe('a shoe dealt to its end', () => {
  it('accounts for every card, deals one last coup (the first to start behind the cut card), and never runs out', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<ShoeDecks>(6, 8), (seed, decks) => {
        const shoe = newShoe(decks, seededRng(seed));
        const size = decks * 52;
        const cut = cutCardIndex(shoe);
        const { starts, deals } = dealToEnd(shoe);
        // Only the final coup is the last, and it is the first to start behind the cut card.
        expect(deals.map((d) => d.last)).toEqual(deals.map((_, i) => i === deals.length - 1));
        expect(starts.findIndex((start) => start >= cut)).toBe(deals.length - 1);
        let previous = shoe;
        for (const [i, deal] of deals.entries()) {
          const after = deal.shoe;
          expect(cardsDealt(after) + 1 + burnedFaceDown(after) + cardsLeft(after)).toBe(size);
          expect(cardsDealt(after)).toBe(cardsDealt(previous) + deal.coup.dealt.length);
          expect(cardsBeforeCut(after)).toBeLessThanOrEqual(cardsBeforeCut(previous));
          expect(isLastCoupNext(previous)).toBe(deal.last);
          expect(coupProblem(nextCoupComposition(previous))).toBeNull(); // odds before every coup
          expect(after.coups).toBe(i + 1);
          expect(after.order).toBe(shoe.order); // one array for the whole shoe
          previous = after;
        }
        const end = deals.at(-1)!.shoe;
        // Burn card, burned cards, every coup's cards and the cards left make up the shoe.
        const burnedCards = shoe.order.slice(1, 1 + burnedFaceDown(shoe));
        const dealt = deals.flatMap((d) => d.coup.dealt.map((x) => x.card));
        const left = shoe.order.slice(end.next);
        expect([burnCard(shoe), ...burnedCards, ...dealt, ...left]).toEqual(shoe.order);
        expect(left.length).toBe(cardsLeft(end));
        expect(left.length).toBeGreaterThanOrEqual(CARDS_BEHIND_CUT - 11);
        expect(text([...shoe.order].sort(byName))).toBe(text(freshShoe(decks).sort(byName)));
        // The player has seen the shown burn card and every dealt card, not the burned ones.
        expect(seenCards(end)).toEqual([burnCard(shoe), ...dealt]);
        expect(cardsSeen(seenComposition(end))).toBe(1 + dealt.length);
        // Once finished, the next coup comes from a new shoe: nothing of it seen yet.
        expect(nextCoupComposition(end)).toEqual(fullComposition(decks));
      }),
      { numRuns: 200, seed: 416 },
    );
  });
});

describe('the seen composition', () => {
  it('is the full shoe less the shown burn card and the dealt cards; burned cards stay unseen', () => {
    const shoe = built([
      ...cardsOf('KD 2S 2H 2D 2C 3S 3H 3D 3C 4S 4H'),
      ...without(freshShoe(8), cardsOf('KD 2S 2H 2D 2C 3S 3H 3D 3C 4S 4H')),
    ]);
    const fresh = seenComposition(shoe);
    expect(fresh.counts.K).toBe(31);
    expect(fresh.counts['2']).toBe(32); // burned face down: unseen
    const after = seenComposition(dealNextCoup(shoe).shoe);
    expect(cardsSeen(after)).toBe(1 + cardsDealt(dealNextCoup(shoe).shoe));
  });
});

describe('the save form', () => {
  it('round-trips through JSON at any point of any shoe', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<ShoeDecks>(6, 8), fc.nat(100), (seed, decks, coups) => {
        let shoe = newShoe(decks, seededRng(seed));
        for (let i = 0; i < coups && !shoe.finished; i++) shoe = dealNextCoup(shoe).shoe;
        const saved = JSON.parse(JSON.stringify(saveShoe(shoe))) as unknown;
        expect(parseShoe(saved)).toEqual({ ok: true, shoe });
      }),
      { numRuns: 60, seed: 1300 },
    );
  });

  it('is about 1,300 characters for 8 decks', () => {
    expect(JSON.stringify(saveShoe(newShoe(8, seededRng(3)))).length).toBeLessThan(1350);
  });

  const shoe = newShoe(8, seededRng(5));
  const saved = saveShoe(shoe);
  const words = saved.cards.split(' ');
  const replaced = (index: number, card: string): string => words.map((w, i) => (i === index ? card : w)).join(' ');
  const totalCoups = dealToEnd(shoe).deals.length;

  it('reads a finished shoe back as finished', () => {
    const result = parseShoe({ ...saved, coups: totalCoups });
    expect(result.ok && result.shoe.finished).toBe(true);
  });

  test.each<[string, unknown, RegExp]>([
    ['nothing', null, /object/],
    ['a string', saved.cards, /object/],
    ['an array', [saved.cards, 0], /object/],
    ['no cards', { coups: 0 }, /cards are missing/],
    ['cards as a list', { cards: words, coups: 0 }, /cards are missing/],
    ['no coups', { cards: saved.cards }, /whole number/],
    ['negative coups', { cards: saved.cards, coups: -1 }, /whole number/],
    ['fractional coups', { cards: saved.cards, coups: 1.5 }, /whole number/],
    ['coups as text', { cards: saved.cards, coups: '3' }, /whole number/],
    ['more coups than the shoe holds', { cards: saved.cards, coups: totalCoups + 1 }, /holds \d+ coups/],
    ['a card dropped', { cards: words.slice(1).join(' '), coups: 0 }, /not 415/],
    ['a card added', { cards: `${saved.cards} AS`, coups: 0 }, /not 417/],
    ['seven decks', { cards: words.slice(0, 364).join(' '), coups: 0 }, /not 364/],
    [
      'a card swapped for another',
      { cards: replaced(0, words[1] === 'AS' ? 'KD' : 'AS'), coups: 0 },
      /in the shoe (7|9) times/,
    ],
    ['a card that is not one', { cards: replaced(200, 'ZZ'), coups: 0 }, /not a card: "ZZ"/],
    ['a ten written T', { cards: saved.cards.replace(/(^| )10([SHDC])/, '$1T$2'), coups: 0 }, /not a card: "T/],
    ['a card in lower case', { cards: replaced(3, words[3]!.toLowerCase()), coups: 0 }, /not a card/],
    ['two spaces', { cards: saved.cards.replace(' ', '  '), coups: 0 }, /not 417/],
  ])('refuses %s', (_, raw, reason) => {
    const result = parseShoe(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('takes the burn and the position from the cards, so they cannot disagree with them', () => {
    // Swapping the shown card for one of another rank changes the burn: the shoe is read with
    // the new burn, and the same number of coups lands where those cards say.
    const other = words.findIndex((w) => burnValue(parseCard(w)!) !== burnValue(parseCard(words[0]!)!));
    const swapped = words.map((w, i) => (i === 0 ? words[other]! : i === other ? words[0]! : w)).join(' ');
    const result = parseShoe({ cards: swapped, coups: 0 });
    expect(result.ok && burnedFaceDown(result.shoe)).toBe(burnValue(parseCard(words[other]!)!));
  });
});

describe('building a shoe from an order', () => {
  it('refuses an order that is not a permutation of 6 or 8 decks', () => {
    const fresh = freshShoe(8);
    expect(shoeFromOrder(fresh.slice(1))).toMatchObject({ ok: false, reason: expect.stringMatching(/415/) });
    expect(shoeFromOrder([fresh[1]!, ...fresh.slice(1)])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/times/),
    });
    expect(shoeFromOrder(freshShoe(1))).toMatchObject({ ok: false });
    expect(shoeFromOrder(freshShoe(6))).toMatchObject({ ok: true });
  });

  it('does not follow later changes to the array it was given', () => {
    const order = freshShoe(8);
    const shoe = built(order);
    order[0] = order[415]!;
    expect(formatCard(burnCard(shoe))).toBe('AS');
  });
});
