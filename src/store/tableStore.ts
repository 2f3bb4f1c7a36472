/**
 * The table's store (createTableStore), with the save's reader and writer at hand: for tests and
 * the prerender. The page builds the same store with the reader loaded only when there is a save
 * and the writer as the page opens (main.tsx, createTableShell), so its first load holds neither.
 */
import * as reader from '../save/read';
import * as writer from '../save/write';
import type { TableDependencies, TableStore } from './api';
import { lazyChunk } from './lazyChunk';
import { createTableShell } from './tableShell';

export function createTableStore(deps: TableDependencies): TableStore {
  return createTableShell(
    deps,
    lazyChunk(reader, () => Promise.resolve(reader)),
    lazyChunk(writer, () => Promise.resolve(writer)),
  );
}
