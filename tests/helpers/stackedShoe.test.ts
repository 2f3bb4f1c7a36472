import { describe, expect, it } from 'vitest';
import * as casinoRules from '../../src/save/casinoShoeRules';
import {
  burnCard,
  dealFromShuffledShoe,
  formatCard,
  freshShoe,
  newShoe,
  parseCards,
  seededRng,
  shuffle,
  type Card,
} from '../../src/rules';
import { makeTable } from '../store/helpers';
import { stackedHands, stackedShoe } from './stackedShoe';

const names = (cards: readonly Card[]) => cards.map(formatCard).join(' ');
/** A coup's cards in the order dealt. */
const dealt = (coup: { dealt: readonly { card: Card }[] }) => names(coup.dealt.map((d) => d.card));
/** How many times each card is in the shoe, by name. */
const copies = (cards: readonly Card[]) => {
  const count = new Map<string, number>();
  for (const card of cards) count.set(formatCard(card), (count.get(formatCard(card)) ?? 0) + 1);
  return count;
};

describe('stackedShoe: the table’s own shuffle deals the stated cards first', () => {
  it('puts the named cards on top of an 8-deck shoe, in order, the rest still a whole shoe', () => {
    const shoe = shuffle(freshShoe(8), stackedShoe('KD 7H 3C 2S 9S'));
    expect(names(shoe.slice(0, 5))).toBe('KD 7H 3C 2S 9S');
    expect(shoe).toHaveLength(416);
    expect([...copies(shoe).values()].every((n) => n === 8)).toBe(true);
    expect(copies(shoe).size).toBe(52);
  });

  it('reads the number of decks from the shuffle: a 6-deck shoe too, with all six copies of a card on top', () => {
    const six = '8H 8H 8H 8H 8H 8H';
    const shoe = shuffle(freshShoe(6), stackedShoe(six));
    expect(names(shoe.slice(0, 6))).toBe(six);
    expect(shoe).toHaveLength(312);
    expect(shoe.slice(6).some((c) => formatCard(c) === '8H')).toBe(false);
  });

  it('deals the coup the cards make: Player and Banker alternately, third cards by the rules', () => {
    const coup = dealFromShuffledShoe(stackedShoe('4S 3H KD 2C 9C 5D'));
    expect(names(coup.player)).toBe('4S KD 9C');
    expect(names(coup.banker)).toBe('3H 2C'); // Banker 5 stands on Player's third 9
    expect(coup.winner).toBe('banker');
  });

  it('shuffles the rest by its own seeded numbers: the same seed, the same shoe; another seed, another', () => {
    const a = shuffle(freshShoe(8), stackedShoe('AS'));
    const b = shuffle(freshShoe(8), stackedShoe('AS'));
    expect(names(a)).toBe(names(b));
    const c = shuffle(freshShoe(8), stackedShoe('AS', seededRng(2)));
    expect(formatCard(c[0]!)).toBe('AS');
    expect(names(c)).not.toBe(names(a));
  });

  it('stacks a casino shoe: the burn card first, the cards it burns, then the coups', () => {
    const shoe = newShoe(8, stackedShoe('3S KH KH KH 9D 2C 8H 5S'));
    expect(formatCard(burnCard(shoe))).toBe('3S');
    expect(shoe.next).toBe(4); // 3S shown, three burned face down
    expect(names(shoe.order.slice(4, 8))).toBe('9D 2C 8H 5S');
  });

  it('refuses a card the shoe cannot hold so many times, and a draw that is not the next step of the shuffle', () => {
    expect(() => shuffle(freshShoe(6), stackedShoe('AS AS AS AS AS AS AS'))).toThrow(/7 × AS asked of a 6-deck shoe/);
    const rng = stackedShoe('AS');
    expect(() => rng(100)).toThrow(/whole shoe/);
    const other = stackedShoe('AS KD');
    other(416);
    expect(() => other(100)).toThrow(/bound 100, not 415/);
    expect(() => stackedShoe('ZZ')).toThrow(/not a card/);
  });
});

describe('stackedHands: the store deals each hand its stated coup', () => {
  it('gives the first hand, then the second, the coups the test names, through the store’s rngForHand', () => {
    const { store } = makeTable({ instant: true, rngForHand: stackedHands('9S 2H KD 3C', '2D 2C 3H 3S 4D 5D') });
    store.getState().placeBet('player');
    store.getState().deal();
    expect(dealt(store.getState().hands[0]!.coup)).toBe('9S 2H KD 3C');
    store.getState().placeBet('player');
    store.getState().deal();
    expect(dealt(store.getState().hands[1]!.coup)).toBe('2D 2C 3H 3S 4D 5D');
    store.getState().placeBet('player');
    expect(() => store.getState().deal()).toThrow(/no shoe stated for hand 3/);
  });

  it('leaves a casino shoe to its commitment: it is the committed stream’s, so a test states its coup by ?seed (42: 6C burns 6; P KD 5H AC, B KH 4D)', () => {
    const { store } = makeTable({ instant: true, casinoRules, seed: 42 });
    store.getState().setSettings({ shoe: 'casino' });
    store.getState().placeBet('banker');
    store.getState().deal();
    const hand = store.getState().hands[0]!;
    expect(store.getState().shoe!.shoe.order[0]).toEqual(parseCards('6C')[0]);
    expect(hand.coup.player).toEqual(parseCards('KD 5H AC'));
    expect(hand.coup.banker).toEqual(parseCards('KH 4D'));
    expect(hand.coup.winner).toBe('player');
  });
});
