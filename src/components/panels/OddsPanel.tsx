import { useMemo } from 'react';
import {
  bankerCommission,
  cheaperBankerStakes,
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
import { shoeView } from '../../store/shoeView';
import { OUTCOME_NAME as NAME } from '../labels';
import { decimal, oddsAfter } from './oddsAfter';
import { ShoeOdds } from './ShoeOdds';

const percent = (f: Fraction | number, digits = 2) => `${((typeof f === 'number' ? f : toNumber(f)) * 100).toFixed(digits)}%`;
/** Expected value in dollars and cents, rounded to the cent for display. */
const evText = (ev: Fraction) => {
  const rounded = Math.round(toNumber(ev)) as Cents;
  return rounded === 0 ? '$0.00' : rounded > 0 ? `+${formatMoney(rounded)}` : formatMoney(rounded);
};

/** The exact odds of the coup, the house edge of every bet, and what the bets on the table expect. */
export function OddsPanel() {
  const decks = useTable((s) => s.settings.decks);
  const shoe = useTable(shoeView);
  // Only what the player has seen counts: the burn card and the cards dealt face up.
  const seen = useMemo(() => (shoe === null || shoe.finished ? [] : shoe.seen), [shoe]);
  // Computed by the rules module's enumeration when the panel is shown, and after each hand.
  const odds = useMemo(() => oddsAfter(decks, seen), [decks, seen]);
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
      data-seen={seen.length}
    >
      <table className="odds__table">
        <caption>
          {shoe === null
            ? `Exact odds of one coup from a fresh ${decks}-deck shoe`
            : `Exact odds of the next coup from shoe ${shoe.number}, counting the ${seen.length} cards seen`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Probability</th>
            <th scope="col">House edge of the bet</th>
          </tr>
        </thead>
        <tbody>
          {(['banker', 'player', 'tie'] as const).map((w) => (
            <tr key={w} data-testid="odds-bet" data-bet={w} data-edge={decimal(edges[w])}>
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

      {shoe !== null && <ShoeOdds decks={decks} shoe={shoe} odds={odds} />}

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
