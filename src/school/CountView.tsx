/**
 * The count trainer: a casino shoe dealt at the learner's pace; the running count asked at the
 * checkpoints (every N coups, or when the learner asks); after the learner commits, the exact
 * EV of Dragon 7 and Panda 8 for the next coup (the odds panel's figures) beside what the count
 * says; at the shoe's end, how often they agreed and what each bettor won.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { burnCard, cardsLeft, seenCards, toNumber } from '../rules';
import {
  answerCount,
  askCount,
  continueTrainer,
  COUNT_TRIGGER,
  COUNTS,
  countSaysBet,
  dealTrainerCoup,
  exactSideBetValues,
  median,
  runningCount,
  shoeCountReport,
  startTrainer,
  trueCount,
  unseenCards,
  type CountName,
  type CountTrainer,
} from '../rules/school';
import { decimal } from '../rules/fraction';
import type { SchoolWords } from './words/en';
import { useSchoolKeys, type KeyHandler } from './keys';
import type { RecordAnswer } from './progress';
import { Cards, SchoolCard } from './Cards';
import { CountLab } from './CountLab';

const EVERY = [5, 10, 0] as const;
const now = () => Date.now();

interface Score {
  answered: number;
  correct: number;
  times: number[];
  streak: number;
}

export function CountView({
  seed,
  words,
  keysRef,
  record,
}: {
  seed: number;
  words: SchoolWords;
  keysRef: RefObject<KeyHandler | null>;
  record: RecordAnswer;
}) {
  const [count, setCount] = useState<CountName>('dragon7');
  const [every, setEvery] = useState<number>(5);
  const [trainer, setTrainer] = useState<CountTrainer>(() => startTrainer(seed, 5, 1, now()));
  const [score, setScore] = useState<Score>({ answered: 0, correct: 0, times: [], streak: 0 });
  const countId = useId();
  const everyId = useId();
  const deal = () => setTrainer((t) => dealTrainerCoup(t, now()));
  const goOn = () => setTrainer((t) => continueTrainer(t));

  const onKey: KeyHandler = (event) => countKey(event, trainer.phase, deal, goOn);
  useSchoolKeys(keysRef, onKey);

  const commit = (given: string) => {
    const t = answerCount(trainer, count, given);
    if (t.verdict === null) return;
    const ms = Math.max(0, now() - trainer.askedAt);
    const streak = t.verdict.correct ? score.streak + 1 : 0;
    setTrainer(t);
    setScore((s) => scored(s, t.verdict!.correct, ms, streak));
    record(
      'count',
      { step: 'running-count', given, expected: String(t.verdict.expected), correct: t.verdict.correct, ms },
      streak,
      null,
    );
  };

  return (
    <section className="school__drill school__count" aria-label={words.kinds.count}>
      <p className="school__note quiet">{words.countLead}</p>
      <CountSettings
        count={count}
        every={every}
        countId={countId}
        everyId={everyId}
        words={words}
        onCount={setCount}
        onEvery={(n) => {
          setEvery(n);
          setTrainer((t) => ({ ...t, every: n, sinceCheckpoint: 0 }));
        }}
      />
      <p className="school__note quiet">
        {count === 'dragon7' ? words.countTags.dragon7 : words.countTags.panda8(COUNT_TRIGGER.panda8)}
      </p>
      <CountMeter trainer={trainer} words={words} />
      {trainer.phase === 'deal' && (
        <DealOrCheck words={words} onDeal={deal} onCheck={() => setTrainer((t) => askCount(t, now()))} />
      )}
      {(trainer.phase === 'ask' || trainer.phase === 'answered') && (
        <CountQuestion trainer={trainer} count={count} words={words} onCommit={commit} onNext={goOn} />
      )}
      {trainer.phase === 'ended' && (
        <ShoeReport
          trainer={trainer}
          words={words}
          onNewShoe={() => setTrainer(startTrainer(seed, every, trainer.shoeNumber + 1, now()))}
        />
      )}
      <CountScore score={score} words={words} />
      <CountLab count={count} words={words} />
    </section>
  );
}

/** The trainer's keys: Enter deals, or goes on after a verdict (the controls keep their own Enter). */
function countKey(
  event: Parameters<KeyHandler>[0],
  phase: CountTrainer['phase'],
  deal: () => void,
  goOn: () => void,
): void {
  const target = event.target as HTMLElement | null;
  if (target?.tagName === 'INPUT' || target?.tagName === 'SELECT' || target?.tagName === 'BUTTON') return;
  if (event.key !== 'Enter') return;
  event.preventDefault();
  if (phase === 'deal') deal();
  else if (phase === 'answered') goOn();
}

