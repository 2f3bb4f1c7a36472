import { WINNERS } from '../rules';
import { useTable } from '../app/TableContext';
import { recentHands, seenHands } from '../store/selectors';
import { Dialog } from './Dialog';
import { countOf, OUTCOME_LETTER as LETTER, OUTCOME_NAME as WORD, resultLine, scoreLine } from './labels';

const STATISTICS_COUNT = 13;

/** The original game's Statistics option: the last 13 outcomes, oldest first. */
export function StatisticsDialog({ onClose }: { onClose: () => void }) {
  const hands = useTable(seenHands);
  const recent = recentHands(hands, STATISTICS_COUNT);
  return (
    <Dialog title="Statistics" onClose={onClose}>
      <p className="dialog__lead">
        The last {STATISTICS_COUNT} outcomes, oldest first
        {recent.length < STATISTICS_COUNT ? ` (${countOf(recent.length, { one: 'hand', other: 'hands' })} played so far)` : ''}.
      </p>
      {recent.length === 0 ? (
        <p>No hands played yet.</p>
      ) : (
        <ol className="beads">
          {recent.map((h) => (
            <li
              key={h.hand}
              className={`bead bead--${h.coup.winner}`}
              data-testid="stat-outcome"
              data-winner={h.coup.winner}
              aria-label={`Hand ${h.hand}: ${resultLine(h.coup)}`}
            >
              <span aria-hidden="true">{LETTER[h.coup.winner]}</span>
              <small aria-hidden="true">
                {scoreLine(h.coup, '–')}
              </small>
            </li>
          ))}
        </ol>
      )}
      <dl className="stat-counts">
        {WINNERS.map((w) => (
          <div key={w}>
            <dt>{WORD[w]}</dt>
            <dd>{recent.filter((h) => h.coup.winner === w).length}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
