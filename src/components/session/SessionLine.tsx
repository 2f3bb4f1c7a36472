import { lazy, Suspense, useEffect, useState } from 'react';
import { realityDue } from '../../rules/session';
import { useTable, useTablePhase } from '../../store/TableContext';
import { sessionWords } from '../../i18n/session';
import { useWordSet } from '../../i18n/useWordSet';
import type { SessionFigures } from '../../table/session';
import { useNow } from '../../app/clock';
import { useHonest } from './useHonest';
import './session.css';

/** The reality check's dialog loads when it is first due. */
const RealityCheck = lazy(() => import('./RealityCheck'));

/** The session's running time: only this ticks each second, never the table. */
function SessionClock({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    // To the next whole second of the session, then again.
    const id = setTimeout(() => setNow(Date.now()), 1000 - ((Date.now() - startedAt) % 1000));
    return () => clearTimeout(id);
  }, [now, startedAt]);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  const words = useWordSet(sessionWords);
  return (
    <span
      className="session-line__figure session-line__figure--clock"
      data-testid="session-clock"
      data-seconds={seconds}
    >
      <span className="session-line__label">{words.time}</span>{' '}
      <time dateTime={`PT${seconds}S`}>{words.clock(seconds)}</time>
    </span>
  );
}

/** Net, wagered and expected: the session's money, from its record. */
function SessionMoney({ session }: { session: SessionFigures }) {
  const words = useWordSet(sessionWords);
  const expected = Math.round(session.expected) as SessionFigures['net'];
  return (
    <>
      <span
        className="session-line__figure session-line__figure--net"
        data-testid="session-net"
        data-cents={session.net}
      >
        <span className="session-line__label">{words.net}</span> {words.signed(session.net)}
      </span>
      <span
        className="session-line__figure session-line__figure--wagered"
        data-testid="session-wagered"
        data-cents={session.wagered}
      >
        <span className="session-line__label">{words.wagered}</span> {words.money(session.wagered)}
      </span>
      <span
        className="session-line__figure session-line__figure--expected"
        data-testid="session-expected"
        data-cents={session.expected}
        title={words.expectedTitle}
      >
        <span className="session-line__label">{words.expected}</span>{' '}
        <span className="session-line__amount">{words.signed(expected)}</span>
      </span>
      {session.fresh > 0 && (
        <span className="session-line__figure" data-testid="session-fresh" data-count={session.fresh}>
          {words.fresh(session.fresh)}
        </span>
      )}
    </>
  );
}

/**
 * The session's figures, its net as of the last settled hand. The record counts a hand as it is
 * dealt (a reload mid-deal finds it counted once): its stakes are wagered then, and what they
 * expect is known a moment later (`figures` moves once it is, so net, wagered and expected are
 * always of the same hands). Its net would tell the result before the cards do, so while a hand
 * is dealt the line keeps the net it showed, and takes the new one with the settle.
 */
function useSettledFigures(figures: SessionFigures | null): SessionFigures | null {
  // The phase said in Deal's own task, with the record's change: the felt's drawing of the deal
  // comes later (a transition), and read from it the line took the new net before the cards.
  const dealing = useTablePhase((s) => s.phase === 'dealing');
  const [shown, setShown] = useState(figures);
  if (!dealing && shown !== figures) setShown(figures);
  if (!dealing) return figures;
  return shown === null || figures === null ? shown : { ...figures, net: shown.net };
}

/**
 * Shows the reality check when it is due, in the tab that plays the table. Due while a hand is
 * dealt, it waits for the settle: its net position would tell the result before the cards do.
 */
function RealityWatch() {
  const [honest, { record, realityShown }] = useHonest((s) => s);
  const held = useTable((s) => s.hold === 'held');
  const dealing = useTablePhase((s) => s.phase === 'dealing'); // said at once, as above
  const due =
    record.session === null
      ? null
      : realityDue({ ...record.reality, startedAt: record.session.startedAt, closedUntil: record.closedUntil });
  const now = useNow(due);
  const isDue = due !== null && now >= due && held && !dealing;
  useEffect(() => {
    if (isDue && !realityShown) honest?.showReality();
  }, [isDue, realityShown, honest]);
  return realityShown && held ? (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  ) : null;
}

/**
 * The honest session, always in view under the top bar: its running time, net position, total
 * wagered and the exact expected result of what was wagered. A chunk of its own, just after the
 * table; its place is kept meanwhile (.session-line--slot).
 */
export default function SessionLine() {
  const [, figures] = useHonest((s) => s.figures);
  const session = useSettledFigures(figures);
  const words = useWordSet(sessionWords);
  return (
    <div className="session-line" role="group" aria-label={words.session} data-testid="session-line">
      {session !== null && (
        <>
          <SessionClock startedAt={session.startedAt} />
          <SessionMoney session={session} />
        </>
      )}
      <RealityWatch />
    </div>
  );
}
