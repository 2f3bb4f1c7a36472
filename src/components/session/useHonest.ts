import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useTable } from '../../store/TableContext';
import type { HonestSession } from '../../store/api';
import { EMPTY_RECORD } from '../../table/session';

/** Until the honest session is here: nothing recorded, nothing shown. */
const NOT_YET = createStore<Pick<HonestSession, 'record' | 'realityShown'>>()(() => ({
  record: EMPTY_RECORD,
  realityShown: false,
}));

/** The honest session of the table (undefined until its chunk is here), and a slice of its state. */
export function useHonest<T>(
  selector: (s: Pick<HonestSession, 'record' | 'realityShown'>) => T,
): [HonestSession | undefined, T] {
  const honest = useTable((s) => s.honest);
  return [honest?.getState(), useStore(honest ?? NOT_YET, selector)];
}
