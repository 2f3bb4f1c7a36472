import type { Winner } from './types';

/**
 * The scoreboards of a baccarat table, drawn from the sequence of outcomes. They are a
 * record of what happened, not a prediction: the shoe is shuffled before every hand.
 */

/** Rows of every road grid. */
export const ROAD_ROWS = 6;

export type RoadMark = 'player' | 'banker' | 'tie' | 'red' | 'blue';

export interface RoadCell<M extends RoadMark = RoadMark> {
  readonly index: number; // the order in which the mark was added to the road, 0-based
  readonly col: number; // display position, 0-based
  readonly row: number;
  readonly mark: M;
}

export interface BigRoadCell extends RoadCell<'player' | 'banker'> {
  readonly ties: number; // ties counted on this cell
}

/** Bead Plate: one cell per hand, filled column by column, six to a column. */
export function beadPlate(outcomes: readonly Winner[]): RoadCell<Winner>[] {
  return outcomes.map((mark, index) => ({ index, col: Math.floor(index / ROAD_ROWS), row: index % ROAD_ROWS, mark }));
}

/**
 * Places streaks of marks on a six-row grid: each streak starts at the top of the next
 * free column and runs down; when it reaches the bottom, or meets an occupied cell, it
 * turns right along its last free row (the dragon tail).
 */
export function layoutStreaks<M>(
  streaks: readonly (readonly M[])[],
): { col: number; row: number; mark: M; streak: number; depth: number }[] {
  const occupied = new Set<number>();
  const key = (col: number, row: number) => col * ROAD_ROWS + row;
  const placed: { col: number; row: number; mark: M; streak: number; depth: number }[] = [];
  let startCol = -1;
  streaks.forEach((streak, s) => {
    startCol += 1;
    while (occupied.has(key(startCol, 0))) startCol += 1;
    let col = startCol;
    let row = 0;
    let turned = false;
    streak.forEach((mark, depth) => {
      if (depth > 0) {
        if (!turned && row + 1 < ROAD_ROWS && !occupied.has(key(col, row + 1))) row += 1;
        else {
          turned = true;
          col += 1;
        }
      }
      occupied.add(key(col, row));
      placed.push({ col, row, mark, streak: s, depth });
    });
  });
  return placed;
}

/** Groups consecutive equal marks into streaks. */
function streaksOf<M>(marks: readonly M[]): M[][] {
  const streaks: M[][] = [];
  for (const mark of marks) {
    const last = streaks[streaks.length - 1];
    if (last !== undefined && last[0] === mark) last.push(mark);
    else streaks.push([mark]);
  }
  return streaks;
}

/**
 * Big Road: a new column whenever the winner changes between Player and Banker. Ties take
 * no cell; they are counted on the cell of the last result (ties before the first Player or
 * Banker result on the first cell).
 */
export function bigRoad(outcomes: readonly Winner[]): BigRoadCell[] {
  const decided: ('player' | 'banker')[] = [];
  const ties: number[] = [];
  let leadingTies = 0;
  for (const outcome of outcomes) {
    if (outcome === 'tie') {
      if (decided.length === 0) leadingTies += 1;
      else ties[decided.length - 1]! += 1;
    } else {
      decided.push(outcome);
      ties.push(decided.length === 1 ? leadingTies : 0);
    }
  }
  return layoutStreaks(streaksOf(decided)).map((cell, index) => ({
    index,
    col: cell.col,
    row: cell.row,
    mark: cell.mark,
    ties: ties[index]!,
  }));
}

/** The Big Road as its logical columns: the length of each streak. */
function streakLengths(outcomes: readonly Winner[]): number[] {
  return streaksOf(outcomes.filter((o) => o !== 'tie')).map((streak) => streak.length);
}

/**
 * The derived roads compare the Big Road with itself `offset` columns to the left:
 * 1 Big Eye Boy, 2 Small Road, 3 Cockroach Pig. For each Big Road cell from the starting
 * cell on (second cell of column offset + 1, or else first cell of column offset + 2):
 * - a cell that starts a column is red when the two columns before it, `offset` apart,
 *   are as long as each other, blue otherwise;
 * - any other cell is red when the column `offset` to the left has a cell in its row, or
 *   already ended before the row above; blue when it ended exactly one row short.
 */
export function derivedMarks(outcomes: readonly Winner[], offset: 1 | 2 | 3): ('red' | 'blue')[] {
  const lengths = streakLengths(outcomes);
  const marks: ('red' | 'blue')[] = [];
  lengths.forEach((length, col) => {
    for (let row = 0; row < length; row++) {
      if (col < offset || (row === 0 && col < offset + 1)) continue;
      if (row === 0) marks.push(lengths[col - 1] === lengths[col - 1 - offset] ? 'red' : 'blue');
      else {
        const compared = lengths[col - offset]!;
        marks.push(compared > row || compared < row ? 'red' : 'blue');
      }
    }
  });
  return marks;
}

