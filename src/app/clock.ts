import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTable } from '../store/TableContext';

/**
 * The time now (ms since 1970), as of the caller's mount and refreshed at `next`: a part that
 * closes or opens something at a time (a break's end, a limit's raise, the next reality check)
 * re-renders then. The one timer until a time: Date.now() and setTimeout, so a test clock drives it.
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

const nothingToHear = () => () => undefined;

/**
 * Whether a break or a Stop closes the table now (the honest session's record, once its chunk
 * is here; open until then). Re-renders when the closure starts and when it ends (useNow).
 */
export function useTableClosed(): boolean {
  const honest = useTable((s) => s.honest);
  const until = useSyncExternalStore(
    honest?.subscribe ?? nothingToHear,
    () => honest?.getState().record.closedUntil ?? null,
    () => null,
  );
  const now = useNow(until);
  return until !== null && now < until;
}
