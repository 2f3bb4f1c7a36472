import { memo, useMemo, useState } from 'react';
import { SIDE_BETS, SPOTS, WINNERS, type SideBet } from '../../rules';
import { useTable, useTableStore } from '../../store/TableContext';
import { shownHands } from '../../table/shownHands';
import { historyCsv, historyJson, sessionFigures, type SessionFigures } from '../../table/history';
import { loadCasinoShoeRules, type CasinoShoeRules } from '../../save/chunks';
import type { HandRecord } from '../../table/vocabulary';
import type { Table } from '../../store/api';
import type { Words } from '../../i18n/en';
import type { LaterWords } from '../../i18n/enLater';
import { useLaterWords } from '../../i18n/useLaterWords';
import { isRedSuit, SUIT_SYMBOL } from '../labels';
import { BankrollChart } from './BankrollChart';
import { reviewableShoes } from '../../table/story';

/**
 * The JSON export; with a casino shoe it holds every committed shoe too, written by the casino
 * shoe's chunk (loaded already whenever there is one).
 */
function exportJson(state: Table, hands: readonly HandRecord[]): void {
  const save = (shoes?: ReturnType<CasinoShoeRules['exportedShoes']>) =>
    download('baccarat-history.json', 'application/json', historyJson(hands, shoes, reviewableShoes(state)));
  if (state.shoe === null && (state.revealedShoes ?? []).length === 0) return save();
  void loadCasinoShoeRules().then((rules) => save(rules.exportedShoes(state)));
}

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

