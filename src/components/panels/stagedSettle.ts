import { startTransition, useLayoutEffect, useState } from 'react';
import { isDealOrSettle, isSettle } from '../../store/TableContext';
import type { Table, TableStore } from '../../store/api';
import { afterNextFrame } from '../../store/afterFrame';

let pending = 0; // the panels waiting to draw a settle

/** A panel's turn to draw a settle: `done` once it is committed (or the panel is gone). */
type Turn = (done: () => void) => void;

/** The panels' turns waiting for the felt to draw a settle, in order (ui-contract.md, Timing). */
const waiting: Turn[] = [];

/**
 * While a panel waits to draw a settle, `<html data-panels-follow>`: the project's browser tests
 * read the panels once it is gone (e2e/contract.ts `settled`), as the contract lets them follow.
 */
function following(by: number): void {
  pending += by;
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-panels-follow', pending > 0);
}

/**
 * The panels' first draw, one panel per turn (Panels.tsx `inTurn`): `draw` runs in a task of its own
 * after a frame has painted what is drawn now. `<html data-panels-follow>` stays set from the first
 * turn asked until `drawn()` says every panel is there. Returns what cancels the turn.
 */
export function firstDrawTurn(draw: () => void): () => void {
  let cancelled = false;
  afterNextFrame(() => cancelled || draw());
  return () => void (cancelled = true);
}

/** Marks the panels as following (`data-panels-follow`) until the returned function is called. */
export function followingUntil(): () => void {
  following(1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    following(-1);
  };
}

/**
 * Called as the felt's drawing of the table's phase is committed (Panels.tsx): the panels
 * waiting for a settle draw it now, one after the other, each starting in a task of its own after
 * a frame has painted the one before: the felt's result first, then the roads, the odds, the history.
 */
export function feltDrawn(): void {
  const turns = waiting.splice(0);
  const step = () =>
    turns.shift()?.(() => {
      if (turns.length > 0) afterNextFrame(step);
    });
  if (turns.length > 0) afterNextFrame(step);
}

/**
 * A deal's start, and what follows it until then, told to a panel's readers after the frame that
 * answers Deal, together, in a task of its own (unless `quiet` then): every panel's selectors
 * (about 120), for a change most do not draw, cost Deal's click 7 ms at the low tier (13.83×).
 */
function toldAfterFrame(tell: (table: Table, before: Table) => void, quiet: () => boolean) {
  let held: { table: Table; before: Table } | null = null;
  const told = () => {
    const { table, before } = held!;
    held = null;
    if (!quiet()) startTransition(() => tell(table, before));
  };
  return {
    waits: () => held !== null,
    hold(table: Table, before: Table): void {
      if (held === null) afterNextFrame(told);
      held = { table, before: held?.before ?? before };
    },
  };
}

/** A staged table, and what its panel (`useStagedTurns`) tells it. */
export interface StagedTable extends TableStore {
  /** Follows the table from now on (anything it said meanwhile first); returns what stops it. */
  start(): () => void;
  /** The panel's setter of the settle it has drawn, set in the same transition as the settle. */
  marks(mark: ((turn: number) => void) | null): void;
  /** The panel has committed the settle of `turn`. */
  drawn(turn: number): void;
}

/**
 * The table as a panel draws it: every change as the table makes it, but a settle only once the
 * felt has drawn it, in its own turn (`feltDrawn`), rendered in a transition (in slices between
 * frames) and committed whole. A settle is the largest change a panel draws (a road's mark, a
 * history row, the odds of the next coup); drawn with the felt's in one frame it made that frame a
 * long task on a mid-range phone, and drawn at once in its own task (flushSync) one of 40–65 ms at
 * the low tier. `data-panels-follow` stays until the turn is committed (`useStagedTurns`), and the
 * next panel's turn starts after a frame has painted it. What the table says after a settle waits
 * behind it, so the panel never draws out of order. Actions and `setState` are the table's own.
 */
export function stagedTable(store: TableStore): StagedTable {
  let shown = store.getState();
  let held = false; // a settle waits for its turn
  let stopped = false;
  let mark: ((turn: number) => void) | null = null;
  let turns = 0;
  let drawing: (() => void) | null = null; // the turn being drawn: let go when it is committed
  const listeners = new Set<(table: Table, before: Table) => void>();
  const show = (table: Table, before: Table) => {
    shown = table;
    listeners.forEach((listener) => listener(table, before));
  };
  // A settle since is told in its turn; a stopped panel hears nothing more.
  const dealStart = toldAfterFrame(show, () => held || stopped);
  const follow = (table: Table, before: Table) => {
    if (held) return; // shown with the settle, as the table is then
    if (!isSettle(table, before) && (isDealOrSettle(table, before) || dealStart.waits())) {
      shown = table; // what the panel reads now; its readers hear it after the frame
      return dealStart.hold(table, before);
    }
    // Any other change (a bet, a chip) is drawn in a transition: a press's own render and commit
    // are the felt's, and the panels follow in slices after the press's answer is painted.
    if (!isSettle(table, before)) return startTransition(() => show(table, before));
    held = true;
    following(1);
    waiting.push((done) => {
      drawing?.();
      held = false;
      let over = false;
      drawing = () => {
        if (over) return;
        over = true;
        drawing = null;
        following(-1);
        done();
      };
      const now = store.getState();
      if (stopped || mark === null) {
        // No panel to draw it: shown for whoever reads, and the turn passes.
        show(now, now);
        return drawing();
      }
      const turn = ++turns;
      const marked = mark;
      startTransition(() => {
        show(now, now);
        marked(turn);
      });
    });
  };
  return {
    getState: () => shown,
    getInitialState: store.getInitialState,
    setState: store.setState,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start() {
      stopped = false;
      follow(store.getState(), shown);
      const unsubscribe = store.subscribe(follow);
      return () => {
        unsubscribe();
        stopped = true;
        drawing?.();
      };
    },
    marks(setter) {
      mark = setter;
    },
    drawn(turn) {
      if (turn === turns) drawing?.();
    },
  };
}

/**
 * The staged panel's part in its turns (call it in the component that provides `staged`): a settle
 * shown in a transition is committed together with the turn's number this keeps, and its layout
 * effect then tells `staged` the turn is drawn.
 */
export function useStagedTurns(staged: StagedTable): void {
  const [turn, setTurn] = useState(0);
  useLayoutEffect(() => {
    staged.marks(setTurn);
    return () => staged.marks(null);
  }, [staged]);
  useLayoutEffect(() => staged.drawn(turn), [staged, turn]);
}
