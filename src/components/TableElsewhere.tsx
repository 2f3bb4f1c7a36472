import { useEffect, useId, useRef } from 'react';
import { useTable, useTableStore } from '../store/TableContext';
import { useLaterWords } from '../i18n/useLaterWords';

/** While another tab plays the table, says so over this one (which is inert) and offers to take it over. */
export default function TableElsewhere() {
  const store = useTableStore();
  const elsewhere = useTable((s) => s.hold === 'elsewhere');
  const titleId = useId();
  const howId = useId();
  const notice = useRef<HTMLDivElement>(null);
  const words = useLaterWords();

  // The focus goes to the notice, not to its button: Enter, the deal key, must not take the table over unasked.
  useEffect(() => {
    if (elsewhere) notice.current?.focus();
  }, [elsewhere]);

  if (!elsewhere) return null;
  return (
    <div className="backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={howId}
        data-testid="table-elsewhere"
        tabIndex={-1}
        ref={notice}
      >
        <header className="dialog__header">
          <h2 id={titleId}>{words.elsewhere}</h2>
        </header>
        <p className="dialog__lead" id={howId}>
          {words.elsewhereHow}
        </p>
        <button
          type="button"
          className="action action--deal"
          data-testid="play-here"
          onClick={() => store.getState().playHere()}
        >
          {words.playHere}
        </button>
      </div>
    </div>
  );
}
