import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { TableProvider, useTable, useTableStore } from '../../store/TableContext';
import { feltDrawn, firstDrawTurn, followingUntil, stagedTable, useStagedTurns } from './stagedSettle';
import { HistoryPanel } from './HistoryPanel';
import { OddsPanel } from './OddsPanel';
import { Scoreboard } from './Scoreboard';
import { useLaterWords } from '../../i18n/useLaterWords';
import { useMediaQuery } from './useMediaQuery';
import Routes from '../../app/Routes';
import './panels.css';

const PANELS = [
  { id: 'scoreboard', Body: Scoreboard },
  { id: 'odds', Body: OddsPanel },
  { id: 'history', Body: HistoryPanel },
] as const;
type PanelId = (typeof PANELS)[number]['id'];

/** Tells the panels waiting for a settle that the felt has drawn it: its phase is committed with the felt's result. */
function FeltDrawn() {
  const phase = useTable((s) => s.phase);
  useLayoutEffect(() => feltDrawn(), [phase]);
  return null;
}

/** A panel's view of the table: a settle reaches it in a task of its own once the felt has drawn it (stagedSettle.ts). */
function Staged({ children }: { children: ReactNode }) {
  const table = useTableStore();
  const staged = useMemo(() => stagedTable(table), [table]);
  useEffect(() => staged.start(), [staged]);
  useStagedTurns(staged);
  return <TableProvider store={staged}>{children}</TableProvider>;
}

/**
 * How many of the panels are drawn. `inTurn`: the first time, one more per task, each after a frame
 * has painted the one before, and rendered in a transition (in slices between frames): drawn at once,
 * the panels' first render and commit were one long task on a phone, just after the first paint.
 * Each panel is added below the ones drawn before it, so nothing drawn moves. Until all are drawn
 * the page says the panels follow (`data-panels-follow`, as after a settle).
 */
function usePanelsDrawn(inTurn: boolean): number {
  const [drawn, setDrawn] = useState(inTurn ? 0 : PANELS.length);
  useEffect(() => {
    if (drawn >= PANELS.length) return;
    const drawing = followingUntil();
    const cancel = firstDrawTurn(() => startTransition(() => setDrawn(drawn + 1)));
    return () => {
      cancel();
      drawing(); // the next turn (its effect runs with this cleanup, in the same task) says so again
    };
  }, [drawn]);
  return drawn;
}

/** Wide enough to show every panel at once beside and below the table. */
const WIDE = '(min-width: 1000px)';

/**
 * The scoreboard, the odds and the hand history: all in view on a wide screen; on a narrow
 * one, tabs (Left and Right move between them). `inTurn`: drawn one after the other the first
 * time (the table's; `usePanelsDrawn`), else all at once.
 */
export default function Panels({ inTurn = false }: { inTurn?: boolean }) {
  const drawn = usePanelsDrawn(inTurn);
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState<PanelId>('scoreboard');
  const base = useId();
  const words = useLaterWords();

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = PANELS[(index + step + PANELS.length) % PANELS.length]!;
    setOpen(next.id);
    document.getElementById(`${base}-tab-${next.id}`)?.focus();
  };

  return (
    <>
      <div className={`panels${wide ? ' panels--wide' : ''}`}>
        <FeltDrawn />
        {!wide && (
          <div className="tabs" role="tablist" aria-label={words.panelsName}>
            {PANELS.map((panel, index) => (
              <button
                key={panel.id}
                id={`${base}-tab-${panel.id}`}
                type="button"
                role="tab"
                className="tab"
                aria-selected={open === panel.id}
                aria-controls={`${base}-panel-${panel.id}`}
                tabIndex={open === panel.id ? 0 : -1}
                onClick={() => setOpen(panel.id)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {words.panel[panel.id]}
              </button>
            ))}
          </div>
        )}
        {PANELS.slice(0, drawn).map(({ id, Body }) =>
          wide ? (
            <section key={id} className={`panel box panel--${id}`} aria-labelledby={`${base}-heading-${id}`}>
              <h2 id={`${base}-heading-${id}`} className="panel__title">
                {words.panel[id]}
              </h2>
              <Staged>
                <Body />
              </Staged>
            </section>
          ) : (
            open === id && (
              <section
                key={id}
                id={`${base}-panel-${id}`}
                className={`panel box panel--${id}`}
                role="tabpanel"
                aria-labelledby={`${base}-tab-${id}`}
              >
                <Staged>
                  <Body />
                </Staged>
              </section>
            )
          ),
        )}
      </div>
      {/* The route table's views over the table (#lab, #how, #school: src/app/Routes.tsx) come with the
          panels, the first chunk after the table: the first load carries none of them. */}
      <Routes />
    </>
  );
}
