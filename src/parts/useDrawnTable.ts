import { useTableSlice, isSettle, type DrawnLater } from '../store/TableContext';
import type { Table } from '../store/api';

/** A deal and its settle: the changes the panels draw in a transition. */
const dealOrSettle: DrawnLater = (table, before) =>
  (table.phase === 'dealing' && before.phase !== 'dealing') || isSettle(table, before);

/**
 * A slice of the table as the panels (roads, odds, history) draw it. A deal reaches it in a React
 * transition, rendered after the table has drawn the deal: nothing of a hand being dealt shows in
 * the panels, so this only moves their work (the odds prepared for the next coup, the shoe's story)
 * out of the Deal key's task, a long task on a mid-range phone. Its settle reaches it in the same
 * transition as the table's (`useTable`): the result shows in the panels in the same commit as on
 * the table, and is there for whoever reads them once the table says "settled". Everything else
 * reaches it at once.
 */
export function useDrawnTable<T>(selector: (table: Table) => T): T {
  return useTableSlice(selector, dealOrSettle);
}
