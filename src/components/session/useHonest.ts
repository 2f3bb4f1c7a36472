import { useEffect, useState } from 'react';
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

/**
 * The time now (ms since 1970), as of the caller's mount and refreshed at `next`: a component
 * that closes or opens something at a time re-renders then. Date.now() and setTimeout, so a
 * test clock drives it.
 */
export function useNow(next: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (next === null) return;
    const id = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(id);
  }, [next]);
  return now;
}
