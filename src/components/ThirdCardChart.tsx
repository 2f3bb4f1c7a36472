import { BANKER_DRAWS_WHEN_PLAYER_THIRD_IS, bankerDraws, drawDecision, type Points } from '../rules';
import { useTable } from '../store/TableContext';
import { useLaterWords } from '../i18n/useLaterWords';
import { seenHands } from '../table/selectors';

const BANKER_TOTALS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
const THIRD_CARDS: readonly Points[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Banker's third-card rule as the chart every table prints, drawn from the rules module's
 * own table, with the cell that decided the last hand seen marked.
 */
export function ThirdCardChart() {
  const words = useLaterWords();
  const hands = useTable(seenHands);
  const last = hands[hands.length - 1];
  const cell = last === undefined ? null : drawDecision(last.coup).bankerCell;
  const decided = (banker: number, column: Points | 'stood') =>
    cell !== null && cell.banker === banker && cell.playerThird === column;
  return (
    // Named once, by the table's caption (and its scroll box, which a keyboard can reach): not as a region too.
    <section className="third-card-chart" data-testid="third-card-chart">
      {/* Focusable, so a keyboard can scroll it where it is wider than the dialog. */}
      <div className="third-card__scroll" tabIndex={0} role="group" aria-labelledby="third-card-title">
        <table className="third-card__table" aria-describedby="third-card-note">
          <caption id="third-card-title" className="third-card__title">
            {words.thirdCardTitle}
          </caption>
          <thead>
            <tr>
              <th scope="col">{words.chartBanker}</th>
              <th scope="col">{words.chartPlayerStood}</th>
              {THIRD_CARDS.map((p) => (
                <th scope="col" key={p}>
                  {p}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BANKER_TOTALS.map((banker) => (
              <tr key={banker}>
                <th scope="row">{banker}</th>
                <Mark draws={bankerDraws(banker, null)} here={decided(banker, 'stood')} />
                {THIRD_CARDS.map((p) => (
                  <Mark
                    key={p}
                    draws={BANKER_DRAWS_WHEN_PLAYER_THIRD_IS[banker].includes(p)}
                    here={decided(banker, p)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="dialog__note" id="third-card-note">
        {words.thirdCardNote}
      </p>
    </section>
  );
}

/** One cell: D or S, marked when it decided the last hand. */
function Mark({ draws, here }: { draws: boolean; here: boolean }) {
  const words = useLaterWords();
  return (
    <td
      className={`third-card__${draws ? 'draw' : 'stand'}${here ? ' third-card__decided' : ''}`}
      data-decided={here || undefined}
    >
      <span aria-hidden="true">{words.chartMark[draws ? 'draws' : 'stands']}</span>
      <span className="sr-only">{words.chartMarkSpoken[draws ? 'draws' : 'stands']}</span>
      {here && <span className="sr-only">{words.decidedLastHand}</span>}
    </td>
  );
}
