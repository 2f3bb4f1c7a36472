import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTableStore } from '../../app/TableContext';
import type { Table } from '../../store/api';

/**
 * A slice of the table as the panels (roads, odds, history) draw it. A deal reaches it in a React
 * transition, rendered after the table has drawn the deal: nothing of a hand being dealt shows in
 * the panels, so this only moves their work (the odds prepared for the next coup, the shoe's story)
 * out of the Deal key's task, a long task on a mid-range phone. Everything else reaches it at once,
 * the settle above all: the result shows in the panels in the same frame as on the table, and is
 * there for whoever reads them once the table says "settled".
 */
export function useDrawnTable<T>(selector: (table: Table) => T): T {
  const store = useTableStore();
  const [drawn, setDrawn] = useState(store.getState);
  const select = useRef(selector);
  useLayoutEffect(() => {
    select.current = selector;
  });
  useEffect(() => {
    const follow = (table: Table, before = table) => {
      const redraw = () =>
        setDrawn((shown) => (Object.is(select.current(shown), select.current(table)) ? shown : table));
      if (table.phase === 'dealing' && before.phase !== 'dealing') startTransition(redraw);
      else redraw();
    };
    follow(store.getState()); // anything that changed before this effect ran
    return store.subscribe(follow);
  }, [store]);
  return selector(drawn);
}
