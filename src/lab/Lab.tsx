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

/** The most sessions the page keeps at once: every one is in the CSV export. */
const MAX_SESSIONS = 200_000;

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
  const refusal: LabRefusal | null =
    options.sessions > MAX_SESSIONS ? { key: 'sessions', max: MAX_SESSIONS } : labOptionsProblem(options);
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

function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="lab-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint !== undefined && <p className="lab-field__hint">{hint}</p>}
    </div>
  );
}

/** The lab in the table's language: nothing of it shows until its words are here (useWordSet). */
export default function Lab({ shown }: { shown: boolean }) {
  return <LabView shown={shown} words={useWordSet(labWords)} />;
}

function LabView({ shown, words }: { shown: boolean; words: LabWords }) {
  const [form, setForm] = useState<Form>(START);
  const { progress, running, status, results, exact, start, cancel } = useLabRun(form, words);

  const set: SetField = (key, value) => setForm((f) => ({ ...f, [key]: value }));
  const percent = Math.round(100 * progress);

  return (
    <Dialog
      title={words.title}
      onClose={closeRoute}
      testId="lab"
      page={{ kind: 'lab', back: words.back }}
      shown={shown}
    >
      <p className="lab__lead">{words.lead}</p>

      <form className="lab__form" onSubmit={start} aria-label={words.parameters}>
        <SystemsField form={form} set={set} words={words} />
        <LabGrid form={form} set={set} words={words} />
        <div className="lab__actions">
          <button type="submit" className="lab__run" data-testid="lab-run" disabled={running}>
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
          >
            <span style={{ width: `${percent}%` }} />
          </div>
        </div>
        <p className="lab__status" role="status">
          {status}
        </p>
      </form>

      {results !== null && <LabResults results={results} exact={exact} words={words} />}
    </Dialog>
  );
}

/** Sets one field of the form. */
type SetField = <K extends keyof Form>(key: K, value: Form[K]) => void;

/** A run on every core of the form's parameters: its progress, its status line, its results and Cancel. */
function useLabRun(form: Form, words: LabWords) {
  const [progress, setProgress] = useState(0); // 0–1 of the last run
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState<string>('');
  const [results, setResults] = useState<Results | null>(null);
  const [exact, setExact] = useState<Exact>(null);
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
    setExact(null);
    setProgress(0);
    setRunning(true);
    setStatus(words.running(cores));
    const began = performance.now();
    const current = runOnWorkers(options, cores, setProgress);
    run.current = current;
    // Beside the simulation, a flat bet on a fresh shoe has its exact distribution.
    if (options.shoe === 'fresh' && options.systems.includes('flat')) {
      const { done } = exactOnWorker({ ...options, side: options.side });
      // Only this run's: a later run may have started before it came.
      void done.then(
        (d) => (run.current === current || run.current === null ? setExact(d) : undefined),
        () => undefined,
      );
    }
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
        setStatus(words.cancelled);
      },
    );
  };

  const cancel = () => {
    run.current?.cancel();
  };

  return { progress, running, status, results, exact, start, cancel };
}

/** The systems to run, and each chosen one's rule. */
function SystemsField({ form, set, words }: { form: Form; set: SetField; words: LabWords }) {
  return (
    <>
      <Field
        label={words.systems}
        hint={
          <>
            <span className="lab-field__keys">{words.systemsHint.keys}</span>
            <span className="lab-field__touch">{words.systemsHint.touch}</span>
          </>
        }
      >
        {(id) => (
          <select
            id={id}
            multiple
            size={SYSTEM_IDS.length}
            data-testid="lab-system"
            value={form.systems}
            onChange={(e) =>
              set(
                'systems',
                Array.from(e.target.selectedOptions, (o) => o.value as SystemId),
              )
            }
          >
            {SYSTEM_IDS.map((id) => (
              <option key={id} value={id} title={words.rule[id]}>
                {words.system[id]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ul className="lab__rules">
        {form.systems.map((id) => (
          <li key={id}>
            <strong>{words.system[id]}</strong>: {words.rule[id]}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The other parameters: the side bet, the sums and counts, the shoe, the decks and the game. */
/** The table the lab plays: the shoe, its decks and the game. */
function LabTableFields({ form, set, words }: { form: Form; set: SetField; words: LabWords }) {
  return (
    <>
      <Field label={words.shoe} hint={form.shoe === 'casino' ? words.casinoCost : undefined}>
        {(id) => (
          <select
            id={id}
            data-testid="lab-shoe"
            value={form.shoe}
            onChange={(e) => set('shoe', e.target.value as LabShoe)}
          >
            {LAB_SHOES.map((shoe) => (
              <option key={shoe} value={shoe}>
                {words.shoeKind[shoe]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={words.decks}>
        {(id) => (
          <select
            id={id}
            data-testid="lab-decks"
            value={form.decks}
            onChange={(e) => set('decks', Number(e.target.value) as ShoeDecks)}
          >
            {SHOE_DECKS.map((decks) => (
              <option key={decks} value={decks}>
                {words.deckCount(decks)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={words.game}>
        {(id) => (
          <select
            id={id}
            data-testid="lab-game"
            value={form.game}
            onChange={(e) => set('game', e.target.value as Game)}
          >
            {GAMES.map((game) => (
              <option key={game} value={game}>
                {words.gameName[game]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

function LabGrid({ form, set, words }: { form: Form; set: SetField; words: LabWords }) {
  return (
    <div className="lab__grid">
      <Field label={words.bet}>
        {(id) => (
          <select id={id} data-testid="lab-bet" value={form.side} onChange={(e) => set('side', e.target.value as Side)}>
            <option value="banker">{words.side.banker}</option>
            <option value="player">{words.side.player}</option>
          </select>
        )}
      </Field>
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
        <Field key={key} label={label}>
          {(id) => (
            <input
              id={id}
              data-testid={`lab-${key}`}
              inputMode="numeric"
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
      <div className="lab__systems">
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
  const rows: [string, string][] = [
    [words.columns.sessions, words.count(s.sessions)],
    [words.columns.hands, words.count(s.hands)],
    [words.columns.wagered, words.money(s.wageredCents)],
    [
      words.columns.meanSession,
      `${words.money(s.meanResultCents)} (${words.interval(words.money(s.ci95Cents[0]), words.money(s.ci95Cents[1]))})`,
    ],
    [
      words.columns.meanHand,
      `${words.cents(s.meanPerHandCents)} (${words.interval(words.cents(s.ci95PerHandCents[0]), words.cents(s.ci95PerHandCents[1]))})`,
    ],
    [words.columns.exact, `${words.money(s.exactExpectedCents)} / ${words.cents(s.exactPerHandCents)}`],
    [words.columns.covered, s.covered ? words.yes : words.no],
    [words.columns.ahead, words.percent(s.ahead)],
    [words.columns.ruin, words.percent(s.ruin)],
    [
      words.columns.percentiles,
      [
        s.percentilesCents.p5,
        s.percentilesCents.p25,
        s.percentilesCents.p50,
        s.percentilesCents.p75,
        s.percentilesCents.p95,
      ]
        .map(words.money)
        .join(' · '),
    ],
    [words.columns.maxBet, words.money(s.maxBetCents)],
    [words.columns.capped, words.count(s.cappedBets)],
  ];
  return (
    <article
      className="lab-result"
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
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <HistogramChart data={h} start={start} label={words.histogram(name)} />
      <FanChart data={fanData} start={start} label={words.fanChart(name)} />
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
