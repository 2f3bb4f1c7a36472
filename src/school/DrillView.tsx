/**
 * A dealer drill being played: the question, its cards or stake or layout, the answer
 * controls, and (only once the learner has committed) the verdict with the rule that decides
 * it. The moves are the rules' (`answerStep`, `nextStep`); this view calls them and shows
 * what they return.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { BETS, paytable, type Bet, type Cents } from '../rules';
import {
  answerStep,
  CHOICES,
  median,
  nextStep,
  parseAmount,
  questionSource,
  startDrill,
  takenBets,
  TEST_QUESTIONS,
  type DrillKind,
  type DrillMode,
  type DrillState,
  type Question,
  type QuestionRef,
  type QuestionSource,
  type Step,
  type Why,
} from '../rules/school';
import { useTouch } from '../app/input';
import { useLaterWords } from '../i18n/useLaterWords';
import type { SchoolWords } from './words/en';
import { useSchoolKeys, type KeyHandler } from './keys';
import type { RecordAnswer, RecordDone } from './progress';
import { Cards } from './Cards';

interface DrillProps {
  kind: DrillKind;
  mode: DrillMode;
  seed: number;
  from: number;
  replay: readonly QuestionRef[] | null;
  words: SchoolWords;
  keysRef: RefObject<KeyHandler | null>;
  record: RecordAnswer;
  done: RecordDone;
}

/** The learner's clock: Date.now, which a test clock drives. */
const now = () => Date.now();

/** The questions of each seed met in this drill (a replay may hold several), dealt once. */
function useSources(kind: DrillKind) {
  const sources = useRef(new Map<number, QuestionSource>());
  return (ref: QuestionRef): Question => {
    let source = sources.current.get(ref.seed);
    if (source === undefined) {
      source = questionSource(kind, ref.seed);
      sources.current.set(ref.seed, source);
    }
    return source.question(ref.index);
  };
}

