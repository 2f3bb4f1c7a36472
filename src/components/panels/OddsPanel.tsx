import { useMemo } from 'react';
import {
  bankerCommission,
  cheaperBankerStakes,
  expectedValue,
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
import { useLaterWords } from '../../i18n/useLaterWords';
import { decimal, oddsAfter } from './oddsAfter';
import { ShoeOdds } from './ShoeOdds';

const percent = (f: Fraction | number, digits = 2) => `${((typeof f === 'number' ? f : toNumber(f)) * 100).toFixed(digits)}%`;
/** Expected value in cents, rounded to the cent for display. */
const evCents = (ev: Fraction): Cents => (Math.round(toNumber(ev)) + 0) as Cents;

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
  const words = useLaterWords();
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
          {shoe === null ? words.oddsCaptionFresh(decks) : words.oddsCaptionShoe(shoe.number, seen.length)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{words.oddsOutcome}</th>
            <th scope="col">{words.oddsProbability}</th>
            <th scope="col">{words.oddsEdge}</th>
          </tr>
        </thead>
        <tbody>
          {(['banker', 'player', 'tie'] as const).map((w) => (
            <tr key={w} data-testid="odds-bet" data-bet={w} data-edge={decimal(edges[w])}>
              <th scope="row">{words.outcome[w]}</th>
              <td>{percent(probability[w], 4)}</td>
              <td>
                {percent(edges[w], 3)}
                <small>{words.edgeAt[w]}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {shoe !== null && <ShoeOdds decks={decks} shoe={shoe} odds={odds} />}

      <h3 className="odds__heading">{words.yourBets}</h3>
      {totalBets(bets) === 0 ? (
        <p className="odds__empty">{words.noBetsOdds}</p>
      ) : (
        <ul className="odds__bets">
          {SPOTS.filter((spot) => bets[spot] > 0).map((spot) => (
            <li key={spot} data-testid={`ev-${spot}`}>
              {words.evBefore(words.money(bets[spot]), spot)}
              <strong>{words.signed(evCents(expectedValue(odds, spot, bets[spot])))}</strong>
              {words.evAfter(percent(houseEdgeForStake(odds, spot, bets[spot])), spot === 'banker' ? words.money(bankerCommission(bets.banker)) : null)}
            </li>
          ))}
        </ul>
      )}
      {alternatives.length > 0 && (
        <p className="odds__hint" data-testid="odds-hint">
          {words.commissionHint(
            words.money(banker),
            percent(houseEdgeForStake(odds, 'banker', banker)),
            alternatives.map((a) => ({ stake: words.money(a), commission: words.money(bankerCommission(a)), edge: percent(houseEdgeForStake(odds, 'banker', a)) })),
          )}
        </p>
      )}
    </div>
  );
}
