/** The store for React: the provider the app puts around the table, and the hook every view reads a slice with. */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Table, TableStore } from './api';

const TableContext = createContext<TableStore | null>(null);

export function TableProvider({ store, children }: { store: TableStore; children: ReactNode }) {
  return <TableContext.Provider value={store}>{children}</TableContext.Provider>;
}

/** The table's store; every reader is under a TableProvider (App, and the panels' staged one). */
export const useTableStore = (): TableStore => useContext(TableContext)!;

/** A change of the table that is drawn in a React transition (`useTableSlice`). */
export type DrawnLater = (table: Table, before: Table) => boolean;

/** A dealt hand's settle: its result, the bankroll and every panel, drawn together. */
export const isSettle: DrawnLater = (table, before) => table.phase === 'settled' && before.phase === 'dealing';

/**
 * A deal's start or its settle: the changes every reader but the phase's draws in a transition.
 * Deal's press then only plays the move and says "dealing" (`useTablePhase`); the table draws the
 * deal in slices between frames, committed whole (at mid-tier the deal's render and commit in the
 * click's task made it a long task).
 */
export const isDealOrSettle: DrawnLater = (table, before) =>
  (table.phase === 'dealing' && before.phase !== 'dealing') || isSettle(table, before);

const noChange = () => () => undefined;
const onServer = () => true;

/** The table whose prerendered page React is hydrating (`hydrateTable`): one page, one table. */
let hydrating: TableStore | undefined;

/**
 * Marks `store`'s table as being hydrated, until the returned function is called (once the
 * hydration's effects have run): its readers go on saying "hydrating" after their first render,
 * so React finds the same answer as the server's and redraws none of them at once for it
 * (useSyncExternalStore redraws, synchronously, a reader whose answer changed after hydrating:
 * about 120 readers, one long task). Only what the table changed since is redrawn.
 */
export function hydrateTable(store: TableStore): () => void {
  hydrating = store;
  return () => void (hydrating = undefined);
}

/** A reader of the table: its redraw for a change, and which changes it draws in a transition. */
interface Reader {
  readonly later: DrawnLater;
  readonly redraw: (table: Table) => void;
}

/** Each store's readers, heard through one subscription of the store's (`hear`). */
const readersOf = new WeakMap<TableStore, Set<Reader>>();

/**
 * Hears each change of `store` for `reader` until the returned function is called. One
 * subscription per store runs every reader's redraw: those whose `later` names the change in a
 * single transition, the rest at once. (A deal's start is drawn later by about 120 readers: one
 * `startTransition` each cost the Deal's click about 11 ms at the low tier, 13.83×.)
 */
function hear(store: TableStore, reader: Reader): () => void {
  let readers = readersOf.get(store);
  if (readers === undefined) {
    const all = (readers = new Set());
    readersOf.set(store, all);
    store.subscribe((table, before) => {
      // The readers to draw later; every other one is redrawn at once, as the list is made.
      const later = [...all].filter((r) => r.later(table, before) || void r.redraw(table));
      if (later.length > 0) startTransition(() => later.forEach((r) => r.redraw(table)));
    });
  }
  const heard = readers;
  heard.add(reader);
  return () => void heard.delete(reader);
}

/**
 * A slice of the table; the component re-renders when that slice changes, and a change that
 * `later` (a module's constant) names in a React transition: rendered in slices between frames,
 * committed whole. Not zustand's useStore: a store read through useSyncExternalStore is always
 * rendered at once, even inside startTransition. Every reader of the table draws a settle in the
 * same transition, so the result, the panels and "settled" reach the page in one commit.
 */
export function useTableSlice<T>(selector: (table: Table) => T, later: DrawnLater): T {
  const store = useTableStore();
  // Hydrating the prerendered page draws the table as the server did: as it starts, unread.
  const fromStart = useSyncExternalStore(noChange, () => hydrating === store, onServer);
  const [drawn, setDrawn] = useState(fromStart ? store.getInitialState : store.getState);
  const select = useRef(selector);
  useLayoutEffect(() => {
    select.current = selector;
  });
  useEffect(() => {
    // The table last asked to be drawn: at first the one this render drew (the store and `later`
    // never change, so this runs once, and nothing asked for another since). A change whose slice
    // is the one already asked for asks React for nothing: of the hundred readers of the table, a
    // bet press changes the slices of a few, and each `setDrawn` costs its component a render
    // (React's early bail-out is skipped for a component rendered just before).
    let asked = drawn;
    // The slice of `asked`, and the selector that took it: each change runs every reader's selector
    // once, not twice (about 120 readers a change; a deal makes a dozen changes). A selector is a
    // new function after each render of its component, and then takes `asked`'s slice again.
    let slice: T | undefined;
    let sliceBy: unknown;
    const redraw = (table: Table) => {
      const selector = select.current;
      if (sliceBy !== selector) slice = (sliceBy = selector)(asked);
      if (!Object.is(slice, (slice = selector(table)))) setDrawn((asked = table));
    };
    redraw(store.getState()); // anything that changed before this effect ran
    return hear(store, { later, redraw });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `drawn` is where it starts, not what it follows
  }, [store, later]);
  return selector(drawn);
}

/**
 * A slice of the table; the component re-renders when that slice changes. A deal and its settle
 * are drawn in a transition (`useTableSlice`, `isDealOrSettle`): at 4× CPU a settle's render is
 * 40–100 ms, too long for one task.
 */
export const useTable = <T,>(selector: (table: Table) => T): T => useTableSlice(selector, isDealOrSettle);

/**
 * A slice the page says at once when a deal starts, in the press's own task: the table's phase
 * (`data-phase`, `aria-busy`). Whoever presses Deal and then waits for `data-phase="settled"`, as
 * ui-contract.md tells a test to, must not find the hand before still saying it while the deal is
 * drawn (in a transition, `useTable`). Its settle is drawn with the felt's, in the same commit.
 */
export const useTablePhase = <T,>(selector: (table: Table) => T): T => useTableSlice(selector, isSettle);
