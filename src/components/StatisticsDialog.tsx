import { WINNERS } from '../rules';
import { useTable } from '../store/TableContext';
import { recentHands, seenHands } from '../table/selectors';
import { Dialog } from './Dialog';
import { useLaterWords } from '../i18n/useLaterWords';

const STATISTICS_COUNT = 13;

/** The original game's Statistics option: the last 13 outcomes, oldest first. */
export default function StatisticsDialog({ onClose }: { onClose: () => void }) {
  const hands = useTable(seenHands);
  const recent = recentHands(hands, STATISTICS_COUNT);
  const words = useLaterWords();
  return (
    <Dialog title={words.statistics} onClose={onClose}>
      {recent.length === 0 ? (
        <p>{words.noHandsYet}</p>
      ) : (
        <>
          <p className="dialog__lead">{words.statisticsLead(recent.length, hands.length <= STATISTICS_COUNT)}</p>
          <ol className="beads row">
            {recent.map((h) => (
              <li
                key={h.hand}
                className="bead"
                style={{ background: `var(--${h.coup.winner})` }}
                data-testid="stat-outcome"
                data-winner={h.coup.winner}
                aria-label={words.statisticsBead(h.hand, h.coup)}
              >
                <span aria-hidden="true">{words.beadMark[h.coup.winner]}</span>
                <small aria-hidden="true">{words.score(h.coup, '–')}</small>
              </li>
            ))}
          </ol>
        </>
      )}
      <dl className="stat-counts row">
        {WINNERS.map((w) => (
          <div key={w}>
            <dt className="quiet">{words.outcome[w]}</dt>
            <dd>{recent.filter((h) => h.coup.winner === w).length}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
