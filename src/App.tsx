import { LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense } from 'react';
import { TableProvider, useTable } from './app/TableContext';
import type { Language } from './i18n/languages';
import { LanguageProvider } from './i18n/useWords';
import { Table } from './components/Table';
import type { TableStore } from './store/tableStore';

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

const loadMotionFeatures = () => import('./app/motionFeatures').then((module) => module.default);

/** The table; `preferred` is the browser's language, spoken until the player chooses one. */
export function App({ store, instant = false, preferred = 'en' }: { store: TableStore; instant?: boolean; preferred?: Language }) {
  return (
    <TableProvider store={store}>
      <LanguageProvider preferred={preferred}>
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion={instant ? 'always' : 'user'}>
            <Table />
            <Elsewhere />
          </MotionConfig>
        </LazyMotion>
      </LanguageProvider>
    </TableProvider>
  );
}
