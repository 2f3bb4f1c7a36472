import { sessionWords } from '../../i18n/session';
import { useWordSet } from '../../i18n/useWordSet';
import { endOfLocalDay } from '../../table/session';
import { useNow } from '../../app/clock';
import { useHonest } from './useHonest';
import './session.css';

/**
 * The closed table, shown in the betting controls' place while a break or a Stop lasts, in every
 * tab (the record is shared; another tab's Stop arrives by the storage event). A chunk of its
 * own; `useTableClosed` decides when it shows.
 */
export default function SessionGate() {
  const [, until] = useHonest((s) => s.record.closedUntil);
  const now = useNow(until);
  const words = useWordSet(sessionWords);
  if (until === null || now >= until) return null;
  // A Stop closes the table to the end of the day; a break, for its minutes.
  const stopped = until === endOfLocalDay(until - 1);
  const at = words.at(until, now);
  return (
    <section
      className="controls table-closed box"
      data-testid="table-closed"
      data-until={new Date(until).toISOString()}
      role="status"
    >
      <p>{stopped ? words.closedStop(at) : words.closedBreak(at)}</p>
    </section>
  );
}
