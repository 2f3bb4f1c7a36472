import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { realityDue } from '../../rules/session';
import { useTable, useTablePhase, useTableStore } from '../../store/TableContext';
import type { HonestSessionState } from '../../store/api';
import { sessionWords } from '../../i18n/session';
import { useWordSet } from '../../i18n/useWordSet';
import type { SessionFigures } from '../../table/session';
import { useNow } from '../../app/clock';
import { useHonest } from './useHonest';
import './session.css';

/** The reality check's dialog loads when it is first due. */
const RealityCheck = lazy(() => import('./RealityCheck'));

/** The session's running time: only this ticks each second, never the table. */
const SessionClock = memo(function SessionClock({ startedAt }: { startedAt: number }) {
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
});

/** Net, wagered and expected: the session's money, from its record. */
const SessionMoney = memo(function SessionMoney({ session }: { session: SessionFigures }) {
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
});

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
  // The same figures while nothing moved: Deal's press redraws none of the line's parts.
  const held = useMemo(
    () =>
      shown === null || figures === null ? shown : shown.net === figures.net ? figures : { ...figures, net: shown.net },
    [shown, figures],
  );
  return dealing ? held : figures;
}

/**
 * The clock and the money, as of the last settled hand: a part of its own, the only one of the
 * line that Deal's press redraws (the phase, `useSettledFigures`), and it redraws neither.
 */
const SettledFigures = memo(function SettledFigures({ figures }: { figures: SessionFigures | null }) {
  const session = useSettledFigures(figures);
  return (
    session !== null && (
      <>
        <SessionClock startedAt={session.startedAt} />
        <SessionMoney session={session} />
      </>
    )
  );
});

/** When the next reality check is due (null: none is coming). */
const realityDueOf = ({ record }: HonestSessionState): number | null =>
  record.session === null
    ? null
    : realityDue({ ...record.reality, startedAt: record.session.startedAt, closedUntil: record.closedUntil });

/**
 * Shows the reality check when it is due, in the tab that plays the table. Due while a hand is
 * dealt, it waits for the settle: its net position would tell the result before the cards do.
 * It reads only when the check is due and whether it is shown, and the deal in the deal's
 * transition, so Deal's press renders nothing of it (a render of its own in the press's task, about
 * 18 ms at the low tier, 13.83×: the record changes as the hand is dealt); a check that comes due
 * before the deal is drawn asks the table whether it is dealing.
 */
function RealityWatch() {
  const store = useTableStore();
  const [honest, due] = useHonest(realityDueOf);
  const [, realityShown] = useHonest((s) => s.realityShown);
  const held = useTable((s) => s.hold === 'held');
  const dealing = useTable((s) => s.phase === 'dealing');
  const now = useNow(due);
  const isDue = due !== null && now >= due && held && !dealing;
  useEffect(() => {
    if (isDue && !realityShown && store.getState().phase !== 'dealing') honest?.showReality();
  }, [isDue, realityShown, honest, store]);
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
  const words = useWordSet(sessionWords);
  return (
    <div className="session-line" role="group" aria-label={words.session} data-testid="session-line">
      <SettledFigures figures={figures} />
      <RealityWatch />
    </div>
  );
}
