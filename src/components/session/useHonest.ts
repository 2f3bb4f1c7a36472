import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useTable } from '../../store/TableContext';
import type { HonestSession, HonestSessionState } from '../../store/api';
import { EMPTY_RECORD } from '../../table/session';

/** Until the honest session is here: nothing recorded, nothing shown. */
const NOT_YET = createStore<HonestSessionState>()(() => ({
  record: EMPTY_RECORD,
  realityShown: false,
  pricing: 0,
  figures: null,
}));

/** The honest session of the table (undefined until its chunk is here), and a slice of its state. */
export function useHonest<T>(selector: (s: HonestSessionState) => T): [HonestSession | undefined, T] {
  const honest = useTable((s) => s.honest);
  return [honest?.getState(), useStore(honest ?? NOT_YET, selector)];
}
