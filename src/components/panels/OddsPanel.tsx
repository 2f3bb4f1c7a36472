import { useMemo } from 'react';
import {
  bankerCommission,
  cheaperBankerStakes,
  DECKS,
  exactOdds,
  expectedValue,
  formatMoney,
  houseEdgeForStake,
  houseEdges,
  LIMITS,
  SPOTS,
  toNumber,
  totalBets,
  type Cents,
  type Fraction,
} from '../../rules';
import { useTable } from '../../app/TableContext';
import { visibleMoney } from '../../store/selectors';
import { OUTCOME_NAME as NAME } from '../labels';

const percent = (f: Fraction | number, digits = 2) => `${((typeof f === 'number' ? f : toNumber(f)) * 100).toFixed(digits)}%`;
/** Expected value in dollars and cents, rounded to the cent for display. */
const evText = (ev: Fraction) => {
  const rounded = Math.round(toNumber(ev)) as Cents;
  return rounded === 0 ? '$0.00' : rounded > 0 ? `+${formatMoney(rounded)}` : formatMoney(rounded);
};

/** The exact odds of the coup, the house edge of every bet, and what the bets on the table expect. */
export function OddsPanel() {
  // Computed by the rules module's enumeration when the panel is first shown.
  const odds = useMemo(() => exactOdds(DECKS), []);
  const edges = useMemo(() => houseEdges(odds), [odds]);
  const bets = useTable((s) => visibleMoney(s).bets);
  const probability = {
    banker: toNumber(odds.outcomes.banker),
    player: toNumber(odds.outcomes.player),
    tie: toNumber(odds.outcomes.tie),
  };
  const banker = bets.banker;
  const alternatives = banker > 0 ? cheaperBankerStakes(banker, LIMITS.minimumBet, (LIMITS.maximumTotal - totalBets(bets) + banker) as Cents) : [];

  return (
    <div
      className="odds"
      data-testid="odds-panel"
      data-banker={probability.banker}
      data-player={probability.player}
      data-tie={probability.tie}
    >
      <table className="odds__table">
        <caption>Exact odds of one coup from a fresh {DECKS}-deck shoe</caption>
        <thead>
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Probability</th>
            <th scope="col">House edge of the bet</th>
          </tr>
        </thead>
        <tbody>
          {(['banker', 'player', 'tie'] as const).map((w) => (
            <tr key={w}>
              <th scope="row">{NAME[w]}</th>
              <td>{percent(probability[w], 4)}</td>
              <td>
                {percent(edges[w], 3)}
                <small>{w === 'banker' ? ' at 5% commission' : w === 'tie' ? ' at 8 to 1' : ' at even money'}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="odds__heading">Your bets this hand</h3>
      {totalBets(bets) === 0 ? (
        <p className="odds__empty">No bets on the table. Each bet placed shows its expected value here.</p>
      ) : (
        <ul className="odds__bets">
          {SPOTS.filter((spot) => bets[spot] > 0).map((spot) => (
            <li key={spot} data-testid={`ev-${spot}`}>
              {formatMoney(bets[spot])} on {NAME[spot]}: expected value <strong>{evText(expectedValue(odds, spot, bets[spot]))}</strong>{' '}
              ({percent(houseEdgeForStake(odds, spot, bets[spot]))} edge
              {spot === 'banker' ? `, commission ${formatMoney(bankerCommission(bets.banker))} on a win` : ''})
            </li>
          ))}
        </ul>
      )}
      {alternatives.length > 0 && (
        <p className="odds__hint" data-testid="odds-hint">
          Banker commission is rounded up to $0.25, so {formatMoney(banker)} carries a{' '}
          {percent(houseEdgeForStake(odds, 'banker', banker))} edge.{' '}
          {alternatives
            .map((a) => `${formatMoney(a)} pays ${formatMoney(bankerCommission(a))} (${percent(houseEdgeForStake(odds, 'banker', a))})`)
            .join('; ')}
          .
        </p>
      )}
    </div>
  );
}
