import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  BANKER_DRAWS_WHEN_PLAYER_THIRD_IS,
  cardPoints,
  coupFromCards,
  dealCoup,
  dealFromShuffledShoe,
  formatCard,
  freshShoe,
  nextToDraw,
  parseCards,
  seededRng,
  shuffle,
  type Points,
  type Rng,
} from '../../src/rules';
import { coup } from './fixtures';

const POINTS: readonly Points[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** A card of the given points, in the notation (0 is a King). */
const cardOf = (points: number, suit = 'H'): string => `${points === 0 ? 'K' : points === 1 ? 'A' : points}${suit}`;

/** Cards in dealing order P B P B: Player's two cards, then Banker's. */
function firstFour(player: [number, number], banker: [number, number]): string {
  return `${cardOf(player[0], 'S')} ${cardOf(banker[0], 'D')} ${cardOf(player[1], 'C')} ${cardOf(banker[1], 'S')}`;
}

/** Two cards whose total is `total` (never a pair of 8s or 9s for totals under 8). */
const twoCardsTotalling = (total: number): [number, number] => [total, 0];

describe("Banker's third card when Player has drawn", () => {
  const cells = ([0, 1, 2, 3, 4, 5, 6, 7] as const).flatMap((banker) =>
    POINTS.map((third) => ({ banker, third, draws: BANKER_DRAWS_WHEN_PLAYER_THIRD_IS[banker].includes(third) })),
  );

  it('has a cell for every Banker total 0–7 and every third-card point', () => {
    expect(cells).toHaveLength(80);
  });

  test.each(cells)("banker on $banker, player's third card $third: draws $draws", ({ banker, third, draws }) => {
    const opening = `${firstFour([1, 0], twoCardsTotalling(banker))} ${cardOf(third)}`;
    if (draws) {
      const played = coup(`${opening} 2C`);
      expect(played.banker).toHaveLength(3);
      expect(played.dealt.map((d) => d.hand)).toEqual(['player', 'banker', 'player', 'banker', 'player', 'banker']);
      expect(coupFromCards(parseCards(opening))).toBeNull();
    } else {
      const played = coup(opening);
      expect(played.banker).toHaveLength(2);
      expect(played.player).toHaveLength(3);
    }
  });

  it('reads like the house rules table', () => {
    expect(BANKER_DRAWS_WHEN_PLAYER_THIRD_IS).toEqual({
      0: POINTS,
      1: POINTS,
      2: POINTS,
      3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
      4: [2, 3, 4, 5, 6, 7],
      5: [4, 5, 6, 7],
      6: [6, 7],
      7: [],
    });
  });

  it("banker stands on 6 when player's third card is 5", () => {
    expect(coup('AS 6D KC KS 5H').banker.map(formatCard)).toEqual(['6D', 'KS']);
  });

  it("banker draws on 3 unless player's third card is an 8", () => {
    expect(coup('AS 3D KC KS 8H').banker).toHaveLength(2);
    expect(coup('AS 3D KC KS 9H 2C').banker).toHaveLength(3);
  });
});

describe('Player stands on 6 or 7', () => {
  const cases = [6, 7].flatMap((player) => [0, 1, 2, 3, 4, 5, 6, 7].map((banker) => ({ player, banker })));
  test.each(cases)('player stands on $player, banker on $banker draws only on 0–5', ({ player, banker }) => {
    const opening = firstFour(twoCardsTotalling(player) as [number, number], twoCardsTotalling(banker));
    const played = banker <= 5 ? coup(`${opening} 4H`) : coup(opening);
    expect(played.player).toHaveLength(2);
    expect(played.banker).toHaveLength(banker <= 5 ? 3 : 2);
    if (banker <= 5) expect(played.dealt[4]!.hand).toBe('banker');
  });
});

describe('Player draws on 0–5', () => {
  test.each([0, 1, 2, 3, 4, 5])('player draws a third card on %i', (player) => {
    const played = coup(`${firstFour([player, 0], [7, 0])} 9H`);
    expect(played.player).toHaveLength(3);
    expect(played.dealt[4]!.hand).toBe('player');
  });
});

describe('naturals', () => {
  const cases = [8, 9].flatMap((natural) =>
    POINTS.flatMap((other) => [
      { natural, other, holder: 'player' as const },
      { natural, other, holder: 'banker' as const },
    ]),
  );
  test.each(cases)(
    'a natural $natural for $holder against $other: both stand on two cards',
    ({ natural, other, holder }) => {
      const [player, banker] = holder === 'player' ? [natural, other] : [other, natural];
      const played = coup(firstFour([player, 0], [banker, 0]));
      expect(played.natural).toBe(true);
      expect(played.player).toHaveLength(2);
      expect(played.banker).toHaveLength(2);
    },
  );

  it('two naturals of the same total tie', () => {
    expect(coup('8S 4D KC 4S').winner).toBe('tie');
  });

  it('a three-card 8 or 9 is not a natural', () => {
    expect(coup('2S 7D KC KS 6H').natural).toBe(false);
  });
});

describe('the worked hands of the seed documents', () => {
  it('player 10-7 against banker 4-4: banker natural 8 wins 8 to 7', () => {
    const played = coup('10S 4H 7D 4C');
    expect([played.playerTotal, played.bankerTotal, played.winner, played.natural]).toEqual([7, 8, 'banker', true]);
  });

  it('player J-A draws a 10, banker stands on 5-2: banker wins 7 to 1', () => {
    const played = coup('JS 5H AD 2C 10H');
    expect([played.playerTotal, played.bankerTotal, played.winner]).toEqual([1, 7, 'banker']);
  });

  it('player 9-2 draws a 3, banker 6-6 draws a J: player wins 4 to 2', () => {
    const played = coup('9S 6H 2D 6C 3H JD');
    expect([played.playerTotal, played.bankerTotal, played.winner]).toEqual([4, 2, 'player']);
  });
});

describe('the drawing rules', () => {
  it('never call for a seventh card, whatever the six before it', () => {
    const points = new Int8Array(6);
    let calls = 0;
    for (let n = 0; n < 1_000_000; n++) {
      for (let i = 0, rest = n; i < 6; i++, rest = Math.floor(rest / 10)) points[i] = rest % 10;
      if (nextToDraw(points, 6) !== null) throw new Error(`a seventh card after ${points.join(' ')}`);
      calls++;
    }
    expect(calls).toBe(1_000_000);
  });
});

describe('a coup from cards', () => {
  it('refuses too few cards and cards left over', () => {
    expect(coupFromCards(parseCards('AS 2D 3C'))).toBeNull();
    expect(coupFromCards(parseCards('8S 4D KC 4S 2H'))).toBeNull();
  });

  it('deals Player, Banker, Player, Banker from the top of the shoe', () => {
    const played = coup('AS 2D 3C 2S 5H 6D');
    expect(played.player.map(formatCard)).toEqual(['AS', '3C', '5H']);
    expect(played.banker.map(formatCard)).toEqual(['2D', '2S', '6D']);
  });
});

/** The random numbers `rng` answers, written down as they are drawn. */
function recording(rng: Rng): { rng: Rng; drawn: number[] } {
  const drawn: number[] = [];
  return { rng: (bound) => drawn[drawn.push(rng(bound)) - 1]!, drawn };
}

describe('the game deal', () => {
  it('deals the top of the whole shoe shuffled, from the same first random numbers', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(8, 6, 1), (seed, decks) => {
        const full = recording(seededRng(seed));
        const shoe = shuffle(freshShoe(decks), full.rng);
        let top = 0;
        const expected = dealCoup(() => shoe[top++]!);
        const dealt = recording(seededRng(seed));
        expect(dealFromShuffledShoe(dealt.rng, decks)).toEqual(expected);
        // The whole shuffle's first numbers, in the same order: as many as the coup has cards.
        expect(dealt.drawn).toEqual(full.drawn.slice(0, expected.dealt.length));
      }),
      { numRuns: 5000 },
    );
  });

  it('is the same for the same seed and differs between seeds', () => {
    const cards = (seed: number) => dealFromShuffledShoe(seededRng(seed)).dealt.map((d) => formatCard(d.card));
    expect(cards(7)).toEqual(cards(7));
    expect(cards(7)).not.toEqual(cards(8));
  });

  it('always follows the drawing rules: replaying its cards gives the same coup', () => {
    const rng = seededRng(2026);
    for (let i = 0; i < 2000; i++) {
      const played = dealFromShuffledShoe(rng);
      expect(coupFromCards(played.dealt.map((d) => d.card))).toEqual(played);
      expect(played.player.length + played.banker.length).toBe(played.dealt.length);
      expect(played.playerTotal).toBe(played.player.reduce((s, c) => s + cardPoints(c), 0) % 10);
    }
  });
});
