import { memo } from 'react';
import type { PairDots, RoadCell, RoadMark } from '../rules';
import type { LaterWords } from '../i18n/enLater';
import { useLaterWords } from '../i18n/useLaterWords';
import type { AskMark } from '../rules';

/** A derived road's answer to an Ask, as the grid shows it (a fresh `id` per press, so it blinks again). */
export type ShownAsk = NonNullable<AskMark> & { readonly id: number };
import { roadText } from './roadText';

export type RoadStyle = 'bead' | 'ring' | 'dot' | 'slash';

/**
 * Columns drawn at most: the newest. Like a casino's scoreboard the road has a fixed width, so
 * a long session stays quick; the history keeps every hand. Enough for the last 100 hands
 * even when every hand starts a new Big Road column.
 */
export const MAX_COLUMNS = 120;

interface RoadGridProps {
  title: string;
  testId: string;
  cells: readonly (RoadCell & { ties?: number })[];
  look: RoadStyle;
  /** The pair dots of each cell, by its index (Bead Plate and Big Road). */
  pairs?: readonly PairDots[];
  /** The mark a pressed Ask would add here, shown blinking in place. */
  ask?: ShownAsk | null;
}

interface MarkProps {
  index: number;
  col: number;
  row: number;
  mark: RoadMark;
  ties: number | undefined;
  /** What the bead plate writes in a cell: P, 闲, 閒… */
  letter: string | undefined;
  /** The grid column it is drawn in, 1-based: its column less those scrolled out of the window. */
  gridColumn: number;
  look: RoadStyle;
  pairs: PairDots | undefined;
}

/** One mark; a mark never changes once made, so it is drawn once. */
const Mark = memo(function Mark({ index, col, row, mark, ties, letter, gridColumn, look, pairs }: MarkProps) {
  return (
    <span
      aria-hidden="true" // the road-text reads the road
      className={`road-cell road-cell--${mark}`}
      data-testid="road-cell"
      data-index={index}
      data-col={col}
      data-row={row}
      data-mark={mark}
      data-ties={ties}
      data-player-pair={pairs?.playerPair || undefined}
      data-banker-pair={pairs?.bankerPair || undefined}
      style={{ gridColumn, gridRow: row + 1 }}
    >
      {look === 'bead' ? letter : null}
      {ties ? <span className="road-cell__ties">{ties}</span> : null}
      {pairs?.bankerPair ? <span className="road-cell__pair road-cell__pair--banker" /> : null}
      {pairs?.playerPair ? <span className="road-cell__pair road-cell__pair--player" /> : null}
    </span>
  );
});

/** The pairs a Bead Plate's dots show, for screen readers: "Pairs: hand 3, a Banker pair; hand 7, both pairs." */
function PairsText({
  cells,
  pairs,
  words,
}: {
  cells: readonly RoadCell[];
  pairs: readonly PairDots[];
  words: LaterWords;
}) {
  const read = cells.flatMap((cell) => {
    const dots = pairs[cell.index];
    return dots && (dots.playerPair || dots.bankerPair) ? [{ hand: cell.index + 1, ...dots }] : [];
  });
  return read.length === 0 ? null : (
    <p className="sr-only" data-testid="road-pairs">
      {words.roadPairs(read)}
    </p>
  );
}

/**
 * One road: a six-row grid of its newest columns that scrolls to the latest. The road is drawn
 * to one empty column past its newest, on ruled paper that reaches the scroller's edge however
 * young the road; the scroller runs right to left (styles.css), so it opens at the newest column
 * and stays there as columns are added, with nothing measured (a layout effect reading the
 * scroller forced a layout of the whole page in the hand's last card).
 */
export function RoadGrid({ title, testId, cells, look, ask, pairs }: RoadGridProps) {
  const lastColumn = cells.reduce((last, cell) => Math.max(last, cell.col), -1);
  const firstColumn = Math.max(0, lastColumn + 2 - MAX_COLUMNS);
  const columns = lastColumn + 2 - firstColumn;
  const drawn = firstColumn === 0 ? cells : cells.filter((cell) => cell.col >= firstColumn);
  const words = useLaterWords();
  const letters: Partial<Record<RoadMark, string>> = words.beadMark;
  const summary = words.roadSummary(title, cells.length, cells[cells.length - 1]?.mark ?? null);

  return (
    <section className={`road road--${look} road--${testId}`}>
      <h3 className="road__title">{title}</h3>
      <div className="road__scroll" tabIndex={0} role="group" aria-label={words.roadScrollable(title)}>
        <div
          className="road__grid"
          data-testid={testId}
          role="group"
          aria-label={summary}
          style={{ gridTemplateColumns: `repeat(${columns}, var(--road-cell))` }}
        >
          {drawn.map((cell) => (
            <Mark
              key={cell.index}
              index={cell.index}
              col={cell.col}
              row={cell.row}
              mark={cell.mark}
              ties={cell.ties}
              letter={letters[cell.mark]}
              gridColumn={cell.col - firstColumn + 1}
              look={look}
              pairs={pairs?.[cell.index]}
            />
          ))}
          {ask && ask.col >= firstColumn && (
            <span
              key={`ask-${ask.id}`}
              aria-hidden="true"
              className="road-ask"
              data-testid="ask-cell"
              data-col={ask.col}
              data-row={ask.row}
              data-mark={ask.mark}
              style={{ gridColumn: ask.col - firstColumn + 1, gridRow: ask.row + 1 }}
            >
              <span className={`road-cell road-cell--${ask.mark}`} />
            </span>
          )}
          <p className="sr-only" data-testid="road-text">
            {roadText(words, cells, look === 'bead' ? 'hands' : 'streaks', firstColumn)}
          </p>
          {look === 'bead' && pairs !== undefined && <PairsText cells={drawn} pairs={pairs} words={words} />}
        </div>
      </div>
    </section>
  );
}
