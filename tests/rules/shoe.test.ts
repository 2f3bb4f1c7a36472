import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECKS, formatCard, freshCard, freshShoe, RANKS, seededRng, shuffle, SUITS } from '../../src/rules';
import { chiSquare, chiSquareCritical, Z_UPPER } from './stats';

describe('the shoe', () => {
  it('holds 8 decks: 416 cards, 32 of each rank and 104 of each suit', () => {
    const shoe = freshShoe();
    expect(DECKS).toBe(8);
    expect(shoe).toHaveLength(416);
    for (const rank of RANKS) expect(shoe.filter((c) => c.rank === rank)).toHaveLength(32);
    for (const suit of SUITS) expect(shoe.filter((c) => c.suit === suit)).toHaveLength(104);
  });

  it('names the card at each position of a fresh shoe of 8 or 6 decks without building it', () => {
    for (const decks of [8, 6]) freshShoe(decks).forEach((card, position) => expect(freshCard(position)).toEqual(card));
  });

  it('pins the first cards of seed 42, so an accidental change to the shuffle is caught', () => {
    const top = shuffle(freshShoe(), seededRng(42)).slice(0, 8).map(formatCard);
    expect(top).toMatchInlineSnapshot(`
      [
        "7S",
        "JH",
        "6D",
        "JD",
        "KS",
        "10C",
        "8H",
        "8H",
      ]
    `);
  });
});

describe('the shuffle', () => {
  const key = formatCard;

  it('is a permutation of the 416 cards, whatever the seed', () => {
    const sorted = freshShoe().map(key).sort();
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const shuffled = shuffle(freshShoe(), seededRng(seed));
        expect(shuffled.map(key).sort()).toEqual(sorted);
      }),
      { numRuns: 50 },
    );
  });

  it('leaves its input alone', () => {
    const shoe = freshShoe(1);
    const before = shoe.map(key);
    shuffle(shoe, seededRng(1));
    expect(shoe.map(key)).toEqual(before);
  });

  it('puts every rank in every position equally often (chi-square over position × rank, α = 0.001)', () => {
    const shuffles = 1300; // 100 expected per cell
    const rng = seededRng(416);
    const shoe = freshShoe();
    const rankIndex = new Map(RANKS.map((r, i) => [r, i]));
    const counts = new Array<number>(shoe.length * RANKS.length).fill(0);
    for (let s = 0; s < shuffles; s++) {
      shuffle(shoe, rng).forEach((card, position) => counts[position * RANKS.length + rankIndex.get(card.rank)!]!++);
    }
    const expected = counts.map(() => (shuffles * 32) / shoe.length);
    // Each position holds one card and each rank 32 per shuffle: (416 − 1)(13 − 1) degrees of freedom.
    const degrees = (shoe.length - 1) * (RANKS.length - 1);
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquareCritical(degrees, Z_UPPER['0.001']));
  });

  it('makes every order of a small deck equally likely (all 24 orders of 4 cards, α = 0.001)', () => {
    const rng = seededRng(24);
    const counts = new Map<string, number>();
    const draws = 24_000;
    for (let i = 0; i < draws; i++) {
      const order = shuffle(['a', 'b', 'c', 'd'], rng).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const observed = [...counts.values()];
    expect(
      chiSquare(
        observed,
        observed.map(() => draws / 24),
      ),
    ).toBeLessThan(chiSquareCritical(23, Z_UPPER['0.001']));
  });
});
