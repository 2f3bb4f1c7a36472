import { lazy, Suspense, useEffect } from 'react';
import { InstantContext } from './app/InstantContext';
import { TableProvider, useTable } from './store/TableContext';
import type { Language } from './table/vocabulary';
import { LanguageProvider } from './i18n/useWords';
import { loadAnimated } from './components/useAnimated';
import { Table } from './components/Table';
import { useSound } from './sound/useSound';
import type { TableStore } from './store/api';

/** Shown only while another tab plays the table: it loads when first needed. */
const TableElsewhere = lazy(() => import('./components/TableElsewhere'));

/** The notice over the table while another tab plays it. */
function Elsewhere() {
  const elsewhere = useTable((s) => s.hold === 'elsewhere');
  return elsewhere ? (
    <Suspense fallback={null}>
      <TableElsewhere />
    </Suspense>
  ) : null;
}

/**
 * The table. `preferred` is the browser's language, spoken until the player chooses one;
 * `initial` the language the page opens in (main.tsx has its words at hand), spoken until the
 * save is read: the prerendered page and the hydration that matches it are English.
 */
export function App({
  store,
  instant = false,
  preferred = 'en',
  initial = preferred,
}: {
  store: TableStore;
  instant?: boolean;
  preferred?: Language;
  initial?: Language;
}) {
  // The cards' and chips' movements are not needed to paint the table: they follow at once.
  useEffect(() => void loadAnimated(), []);
  // Sound, after the first click or key press: never before, and never in the way of play.
  useSound(store);
  return (
    <TableProvider store={store}>
      <LanguageProvider preferred={preferred} initial={initial}>
        <InstantContext.Provider value={instant}>
          <Table />
          <Elsewhere />
        </InstantContext.Provider>
      </LanguageProvider>
    </TableProvider>
  );
}
