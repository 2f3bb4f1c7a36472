/**
 * The school's view (issue 41; house-rules.md, "The school"; ui-contract.md, "School"): the
 * dealer drills and the count trainer, over the table as a modal dialog at `#school`, as the
 * lab is; the table behind keeps its state. Every answer is the rules module's (src/rules/school);
 * this view only asks, takes the learner's answer and shows the verdict.
 */
import { useEffect, useId, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { KeyHandler } from './keys';
import { DRILL_KINDS, DRILL_MODES, isDrillSeed, MAX_SEED, type DrillKind, type DrillMode } from '../rules/school';
import { useWordSet } from '../i18n/useWordSet';
import { closeRoute } from '../app/route';
import { Dialog } from '../components/Dialog';
import { schoolWords } from './words';
import type { SchoolWords } from './words/en';
import { DrillView } from './DrillView';
import { CountView } from './CountView';
import { ProgressView, useProgress } from './progress';
import { isSchoolHash, schoolHash, parseSchoolHash, type SchoolKind, type SchoolRoute } from './route';
import './school.css';

/** A new drill's seed, from Web Crypto (a seed only picks questions: the last few millionths of bias do not matter). */
const randomSeed = () => 1 + (crypto.getRandomValues(new Uint32Array(1))[0]! % MAX_SEED);

/** The school in the table's language: nothing of it shows until its words are here (useWordSet), so no English on a Chinese school. */
export default function School({ shown }: { shown: boolean }) {
  return <SchoolView shown={shown} words={useWordSet(schoolWords)} />;
}

function SchoolView({ shown, words }: { shown: boolean; words: SchoolWords }) {
  const keysRef = useRef<KeyHandler | null>(null);
  const body = useRef<HTMLDivElement>(null);
  // The page's first control is Back; the learner starts on the drill's first answer instead.
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[data-first-answer]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return (
    <Dialog
      title={words.title}
      onClose={closeRoute}
      testId="school"
      page={{ kind: 'school', back: words.back }}
      shown={shown}
    >
      <div ref={body} className="school__body" onKeyDown={(event) => keysRef.current?.(event)}>
        <SchoolBody words={words} keysRef={keysRef} />
      </div>
    </Dialog>
  );
}

type Replay = { nonce: number; list: readonly { seed: number; index: number }[] } | null;

function SchoolBody({ words, keysRef }: { words: SchoolWords; keysRef: RefObject<KeyHandler | null> }) {
  const [route, setRoute] = useState(() => parseSchoolHash(window.location.hash, randomSeed));
  const [seedText, setSeedText] = useState(String(route.seed));
  const [replay, setReplay] = useState<Replay>(null);
  const [progress, record, done] = useProgress();
  useRouteInAddress(route, setRoute, setSeedText, setReplay);
  const choose = (change: Partial<SchoolRoute>) => {
    setReplay(null);
    setRoute((r) => ({ ...r, ...change }));
  };
  const link = `${window.location.pathname}${window.location.search}${schoolHash(route)}`;
  const kindId = useId();
  const modeId = useId();
  const seedId = useId();
  return (
    <>
      <p className="school__lead quiet">{words.lead}</p>
      <SchoolSettings
        route={route}
        seedText={seedText}
        link={link}
        ids={{ kindId, modeId, seedId }}
        words={words}
        onSeedText={setSeedText}
        choose={choose}
      />
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
          done={done}
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
    </>
  );
}

/**
 * The address says what is being drilled, so a link gives the same questions again; and a link
 * followed while the school is kept open (or reopened) asks its own questions.
 */
function useRouteInAddress(
  route: SchoolRoute,
  setRoute: Dispatch<SetStateAction<SchoolRoute>>,
  setSeedText: (text: string) => void,
  setReplay: (replay: Replay) => void,
): void {
  useEffect(() => {
    const hash = schoolHash(route);
    if (window.location.hash !== hash && isSchoolHash(window.location.hash))
      window.history.replaceState(null, '', hash);
  }, [route]);
  useEffect(() => {
    const follow = () => {
      const hash = window.location.hash;
      if (!isSchoolHash(hash) || hash === '#school') return;
      const next = parseSchoolHash(hash, randomSeed);
      setRoute((r) => (schoolHash(r) === schoolHash(next) ? r : next));
      setSeedText(String(next.seed));
      setReplay(null);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
    // React's setters are the same on every render: the listener is added once, on mount.
  }, [setRoute, setSeedText, setReplay]);
}

/** The drill's settings: its kind, its mode, its seed (typed or new) and a link to it. */
function SchoolSettings({
  route,
  seedText,
  link,
  ids,
  words,
  onSeedText,
  choose,
}: {
  route: SchoolRoute;
  seedText: string;
  link: string;
  ids: { kindId: string; modeId: string; seedId: string };
  words: SchoolWords;
  onSeedText: (text: string) => void;
  choose: (change: Partial<SchoolRoute>) => void;
}) {
  const { kindId, modeId, seedId } = ids;
  return (
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
      <span className="school__seed row">
        <input
          id={seedId}
          inputMode="numeric"
          data-testid="drill-seed"
          value={seedText}
          size={10}
          onChange={(e) => {
            onSeedText(e.target.value);
            const n = Number(e.target.value);
            if (/^\d+$/.test(e.target.value) && isDrillSeed(n)) choose({ seed: n });
          }}
        />
        <button
          type="button"
          onClick={() => {
            const seed = randomSeed();
            onSeedText(String(seed));
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
  );
}