/** A test's running time, ticking each second while it lasts. */
function useElapsed(running: boolean, since: number): number {
  const [at, setAt] = useState(since);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setAt(now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return Math.max(0, at - since);
}

export function DrillView({ kind, mode, seed, from, replay, words, keysRef, record, done }: DrillProps) {
  const questionAt = useSources(kind);
  const [state, setState] = useState<DrillState>(() =>
    startDrill(kind, mode, replay === null ? { seed, from } : { replay }, now()),
  );
  const [started] = useState(now);
  const question = questionAt(state.current);
  const step = question.steps[state.step];
  const elapsed = useElapsed(mode === 'test' && !state.finished, started);

  const answer = (value: string) => {
    if (state.verdict !== null || state.finished) return;
    const next = answerStep(state, question, value, now());
    if (next === state || next.verdict === null) return;
    setState(next);
    record(kind, next.verdict, next.streak, state.current);
  };
  const goOn = () => {
    if (state.verdict === null) return;
    if (state.step + 1 === question.steps.length) done(kind, state.current, state.missedThis);
    setState(nextStep(state, question, now()));
  };

  // The drill's keys: 1, 2, 3 choose an answer; Enter goes on after a verdict.
  useSchoolKeys(keysRef, (event) => drillKey(event, state, step, answer, goOn));

  if (state.finished) {
    return (
      <DrillDone
        state={state}
        words={words}
        onAgain={() => setState(startDrill(kind, mode, replay === null ? { seed, from } : { replay }, now()))}
      />
    );
  }

  return (
    <section className="school__drill" aria-label={words.kinds[kind]}>
      <p className="school__where quiet">
        {replay !== null && <span>{words.replaying} · </span>}
        {words.questionOf(
          state.position + 1,
          mode === 'test' ? TEST_QUESTIONS : replay === null ? null : replay.length,
        )}
        {mode === 'test' && <span className="school__clock"> · {words.elapsed(elapsed)}</span>}
      </p>
      <QuestionView state={state} question={question} step={step!} words={words} />
      <Answers key={`${state.position}-${state.step}`} state={state} step={step!} words={words} onAnswer={answer} />
      <VerdictView
        state={state}
        step={step!}
        words={words}
        onNext={goOn}
        last={state.step + 1 === question.steps.length}
      />
      <Score state={state} words={words} />
    </section>
  );
}

/** The drill's keys: 1, 2, 3 choose an answer; Enter goes on after a verdict. */
function drillKey(
  event: Parameters<KeyHandler>[0],
  state: DrillState,
  step: Step | undefined,
  answer: (value: string) => void,
  goOn: () => void,
): void {
  const target = event.target as HTMLElement | null;
  const typing = target?.tagName === 'INPUT' || target?.tagName === 'SELECT' || target?.tagName === 'TEXTAREA';
  if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
  if (state.verdict === null && step !== undefined && step.form !== 'amount' && step.form !== 'count') {
    const digit = /^(Digit|Numpad)([1-3])$/.exec(event.code)?.[2];
    const value = digit === undefined ? undefined : CHOICES[step.form][Number(digit) - 1];
    if (value !== undefined) {
      event.preventDefault();
      answer(value);
    }
  } else if (
    state.verdict !== null &&
    event.key === 'Enter' &&
    target?.tagName !== 'BUTTON' &&
    target?.tagName !== 'A'
  ) {
    event.preventDefault();
    goOn();
  }
}

/** A finished test: its result, its score, and a button to take it again. */
function DrillDone({ state, words, onAgain }: { state: DrillState; words: SchoolWords; onAgain: () => void }) {
  return (
    <section className="school__drill">
      <p className="school__done" role="status">
        {words.testDone(state.answered, state.correct, median(state.times))}
      </p>
      <Score state={state} words={words} />
      <button type="button" className="primary" onClick={onAgain}>
        {words.again}
      </button>
    </section>
  );
}

function Score({ state, words }: { state: DrillState; words: SchoolWords }) {
  const mid = median(state.times);
  return (
    <p
      className="school__score quiet"
      data-testid="drill-score"
      data-answered={state.answered}
      data-correct={state.correct}
      data-median-ms={mid}
    >
      {words.score(state.answered, state.correct, mid)}
    </p>
  );
}

/** The question: its cards as far as the step shows them, its stake, or its layout; and the step's words. */
function QuestionView({
  state,
  question,
  step,
  words,
}: {
  state: DrillState;
  question: Question;
  step: Step;
  words: SchoolWords;
}) {
  const table = useLaterWords();
  const shown = state.verdict !== null && step.name === 'winner' ? question.coup?.dealt.length : step.cardsShown;
  const promptId = useId();
  return (
    <div
      className="school__question"
      data-testid="drill-question"
      data-kind={question.kind}
      data-step={step.name}
      data-seed={state.current.seed}
      data-index={state.current.index}
      data-stake-cents={question.stake ?? undefined}
      aria-labelledby={promptId}
    >
      {question.coup !== null && <Cards dealt={question.coup.dealt.slice(0, shown)} />}
      {question.kind === 'payout' && <Layout state={state} question={question} step={step} words={words} />}
      <p id={promptId} className="school__prompt">
        {prompt(step, question, words, table.bet)}
      </p>
    </div>
  );
}

function prompt(step: Step, question: Question, words: SchoolWords, bets: Readonly<Record<Bet, string>>): string {
  switch (step.name) {
    case 'natural':
    case 'player-draws':
    case 'banker-draws':
    case 'winner':
      return words.ask[step.name];
    case 'commission':
      return words.ask.commission(question.stake!);
    case 'paid':
      return words.ask.paid(question.stake!);
    default: {
      const bet = step.name.slice(4) as Bet;
      return words.ask.pay(bets[bet], question.bets![bet]);
    }
  }
}

/** A payout's layout: each bet and its stake, the lost ones taken, the ones paid so far, the one being paid. */
function Layout({
  state,
  question,
  step,
  words,
}: {
  state: DrillState;
  question: Question;
  step: Step;
  words: SchoolWords;
}) {
  const table = useLaterWords();
  const taken = useMemo(() => new Set(takenBets(question)), [question]);
  const paidSoFar = new Set(question.steps.slice(0, state.step).map((s) => s.name.slice(4)));
  const current = step.name.slice(4);
  return (
    <div className="school__layout">
      <p className="school__game">{words.layout(table.game[question.game!])}</p>
      <ul className="row">
        {BETS.filter((bet) => question.bets![bet] > 0).map((bet) => {
          const status = taken.has(bet)
            ? 'taken'
            : paidSoFar.has(bet)
              ? 'paid'
              : bet === current
                ? 'current'
                : 'waiting';
          return (
            <li key={bet} className={`school__bet school__bet--${status}`} data-bet={bet} data-status={status}>
              {words.stake(table.bet[bet], question.bets![bet])}
              {status === 'taken' && <em> · {words.taken}</em>}
              {status === 'paid' && <em> · {words.paidHere}</em>}
              {status === 'current' && <em> · {words.toPay}</em>}
            </li>
          );
        })}
      </ul>
      <p className="school__note quiet">{words.dealerOrder}</p>
    </div>
  );
}

/** The answer controls: buttons for a choice, a field for an amount (Enter commits). A finger is told to tap, and shown no keys. */
function Answers({
  state,
  step,
  words,
  onAnswer,
}: {
  state: DrillState;
  step: Step;
  words: SchoolWords;
  onAnswer: (value: string) => void;
}) {
  const first = useRef<HTMLButtonElement & HTMLInputElement>(null);
  const [text, setText] = useState('');
  const answered = state.verdict !== null;
  const inputId = useId();
  const touch = useTouch();
  // Each step asks with the focus on its first answer, so the keyboard answers at once.
  useEffect(() => {
    first.current?.focus();
  }, []);
  if (step.form === 'amount' || step.form === 'count') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (text.trim() !== '') onAnswer(text);
    };
    return (
      <form className="school__answers row" onSubmit={submit}>
        <label htmlFor={inputId}>{words.amountLabel}</label>
        <input
          ref={first}
          data-first-answer=""
          id={inputId}
          data-testid="drill-answer"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          readOnly={answered}
          aria-describedby={`${inputId}-keys`}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" disabled={answered}>
          {words.commit}
        </button>
        <span id={`${inputId}-keys`} className="school__keys quiet">
          {touch ? words.amountTap : words.amountKeys}
        </span>
      </form>
    );
  }
  return (
    <div className="school__answers row" role="group" aria-label={words.commit}>
      {CHOICES[step.form].map((value, i) => (
        <button
          key={value}
          ref={i === 0 ? first : undefined}
          data-first-answer={i === 0 ? '' : undefined}
          type="button"
          data-testid="drill-answer"
          data-value={value}
          aria-keyshortcuts={String(i + 1)}
          aria-pressed={answered ? state.verdict!.given === value : undefined}
          disabled={answered}
          onClick={() => onAnswer(value)}
        >
          {!touch && (
            <>
              <span className="school__key quiet" aria-hidden="true">
                {i + 1}
              </span>{' '}
            </>
          )}
          {words.choice[value]}
        </button>
      ))}
      <span className="school__keys quiet">{touch ? words.choiceTap : words.choiceKeys}</span>
    </div>
  );
}

