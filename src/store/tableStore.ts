/**
 * The table's store (createTableStore), with the save's reader at hand: for tests and the
 * prerender. The page builds the same store with the reader loaded only when there is a save
 * (main.tsx, createTableShell), so a first visit does not load it.
 */
import * as reader from '../save/read';
import type { TableDependencies, TableStore } from './api';
import { lazyChunk } from './lazyChunk';
import { createTableShell } from './tableShell';

export type { Hold, KeyValueStorage, Table, TableActions, TableDependencies, TableState, TableStore } from './api';
export { tableBetsOf } from '../table/state';

export function createTableStore(deps: TableDependencies): TableStore {
  return createTableShell(
    deps,
    lazyChunk(reader, () => Promise.resolve(reader)),
  );
}