export const DERIVED_ROADS = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 } as const;
export type DerivedRoad = keyof typeof DERIVED_ROADS;

/** A derived road laid out like the Big Road: a new column whenever the colour changes. */
export function derivedRoad(outcomes: readonly Winner[], road: DerivedRoad): RoadCell<'red' | 'blue'>[] {
  return layoutStreaks(streaksOf(derivedMarks(outcomes, DERIVED_ROADS[road]))).map((cell, index) => ({
    index,
    col: cell.col,
    row: cell.row,
    mark: cell.mark,
  }));
}

export interface Scoreboard {
  readonly beadPlate: RoadCell<Winner>[];
  readonly bigRoad: BigRoadCell[];
  readonly bigEyeBoy: RoadCell<'red' | 'blue'>[];
  readonly smallRoad: RoadCell<'red' | 'blue'>[];
  readonly cockroachPig: RoadCell<'red' | 'blue'>[];
}

/** Which hands opened with a pair: the dots in a corner of a Bead Plate or Big Road cell. */
export interface PairDots {
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/**
 * The pair dots of the Bead Plate and the Big Road, cell for cell, from each hand's outcome
 * and pairs. A bead is one hand; a Big Road cell stands for its hand and the ties counted
 * on it (ties before the first decision count on the first cell), so it shows their pairs too.
 */
export function pairDots(
  outcomes: readonly Winner[],
  pairs: readonly PairDots[],
): { beadPlate: PairDots[]; bigRoad: PairDots[] } {
  if (pairs.length !== outcomes.length) throw new RangeError('one pair record is needed per outcome');
  const bigRoad: { playerPair: boolean; bankerPair: boolean }[] = [];
  let leading: PairDots = { playerPair: false, bankerPair: false };
  outcomes.forEach((outcome, hand) => {
    const { playerPair, bankerPair } = pairs[hand]!;
    const cell = outcome === 'tie' ? bigRoad[bigRoad.length - 1] : undefined;
    if (outcome !== 'tie') {
      bigRoad.push({ playerPair: playerPair || leading.playerPair, bankerPair: bankerPair || leading.bankerPair });
      leading = { playerPair: false, bankerPair: false };
    } else if (cell === undefined) {
      leading = { playerPair: playerPair || leading.playerPair, bankerPair: bankerPair || leading.bankerPair };
    } else {
      cell.playerPair ||= playerPair;
      cell.bankerPair ||= bankerPair;
    }
  });
  return { beadPlate: [...pairs], bigRoad };
}

/** All five roads of a sequence of outcomes. */
export function scoreboard(outcomes: readonly Winner[]): Scoreboard {
  return {
    beadPlate: beadPlate(outcomes),
    bigRoad: bigRoad(outcomes),
    bigEyeBoy: derivedRoad(outcomes, 'bigEyeBoy'),
    smallRoad: derivedRoad(outcomes, 'smallRoad'),
    cockroachPig: derivedRoad(outcomes, 'cockroachPig'),
  };
}

/** The three derived roads, in the order a scoreboard shows them. */
export const DERIVED_ROAD_NAMES = Object.keys(DERIVED_ROADS) as readonly DerivedRoad[];

/** The mark a derived road would add, where it would add it; null when it would add none. */
export type AskMark = Pick<RoadCell<'red' | 'blue'>, 'mark' | 'col' | 'row'> | null;
export type AskRoad = Readonly<Record<DerivedRoad, AskMark>>;
export type AskRoads = Readonly<Record<'banker' | 'player', AskRoad>>;

/**
 * Banker Ask and Player Ask (庄问路 / 闲问路): what each derived road would add if the next
 * result were Banker, or Player. Worked out by appending that result and taking what the
 * road functions above add, so the forecast can never disagree with the road itself. A
 * tie adds nothing to any road, so there is no Tie Ask.
 */
export function askRoads(outcomes: readonly Winner[]): AskRoads {
  const before = {
    bigEyeBoy: derivedMarks(outcomes, DERIVED_ROADS.bigEyeBoy).length,
    smallRoad: derivedMarks(outcomes, DERIVED_ROADS.smallRoad).length,
    cockroachPig: derivedMarks(outcomes, DERIVED_ROADS.cockroachPig).length,
  };
  const ask = (next: 'banker' | 'player'): AskRoad => {
    const after = [...outcomes, next];
    const road = (name: DerivedRoad): AskMark => {
      const cells = derivedRoad(after, name);
      // Earlier marks never change: each compares only columns the Big Road has closed.
      const added = cells.length > before[name] ? cells[cells.length - 1]! : undefined;
      return added === undefined ? null : { mark: added.mark, col: added.col, row: added.row };
    };
    return { bigEyeBoy: road('bigEyeBoy'), smallRoad: road('smallRoad'), cockroachPig: road('cockroachPig') };
  };
  return { banker: ask('banker'), player: ask('player') };
}