/** After an answer: right or not, the right answer, and in Guided mode (or on a miss of the third card) the rule that decides it. */
function VerdictView({
  state,
  step,
  words,
  onNext,
  last,
}: {
  state: DrillState;
  step: Step;
  words: SchoolWords;
  onNext: () => void;
  last: boolean;
}) {
  const next = useRef<HTMLButtonElement>(null);
  const table = useLaterWords();
  const verdict = state.verdict;
  useEffect(() => {
    if (verdict !== null) next.current?.focus();
  }, [verdict]);
  // The place is kept whether or not a verdict is in it, so nothing moves when it comes.
  if (verdict === null) return <div className="school__verdict school__verdict--empty" aria-hidden="true" />;
  const expected = shownAnswer(step, verdict.expected, words, table.money);
  const hint = !verdict.correct && state.mode === 'guided' ? why(step.why, words, table) : null;
  return (
    <div
      className={`school__verdict ${verdict.correct ? 'up' : 'down'}`}
      data-testid="drill-verdict"
      data-correct={String(verdict.correct)}
      data-expected={verdict.expected}
      role="status"
    >
      <p>
        <strong>{verdict.correct ? words.right : words.wrong(expected)}</strong>
        {hint !== null && <> {hint}</>}
      </p>
      <button ref={next} type="button" className="primary" data-testid="drill-next" onClick={onNext}>
        {state.mode === 'test' && last && state.position + 1 >= TEST_QUESTIONS ? words.finish : words.next}
      </button>
    </div>
  );
}

function shownAnswer(step: Step, expected: string, words: SchoolWords, money: (amount: Cents) => string): string {
  if (step.form === 'amount') return money(parseAmount(expected)!);
  if (step.form === 'count') return expected;
  return words.choice[expected as keyof SchoolWords['choice']];
}

type TableWords = ReturnType<typeof useLaterWords>;

/** The rule that decides a step, in the table's words where the table has them. */
function why(w: Why, words: SchoolWords, table: TableWords): string {
  switch (w.kind) {
    case 'draw':
      return table.drawReason(w.reason);
    case 'winner':
      return words.winner(w.player, w.banker, table.outcome[w.winner], w.winner === 'tie');
    case 'commission':
      return words.commissionHint(w.stake, w.tenth, w.fivePercent, w.commission, w.paid);
    case 'payout': {
      const pays = paytable(w.bet, w.game)[w.line]!;
      // Punto Banco's Banker: even money, less the table's rounded-up commission.
      const commissioned = w.commission > 0;
      const odds =
        w.result === 'push'
          ? null
          : commissioned
            ? { win: 1, per: 1 }
            : { win: Number(pays.num), per: Number(pays.den) };
      return words.payHint({ bet: table.bet[w.bet], stake: w.stake, pays: w.pays, odds, commission: w.commission });
    }
  }
}
