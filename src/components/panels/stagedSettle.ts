import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { isSettle } from '../../store/TableContext';
import type { Table, TableStore } from '../../store/api';

let pending = 0; // the panels waiting to draw a settle

/** The panels' turns waiting for the felt to draw a settle, in order (ui-contract.md, Timing). */
const waiting: (() => void)[] = [];

/**
 * While a panel waits to draw a settle, `<html data-panels-follow>`: the project's browser tests
 * read the panels once it is gone (e2e/contract.ts `settled`), as the contract lets them follow.
 */
function following(by: number): void {
  pending += by;
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-panels-follow', pending > 0);
}

/** After the frame that paints what is drawn now: a task of its own. */
const afterNextFrame = (run: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(run)) : setTimeout(run);

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
 * waiting for a settle draw it now, one after the other, each in a task of its own after a frame
 * has painted the one before: the felt's result first, then the roads, the odds, the history.
 */
export function feltDrawn(): void {
  const turns = waiting.splice(0);
  const step = () => {
    turns.shift()?.();
    if (turns.length > 0) afterNextFrame(step);
  };
  if (turns.length > 0) afterNextFrame(step);
}

/**
 * The table as a panel draws it: every change as the table makes it, but a settle only once the
 * felt has drawn it, in a task of its own (`feltDrawn`), rendered and committed there at once. A
 * settle is the largest change a panel draws (a road's mark, a history row, the odds of the next
 * coup); drawn with the felt's in one frame it made that frame a long task on a mid-range phone.
 * What the table says after a settle waits behind it, so the panel never draws out of order.
 * Actions and `setState` are the table's own.
 */
export function stagedTable(store: TableStore): TableStore & { start(): () => void } {
  let shown = store.getState();
  let held = false; // a settle waits for its turn
  const listeners = new Set<(table: Table, before: Table) => void>();
  const show = (table: Table, before: Table) => {
    shown = table;
    listeners.forEach((listener) => listener(table, before));
  };
  const follow = (table: Table, before: Table) => {
    if (held) return; // shown with the settle, as the table is then
    // Any other change (a bet, a chip) is drawn in a transition: a press's own render and commit
    // are the felt's, and the panels follow in slices after the press's answer is painted.
    if (!isSettle(table, before)) return startTransition(() => show(table, before));
    held = true;
    following(1);
    waiting.push(() => {
      held = false;
      following(-1);
      // Drawn now, in this task, as any change that is not a settle is (not in a transition).
      const now = store.getState();
      flushSync(() => show(now, now));
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
    /** Follows the table from now on (anything it said meanwhile first); returns what stops it. */
    start() {
      follow(store.getState(), shown);
      return store.subscribe(follow);
    },
  };
}
