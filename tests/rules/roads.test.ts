import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  askRoads,
  beadPlate,
  bigRoad,
  DERIVED_ROAD_NAMES,
  derivedMarks,
  derivedRoad,
  opensWithPair,
  pairDots,
  parseCards,
  scoreboard,
  type AskRoad,
  type PairDots,
  type Winner,
} from '../../src/rules';

/** Outcomes written as letters: `BBPPPT`. */
const hands = (letters: string): Winner[] =>
  [...letters.replace(/\s/g, '')].map((l) => ({ P: 'player', B: 'banker', T: 'tie' })[l] as Winner);
const letters = (marks: readonly string[]) =>
  marks.map((m) => (m === 'red' ? 'R' : m === 'blue' ? 'B' : m[0]!.toUpperCase())).join(' ');
const positions = (cells: readonly { col: number; row: number }[]) => cells.map((c) => `${c.col},${c.row}`);

describe('Bead Plate', () => {
  it('fills one cell per hand, column by column, six rows', () => {
    const cells = beadPlate(hands('BPTBBPP'));
    expect(cells.map((c) => c.mark)).toEqual(hands('BPTBBPP'));
    expect(positions(cells)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,0']);
  });
});

describe('pair dots', () => {
  const none: PairDots = { playerPair: false, bankerPair: false };
  const player: PairDots = { playerPair: true, bankerPair: false };
  const banker: PairDots = { playerPair: false, bankerPair: true };

  it('a hand opens with a pair when its first two cards share a rank, not merely a value', () => {
    expect(opensWithPair(parseCards('KS KH'))).toBe(true);
    expect(opensWithPair(parseCards('KS QS'))).toBe(false); // both worth 0, not a pair
    expect(opensWithPair(parseCards('4D 2C 4H'))).toBe(false); // the third card never makes a pair
    expect(opensWithPair(parseCards('7C 7C 2D'))).toBe(true);
  });

  it('marks each bead with its own hand’s pairs', () => {
    const dots = pairDots(hands('BPT'), [banker, none, player]);
    expect(dots.beadPlate).toEqual([banker, none, player]);
  });

  it('marks a Big Road cell with its hand’s pairs and those of the ties counted on it', () => {
    // T(player pair) B P(banker pair) T(player pair) B: the leading tie counts on the first cell.
    const dots = pairDots(hands('TBPTB'), [player, none, banker, player, none]);
    expect(dots.bigRoad).toEqual([player, { playerPair: true, bankerPair: true }, none]);
    expect(dots.bigRoad).toHaveLength(bigRoad(hands('TBPTB')).length);
  });

  it('gives one dot record per Big Road cell and per bead, whatever the outcomes', () => {
    const outcome = fc.constantFrom<Winner>('player', 'banker', 'tie');
    const pair = fc.record({ playerPair: fc.boolean(), bankerPair: fc.boolean() });
    fc.assert(
      fc.property(fc.array(fc.tuple(outcome, pair), { maxLength: 120 }), (played) => {
        const outcomes = played.map(([o]) => o);
        const dots = pairDots(
          outcomes,
          played.map(([, p]) => p),
        );
        expect(dots.beadPlate).toHaveLength(beadPlate(outcomes).length);
        // Only hands with no decided hand at all leave no cell for their pairs.
        expect(dots.bigRoad).toHaveLength(bigRoad(outcomes).length);
        const anyPlayerPair = played.some(
          ([o, p]) => p.playerPair && (o !== 'tie' || outcomes.some((x) => x !== 'tie')),
        );
        expect(dots.bigRoad.some((d) => d.playerPair)).toBe(anyPlayerPair);
      }),
    );
  });
});

describe('Big Road', () => {
  it('starts a new column whenever the winner changes', () => {
    const cells = bigRoad(hands('BBPPPB'));
    expect(positions(cells)).toEqual(['0,0', '0,1', '1,0', '1,1', '1,2', '2,0']);
  });

  it('counts ties on the cell of the last result, without a cell of their own', () => {
    const cells = bigRoad(hands('BTTPTB'));
    expect(cells.map((c) => [c.mark, c.ties])).toEqual([
      ['banker', 2],
      ['player', 1],
      ['banker', 0],
    ]);
  });

  it('counts ties before the first Player or Banker result on the first cell', () => {
    expect(bigRoad(hands('TTP')).map((c) => [c.mark, c.ties])).toEqual([['player', 2]]);
    expect(bigRoad(hands('TT'))).toEqual([]);
  });

  it('turns a streak longer than six right along the bottom row (the dragon tail)', () => {
    const cells = bigRoad(hands('BBBBBBBBP'));
    expect(positions(cells)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5', '2,5', '1,0']);
  });

  it('turns right when the cell below is taken by an earlier tail', () => {
    // 8 Bankers tail along row 5 to column 2; then P (col 1), B×6 (col 2) meets that tail at row 5.
    const cells = bigRoad(hands('BBBBBBBB P BBBBBB'));
    expect(positions(cells).slice(8)).toEqual(['1,0', '2,0', '2,1', '2,2', '2,3', '2,4', '3,4']);
  });

  it('a long zigzag takes one column per hand', () => {
    const cells = bigRoad(hands('BPBPBPBPBPBP'));
    expect(positions(cells)).toEqual(Array.from({ length: 12 }, (_, i) => `${i},0`));
  });
});

describe('derived roads', () => {
  const worked = hands('BBPPPBPBB');

  it('B B P P P B P B B gives Big Eye Boy R B B B R B', () => {
    expect(letters(derivedMarks(worked, 1))).toBe('R B B B R B');
  });

  it('B B P P P B P B B gives Small Road B B B', () => {
    expect(letters(derivedMarks(worked, 2))).toBe('B B B');
  });

  it('B B P P P B P B B gives Cockroach Pig B R', () => {
    expect(letters(derivedMarks(worked, 3))).toBe('B R');
  });

  it('ignores ties, which take no Big Road cell', () => {
    expect(derivedMarks(hands('TBBTPPPTBPBB'), 1)).toEqual(derivedMarks(worked, 1));
  });

  it('Big Eye Boy starts at the first cell of column 3 when column 2 has one cell', () => {
    expect(derivedMarks(hands('BP'), 1)).toEqual([]);
    expect(letters(derivedMarks(hands('BPB'), 1))).toBe('R');
  });

  it('a long zigzag is all red: every column as long as the one before', () => {
    expect(new Set(derivedMarks(hands('BPBPBPBPBPBP'), 1))).toEqual(new Set(['red']));
    expect(new Set(derivedMarks(hands('BPBPBPBPBPBP'), 3))).toEqual(new Set(['red']));
  });

  it('a streak that runs on past the column to compare is red after one blue', () => {
    // columns B×2 then P×5: rows 1 red (B has row 1), row 2 blue (B ended one short), rows 3, 4 red.
    expect(letters(derivedMarks(hands('BBPPPPP'), 1))).toBe('R B R R');
  });

  it('lays a derived road out in columns of one colour', () => {
    const cells = derivedRoad(worked, 'bigEyeBoy');
    expect(cells.map((c) => [c.mark, c.col, c.row])).toEqual([
      ['red', 0, 0],
      ['blue', 1, 0],
      ['blue', 1, 1],
      ['blue', 1, 2],
      ['red', 2, 0],
      ['blue', 3, 0],
    ]);
  });

  it('each derived road holds exactly one mark per Big Road cell from its starting cell on', () => {
    const outcome = fc.constantFrom<Winner>('player', 'banker', 'tie');
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 150 }), (outcomes) => {
        const big = bigRoad(outcomes);
        const lengths: number[] = [];
        let previous: string | undefined;
        for (const cell of big) {
          if (cell.mark === previous) lengths[lengths.length - 1]! += 1;
          else lengths.push(1);
          previous = cell.mark;
        }
        for (const offset of [1, 2, 3] as const) {
          // Cells before the start: all of columns 0…offset−1, plus the first cell of column offset.
          const before = lengths.slice(0, offset).reduce((a, b) => a + b, 0) + (lengths.length > offset ? 1 : 0);
          expect(derivedMarks(outcomes, offset)).toHaveLength(Math.max(0, big.length - before));
        }
      }),
    );
  });

  it('numbers every road mark in the order it was added, and never puts two in one place', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Winner>('player', 'banker', 'tie'), { maxLength: 200 }), (outcomes) => {
        const board = scoreboard(outcomes);
        for (const road of Object.values(board)) {
          expect(road.map((c: { index: number }) => c.index)).toEqual(road.map((_: unknown, i: number) => i));
          const places = positions(road);
          expect(new Set(places).size).toBe(places.length);
          for (const cell of road) expect(cell.row).toBeLessThan(6);
        }
      }),
    );
  });
});

