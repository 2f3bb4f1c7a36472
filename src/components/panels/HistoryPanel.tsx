import { memo, useMemo, useState } from 'react';
import { cardName, formatMoney, formatSignedMoney, SIDE_BETS, SPOTS, WINNERS, type SideBet } from '../../rules';
import { useTable } from '../../app/TableContext';
import { seenHands } from '../../store/selectors';
import { historyCsv, historyJson, sessionFigures } from '../../store/session';
import type { HandRecord } from '../../store/types';
import { BET_NAME, countOf, isRedSuit, OUTCOME_NAME as NAME, SUIT_SYMBOL } from '../labels';
import { BankrollChart } from './BankrollChart';

/** Rows drawn at a time: a long session stays quick; the exports always hold every hand. */
export const HISTORY_PAGE = 100;

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function Cards({ cards }: { cards: HandRecord['coup']['player'] }) {
  return (
    <span className="history__cards">
      <span className="sr-only">{cards.map(cardName).join(', ')}</span>
      {cards.map((c, i) => (
        <span key={i} className={isRedSuit(c.suit) ? 'red' : undefined} aria-hidden="true">
          {c.rank}
          {SUIT_SYMBOL[c.suit]}
        </span>
      ))}
    </span>
  );
}

const signClass = (net: number) => (net > 0 ? 'up' : net < 0 ? 'down' : undefined);

/** What a side bet made on a hand: "+$55 on $5", or nothing when it was not staked. */
function SideBetCell({ record: h, bet }: { record: HandRecord; bet: SideBet }) {
  const stake = h.sideBets?.[bet] ?? 0;
  if (stake === 0 || !('sideBets' in h.settlement)) return <td />;
  const { net } = h.settlement.sideBets[bet];
  return (
    <td className={signClass(net)} data-side-bet={bet} data-net-cents={net}>
      {formatSignedMoney(net)} <small>on {formatMoney(stake)}</small>
    </td>
  );
}

/** A played hand never changes, so its row is drawn once (its side-bet columns are the session's). */
const HistoryRow = memo(function HistoryRow({ record: h, sideBets }: { record: HandRecord; sideBets: readonly SideBet[] }) {
  return (
    <tr data-testid="history-row" data-hand={h.hand} data-winner={h.coup.winner} data-net-cents={h.settlement.net} data-shoe={h.shoe}>
      <td>
        {h.hand}
        {h.shoe !== undefined && <small className="history__shoe"> shoe {h.shoe}</small>}
      </td>
      <td>
        <Cards cards={h.coup.player} /> <b>{h.coup.playerTotal}</b>
      </td>
      <td>
        <Cards cards={h.coup.banker} /> <b>{h.coup.bankerTotal}</b>
      </td>
      <td className={`history__winner history__winner--${h.coup.winner}`}>
        {NAME[h.coup.winner]}
        {h.coup.natural ? ' (natural)' : ''}
      </td>
      <td>
        {SPOTS.filter((s) => h.bets[s] > 0)
          .map((s) => `${NAME[s]} ${formatMoney(h.bets[s])}`)
          .join(', ')}
      </td>
      {sideBets.map((bet) => (
        <SideBetCell key={bet} record={h} bet={bet} />
      ))}
      <td className={signClass(h.settlement.net)}>{formatSignedMoney(h.settlement.net)}</td>
    </tr>
  );
});

/** Every hand of the session, newest first, with the session's figures and exports. */
export function HistoryPanel() {
  const hands = useTable(seenHands);
  const starting = useTable((s) => s.startingBankroll);
  const figures = useMemo(() => sessionFigures(hands, starting), [hands, starting]);
  const [shown, setShown] = useState(HISTORY_PAGE);
  const newest = useMemo(() => hands.slice(-shown).reverse(), [hands, shown]);
  const older = hands.length - newest.length;
  // A column for each side bet staked on any hand of the session, in the layout's order.
  const sideBetKey = useMemo(() => SIDE_BETS.filter((bet) => hands.some((h) => (h.sideBets?.[bet] ?? 0) > 0)).join(' '), [hands]);
  const sideBets = useMemo(() => (sideBetKey === '' ? [] : (sideBetKey.split(' ') as SideBet[])), [sideBetKey]);

  return (
    <div className="history">
      <dl className="session">
        <div>
          <dt>Hands</dt>
          <dd>{figures.hands}</dd>
        </div>
        {WINNERS.map((w) => (
          <div key={w}>
            <dt>{NAME[w]}</dt>
            <dd>
              {figures.outcomes[w].count} <small>({(figures.outcomes[w].share * 100).toFixed(1)}%)</small>
            </dd>
          </div>
        ))}
        <div>
          <dt>Net</dt>
          <dd className={figures.net >= 0 ? 'up' : 'down'}>{formatSignedMoney(figures.net)}</dd>
        </div>
      </dl>
      <BankrollChart balances={figures.balances} />
      <div className="history__exports">
        <button type="button" className="panel-button" disabled={hands.length === 0} onClick={() => download('baccarat-history.csv', 'text/csv', historyCsv(hands))}>
          Export CSV
        </button>
        <button type="button" className="panel-button" disabled={hands.length === 0} onClick={() => download('baccarat-history.json', 'application/json', historyJson(hands))}>
          Export JSON
        </button>
      </div>
      <div className="history__scroll" tabIndex={0} role="region" aria-label="Hands played, newest first">
        <table className="history__table" data-testid="hand-history">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Banker</th>
              <th scope="col">Winner</th>
              <th scope="col">Bets</th>
              {sideBets.map((bet) => (
                <th scope="col" key={bet}>
                  {BET_NAME[bet]}
                </th>
              ))}
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {newest.map((record) => (
              <HistoryRow key={record.hand} record={record} sideBets={sideBets} />
            ))}
          </tbody>
        </table>
        {hands.length === 0 && <p className="history__empty">No hands played yet.</p>}
        {older > 0 && (
          <p className="history__more">
            {countOf(older, { one: 'older hand', other: 'older hands' })} not shown.{' '}
            <button type="button" className="panel-button" onClick={() => setShown((n) => n + HISTORY_PAGE)}>
              Show {Math.min(older, HISTORY_PAGE)} more
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
