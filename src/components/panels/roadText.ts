import type { RoadCell, RoadMark } from '../../rules';
import { countOf, OUTCOME_NAME } from '../labels';

/** How a road is read aloud: the Bead Plate hand by hand, the others streak by streak. */
export type RoadReading = 'hands' | 'streaks';

type Cell = RoadCell & { readonly ties?: number };

const WORD: Record<RoadMark, string> = { ...OUTCOME_NAME, red: 'red', blue: 'blue' };

/**
 * The Bead Plate column by column, hand by hand: "Column 1: Banker, Banker, Player, Tie,
 * Player, Player."
 */
function readHands(cells: readonly Cell[]): string[] {
  const columns: string[] = [];
  let col = -1;
  let names: string[] = [];
  const close = () => {
    if (names.length > 0) columns.push(`Column ${col + 1}: ${names.join(', ')}.`);
  };
  for (const cell of cells) {
    if (cell.col !== col) {
      close();
      col = cell.col;
      names = [];
    }
    names.push(WORD[cell.mark]);
  }
  close();
  return columns;
}

/**
 * A streak road (Big Road and the derived roads) column by column as a player reads it: each
 * streak where it starts, its mark and length, the ties on it, and where it turned right at
 * the bottom (the dragon tail): "Column 7: Banker 8, 1 tie, the last 2 along row 6."
 */
function readStreaks(cells: readonly Cell[]): string[] {
  const streaks: string[] = [];
  let i = 0;
  while (i < cells.length) {
    const first = cells[i]!;
    let end = i + 1;
    // The marks of a streak road alternate streak by streak, so a streak is a run of one mark.
    while (end < cells.length && cells[end]!.mark === first.mark) end += 1;
    const streak = cells.slice(i, end);
    const ties = streak.reduce((sum, cell) => sum + (cell.ties ?? 0), 0);
    const tail = streak.filter((cell) => cell.col !== first.col);
    let text = `Column ${first.col + 1}: ${WORD[first.mark]} ${streak.length}`;
    if (ties > 0) text += `, ${countOf(ties, { one: 'tie', other: 'ties' })}`;
    if (tail.length > 0) text += `, the last ${tail.length} along row ${tail[0]!.row + 1}`;
    streaks.push(`${text}.`);
    i = end;
  }
  return streaks;
}

const texts = new WeakMap<readonly Cell[], { firstColumn: number; text: string }>();

/**
 * A road's text alternative, from the same cells it draws and over the same window: the columns
 * from `firstColumn` on. A road's cells are one array until a hand changes them, so the text is
 * worked out once per hand, however often the scoreboard is drawn.
 */
export function roadText(cells: readonly Cell[], reading: RoadReading, firstColumn: number): string {
  const cached = texts.get(cells);
  if (cached !== undefined && cached.firstColumn === firstColumn) return cached.text;
  const drawn = firstColumn === 0 ? cells : cells.filter((cell) => cell.col >= firstColumn);
  let text: string;
  if (drawn.length === 0) text = 'No marks yet.';
  else {
    const lastColumn = drawn.reduce((last, cell) => Math.max(last, cell.col), 0);
    const window =
      firstColumn === 0
        ? reading === 'hands'
          ? `${countOf(cells.length, { one: 'hand', other: 'hands' })}, oldest first.`
          : 'Oldest first.'
        : `The newest columns, ${firstColumn + 1} to ${lastColumn + 1}, as drawn; the ${countOf(firstColumn, { one: 'earlier column is', other: 'earlier columns are' })} not read.`;
    text = [window, ...(reading === 'hands' ? readHands(drawn) : readStreaks(drawn))].join(' ');
  }
  texts.set(cells, { firstColumn, text });
  return text;
}