/** The score after one more answer, right or not, given in `ms`. */
function scored(s: Score, correct: boolean, ms: number, streak: number): Score {
  return {
    answered: s.answered + 1,
    correct: s.correct + (correct ? 1 : 0),
    times: [...s.times, ms],
    streak,
  };
}

/** The trainer's settings: the count to keep, and how often it is asked. */
function CountSettings({
  count,
  every,
  countId,
  everyId,
  words,
  onCount,
  onEvery,
}: {
  count: CountName;
  every: number;
  countId: string;
  everyId: string;
  words: SchoolWords;
  onCount: (count: CountName) => void;
  onEvery: (every: number) => void;
}) {
  return (
    <div className="school__settings school__settings--count">
      <label htmlFor={countId}>{words.countToKeep}</label>
      <select
        id={countId}
        data-testid="count-name"
        value={count}
        onChange={(e) => onCount(e.target.value as CountName)}
      >
        {COUNTS.map((c) => (
          <option key={c} value={c}>
            {words.countNames[c]}
          </option>
        ))}
      </select>
      <label htmlFor={everyId}>{words.every}</label>
      <select id={everyId} data-testid="count-every" value={every} onChange={(e) => onEvery(Number(e.target.value))}>
        {EVERY.map((n) => (
          <option key={n} value={n}>
            {words.everyN(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Where the shoe is: its burn card, the coups dealt and the cards left; and the last coup's cards. */
function CountMeter({ trainer, words }: { trainer: CountTrainer; words: SchoolWords }) {
  const coups = trainer.records.length;
  return (
    <>
      <p
        className="school__meter quiet"
        data-testid="count-meter"
        data-coups={coups}
        data-cards-left={cardsLeft(trainer.shoe)}
      >
        <span className="school__burn">
          {words.burn} <SchoolCard card={burnCard(trainer.shoe)} hand={null} />
        </span>{' '}
        {words.meter(coups, cardsLeft(trainer.shoe))}
      </p>
      <div className="school__last" aria-label={words.lastCoup} role="group">
        {trainer.lastCoup === null ? <p>{words.noCoupYet}</p> : <Cards dealt={trainer.lastCoup.dealt} />}
      </div>
    </>
  );
}

function CountScore({ score, words }: { score: Score; words: SchoolWords }) {
  return (
    <p
      className="school__score quiet"
      data-testid="drill-score"
      data-answered={score.answered}
      data-correct={score.correct}
      data-median-ms={median(score.times)}
    >
      {words.score(score.answered, score.correct, median(score.times))}
    </p>
  );
}

/** Between checkpoints: deal the next coup, or ask to be checked now. */
function DealOrCheck({ words, onDeal, onCheck }: { words: SchoolWords; onDeal: () => void; onCheck: () => void }) {
  return (
    <div className="school__answers row">
      <DealButton onDeal={onDeal} words={words} />
      <button type="button" data-testid="count-check" onClick={onCheck}>
        {words.check}
      </button>
    </div>
  );
}

function DealButton({ onDeal, words }: { onDeal: () => void; words: SchoolWords }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <button
      ref={button}
      type="button"
      className="primary"
      data-testid="count-deal"
      data-first-answer=""
      onClick={onDeal}
    >
      {words.deal}
    </button>
  );
}

/** The checkpoint: the learner's running count, then the verdict and the exact EVs of the next coup. */
function CountQuestion({
  trainer,
  count,
  words,
  onCommit,
  onNext,
}: {
  trainer: CountTrainer;
  count: CountName;
  words: SchoolWords;
  onCommit: (given: string) => void;
  onNext: () => void;
}) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const promptId = useId();
  const verdict = trainer.verdict;
  useEffect(() => {
    if (verdict === null) input.current?.focus();
    else next.current?.focus();
  }, [verdict]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') onCommit(text);
  };
  return (
    <div
      className="school__question"
      data-testid="drill-question"
      data-kind="count"
      data-step="running-count"
      data-seed={trainer.seed}
      data-index={trainer.records.length}
      aria-labelledby={promptId}
    >
      <p id={promptId} className="school__prompt">
        {words.askCount(words.countNames[count])}
      </p>
      <form className="school__answers row" onSubmit={submit}>
        <label htmlFor={inputId}>{words.countLabel}</label>
        <input
          ref={input}
          id={inputId}
          data-testid="drill-answer"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          readOnly={verdict !== null}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" disabled={verdict !== null}>
          {words.commit}
        </button>
      </form>
      {verdict !== null && (
        <div
          className={`school__verdict ${verdict.correct ? 'up' : 'down'}`}
          data-testid="drill-verdict"
          data-correct={String(verdict.correct)}
          data-expected={String(verdict.expected)}
          role="status"
        >
          <p>
            <strong>{verdict.correct ? words.right : words.wrong(String(verdict.expected))}</strong>
          </p>
          <Exact trainer={trainer} words={words} />
          <button ref={next} type="button" className="primary" data-testid="drill-next" onClick={onNext}>
            {words.next}
          </button>
        </div>
      )}
    </div>
  );
}

/** Beside the count, the exact EV of each bet for the next coup: the odds panel's figures, shown only after a commit. */
function Exact({ trainer, words }: { trainer: CountTrainer; words: SchoolWords }) {
  const values = useMemo(() => (trainer.shoe.finished ? null : exactSideBetValues(trainer.shoe)), [trainer.shoe]);
  if (values === null) return null;
  const seen = seenCards(trainer.shoe);
  const unseen = unseenCards(trainer.shoe);
  return (
    <div
      className="school__exact"
      data-testid="count-exact"
      data-dragon7={decimal(values.dragon7)}
      data-panda8={decimal(values.panda8)}
    >
      <h3>{words.exactTitle}</h3>
      {COUNTS.map((c) => {
        const running = runningCount(c, seen);
        return (
          <p key={c}>
            {words.exactLine(
              words.countNames[c],
              countSaysBet(running, unseen, COUNT_TRIGGER[c]),
              toNumber(c === 'dragon7' ? values.dragon7 : values.panda8),
            )}{' '}
            {words.trueCountLine(running, trueCount(running, unseen))}
          </p>
        );
      })}
    </div>
  );
}

function ShoeReport({
  trainer,
  words,
  onNewShoe,
}: {
  trainer: CountTrainer;
  words: SchoolWords;
  onNewShoe: () => void;
}) {
  return (
    <div className="school__report" data-testid="count-report" role="status">
      <h3>{words.shoeEnd}</h3>
      {COUNTS.map((c) => {
        const r = shoeCountReport(trainer.records, c);
        return (
          <div
            key={c}
            data-count={c}
            data-agreement={r.agreement}
            data-count-units={r.units.count}
            data-exact-units={r.units.exact}
          >
            <p>{words.reportLine(words.countNames[c], r.coups, r.agreement)}</p>
            <ul>
              <li>{words.bettorUnits(words.bettors.count, r.units.count, r.bets.count)}</li>
              <li>{words.bettorUnits(words.bettors.exact, r.units.exact, r.bets.exact)}</li>
              <li>{words.bettorUnits(words.bettors.never, 0, 0)}</li>
            </ul>
          </div>
        );
      })}
      <button type="button" className="primary" data-testid="count-new-shoe" onClick={onNewShoe}>
        {words.newShoe}
      </button>
    </div>
  );
}
