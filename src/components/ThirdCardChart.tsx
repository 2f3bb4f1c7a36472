import { BANKER_DRAWS_WHEN_PLAYER_THIRD_IS, drawDecision, type Points } from '../rules';
import { useTable } from '../app/TableContext';
import { seenHands } from '../store/selectors';

const BANKER_TOTALS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
const THIRD_CARDS: readonly Points[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Banker's third-card rule as the chart every table prints, drawn from the rules module's
 * own table, with the cell that decided the last hand seen marked.
 */
export default function ThirdCardChart() {
  const hands = useTable(seenHands);
  const last = hands[hands.length - 1];
  const cell = last === undefined ? null : drawDecision(last.coup).bankerCell;
  const decided = (banker: number, column: Points | 'stood') => cell !== null && cell.banker === banker && cell.playerThird === column;
  return (
    <section className="third-card-chart" aria-labelledby="third-card-title" data-testid="third-card-chart">
      <h3 id="third-card-title">Third-card rules</h3>
      <p className="dialog__note">
        Player draws on 0–5 and stands on 6–7; a natural (8 or 9 on two cards) stands both hands. Banker reads the chart: its two-card total down the side, Player’s third card across; D draws, S stands.
      </p>
      <div className="chart__scroll">
        <table className="chart">
          <caption className="sr-only">Banker draws (D) or stands (S), by Banker's two-card total and Player's third card</caption>
          <thead>
            <tr>
              <th scope="col">Banker</th>
              <th scope="col">Player stood</th>
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
                <Mark draws={banker <= 5} here={decided(banker, 'stood')} />
                {THIRD_CARDS.map((p) => (
                  <Mark key={p} draws={BANKER_DRAWS_WHEN_PLAYER_THIRD_IS[banker].includes(p)} here={decided(banker, p)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One cell: D or S, marked when it decided the last hand. */
function Mark({ draws, here }: { draws: boolean; here: boolean }) {
  return (
    <td className={`chart__${draws ? 'draw' : 'stand'}${here ? ' chart__decided' : ''}`} data-decided={here || undefined}>
      {draws ? 'D' : 'S'}
      {here && <span className="sr-only"> (decided the last hand)</span>}
    </td>
  );
}