function Cards({ cards, words }: { cards: HandRecord['coup']['player']; words: Words }) {
  return (
    <span className="history__cards">
      <span className="sr-only">{cards.map(words.cardName).join(', ')}</span>
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

/** What a side bet made on a hand: "+$55.00 on $5.00", or nothing when it was not staked. */
function SideBetCell({ record: h, bet, words }: { record: HandRecord; bet: SideBet; words: Words & LaterWords }) {
  const stake = h.sideBets?.[bet] ?? 0;
  if (stake === 0) return <td />;
  const { net } = h.settlement.sideBets[bet];
  return (
    <td className={signClass(net)} data-side-bet={bet} data-net-cents={net}>
      {words.signed(net)} <small>{words.sideBetStake(words.money(stake))}</small>
    </td>
  );
}

/** A played hand never changes, so its row is drawn once (again in another language; its side-bet columns are the session's). */
const HistoryRow = memo(function HistoryRow({
  record: h,
  sideBets,
  words,
}: {
  record: HandRecord;
  sideBets: readonly SideBet[];
  words: Words & LaterWords;
}) {
  return (
    <tr
      data-testid="history-row"
      data-hand={h.hand}
      data-winner={h.coup.winner}
      data-net-cents={h.settlement.net}
      data-shoe={h.shoe}
    >
      <td>
        {h.hand}
        {h.shoe !== undefined && <small className="history__shoe">{words.historyShoe(h.shoe)}</small>}
      </td>
      <td>
        <Cards cards={h.coup.player} words={words} /> <b>{h.coup.playerTotal}</b>
      </td>
      <td>
        <Cards cards={h.coup.banker} words={words} /> <b>{h.coup.bankerTotal}</b>
      </td>
      <td className={`history__winner history__winner--${h.coup.winner}`}>
        {words.outcome[h.coup.winner]}
        {h.coup.natural ? words.historyNatural : ''}
      </td>
      <td>
        {SPOTS.filter((s) => h.bets[s] > 0)
          .map((s) => words.historyBet(s, words.money(h.bets[s])))
          .join(', ')}
      </td>
      {sideBets.map((bet) => (
        <SideBetCell key={bet} record={h} bet={bet} words={words} />
      ))}
      <td className={signClass(h.settlement.net)}>{words.signed(h.settlement.net)}</td>
    </tr>
  );
});

/** Every hand of the session, newest first, with the session's figures and exports. */
/** The session's figures over the hands shown: how many, each result's share, the net. */
function HistoryFigures({ figures, words }: { figures: SessionFigures; words: Words & LaterWords }) {
  return (
    <dl className="session">
      <div>
        <dt>{words.historyHands}</dt>
        <dd>{figures.hands}</dd>
      </div>
      {WINNERS.map((w) => (
        <div key={w}>
          <dt>{words.outcome[w]}</dt>
          <dd>
            {figures.outcomes[w].count} <small>({(figures.outcomes[w].share * 100).toFixed(1)}%)</small>
          </dd>
        </div>
      ))}
      <div>
        <dt>{words.historyNet}</dt>
        <dd className={figures.net >= 0 ? 'up' : 'down'}>{words.signed(figures.net)}</dd>
      </div>
    </dl>
  );
}

/** The history's CSV and JSON exports (the JSON with the shoes' seeds and the past shoes). */
function HistoryExports({ hands, words }: { hands: readonly HandRecord[]; words: Words & LaterWords }) {
  const store = useTableStore();
  return (
    <div className="history__exports row" data-sideways={words.scrollSideways}>
      <button
        type="button"
        className="panel-button"
        disabled={hands.length === 0}
        onClick={() =>
          download(
            'baccarat-history.csv',
            'text/csv',
            historyCsv(
              hands,
              { column: (column) => words.csvHeaders[column], sideBet: words.csvSideBet },
              reviewableShoes(store.getState()),
            ),
          )
        }
      >
        {words.exportCsv}
      </button>
      <button
        type="button"
        className="panel-button"
        disabled={hands.length === 0}
        onClick={() => exportJson(store.getState(), hands)}
      >
        {words.exportJson}
      </button>
    </div>
  );
}

export function HistoryPanel() {
  const hands = useTable(shownHands);
  const starting = useTable((s) => s.startingBankroll);
  const figures = useMemo(() => sessionFigures(hands, starting), [hands, starting]);
  const [shown, setShown] = useState(HISTORY_PAGE);
  const newest = useMemo(() => hands.slice(-shown).reverse(), [hands, shown]);
  const older = hands.length - newest.length;
  const words = useLaterWords();
  // A column for each side bet staked on any hand of the session, in the layout's order.
  const sideBetKey = useMemo(
    () => SIDE_BETS.filter((bet) => hands.some((h) => (h.sideBets?.[bet] ?? 0) > 0)).join(' '),
    [hands],
  );
  const sideBets = useMemo(() => (sideBetKey === '' ? [] : (sideBetKey.split(' ') as SideBet[])), [sideBetKey]);

  return (
    <div className="history">
      <HistoryFigures figures={figures} words={words} />
      <BankrollChart balances={figures.balances} />
      <HistoryExports hands={hands} words={words} />
      <div className="history__scroll" tabIndex={0} role="region" aria-label={words.handsPlayed}>
        <table className="history__table" data-testid="hand-history">
          <thead>
            <tr>
              {(['hand', 'player', 'banker', 'winner', 'bets'] as const).map((column) => (
                <th key={column} scope="col">
                  {words.historyColumns[column]}
                </th>
              ))}
              {sideBets.map((bet) => (
                <th scope="col" key={bet}>
                  {words.bet[bet]}
                </th>
              ))}
              <th scope="col">{words.historyColumns.net}</th>
            </tr>
          </thead>
          <tbody>
            {newest.map((record) => (
              <HistoryRow key={record.hand} record={record} sideBets={sideBets} words={words} />
            ))}
          </tbody>
        </table>
        {hands.length === 0 && <p className="quiet">{words.noHandsYet}</p>}
        {older > 0 && (
          <p className="history__more row quiet">
            {words.olderHands(older)}
            <button type="button" className="panel-button" onClick={() => setShown((n) => n + HISTORY_PAGE)}>
              {words.showMore(Math.min(older, HISTORY_PAGE))}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
