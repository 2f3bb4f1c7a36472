import fc from 'fast-check';
import { anyComposition, everySixCardDraw } from './fixtures';
import { describe, expect, it, test } from 'vitest';
import {
  add,
  BETS,
  betLine,
  cardsIn,
  compositionAfter,
  compositionOdds,
  coupFacts,
  fraction,
  fullComposition,
  GAMES,
  houseEdges,
  mul,
  parseCards,
  paytable,
  RANKS,
  tableOdds,
  toNumber,
  type Composition,
  type CoupFacts,
  type Fraction,
  type Game,
  type Rank,
  type RankCounts,
  type TableOdds,
} from '../../src/rules';

const counts = (some: Partial<Record<Rank, number>>): RankCounts =>
  Object.fromEntries(RANKS.map((rank) => [rank, some[rank] ?? 0])) as Record<Rank, number>;

const percent = (f: Fraction, digits: number): string => (toNumber(f) * 100).toFixed(digits);

describe('the published 8-deck house edges (house-rules.md), per hand dealt, a push counting 0', () => {
  const odds = tableOdds(fullComposition(8));
  test.each<[string, Game, (typeof BETS)[number], string]>([
    ['Player Pair', 'punto-banco', 'player-pair', '10.36'],
    ['Banker Pair', 'punto-banco', 'banker-pair', '10.36'],
    ['Dragon Bonus Player', 'punto-banco', 'dragon-player', '2.65'],
    ['Dragon Bonus Banker', 'punto-banco', 'dragon-banker', '9.37'],
    ['Dragon 7', 'ez', 'dragon-7', '7.61'],
    ['Panda 8', 'ez', 'panda-8', '10.19'],
    ['EZ Banker', 'ez', 'banker', '1.02'],
    ['No-commission Banker', 'no-commission', 'banker', '1.46'],
  ])('%s: %s%', (_, game, bet, published) => {
    expect(percent(odds.bets[game][bet].houseEdge, 2)).toBe(published);
  });

  it('are per hand dealt: per resolved bet (pushes left out) the EZ Banker and Dragon Bonus figures would differ', () => {
    const perResolved = (
      bet: 'banker' | 'dragon-player',
      game: Game,
      push: 'tie' | 'natural-tie',
      extra?: 'win-with-three-card-7',
    ) => {
      const { lines, houseEdge } = odds.bets[game][bet];
      const pushes = add(lines[push]!, extra === undefined ? fraction(0n) : lines[extra]!);
      return mul(houseEdge, fraction(pushes.den, pushes.den - pushes.num));
    };
    expect(percent(perResolved('banker', 'ez', 'tie', 'win-with-three-card-7'), 2)).not.toBe('1.02');
    expect(percent(perResolved('dragon-player', 'punto-banco', 'natural-tie'), 2)).not.toBe('2.65');
  });

  it('a pair from 8 decks is 31/415 likely, so an 11 to 1 pair bet keeps 43/415', () => {
    expect(odds.bets['punto-banco']['player-pair'].lines.pair).toEqual(fraction(31n, 415n));
    expect(odds.bets['punto-banco']['player-pair'].houseEdge).toEqual(fraction(43n, 415n));
  });

  it('Punto Banco Banker, and Player and Tie in every game, have the edges houseEdges gives', () => {
    const main = houseEdges(compositionOdds(fullComposition(8)));
    expect(odds.bets['punto-banco'].banker.houseEdge).toEqual(main.banker);
    for (const game of GAMES) {
      expect(odds.bets[game].player.houseEdge).toEqual(main.player);
      expect(odds.bets[game].tie.houseEdge).toEqual(main.tie);
    }
  });

  it('side bets do not depend on the game', () => {
    for (const bet of [
      'player-pair',
      'banker-pair',
      'dragon-player',
      'dragon-banker',
      'dragon-7',
      'panda-8',
    ] as const) {
      expect(odds.bets.ez[bet]).toEqual(odds.bets['punto-banco'][bet]);
      expect(odds.bets['no-commission'][bet]).toEqual(odds.bets['punto-banco'][bet]);
    }
  });
});

/** Each bet's line probabilities sum to exactly 1, and its weights to the total. */
function expectWhole(odds: TableOdds): void {
  for (const game of GAMES) {
    for (const bet of BETS) {
      const { lines, weights } = odds.bets[game][bet];
      expect(Object.keys(lines)).toEqual(Object.keys(paytable(bet, game)));
      expect(Object.values(lines).reduce((sum, p) => add(sum, p), fraction(0n))).toEqual(fraction(1n));
      expect(Object.values(weights).reduce((sum, w) => sum + w, 0n)).toBe(odds.total);
    }
  }
}

describe('every bet of every game', () => {
  test.each([1, 6, 8])('has line probabilities that sum to exactly 1: %i decks', (decks) => {
    expectWhole(tableOdds(fullComposition(decks)));
  });

  it('has line probabilities that sum to exactly 1 for any composition', () => {
    const composition = anyComposition();
    fc.assert(
      fc.property(composition, (c) => expectWhole(tableOdds(c))),
      { numRuns: 20, seed: 21 },
    );
  });
});

