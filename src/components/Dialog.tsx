import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLaterWords } from '../i18n/useLaterWords';

/** A view of its own over the table (a route: the lab, How baccarat works, the school): its look, and its way back worded. */
export interface DialogPage {
  readonly kind: 'lab' | 'how' | 'school';
  readonly back: string;
}

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** A page over the whole table, closed by its Back button; a dialog box with a × when absent. */
  page?: DialogPage;
  /** Kept on the page but closed while false (the lab, whose run goes on while the table is played). */
  shown?: boolean;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab wraps inside the dialog rather than going on to the browser's own controls. */
function wrapTab(element: HTMLDialogElement, event: KeyboardEvent) {
  const focusable = Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  const at = focusable.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === -1 || at === focusable.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens the dialog as a modal while `shown`, and gives the focus back to what had it when it
 * closes or goes (a route's page is taken away open, so it cannot give it back itself). While it
 * is open the table's keys sleep: a key pressed outside it (the focus on the page's body) never
 * reaches the table's key handler, and one inside it stops at the dialog (onKeyDown below).
 */
function useModal(dialog: React.RefObject<HTMLDialogElement | null>, shown: boolean, focusSelf: boolean): void {
  useEffect(() => {
    const element = dialog.current;
    if (element === null || !shown) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    if (focusSelf) element.focus();
    const quiet = (event: KeyboardEvent) => {
      if (!(event.target instanceof Node && element.contains(event.target))) event.stopPropagation();
    };
    window.addEventListener('keydown', quiet, true);
    return () => {
      window.removeEventListener('keydown', quiet, true);
      if (element.open) element.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialog, shown, focusSelf]);
}

/**
 * The game's one modal: the native `<dialog>` opened with showModal, so the page behind is inert
 * for the pointer, the keyboard and screen readers alike. Focus moves in and comes back to the
 * opener; Escape (a phone's Back), the close button or, for a dialog box, a click on the backdrop
 * closes it. The parent owns whether it is shown: closing asks it (`onClose`).
 */
export function Dialog({ title, onClose, children, testId, page, shown = true }: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const words = useLaterWords();
  // A dialog box takes the focus itself; a page leaves it to its first control, its Back button.
  useModal(dialog, shown, page === undefined);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A `cancel` (Escape, a phone's Back) asks the parent to close rather than closing the element behind its back.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key === 'Tab') wrapTab(element, event);
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  const heading = <h2 id={titleId}>{title}</h2>;
  return (
    <dialog
      className={page?.kind ?? 'dialog'}
      aria-labelledby={titleId}
      data-testid={testId}
      tabIndex={page === undefined ? -1 : undefined}
      ref={dialog}
      // The table's key handler listens on the window: a key pressed in the dialog stops here.
      onKeyDown={(event) => event.stopPropagation()}
      // A click on a dialog box's element itself, not its content, is a click on the backdrop.
      onClick={(event) => {
        if (page === undefined && event.target === event.currentTarget) onClose();
      }}
    >
      {page === undefined ? (
        <div className="dialog__body">
          <header className="dialog__header">
            {heading}
            <button type="button" className="dialog__close" onClick={onClose} aria-label={words.close(title)}>
              ×
            </button>
          </header>
          {children}
        </div>
      ) : (
        <>
          <header className={`${page.kind}__top row`}>
            {heading}
            <button type="button" className={`${page.kind}__back`} onClick={onClose}>
              {page.back}
            </button>
          </header>
          {children}
        </>
      )}
    </dialog>
  );
}