describe('Banker Ask and Player Ask', () => {
  /** An Ask as `road: colour col,row`, or `road: none`. */
  const shown = (ask: AskRoad) =>
    DERIVED_ROAD_NAMES.map((road) => {
      const m = ask[road];
      return m === null ? `${road}: none` : `${road}: ${m.mark} ${m.col},${m.row}`;
    });

  it('after B B P P P B P B B, a Banker would add red to all three roads and a Player blue', () => {
    // Big Road columns 2, 3, 1, 1, 2. Banker puts a third cell in column 4, row 2: columns 3
    // and 2 (one hand each) ended before row 1, column 1 (three) reaches row 2: red, red, red.
    // Player starts column 5 after a column of 2, as long as none of columns 3, 2, 1 (1, 1,
    // 3): blue, blue, blue.
    const ask = askRoads(hands('BBPPPBPBB'));
    expect(shown(ask.banker)).toEqual(['bigEyeBoy: red 4,0', 'smallRoad: red 1,0', 'cockroachPig: red 1,1']);
    expect(shown(ask.player)).toEqual(['bigEyeBoy: blue 3,1', 'smallRoad: blue 0,3', 'cockroachPig: blue 2,0']);
  });

  it('says no mark while a road has not reached its starting cell', () => {
    for (const start of ['', 'T T', 'B', 'B B T']) {
      expect(shown(askRoads(hands(start)).banker)).toEqual([
        'bigEyeBoy: none',
        'smallRoad: none',
        'cockroachPig: none',
      ]);
      expect(shown(askRoads(hands(start)).player)).toEqual([
        'bigEyeBoy: none',
        'smallRoad: none',
        'cockroachPig: none',
      ]);
    }
    // B P: the Big Eye Boy starts with the next hand, the Small Road and Cockroach Pig later.
    expect(shown(askRoads(hands('BP')).banker)).toEqual([
      'bigEyeBoy: red 0,0',
      'smallRoad: none',
      'cockroachPig: none',
    ]);
    expect(shown(askRoads(hands('BP')).player)).toEqual([
      'bigEyeBoy: blue 0,0',
      'smallRoad: none',
      'cockroachPig: none',
    ]);
  });

  it("places the mark on the dragon tail when a derived road's streak has run past six rows", () => {
    // A zigzag of ten hands: eight red Big Eye Boy marks, six down column 0 and two along row 5.
    const zigzag = hands('BPBPBPBPBP');
    expect(positions(derivedRoad(zigzag, 'bigEyeBoy')).slice(-2)).toEqual(['1,5', '2,5']);
    // Banker makes one more one-hand column: red again, on along the tail; Player makes the
    // column two long, unlike the one before it: blue, at the top of the next free column.
    expect(askRoads(zigzag).banker.bigEyeBoy).toEqual({ mark: 'red', col: 3, row: 5 });
    expect(askRoads(zigzag).player.bigEyeBoy).toEqual({ mark: 'blue', col: 1, row: 0 });
  });

  const outcomes = fc.array(fc.constantFrom<Winner>('player', 'banker', 'tie'), { maxLength: 120 });

  it('the Ask mark is exactly the mark the road adds when that result comes, and nothing else moves', () => {
    fc.assert(
      fc.property(outcomes, fc.constantFrom('banker', 'player' as const), (before, next) => {
        const ask = askRoads(before)[next];
        const then = scoreboard([...before, next]);
        const now = scoreboard(before);
        for (const road of DERIVED_ROAD_NAMES) {
          const added = then[road].slice(now[road].length);
          expect(then[road].slice(0, now[road].length)).toEqual(now[road]);
          expect(added.map(({ mark, col, row }) => ({ mark, col, row }))).toEqual(
            ask[road] === null ? [] : [ask[road]],
          );
        }
      }),
      { seed: 20260808, numRuns: 400 },
    );
  });

  it('the two Asks always disagree: both no mark, or one red and one blue, on every road', () => {
    fc.assert(
      fc.property(outcomes, (before) => {
        const { banker, player } = askRoads(before);
        for (const road of DERIVED_ROAD_NAMES) {
          expect(banker[road] === null).toBe(player[road] === null);
          if (banker[road] !== null) expect(banker[road].mark).not.toBe(player[road]!.mark);
        }
      }),
      { seed: 8, numRuns: 400 },
    );
  });

  it('a tie changes no Ask: it adds nothing to any road', () => {
    fc.assert(
      fc.property(outcomes, (before) => {
        expect(askRoads([...before, 'tie'])).toEqual(askRoads(before));
      }),
      { seed: 88, numRuns: 200 },
    );
  });
});
