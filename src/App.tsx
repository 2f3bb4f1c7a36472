import { LazyMotion, MotionConfig } from 'framer-motion';
import { TableProvider } from './app/TableContext';
import { Table } from './components/Table';
import { TableElsewhere } from './components/TableElsewhere';
import type { TableStore } from './store/tableStore';

const loadMotionFeatures = () => import('./app/motionFeatures').then((module) => module.default);

export function App({ store, instant = false }: { store: TableStore; instant?: boolean }) {
  return (
    <TableProvider store={store}>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion={instant ? 'always' : 'user'}>
          <Table />
          <TableElsewhere />
        </MotionConfig>
      </LazyMotion>
    </TableProvider>
  );
}
