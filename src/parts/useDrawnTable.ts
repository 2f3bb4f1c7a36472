import { useTableSlice, isDealOrSettle } from '../store/TableContext';
import type { Table } from '../store/api';

/**
 * A slice of the table as the panels (roads, odds, history) draw it. A deal and its settle reach
 * it in the same React transition as the table's (`useTable`, `isDealOrSettle`): their work (the
 * odds prepared for the next coup, the shoe's story) is out of the Deal key's task, a long task on a
 * mid-range phone, and the result shows in the panels in the same commit as on the table, there for
 * whoever reads them once the table says "settled". Everything else reaches it at once.
 */
export function useDrawnTable<T>(selector: (table: Table) => T): T {
  return useTableSlice(selector, isDealOrSettle);
}
