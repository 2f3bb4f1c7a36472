import type { ReactNode } from 'react';
import { useSessionWords } from '../../i18n/sessionWords';
import { endOfLocalDay } from '../../store/sessionRecord';
import { useHonest, useNow } from './useHonest';
import './session.css';

/**
 * The betting controls, or while a break or a Stop lasts the closed table in their place, in
 * every tab (the record is shared; another tab's Stop arrives by the storage event). A chunk of
 * its own, just after the table; the controls show meanwhile.
 */
export default function SessionGate({ children }: { children: ReactNode }) {
  const [, until] = useHonest((s) => s.record.closedUntil);
  const now = useNow(until);
  const words = useSessionWords();
  if (until === null || now >= until) return children;
  // A Stop closes the table to the end of the day; a break, for its minutes.
  const stopped = until === endOfLocalDay(until - 1);
  const at = words.at(until, now);
  return (
    <section className="controls table-closed" data-testid="table-closed" data-until={new Date(until).toISOString()} role="status">
      <p>{stopped ? words.closedStop(at) : words.closedBreak(at)}</p>
    </section>
  );
}
