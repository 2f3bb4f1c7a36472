/**
 * The count over many shoes, in the view: the lab's workers play the same strategies as
 * `npm run lab -- --count` (a smaller run, for a device), beside the published figures.
 */
import { useEffect, useRef, useState } from 'react';
import { type CountName } from '../rules/school';
import { summarizeCountRun, type CountRunOptions } from '../rules/school/countLab';
import { runCountOnWorkers } from '../lab/pool';
import type { SchoolWords } from './words/en';

const SHOES = 2_000;
const EXACT_SHOES = 100;

type Summary = ReturnType<typeof summarizeCountRun>;

export function CountLab({ count, words }: { count: CountName; words: SchoolWords }) {
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Summary | null>(null);
  const [progress, setProgress] = useState(0);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  const run = () => {
    cancel.current?.();
    const options: CountRunOptions = { count, shoes: SHOES, seed: 1, exactShoes: EXACT_SHOES, trigger: null };
    const cores = Math.max(1, navigator.hardwareConcurrency || 1);
    const job = runCountOnWorkers(options, cores, setProgress);
    cancel.current = job.cancel;
    setRunning(true);
    setResult(null);
    setProgress(0);
    job.done.then(
      (joined) => {
        setResult(summarizeCountRun(options, joined));
        setRunning(false);
      },
      () => setRunning(false),
    );
  };
  return (
    <section className="school__lab" aria-label={words.labTitle}>
      <h3>{words.labTitle}</h3>
      <p className="school__note quiet">{words.labLead(SHOES)}</p>
      <button type="button" data-testid="count-lab-run" onClick={run} disabled={running}>
        {running ? words.labRunning : words.labRun}
      </button>
      <progress max={1} value={progress} aria-label={words.labTitle} />
      {result !== null && (
        <div data-testid="count-lab-result" data-count={result.count} data-trigger={result.trigger}>
          <p>
            {words.labResult(
              words.countNames[result.count],
              result.trigger,
              result.unitsPerShoe,
              result.ci95[0],
              result.ci95[1],
              result.exact.unitsPerShoe,
              result.exact.ci95[0],
              result.exact.ci95[1],
            )}
          </p>
          <p data-testid="count-lab-expected">
            {words.labExpected(
              result.expected.exact.unitsPerShoe,
              result.expected.toCutCard.exact.unitsPerShoe,
              result.expected.count.unitsPerShoe,
              result.expected.toCutCard.count.unitsPerShoe,
            )}
          </p>
          <p>{words.labFound(result.foundTrigger)}</p>
        </div>
      )}
    </section>
  );
}
