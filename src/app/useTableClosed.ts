import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTable } from '../store/TableContext';

const nothingToHear = () => () => undefined;

/**
 * Whether a break or a Stop closes the table now (the honest session's record, once its chunk
 * is here; open until then). Re-renders when the closure starts and when it ends: Date.now()
 * and setTimeout, so a test clock drives it.
 */
export function useTableClosed(): boolean {
  const honest = useTable((s) => s.honest);
  const until = useSyncExternalStore(
    honest?.subscribe ?? nothingToHear,
    () => honest?.getState().record.closedUntil ?? null,
    () => null,
  );
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === null) return;
    const id = setTimeout(() => setNow(Date.now()), Math.max(0, until - Date.now()));
    return () => clearTimeout(id);
  }, [until]);
  return until !== null && now < until;
}
