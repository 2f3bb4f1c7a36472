import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compositionOdds, fullComposition, tableOdds, type Composition } from '../../../src/rules';
import { RANKS, rankPoints } from '../../../src/rules/cards';
import {
  BANKER_WINS,
  BANKER_WINS_THREE_CARD_7,
  BANKER_WINS_WITH_6,
  DRAWS,
  PLAYER_WINS,
  PLAYER_WINS_THREE_CARD_8,
  pointOdds,
  POINT_ODDS_SIZE,
  TIES,
} from '../../../src/rules/lab';
import { anyComposition } from '../fixtures';

/** The composition folded into its ten point classes, and the lab's fast enumeration of it. */
function fast(composition: Composition): bigint[] {
  const counts = new Array<number>(10).fill(0);
  for (const rank of RANKS) counts[rankPoints(rank)]! += composition.counts[rank];
  const out = new Float64Array(POINT_ODDS_SIZE);
  pointOdds(counts, out);
  return Array.from(out, (w) => {
    expect(Number.isSafeInteger(w)).toBe(true);
    return BigInt(w);
  });
}

/** The same weights from the table's own exact odds code: compositionOdds for who wins, tableOdds for EZ's and No commission's Banker lines and Panda 8. */
function slow(composition: Composition): bigint[] {
  const { weights } = compositionOdds(composition);
  const table = tableOdds(composition).bets;
  const out: bigint[] = [];
  out[BANKER_WINS] = weights.banker;
  out[PLAYER_WINS] = weights.player;
  out[TIES] = weights.tie;
  out[BANKER_WINS_THREE_CARD_7] = table.ez.banker.weights['win-with-three-card-7']!;
  out[BANKER_WINS_WITH_6] = table['no-commission'].banker.weights['win-with-6']!;
  out[DRAWS] = weights.total;
  out[PLAYER_WINS_THREE_CARD_8] = table.ez['panda-8'].weights['panda-8']!;
  return out;
}

describe("the lab's fast exact odds (point classes, Banker's third card by running totals)", () => {
  test.each([1, 6, 8])("equal the table's exact odds on a full shoe of %i decks", (decks) => {
    expect(fast(fullComposition(decks))).toEqual(slow(fullComposition(decks)));
  });

  test("equal the table's exact odds, weight for weight, on random compositions of 1 to 8 decks", () => {
    fc.assert(
      fc.property(anyComposition(), (composition) => {
        expect(fast(composition)).toEqual(slow(composition));
      }),
      { numRuns: 150, seed: 19 },
    );
  });

  test('equal them on nearly empty shoes too: six to ten cards of one or two points', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RANKS),
        fc.constantFrom(...RANKS),
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 3, max: 5 }),
        (a, b, na, nb) => {
          const counts = Object.fromEntries(RANKS.map((r) => [r, 0])) as Record<(typeof RANKS)[number], number>;
          counts[a] += na;
          counts[b] += nb;
          const composition = { decks: 3, counts };
          expect(fast(composition)).toEqual(slow(composition));
        },
      ),
      { numRuns: 40, seed: 7 },
    );
  });

  test('refuse a shoe with fewer than six cards', () => {
    expect(() => pointOdds([5, 0, 0, 0, 0, 0, 0, 0, 0, 0], new Float64Array(POINT_ODDS_SIZE))).toThrow(RangeError);
  });
});
