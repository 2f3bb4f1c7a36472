import { paytable, toNumber, type Fraction, type Game, type PaytableLine, type SideBet, type TableOdds } from '../../rules';
import { BET_NAME } from '../labels';
import { LINE_NAME, paysText } from './paytableLabels';
import { decimal } from './oddsAfter';

export const percent = (f: Fraction | number, digits = 2) => `${((typeof f === 'number' ? f : toNumber(f)) * 100).toFixed(digits)}%`;

/**
 * The side bets the table offers, each with every line of its paytable, how likely the line
 * is for the next coup, and the bet's house edge: the price of the bet before the chip goes down.
 */
export function SideBetOdds({ odds, game, offered }: { odds: TableOdds; game: Game; offered: readonly SideBet[] }) {
  return (
    <table className="odds__table odds__side-bets">
      <caption>Side bets: every line of each paytable, for the same coup</caption>
      <thead>
        <tr>
          <th scope="col">Side bet</th>
          <th scope="col">Pays, and how likely</th>
          <th scope="col">House edge</th>
        </tr>
      </thead>
      <tbody>
        {offered.map((bet) => {
          const { lines, houseEdge } = odds.bets[game][bet];
          const table = paytable(bet, game);
          return (
            <tr key={bet} data-testid="odds-bet" data-bet={bet} data-edge={decimal(houseEdge)}>
              <th scope="row">{BET_NAME[bet]}</th>
              <td>
                <ul className="odds__lines">
                  {(Object.keys(table) as PaytableLine[]).map((line) => (
                    <li key={line} data-line={line} data-probability={decimal(lines[line]!)}>
                      <span>{LINE_NAME[line]}</span> <small>{paysText(table[line]!)}</small> <span>{percent(lines[line]!, 4)}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td>{percent(houseEdge, 3)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
