/// <reference types="vite/client" />
/**
 * The strategy lab's view (ui-contract.md, "Lab"): parameters, a run on every core with a
 * progress bar and Cancel, and each system's figures beside the exact ones, with two charts,
 * a CSV export and one plain sentence. It lies over the table as a modal dialog at `#lab`;
 * the table behind keeps its state, and a run goes on while the player goes back to it.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { GAMES, SHOE_DECKS, type Game, type ShoeDecks } from '../rules';
import {
  compareWithExact,
  fan,
  histogram,
  labOptionsProblem,
  type LabRefusal,
  LAB_SHOES,
  MAX_SESSIONS,
  sessionRows,
  summarizeRun,
  SYSTEM_IDS,
  type BankrollDistribution,
  type Fan,
  type Histogram,
  type LabChunk,
  type LabOptions,
  type LabShoe,
  type Side,
  type SystemId,
  type SystemSummary,
} from '../rules/lab';
import { useWordSet } from '../i18n/useWordSet';
import { closeRoute } from '../app/route';
import { Dialog } from '../components/Dialog';
import { ExactCharts, FanChart, HistogramChart } from './Charts';
import { exactOnWorker, runOnWorkers, type LabRun } from './pool';
import { percentDone, secondsLeft } from './progress';
import { resultRows } from './resultRows';
import type { LabWords } from './words/en';
import { labWords } from './words';
import './lab.css';

/** The form's fields as typed (dollars and counts as text). */
interface Form {
  systems: SystemId[];
  side: Side;
  unit: string;
  bankroll: string;
  hands: string;
  sessions: string;
  stopWin: string;
  stopLoss: string;
  seed: string;
  shoe: LabShoe;
  decks: ShoeDecks;
  game: Game;
}

/** The bet's choices, Banker first (house-rules.md, "The lab"). */
const SIDES: readonly Side[] = ['banker', 'player'];

const START: Form = {
  systems: ['flat', 'martingale'],
  side: 'banker',
  unit: '5',
  bankroll: '100',
  hands: '200',
  sessions: '10000',
  stopWin: '',
  stopLoss: '',
  seed: '1',
  shoe: 'fresh',
  decks: 8,
  game: 'punto-banco',
};

function optionsOf(form: Form): { ok: true; options: LabOptions } | { ok: false; refusal: LabRefusal } {
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
  const dollars = (text: string) => (text.trim() === '' ? null : whole(text) * 100);
  const options: LabOptions = {
    systems: form.systems,
    side: form.side,
    unit: whole(form.unit) * 100,
    bankroll: whole(form.bankroll) * 100,
    hands: whole(form.hands),
    sessions: whole(form.sessions),
    stopWin: dollars(form.stopWin),
    stopLoss: dollars(form.stopLoss),
    seed: whole(form.seed),
    shoe: form.shoe,
    decks: form.decks,
    game: form.game,
  };
  const refusal = labOptionsProblem(options);
  return refusal === null ? { ok: true, options } : { ok: false, refusal };
}

interface Results {
  readonly options: LabOptions;
  readonly joined: LabChunk;
  readonly summaries: readonly SystemSummary[];
  readonly histograms: readonly Histogram[];
  readonly fans: readonly Fan[];
  readonly seconds: number;
}

