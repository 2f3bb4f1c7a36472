import { useEffect, useMemo } from 'react';
import {
  bankerCommission,
  bankerHeadroom,
  betEdge,
  cheaperBankerStakes,
  houseEdgeForStake,
  LIMITS,
  SIDE_BETS_OF_GAME,
  SPOTS,
  stakeExpectation,
  toNumber,
  type Bet,
  type Cents,
  type Fraction,
  type PricedOdds,
  type SideBet,
} from '../../rules';
import { useTable } from '../../store/TableContext';
import { visibleMoney, visibleSideBets } from '../../table/selectors';
import { isOriginalGame } from '../../rules/tableRules';
import { nextCoupShoe, seenOnceShown, shoeView, seenForNextCoup } from '../../table/shoeView';
import { useLaterWords } from '../../i18n/useLaterWords';
import { prepareOddsAfter, startOddsWorker } from './oddsAfter';
import { decimal } from '../../rules/fraction';
import { pricedOddsAfter } from '../../table/oddsAfter';
import { ShoeOdds } from './ShoeOdds';
import { percent, SideBetOdds } from './SideBetOdds';

/** Expected value in cents, rounded to the cent for display. */
const evCents = (ev: Fraction): Cents => (Math.round(toNumber(ev)) + 0) as Cents;

/** What the bets on the table expect, and for a Banker stake the cheaper stakes that pay less commission. */
function YourBets({ priced, offered }: { priced: PricedOdds; offered: readonly SideBet[] }) {
  const { odds, game } = priced;
  const bets = useTable((s) => visibleMoney(s).bets);
  const sideBets = useTable(visibleSideBets);
  const expected = (bet: Bet, stake: Cents) => stakeExpectation(priced, bet, stake);
  const staked: [Bet, Cents][] = [
    ...SPOTS.map((spot): [Bet, Cents] => [spot, bets[spot]]),
    ...offered.map((bet): [Bet, Cents] => [bet, sideBets[bet]]),
  ].filter(([, stake]) => stake > 0);
  const words = useLaterWords();
  const banker = bets.banker;
  const alternatives = banker > 0 ? cheaperBankerStakes(banker, LIMITS.minimumBet, bankerHeadroom(bets)) : [];

  return (
    <>
      <h3 className="odds__heading">{words.yourBets}</h3>
      {staked.length === 0 ? (
        <p className="quiet">{words.noBetsOdds}</p>
      ) : (
        <ul className="odds__bets stack">
          {staked.map(([bet, stake]) => {
            const { ev, edge } = expected(bet, stake);
            return (
              <li key={bet} data-testid={`ev-${bet}`} data-ev-cents={toNumber(ev)}>
                {words.evBefore(words.money(stake), bet)}
                <strong>{words.signed(evCents(ev))}</strong>
                {words.evAfter(
                  percent(edge),
                  bet === 'banker' && game === 'punto-banco' ? words.money(bankerCommission(stake)) : null,
                )}
              </li>
            );
          })}
        </ul>
      )}
      {alternatives.length > 0 && (
        <p className="odds__hint quiet" data-testid="odds-hint">
          {words.commissionHint(
            words.money(banker),
            percent(houseEdgeForStake(odds, 'banker', banker)),
            alternatives.map((a) => ({
              stake: words.money(a),
              commission: words.money(bankerCommission(a)),
              edge: percent(houseEdgeForStake(odds, 'banker', a)),
            })),
          )}
        </p>
      )}
    </>
  );
}

/** The coup being dealt: the odds after it are worked out on a worker while its cards are turned up. */
function usePreparedOddsAfter(decks: number, original: boolean): void {
  const dealtFrom = useTable((s) => (s.phase === 'dealing' ? s.shoe : null));
  const casino = useTable((s) => s.shoe !== null);
  useEffect(() => {
    // Starting a worker costs the page some milliseconds: at idle, before the first Deal, not in its task.
    if (!casino || typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(startOddsWorker);
    return () => cancelIdleCallback(id);
  }, [casino]);
  useEffect(() => {
    const after = seenOnceShown(dealtFrom);
    if (after !== null) prepareOddsAfter(decks, after, !original);
  }, [dealtFrom, decks, original]);
}

/** The exact odds of the coup, the house edge of every bet, and what the bets on the table expect. */
export function OddsPanel() {
  const decks = useTable((s) => s.settings.decks);
  const game = useTable((s) => s.settings.game);
  const sideBetsOn = useTable((s) => s.settings.sideBets);
  const shoe = useTable(shoeView);
  // Only what the player has seen counts: the burn card and the cards dealt face up.
  const seen = useMemo(() => seenForNextCoup(shoe), [shoe]);
  // Computed by the rules module's enumeration when the panel is shown, and after each hand; for
  // another game or side bets, every bet's paytable lines, by the same enumeration refined.
  const priced = useMemo(
    () => pricedOddsAfter({ decks, game, sideBets: sideBetsOn }, seen),
    [decks, game, sideBetsOn, seen],
  );
  const { odds, table } = priced;
  usePreparedOddsAfter(decks, isOriginalGame({ game, sideBets: sideBetsOn }));
  const edgeOf = (bet: Bet): Fraction => betEdge(priced, bet);
  // EZ's three-card 7 and no commission's 6: how often the Banker bet does not pay even money.
  const special =
    table === null || game === 'punto-banco'
      ? undefined
      : table.bets[game].banker.lines[game === 'ez' ? 'win-with-three-card-7' : 'win-with-6'];
  const offeredSideBets = sideBetsOn ? SIDE_BETS_OF_GAME[game] : [];
  const words = useLaterWords();
  const probability = {
    banker: toNumber(odds.outcomes.banker),
    player: toNumber(odds.outcomes.player),
    tie: toNumber(odds.outcomes.tie),
  };

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
        <caption className="quiet">
          {shoe === null ? words.oddsCaptionFresh(decks) : words.oddsCaptionShoe(nextCoupShoe(shoe), seen.length)}
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
            <tr key={w} data-testid="odds-bet" data-bet={w} data-edge={decimal(edgeOf(w))}>
              <th scope="row">{words.outcome[w]}</th>
              <td>{percent(probability[w], 4)}</td>
              <td>
                {percent(edgeOf(w), 3)}
                <small>
                  {w === 'banker'
                    ? words.bankerTerms(game, special === undefined ? null : percent(special, 4))
                    : words.edgeAt[w]}
                </small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {table !== null && offeredSideBets.length > 0 && (
        <SideBetOdds odds={table} game={game} offered={offeredSideBets} />
      )}

      {shoe !== null && <ShoeOdds decks={decks} shoe={shoe} odds={odds} />}

      <YourBets priced={priced} offered={offeredSideBets} />
    </div>
  );
}
