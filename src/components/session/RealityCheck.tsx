import { useId, useState } from 'react';
import { BREAKS, type BreakMinutes } from '../../rules/session';
import { sessionWords } from '../../i18n/session';
import { useWordSet } from '../../i18n/useWordSet';
import { Dialog } from '../Dialog';
import { useNow } from '../../app/clock';
import { useHonest } from './useHonest';

/**
 * The reality check (house-rules.md): the session's time, net position, wagered and expected,
 * with Stop (closed for the day), a break (5, 15 or 60 minutes) and Continue. Closing it
 * otherwise (Escape, ×) is Continue.
 */
export default function RealityCheck() {
  // The figures the session line shows: net, wagered and expected of the same hands.
  const [honest, session] = useHonest((s) => s.figures);
  const [minutes, setMinutes] = useState<BreakMinutes>(BREAKS[0]);
  const words = useWordSet(sessionWords);
  const name = useId();
  const now = useNow(null);
  if (honest === undefined) return null;
  const seconds = session === null ? 0 : Math.max(0, Math.floor((now - session.startedAt) / 1000));
  const expected = Math.round(session?.expected ?? 0) as NonNullable<typeof session>['net'];
  return (
    <Dialog title={words.realityTitle} onClose={honest.carryOn} testId="reality-check">
      <p className="reality__lead">{words.realityPlayed(words.clock(seconds))}</p>
      {session !== null && (
        <>
          <p className="reality__lead">{words.realityFigures}</p>
          <dl className="reality__figures">
            <dt>{words.net}</dt>
            <dd data-cents={session.net}>{words.signed(session.net)}</dd>
            <dt>{words.wagered}</dt>
            <dd data-cents={session.wagered}>{words.money(session.wagered)}</dd>
            <dt>{words.expected}</dt>
            <dd data-cents={session.expected}>{words.signed(expected)}</dd>
          </dl>
        </>
      )}
      <div className="stack">
        <button type="button" className="action" data-testid="reality-stop" onClick={honest.stop}>
          {words.stop}
        </button>
        <fieldset className="reality__break row box">
          <legend>{words.takeBreak}</legend>
          <div className="row" data-testid="reality-break-minutes">
            {BREAKS.map((m) => (
              <label key={m}>
                <input type="radio" name={name} value={m} checked={m === minutes} onChange={() => setMinutes(m)} />
                {words.breakFor(m)}
              </label>
            ))}
          </div>
          <button
            type="button"
            className="action"
            data-testid="reality-break"
            data-minutes={minutes}
            onClick={() => honest.takeBreak(minutes)}
          >
            {words.takeBreak}
          </button>
        </fieldset>
        <button type="button" className="action action--deal" data-testid="reality-continue" onClick={honest.carryOn}>
          {words.carryOn}
        </button>
      </div>
    </Dialog>
  );
}