describe('the enumeration', () => {
  it('gives Banker, Player and Tie exactly as compositionOdds does', () => {
    const seen = compositionAfter(8, parseCards('KD 7H 10S 9C 9D 2S'));
    if (!seen.ok) throw new Error(seen.reason);
    for (const composition of [fullComposition(1), fullComposition(6), fullComposition(8), seen.composition]) {
      const odds = compositionOdds(composition);
      const table = tableOdds(composition);
      expect(table.outcomes).toEqual(odds.outcomes);
      expect(table.total).toBe(odds.weights.total);
    }
  });

  it('gives a pair the chance of drawing two cards of one rank: Σ c(c−1) / N(N−1)', () => {
    const seen = compositionAfter(8, parseCards('KD KH KS 7H 7C 10S'));
    if (!seen.ok) throw new Error(seen.reason);
    const c = seen.composition;
    const n = BigInt(cardsIn(c));
    const same = RANKS.reduce((sum, rank) => sum + BigInt(c.counts[rank] * (c.counts[rank] - 1)), 0n);
    const odds = tableOdds(c);
    expect(odds.bets.ez['player-pair'].lines.pair).toEqual(fraction(same, n * (n - 1n)));
    expect(odds.bets.ez['banker-pair'].lines.pair).toEqual(fraction(same, n * (n - 1n)));
  });

  it('gives edges for the cards left: a shoe of Kings and Queens always ties, pairs half the time', () => {
    const odds = tableOdds({ decks: 1, counts: counts({ K: 4, Q: 4 }) });
    expect(odds.bets.ez.banker.lines.tie).toEqual(fraction(1n));
    // K K, or Q Q: 3 of the 7 cards left match the first.
    expect(odds.bets.ez['player-pair'].lines.pair).toEqual(fraction(3n, 7n));
    expect(odds.bets.ez['player-pair'].houseEdge).toEqual(fraction(-29n, 7n));
    expect(odds.bets.ez['dragon-player'].houseEdge).toEqual(fraction(1n));
  });

  it('refuses a composition no coup can be dealt from', () => {
    expect(() => tableOdds({ decks: 1, counts: counts({ K: 4, A: 1 }) })).toThrow(/6 cards and only 5/);
    expect(() => tableOdds({ decks: 1, counts: counts({ K: 5, A: 1 }) })).toThrow(RangeError);
  });
});

/**
 * Every bet's line weights by brute force, independently of the enumeration: every ordered
 * sequence of six distinct physical cards, equally likely, played out by the game's dealCoup
 * and read by each paytable (a coup of fewer cards leaves the rest of its sequence unused).
 */
function bruteForce(composition: Composition): { total: bigint; weights: Record<string, bigint> } {
  // Coups counted by their facts first, then each kind read by every paytable: the same count, faster.
  const byFacts = new Map<string, { facts: CoupFacts; count: bigint }>();
  let total = 0n;
  everySixCardDraw(composition, (coup) => {
    const facts = coupFacts(coup);
    const key = JSON.stringify(facts);
    const seen = byFacts.get(key);
    if (seen === undefined) byFacts.set(key, { facts, count: 1n });
    else seen.count++;
    total++;
  });
  const weights: Record<string, bigint> = {};
  for (const { facts, count } of byFacts.values()) {
    for (const game of GAMES) {
      for (const bet of BETS) {
        const key = `${game} ${bet} ${betLine(bet, facts, game)}`;
        weights[key] = (weights[key] ?? 0n) + count;
      }
    }
  }
  return { total, weights };
}

/** The enumeration's weights in the brute force's shape: the lines of weight 0 left out. */
function enumerated(composition: Composition): { total: bigint; weights: Record<string, bigint> } {
  const odds = tableOdds(composition);
  const weights: Record<string, bigint> = {};
  for (const game of GAMES) {
    for (const bet of BETS) {
      for (const [line, w] of Object.entries(odds.bets[game][bet].weights))
        if (w !== 0n) weights[`${game} ${bet} ${line}`] = w;
    }
  }
  return { total: odds.total, weights };
}

describe('the odds of every paytable line equal a brute-force count of every ordered draw of actual cards', () => {
  /** Nine cards on which every line of every paytable can happen (found by search). */
  const EVERY_LINE: Composition = { decks: 1, counts: counts({ A: 4, '2': 2, '3': 1, '5': 1, '6': 1 }) };

  test.each<[string, Composition]>([
    ['nine cards that reach every line of every paytable', EVERY_LINE],
    [
      'nine cards with naturals, pairs of tens and courts',
      { decks: 1, counts: counts({ '8': 2, '9': 1, '10': 2, K: 1, Q: 1, '6': 1, '7': 1 }) },
    ],
    ['eight cards of two ranks from two decks', { decks: 2, counts: counts({ '4': 5, J: 3 }) }],
  ])('%s', (_, composition) => {
    expect(enumerated(composition)).toEqual(bruteForce(composition));
  });

  it('the first of them does reach every line', () => {
    const odds = tableOdds(EVERY_LINE);
    for (const game of GAMES) {
      for (const bet of BETS) {
        for (const [line, weight] of Object.entries(odds.bets[game][bet].weights))
          expect(weight, `${game} ${bet} ${line}`).toBeGreaterThan(0n);
      }
    }
  });

  it('on small random shoes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RANKS), { minLength: 6, maxLength: 8 }), (ranks) => {
        const some: Partial<Record<Rank, number>> = {};
        for (const rank of ranks) some[rank] = Math.min(4, (some[rank] ?? 0) + 1);
        const composition = { decks: 1, counts: counts(some) };
        fc.pre(cardsIn(composition) >= 6);
        expect(enumerated(composition)).toEqual(bruteForce(composition));
      }),
      { numRuns: 8, seed: 52 },
    );
  });
});
