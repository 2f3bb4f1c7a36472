/**
 * The school's view (issue 41; house-rules.md, "The school"; ui-contract.md, "School"): the
 * dealer drills and the count trainer, over the table as a modal dialog at `#school`, as the
 * lab is; the table behind keeps its state. Every answer is the rules module's (src/rules/school);
 * this view only asks, takes the learner's answer and shows the verdict.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { DRILL_KINDS, DRILL_MODES, isDrillSeed, MAX_SEED, type DrillKind, type DrillMode } from '../rules/school';
import { useLanguage } from '../i18n/useWords';
import type { Language } from '../table/vocabulary';
import { schoolEn, type SchoolWords } from './words/en';
import { schoolWords as hans } from './words/zh-Hans';
import { schoolWords as hant } from './words/zh-Hant';
import { DrillView } from './DrillView';
import { CountView } from './CountView';
import { ProgressView, useProgress } from './progress';
import { schoolHash, parseSchoolHash, type SchoolKind } from './route';
import './school.css';

/**
 * The school's words in the table's language. All three come in the school's chunk (about
 * 2 KB each gzipped): no language waits for its words, so no English shows on a Chinese
 * school at any moment, and the build keeps within its count of chunks.
 */
const SCHOOL_WORDS: Readonly<Record<Language, SchoolWords>> = { en: schoolEn, 'zh-Hans': hans, 'zh-Hant': hant };

function useSchoolWords(): SchoolWords {
  return SCHOOL_WORDS[useLanguage()];
}

/** A handler the modal's key listener calls first: the view's keys (1 2 3, Enter) before the table's sleep. */
export type KeyHandler = (event: KeyboardEvent) => void;

/**
 * Shown as a modal dialog: the table behind is inert and its keys sleep while the school is
 * open (as the lab's). The school's own keys are heard here, in the same listener.
 */
function useModal(dialog: RefObject<HTMLDialogElement | null>, shown: boolean, keysRef: RefObject<KeyHandler | null>) {
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (!shown) {
      if (element.open) element.close();
      return;
    }
    if (!element.open) element.showModal();
    const listen = (event: KeyboardEvent) => {
      keysRef.current?.(event);
      event.stopPropagation();
    };
    window.addEventListener('keydown', listen, true);
    return () => window.removeEventListener('keydown', listen, true);
  }, [dialog, shown, keysRef]);
}

/** A new drill's seed, from Web Crypto (a seed only picks questions: the last few millionths of bias do not matter). */
const randomSeed = () => 1 + (crypto.getRandomValues(new Uint32Array(1))[0]! % MAX_SEED);

export default function School({ shown }: { shown: boolean }) {
  const words = useSchoolWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const keysRef = useRef<KeyHandler | null>(null);
  useModal(dialog, shown, keysRef);
  return (
    <dialog
      ref={dialog}
      className="school"
      data-testid="school"
      aria-label={words.title}
      onCancel={(event) => {
        event.preventDefault();
        window.location.hash = '';
      }}
    >
      {shown && <SchoolBody words={words} keysRef={keysRef} />}
    </dialog>
  );
}

function SchoolBody({ words, keysRef }: { words: SchoolWords; keysRef: RefObject<KeyHandler | null> }) {
  const titleId = useId();
  const [route, setRoute] = useState(() => parseSchoolHash(window.location.hash, randomSeed));
  const [seedText, setSeedText] = useState(String(route.seed));
  const [replay, setReplay] = useState<{ nonce: number; list: readonly { seed: number; index: number }[] } | null>(
    null,
  );
  const [progress, record] = useProgress();
  // The address says what is being drilled: a link gives the same questions again.
  useEffect(() => {
    const hash = schoolHash(route);
    if (window.location.hash !== hash) window.history.replaceState(null, '', hash);
  }, [route]);
  const choose = (change: Partial<typeof route>) => {
    setReplay(null);
    setRoute((r) => ({ ...r, ...change }));
  };
  const link = `${window.location.pathname}${window.location.search}${schoolHash(route)}`;
  const kindId = useId();
  const modeId = useId();
  const seedId = useId();
  return (
    <div className="school__body" aria-labelledby={titleId}>
      <header className="school__top">
        <h2 id={titleId}>{words.title}</h2>
        <button type="button" className="school__back" onClick={() => (window.location.hash = '')}>
          {words.back}
        </button>
      </header>
      <p className="school__lead">{words.lead}</p>
      <form className="school__settings" aria-label={words.settings} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={kindId}>{words.drill}</label>
        <select
          id={kindId}
          data-testid="drill-kind"
          value={route.kind}
          onChange={(e) => choose({ kind: e.target.value as SchoolKind })}
        >
          {[...DRILL_KINDS, 'count' as const].map((k) => (
            <option key={k} value={k}>
              {words.kinds[k]}
            </option>
          ))}
        </select>
        <label htmlFor={modeId}>{words.mode}</label>
        <select
          id={modeId}
          data-testid="drill-mode"
          value={route.mode}
          disabled={route.kind === 'count'}
          onChange={(e) => choose({ mode: e.target.value as DrillMode })}
        >
          {DRILL_MODES.map((m) => (
            <option key={m} value={m}>
              {words.modes[m]}
            </option>
          ))}
        </select>
        <label htmlFor={seedId}>{words.seed}</label>
        <span className="school__seed">
          <input
            id={seedId}
            inputMode="numeric"
            data-testid="drill-seed"
            value={seedText}
            size={10}
            onChange={(e) => {
              setSeedText(e.target.value);
              const n = Number(e.target.value);
              if (/^\d+$/.test(e.target.value) && isDrillSeed(n)) choose({ seed: n });
            }}
          />
          <button
            type="button"
            onClick={() => {
              const seed = randomSeed();
              setSeedText(String(seed));
              choose({ seed });
            }}
          >
            {words.newSeed}
          </button>
          <a href={link} className="school__link" title={words.linkHint} data-testid="drill-link">
            {words.link}
          </a>
        </span>
      </form>
      {route.kind === 'count' ? (
        <CountView key={`count-${route.seed}`} seed={route.seed} words={words} keysRef={keysRef} record={record} />
      ) : (
        <DrillView
          key={`${route.kind}-${route.mode}-${route.seed}-${replay?.nonce ?? 0}`}
          kind={route.kind as DrillKind}
          mode={route.mode}
          seed={route.seed}
          from={route.from}
          replay={replay?.list ?? null}
          words={words}
          keysRef={keysRef}
          record={record}
        />
      )}
      <ProgressView
        progress={progress}
        words={words}
        onReplay={(drill) => {
          const list = progress.drills[drill].misses;
          if (list.length === 0) return;
          setRoute((r) => ({ ...r, kind: drill }));
          setReplay((r) => ({ nonce: (r?.nonce ?? 0) + 1, list }));
        }}
      />
    </div>
  );
}
