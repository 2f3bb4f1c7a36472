import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, derivedMarks, derivedRoad, scoreboard, type Winner } from '../../src/rules';

/** Outcomes written as letters: `BBPPPT`. */
const hands = (letters: string): Winner[] =>
  [...letters.replace(/\s/g, '')].map((l) => ({ P: 'player', B: 'banker', T: 'tie' })[l] as Winner);
const letters = (marks: readonly string[]) => marks.map((m) => (m === 'red' ? 'R' : m === 'blue' ? 'B' : m[0]!.toUpperCase())).join(' ');
const positions = (cells: readonly { col: number; row: number }[]) => cells.map((c) => `${c.col},${c.row}`);

describe('Bead Plate', () => {
  it('fills one cell per hand, column by column, six rows', () => {
    const cells = beadPlate(hands('BPTBBPP'));
    expect(cells.map((c) => c.mark)).toEqual(hands('BPTBBPP'));
    expect(positions(cells)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,0']);
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
