import { useEffect, useId, useRef, useState } from 'react';
import { cents, LIMITS, type Cents } from '../../rules';
import { limitAt, limitRefusal, REALITY_INTERVALS, type Limit, type RealityInterval } from '../../rules/session';
import { sessionWords, type SessionWords } from '../../i18n/session';
import { useWordSet } from '../../i18n/useWordSet';
import type { HonestSession } from '../../store/api';
import { useNow } from '../../app/clock';
import { useHonest } from './useHonest';
import './session.css';

/** Dollars as typed ("20", "20.50", empty: none) in cents; undefined when it is not an amount. */
function typedAmount(text: string): Cents | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return undefined;
  return cents(Math.round(Number(t) * 100));
}

const shown = (amount: Cents | null): string =>
  amount === null ? '' : amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2);

/** What asking for a limit did, said under its field. */
type Said =
  { readonly key: 'notAmount' | 'belowMinimum' | 'waits' } | { readonly key: 'set'; readonly value: Cents | null };

/** What asking for a limit did, in words. */
function saidWords(said: Said, kind: 'loss' | 'wager', words: SessionWords): string {
  switch (said.key) {
    case 'notAmount':
      return words.notAmount;
    case 'belowMinimum':
      return words.limitBelowMinimum(words.money(LIMITS.minimumBet));
    case 'waits':
      return words.limitWaits(kind);
    case 'set':
      return words.limitSet(kind, said.value === null ? null : words.money(said.value));
  }
}

/**
 * One limit's input: asked for when it loses the focus, on Enter, or when the options close.
 * What the asking did is said under it in words: set, waiting its 24 hours, not an amount, or
 * refused below the minimum bet (which would close the table for the day).
 */
function LimitInput({
  honest,
  kind,
  limit,
  now,
}: {
  honest: HonestSession;
  kind: 'loss' | 'wager';
  limit: Limit;
  now: number;
}) {
  const words = useWordSet(sessionWords);
  const id = useId();
  const [text, setText] = useState(() => shown(limitAt(limit, now)));
  const [said, setSaid] = useState<Said | null>(null);
  // What was last asked for and what is typed now, for the asking done on closing.
  const sent = useRef({ asked: text, typed: text });
  const ask = (typed: string) => {
    const amount = typedAmount(typed);
    if (amount === undefined) return setSaid({ key: 'notAmount' });
    if (typed.trim() === sent.current.asked.trim()) return;
    if (limitRefusal(amount) !== null) return setSaid({ key: 'belowMinimum' });
    sent.current.asked = typed;
    const after = honest.setLimit(kind, amount);
    setSaid(after.pending !== undefined && after.value !== amount ? { key: 'waits' } : { key: 'set', value: amount });
  };
  // Closing the options with a limit typed asks for it too.
  useEffect(() => () => void ask(sent.current.typed), []); // eslint-disable-line react-hooks/exhaustive-deps
  const invalid = said?.key === 'notAmount' || said?.key === 'belowMinimum' || typedAmount(text) === undefined;
  const saidText = said === null ? '' : saidWords(said, kind, words);
  return (
    <>
      <p className="limits-form__field row">
        <label htmlFor={id}>{kind === 'loss' ? words.lossLimit : words.wagerLimit}</label>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          data-testid={`${kind}-limit`}
          placeholder={words.noLimit}
          aria-invalid={invalid}
          aria-describedby={`${id}-said`}
          value={text}
          onChange={(event) => {
            sent.current.typed = event.target.value;
            setText(event.target.value);
            setSaid(null);
          }}
          onBlur={() => ask(text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') ask(text);
          }}
        />
      </p>
      <p
        id={`${id}-said`}
        role="status"
        data-testid={`${kind}-limit-said`}
        data-said={said?.key ?? ''}
        className={`limits-form__said quiet${invalid && said !== null ? ' limits-form__said--refused' : ''}`}
      >
        {saidText}
      </p>
    </>
  );
}

/** Each limit with a raise (or removal) waiting: the limit in force today, and the one from when. */
function Pending({ limits }: { limits: { loss: Limit; wager: Limit } }) {
  const words = useWordSet(sessionWords);
  const next = Math.min(...[limits.loss.pending?.from ?? Infinity, limits.wager.pending?.from ?? Infinity]);
  const now = useNow(Number.isFinite(next) ? next : null);
  const waiting = (['loss', 'wager'] as const).flatMap((kind) => {
    const p = limits[kind].pending;
    return p !== undefined && now < p.from ? [{ kind, current: limits[kind].value, ...p }] : [];
  });
  if (waiting.length === 0) return null;
  const money = (value: Cents | null) => (value === null ? null : words.money(value));
  return (
    <p className="limits-form__pending" data-testid="limit-pending" data-at={new Date(waiting[0]!.from).toISOString()}>
      {waiting
        .map((p) => words.pending(p.kind, money(p.current) ?? words.noLimit, money(p.value), words.at(p.from, now)))
        .join(' ')}
    </p>
  );
}

/** The limits in Table options: a daily loss limit and wager limit, the reality check's interval, a new session. */
export default function LimitsForm() {
  const [honest, record] = useHonest((s) => s.record);
  const words = useWordSet(sessionWords);
  const intervalId = useId();
  const now = useNow(null);
  if (honest === undefined) return null;
  return (
    <fieldset className="box options__group limits-form" data-testid="limits">
      <legend>{words.limitsHeading}</legend>
      <small className="options__about quiet">{words.limitsRule}</small>
      <LimitInput honest={honest} kind="loss" limit={record.limits.loss} now={now} />
      <LimitInput honest={honest} kind="wager" limit={record.limits.wager} now={now} />
      <Pending limits={record.limits} />
      <p className="limits-form__field row">
        <label htmlFor={intervalId}>{words.realityInterval}</label>
        <select
          id={intervalId}
          data-testid="reality-interval"
          value={record.reality.interval === 0 ? 'off' : String(record.reality.interval)}
          onChange={(event) =>
            honest.setRealityInterval(
              (event.target.value === 'off' ? 0 : Number(event.target.value)) as RealityInterval,
            )
          }
        >
          {REALITY_INTERVALS.map((m) => (
            <option key={m} value={m === 0 ? 'off' : String(m)}>
              {words.interval(m)}
            </option>
          ))}
        </select>
      </p>
      <p className="limits-form__field row">
        <button type="button" className="action action--tool" data-testid="new-session" onClick={honest.newSession}>
          {words.newSession}
        </button>
        <small className="options__about quiet">{words.newSessionNote}</small>
      </p>
    </fieldset>
  );
}
