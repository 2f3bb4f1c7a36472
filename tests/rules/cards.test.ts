import { describe, expect, it, test } from 'vitest';
import { cardPoints, formatCard, handTotal, parseCard, parseCards, RANKS, SUITS } from '../../src/rules';

describe('card notation', () => {
  test.each(['KD', '7H', '10S', 'AC', '2D', 'QS', 'JH'])('%s round-trips through parse and format', (text) => {
    const card = parseCard(text);
    expect(card).not.toBeNull();
    expect(formatCard(card!)).toBe(text);
  });

  it('round-trips every rank of every suit', () => {
    for (const rank of RANKS)
      for (const suit of SUITS) expect(parseCard(formatCard({ rank, suit }))).toEqual({ rank, suit });
  });

  it('reads T as ten and ignores case', () => {
    expect(parseCard('ts')).toEqual({ rank: '10', suit: 'S' });
    expect(parseCard('kd')).toEqual({ rank: 'K', suit: 'D' });
  });

  test.each(['', 'K', '1S', '11H', 'KX', 'ZZ', '10'])('refuses %j', (text) => {
    expect(parseCard(text)).toBeNull();
  });

  it('reads a line of cards and refuses a bad one', () => {
    expect(parseCards('4S 3H  KD').map(formatCard)).toEqual(['4S', '3H', 'KD']);
    expect(() => parseCards('4S XX')).toThrow(/not a card: XX/);
  });
});

describe('points', () => {
  it('counts ace as 1, two to nine at face value, tens and court cards as 0', () => {
    const points = RANKS.map((rank) => cardPoints({ rank, suit: 'S' }));
    expect(points).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
  });

  it('keeps only the last digit of a hand total: 7+6 is 3, 4+6 is 0', () => {
    expect(handTotal(parseCards('7H 6S'))).toBe(3);
    expect(handTotal(parseCards('4H 6S'))).toBe(0);
    expect(handTotal(parseCards('9H 9S 9D'))).toBe(7);
    expect(handTotal([])).toBe(0);
  });
});
