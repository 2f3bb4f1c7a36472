import type { RoadCell } from '../rules';
import type { LaterWords } from '../i18n/enLater';

/** How a road is read aloud: the Bead Plate hand by hand, the others streak by streak. */
export type RoadReading = 'hands' | 'streaks';

type Cell = RoadCell & { readonly ties?: number };

/**
 * The Bead Plate column by column, hand by hand: "Column 1: Banker, Banker, Player, Tie,
 * Player, Player."
 */
function readHands(words: LaterWords, cells: readonly Cell[]): string[] {
  const columns: string[] = [];
  let col = -1;
  let marks: Cell['mark'][] = [];
  const close = () => {
    if (marks.length > 0) columns.push(words.roadColumnHands(col + 1, marks));
  };
  for (const cell of cells) {
    if (cell.col !== col) {
      close();
      col = cell.col;
      marks = [];
    }
    marks.push(cell.mark);
  }
  close();
  return columns;
}

/**
 * A streak road (Big Road and the derived roads) column by column as a player reads it: each
 * streak where it starts, its mark and length, the ties on it, and where it turned right at
 * the bottom (the dragon tail): "Column 7: Banker 8, 1 tie, the last 2 along row 6."
 */
function readStreaks(words: LaterWords, cells: readonly Cell[]): string[] {
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
    streaks.push(
      words.roadColumnStreak(
        first.col + 1,
        first.mark,
        streak.length,
        ties,
        tail.length > 0 ? { length: tail.length, row: tail[0]!.row + 1 } : null,
      ),
    );
    i = end;
  }
  return streaks;
}

const texts = new WeakMap<readonly Cell[], { words: LaterWords; firstColumn: number; text: string }>();

/**
 * A road's text alternative, from the same cells it draws and over the same window: the columns
 * from `firstColumn` on. A road's cells are one array until a hand changes them, so the text is
 * worked out once per hand and language, however often the scoreboard is drawn.
 */
export function roadText(words: LaterWords, cells: readonly Cell[], reading: RoadReading, firstColumn: number): string {
  const cached = texts.get(cells);
  if (cached !== undefined && cached.firstColumn === firstColumn && cached.words === words) return cached.text;
  const drawn = firstColumn === 0 ? cells : cells.filter((cell) => cell.col >= firstColumn);
  let text: string;
  if (drawn.length === 0) text = words.roadEmpty;
  else {
    const lastColumn = drawn.reduce((last, cell) => Math.max(last, cell.col), 0);
    const window =
      firstColumn === 0
        ? words.roadFromStart(reading === 'hands' ? cells.length : null)
        : words.roadWindow(firstColumn + 1, lastColumn + 1, firstColumn);
    text = words.joinSentences([
      window,
      ...(reading === 'hands' ? readHands(words, drawn) : readStreaks(words, drawn)),
    ]);
  }
  texts.set(cells, { words, firstColumn, text });
  return text;
}