type Exact = BankrollDistribution | null;

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function csvOf(results: Results, words: LabWords): string {
  const quote = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = sessionRows(results.options, results.joined).map((row) => {
    const copy = [...row];
    copy[9] = words.endedBy[String(copy[9])] ?? copy[9]!;
    return copy;
  });
  return `${[words.csvHeaders, ...rows].map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

/** A labelled control; its hint, if any, describes it (`children` gets the control's id and the hint's). */
function Field({
  label,
  children,
  hint,
  wide = false,
}: {
  label: string;
  children: (id: string, hintId: string | undefined) => ReactNode;
  hint?: ReactNode;
  /** Two columns of the grid: a menu whose longest choice is long. */
  wide?: boolean;
}) {
  const id = useId();
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  return (
    <div className={wide ? 'lab-field lab-field--wide' : 'lab-field'}>
      <label htmlFor={id}>{label}</label>
      {children(id, hintId)}
      {hint !== undefined && (
        <p className="lab-field__hint quiet" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The lab in the table's language: nothing of it shows until its words are here (useWordSet). */
export default function Lab({ shown }: { shown: boolean }) {
  return <LabView shown={shown} words={useWordSet(labWords)} />;
}

function LabView({ shown, words }: { shown: boolean; words: LabWords }) {
  const [form, setForm] = useState<Form>(START);
  const { percent, line, running, status, results, exact, start, cancel } = useLabRun(form, words);

  const set: SetField = (key, value) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <Dialog
      title={words.title}
      onClose={closeRoute}
      testId="lab"
      page={{ kind: 'lab', back: words.back }}
      shown={shown}
    >
      <p className="lab__lead quiet">{words.lead}</p>

      <form className="stack" onSubmit={start} aria-label={words.parameters}>
        <SystemsField form={form} set={set} words={words} />
        <LabGrid form={form} set={set} words={words} />
        {/* Run, Cancel and how far a run has got: held at the foot of the screen while the form scrolls. */}
        <div className="lab__actions row">
          <button type="submit" className="primary" data-testid="lab-run" disabled={running}>
            {words.run}
          </button>
          <button type="button" data-testid="lab-cancel" disabled={!running} onClick={cancel}>
            {words.cancel}
          </button>
          <div
            className="lab__progress"
            role="progressbar"
            data-testid="lab-progress"
            aria-label={words.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={line || undefined}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="lab__status">
            <span role="status">{status}</span> <span aria-hidden="true">{running ? line : ''}</span>
          </p>
        </div>
      </form>

      {results !== null && <LabResults results={results} exact={exact} words={words} />}
    </Dialog>
  );
}

/**
 * Beside the simulation, a flat bet on a fresh shoe has its exact distribution, on a worker of
 * its own: only the last run's is ever shown (a new run or Cancel ends the one under way).
 */
function useExact() {
  const [exact, setExact] = useState<Exact>(null);
  const job = useRef<ReturnType<typeof exactOnWorker> | null>(null);
  const stopExact = () => {
    job.current?.cancel();
    job.current = null;
  };
  useEffect(() => stopExact, []);
  const startExact = (options: LabOptions) => {
    stopExact();
    setExact(null);
    if (options.shoe !== 'fresh' || !options.systems.includes('flat')) return;
    const mine = exactOnWorker({ ...options, side: options.side });
    job.current = mine;
    void mine.done.then(
      (d) => (job.current === mine ? setExact(d) : undefined),
      () => undefined,
    );
  };
  return { exact, startExact, stopExact };
}

/** Sets one field of the form. */
type SetField = <K extends keyof Form>(key: K, value: Form[K]) => void;

/** How far a run has got: sessions done of all, the seconds left at the rate so far, whether Cancel stopped it. */
interface Along {
  readonly done: number;
  readonly total: number;
  readonly left: number | null;
  readonly began: number; // performance.now() at its start: which run a late progress note is from
  readonly stopped: boolean;
}

/**
 * A run on every core of the form's parameters: its percentage, the line beside the bar (while it
 * runs, the percentage and the time left at the rate so far; after Cancel, how far it got), its
 * status line, its results and Cancel.
 */
function useLabRun(form: Form, words: LabWords) {
  const [along, setAlong] = useState<Along>({ done: 0, total: 0, left: null, began: 0, stopped: false });
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState<string>('');
  const [results, setResults] = useState<Results | null>(null);
  const { exact, startExact, stopExact } = useExact();
  const run = useRef<LabRun | null>(null);
  const cores = typeof navigator === 'undefined' ? 1 : Math.max(1, navigator.hardwareConcurrency || 1);

  useEffect(() => () => run.current?.cancel(), []);

  const start = (event: FormEvent) => {
    event.preventDefault();
    const asked = optionsOf(form);
    if (!asked.ok) {
      setStatus(words.problem(words.refusal(asked.refusal)));
      return;
    }
    const { options } = asked;
    run.current?.cancel();
    setResults(null);
    const began = performance.now();
    setAlong({ done: 0, total: options.sessions, left: null, began, stopped: false });
    setRunning(true);
    setStatus(words.running(cores));
    const current = runOnWorkers(options, cores, (done) => {
      const left = secondsLeft(done, options.sessions, (performance.now() - began) / 1000);
      setAlong((a) => (a.began === began && !a.stopped ? { ...a, done, left } : a));
    });
    run.current = current;
    startExact(options);
    current.done.then(
      (joined) => {
        if (run.current !== current) return;
        run.current = null;
        const seconds = (performance.now() - began) / 1000;
        const summaries = summarizeRun(options, joined);
        setResults({
          options,
          joined,
          summaries,
          histograms: joined.systems.map((c) => histogram(c.final)),
          fans: joined.systems.map((c) => fan(c.paths, options.hands)),
          seconds,
        });
        setRunning(false);
        setStatus(words.done(joined.coups, seconds));
      },
      () => {
        if (run.current !== current) return;
        run.current = null;
        setRunning(false);
        const done = current.sessionsDone();
        setAlong((a) => ({ ...a, done, stopped: true }));
        setStatus(words.stopped(done, options.sessions));
      },
    );
  };

  const cancel = () => {
    run.current?.cancel();
    stopExact();
  };

  const percent = percentDone(along.done, along.total);
  const line = along.stopped
    ? words.stopped(along.done, along.total)
    : running
      ? words.timeLeft(percent, along.left)
      : '';
  return { percent, line, running, status, results, exact, start, cancel };
}

/**
 * The systems to run: a checkbox each, in the lab's order, one at least chosen (the last one
 * left cannot be unticked); each chosen one's rule below.
 */
function SystemsField({ form, set, words }: { form: Form; set: SetField; words: LabWords }) {
  const hintId = useId();
  const toggle = (id: SystemId, on: boolean) => {
    const chosen = new Set(form.systems);
    if (on) chosen.add(id);
    else if (chosen.size > 1) chosen.delete(id);
    set(
      'systems',
      SYSTEM_IDS.filter((s) => chosen.has(s)),
    );
  };
  return (
    <>
      <fieldset className="lab__systems-field stack" data-testid="lab-system" aria-describedby={hintId}>
        <legend>{words.systems}</legend>
        {SYSTEM_IDS.map((id) => {
          const checked = form.systems.includes(id);
          return (
            <label key={id} title={words.rule[id]}>
              <input
                type="checkbox"
                name="lab-system"
                value={id}
                checked={checked}
                disabled={checked && form.systems.length === 1}
                onChange={(e) => toggle(id, e.target.checked)}
              />
              {words.system[id]}
            </label>
          );
        })}
        <p className="lab-field__hint quiet" id={hintId}>
          {words.systemsHint}
        </p>
      </fieldset>
      <ul className="lab__rules">
        {form.systems.map((id) => (
          <li key={id}>
            <strong>{words.system[id]}</strong>
            {words.ruleAfterName}
            {words.rule[id]}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A menu of the form: one field's choices, each named in the lab's words. */
function MenuField<K extends 'side' | 'shoe' | 'decks' | 'game'>({
  form,
  set,
  field,
  choices,
  name,
  ...shown
}: {
  form: Form;
  set: SetField;
  field: K;
  choices: readonly Form[K][];
  name: (choice: Form[K]) => string;
  label: string;
  testId: string;
  hint?: ReactNode;
  wide?: boolean;
}) {
  return (
    <Field label={shown.label} hint={shown.hint} wide={shown.wide}>
      {(id, hintId) => (
        <select
          id={id}
          aria-describedby={hintId}
          data-testid={shown.testId}
          value={form[field]}
          onChange={(e) =>
            set(
              field,
              choices.find((c) => String(c) === e.target.value)!,
            )
          }
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {name(choice)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The table the lab plays: the shoe, its decks and the game. */
function LabTableFields({ form, set, words }: { form: Form; set: SetField; words: LabWords }) {
  const menu = { form, set };
  return (
    <>
      <MenuField
        {...menu}
        field="shoe"
        choices={LAB_SHOES}
        name={(shoe) => words.shoeKind[shoe]}
        label={words.shoe}
        testId="lab-shoe"
        hint={form.shoe === 'casino' ? words.casinoCost : undefined}
        wide
      />
      <MenuField
        {...menu}
        field="decks"
        choices={SHOE_DECKS}
        name={words.deckCount}
        label={words.decks}
        testId="lab-decks"
      />
      <MenuField
        {...menu}
        field="game"
        choices={GAMES}
        name={(game) => words.gameName[game]}
        label={words.game}
        testId="lab-game"
        wide
      />
    </>
  );
}

/** The other parameters: the bet, the sums and counts, then the table's. */
function LabGrid({ form, set, words }: { form: Form; set: SetField; words: LabWords }) {
  return (
    <div className="lab__grid stack">
      <MenuField
        form={form}
        set={set}
        field="side"
        choices={SIDES}
        name={(side) => words.side[side]}
        label={words.bet}
        testId="lab-bet"
      />
      {(
        [
          ['unit', words.unit],
          ['bankroll', words.bankroll],
          ['hands', words.hands],
          ['sessions', words.sessions],
          ['stopWin', words.stopWin],
          ['stopLoss', words.stopLoss],
          ['seed', words.seed],
        ] as const
      ).map(([key, label]) => (
        <Field key={key} label={label} hint={key === 'sessions' ? words.sessionsCap(MAX_SESSIONS) : undefined}>
          {(id, hintId) => (
            <input
              id={id}
              data-testid={`lab-${key}`}
              inputMode="numeric"
              aria-describedby={hintId}
              value={form[key]}
              onChange={(e) => set(key, e.target.value)}
            />
          )}
        </Field>
      ))}
      <LabTableFields form={form} set={set} words={words} />
    </div>
  );
}

/** The last run's figures: a sentence per system, the CSV export, each system's result and the exact line. */
function LabResults({ results, exact, words }: { results: Results; exact: Exact; words: LabWords }) {
  const sentences = useMemo(
    () =>
      results.summaries.map((s) =>
        words.sentence({
          system: words.system[s.system],
          ahead: s.ahead,
          ruin: s.ruin,
          wagered: s.wageredCents / Math.max(1, s.sessions),
          lossRate: s.wageredCents === 0 ? 0 : -(s.meanResultCents * s.sessions) / s.wageredCents,
          exactRate: s.wageredCents === 0 ? 0 : -(s.exactExpectedCents * s.sessions) / s.wageredCents,
        }),
      ),
    [results, words],
  );
  return (
    <section className="lab__results" aria-label={words.results}>
      <h3>{words.results}</h3>
      {sentences.map((sentence, i) => (
        <p key={i} className="lab__sentence">
          {sentence}
        </p>
      ))}
      <button
        type="button"
        data-testid="lab-export"
        onClick={() => download('baccarat-lab-sessions.csv', csvOf(results, words))}
      >
        {words.exportCsv}
      </button>
      <div className="lab__systems stack">
        {results.summaries.map((s, i) => (
          <SystemResult
            key={s.system}
            summary={s}
            words={words}
            histogram={results.histograms[i]!}
            fanData={results.fans[i]!}
            start={results.options.bankroll}
          />
        ))}
      </div>
      {exact !== null && <ExactSection results={results} exact={exact} words={words} />}
    </section>
  );
}

function SystemResult({
  summary: s,
  words,
  histogram: h,
  fanData,
  start,
}: {
  summary: SystemSummary;
  words: LabWords;
  histogram: Histogram;
  fanData: Fan;
  start: number;
}) {
  const name = words.system[s.system];
  const rows = resultRows(s, words);
  return (
    <article
      className="lab-result box"
      data-testid="lab-result"
      data-system={s.system}
      data-sessions={s.sessions}
      data-hands={s.hands}
      data-wagered-cents={s.wageredCents}
      data-mean-cents-per-hand={s.meanPerHandCents}
      data-exact-cents-per-hand={s.exactPerHandCents}
      data-ci-low-cents-per-hand={s.ci95PerHandCents[0]}
      data-ci-high-cents-per-hand={s.ci95PerHandCents[1]}
      data-ruin={s.ruin}
      aria-label={name}
    >
      <h4>{name}</h4>
      <dl className="stack">
        {rows.map(([label, value]) => (
          <div key={label} className="row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <HistogramChart data={h} start={start} label={words.histogram(name)} words={words} />
      <FanChart data={fanData} start={start} label={words.fanChart(name)} words={words} />
    </article>
  );
}

/** Flat's exact distribution (dynamic programming) in one line and as a chart beside the simulated one. */
function ExactSection({ results, exact, words }: { results: Results; exact: BankrollDistribution; words: LabWords }) {
  const flat = results.options.systems.indexOf('flat');
  const comparison = useMemo(
    () => (flat < 0 ? null : compareWithExact(results.joined.systems[flat]!.final, exact)),
    [results, exact, flat],
  );
  return (
    <section className="lab__exact" data-testid="lab-exact" aria-label={words.exactTitle}>
      <p>
        <strong>{words.exactTitle}</strong> {words.exactLine(exact.ruin, exact.ahead, exact.meanResult)}
      </p>
      {comparison !== null && (
        <ExactCharts
          data={comparison}
          start={results.options.bankroll}
          sessions={results.options.sessions}
          words={words}
        />
      )}
    </section>
  );
}
