/** The store for React: the provider the app puts around the table, and the hook every view reads a slice with. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Table, TableStore } from './api';

const TableContext = createContext<TableStore | null>(null);

export function TableProvider({ store, children }: { store: TableStore; children: ReactNode }) {
  return <TableContext.Provider value={store}>{children}</TableContext.Provider>;
}

export function useTableStore(): TableStore {
  const store = useContext(TableContext);
  if (store === null) throw new Error('useTableStore needs a <TableProvider>');
  return store;
}

/** A slice of the table; the component re-renders when that slice changes. */
export function useTable<T>(selector: (table: Table) => T): T {
  return useStore(useTableStore(), selector);
}
