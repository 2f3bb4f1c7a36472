import { useLayoutEffect, useRef } from 'react';
import type { RoadCell, RoadMark } from '../../rules';
import { OUTCOME_LETTER, OUTCOME_NAME } from '../labels';

export type RoadStyle = 'bead' | 'ring' | 'dot' | 'slash';

const WORD: Record<RoadMark, string> = { ...OUTCOME_NAME, red: 'red', blue: 'blue' };
const LETTER: Partial<Record<RoadMark, string>> = OUTCOME_LETTER;
/** Empty columns always drawn, so a young road still looks like a scoreboard. */
const MIN_COLUMNS = 24;

interface RoadGridProps {
  title: string;
  testId: string;
  cells: readonly (RoadCell & { ties?: number })[];
  look: RoadStyle;
}

/** One road: a six-row grid that scrolls to its newest column. */
export function RoadGrid({ title, testId, cells, look }: RoadGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastColumn = Math.max(-1, ...cells.map((c) => c.col));
  const columns = Math.max(MIN_COLUMNS, lastColumn + 2);
  // Keep the newest column in view; older columns scroll off on the left.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const cellWidth = el.scrollWidth / columns;
    el.scrollLeft = Math.max(0, (lastColumn + 2) * cellWidth - el.clientWidth);
  }, [lastColumn, columns]);
  const last = cells[cells.length - 1];
  const summary =
    last === undefined ? `${title}: no marks yet` : `${title}: ${cells.length} marks, the latest ${WORD[last.mark]}`;

  return (
    <section className={`road road--${look}`}>
      <h3 className="road__title">{title}</h3>
      <div className="road__scroll" ref={scroller} tabIndex={0} role="group" aria-label={`${title}, scrollable`}>
        <div
          className="road__grid"
          data-testid={testId}
          role="img"
          aria-label={summary}
          style={{ gridTemplateColumns: `repeat(${columns}, var(--road-cell))` }}
        >
          {cells.map((cell) => (
            <span
              key={cell.index}
              className={`road-cell road-cell--${cell.mark}`}
              data-testid="road-cell"
              data-index={cell.index}
              data-col={cell.col}
              data-row={cell.row}
              data-mark={cell.mark}
              data-ties={cell.ties}
              style={{ gridColumn: cell.col + 1, gridRow: cell.row + 1 }}
            >
              {look === 'bead' ? LETTER[cell.mark] : null}
              {cell.ties ? <span className="road-cell__ties">{cell.ties}</span> : null}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
