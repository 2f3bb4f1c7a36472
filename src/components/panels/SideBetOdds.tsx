import {
  paytable,
  toNumber,
  type Fraction,
  type Game,
  type PaytableLine,
  type SideBet,
  type TableOdds,
} from '../../rules';
import { useLaterWords } from '../../i18n/useLaterWords';
import { decimal } from '../../rules/fraction';

export const percent = (f: Fraction | number, digits = 2) =>
  `${((typeof f === 'number' ? f : toNumber(f)) * 100).toFixed(digits)}%`;

/**
 * The side bets the table offers, each with every line of its paytable, how likely the line
 * is for the next coup, and the bet's house edge: the price of the bet before the chip goes down.
 */
export function SideBetOdds({ odds, game, offered }: { odds: TableOdds; game: Game; offered: readonly SideBet[] }) {
  const words = useLaterWords();
  return (
    <section className="odds__side-bets" aria-labelledby="side-bet-odds">
      <h3 className="odds__heading" id="side-bet-odds">
        {words.sideBetOdds}
      </h3>
      {offered.map((bet) => {
        const { lines, houseEdge } = odds.bets[game][bet];
        const table = paytable(bet, game);
        return (
          <table
            key={bet}
            className="odds__table odds__paytable"
            data-testid="odds-bet"
            data-bet={bet}
            data-edge={decimal(houseEdge)}
          >
            <caption>
              <strong>{words.bet[bet]}</strong>
              {words.houseEdgeOf}
              <strong>{percent(houseEdge, 3)}</strong>
            </caption>
            <tbody>
              {(Object.keys(table) as PaytableLine[]).map((line) => (
                <tr key={line} data-line={line} data-probability={decimal(lines[line]!)}>
                  <th scope="row">{words.paytableLine[line]}</th>
                  <td>{words.paysLine(table[line]!)}</td>
                  <td>{percent(lines[line]!, 4)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </section>
  );
}
