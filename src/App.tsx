import { useEffect } from 'react';
import { InstantContext } from './app/InstantContext';
import { TableProvider } from './app/TableContext';
import { loadAnimated } from './components/useAnimated';
import { Table } from './components/Table';
import { TableElsewhere } from './components/TableElsewhere';
import type { TableStore } from './store/tableStore';

export function App({ store, instant = false }: { store: TableStore; instant?: boolean }) {
  // The cards' and chips' movements are not needed to paint the table: they follow at once.
  useEffect(() => void loadAnimated(), []);
  return (
    <TableProvider store={store}>
      <InstantContext.Provider value={instant}>
        <Table />
        <TableElsewhere />
      </InstantContext.Provider>
    </TableProvider>
  );
}
