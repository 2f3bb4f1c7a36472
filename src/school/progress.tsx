/**
 * The school's progress on this device (localStorage `baccarat.school`), read through the
 * rules' `parseProgress` (a corrupt record reads as none) and written after each answer.
 */
import { useCallback, useState } from 'react';
import {
  median,
  NO_PROGRESS,
  parseProgress,
  PROGRESS_DRILLS,
  recordAnswer,
  recordQuestionDone,
  type ProgressDrill,
  type QuestionRef,
  type SchoolProgress,
  type Verdict,
} from '../rules/school';
import type { SchoolWords } from './words/en';

const KEY = 'baccarat.school';

function read(): SchoolProgress {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw === null ? NO_PROGRESS : parseProgress(JSON.parse(raw));
  } catch {
    return NO_PROGRESS;
  }
}

function write(progress: SchoolProgress): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage full or refused (a private window): the progress lives for this visit only.
  }
}

/** Records one answer: what the drills call after each verdict. */
export type RecordAnswer = (
  drill: ProgressDrill,
  verdict: Verdict,
  streak: number,
  question: QuestionRef | null,
) => void;

/** Records a question answered to its last step (`missed`: with a wrong answer on the way). */
export type RecordDone = (drill: ProgressDrill, question: QuestionRef, missed: boolean) => void;

export function useProgress(): [SchoolProgress, RecordAnswer, RecordDone] {
  const [progress, setProgress] = useState(read);
  const record = useCallback<RecordAnswer>((drill, verdict, streak, question) => {
    // Read afresh: another tab's school may have written since.
    const next = recordAnswer(read(), drill, verdict, streak, question);
    write(next);
    setProgress(next);
  }, []);
  const done = useCallback<RecordDone>((drill, question, missed) => {
    const next = recordQuestionDone(read(), drill, question, missed);
    write(next);
    setProgress(next);
  }, []);
  return [progress, record, done];
}

export function ProgressView({
  progress,
  words,
  onReplay,
}: {
  progress: SchoolProgress;
  words: SchoolWords;
  onReplay: (drill: Exclude<ProgressDrill, 'count'>) => void;
}) {
  return (
    <section className="school__progress" aria-label={words.progress}>
      <h3>{words.progress}</h3>
      <ul>
        {PROGRESS_DRILLS.map((drill) => {
          const p = progress.drills[drill];
          return (
            <li key={drill} data-testid="drill-progress" data-drill={drill} data-answered={p.answered}>
              <strong>{words.kinds[drill]}</strong>{' '}
              {words.progressLine(p.answered, p.correct, median(p.times), p.bestStreak)}{' '}
              {drill !== 'count' && p.misses.length > 0 && (
                <button type="button" data-testid="drill-replay" onClick={() => onReplay(drill)}>
                  {words.replay(p.misses.length)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
