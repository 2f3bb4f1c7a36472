import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLaterWords } from '../i18n/useLaterWords';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
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
 * A modal dialog: the native `<dialog>` opened with showModal, so the page behind is inert
 * for the pointer, the keyboard and screen readers alike. Focus moves in and comes back to
 * the opener; Escape, the close button or a click on the backdrop closes it.
 */
export function Dialog({ title, onClose, children, testId }: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const words = useLaterWords();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    element.focus();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The parent owns whether the dialog is shown, so a `cancel` (Escape, a phone's Back)
    // asks it to close rather than closing the element behind its back.
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

  return (
    <dialog
      className="dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      tabIndex={-1}
      ref={dialog}
      // A click on the dialog element itself, not its content, is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__body">
        <header className="dialog__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog__close" onClick={onClose} aria-label={words.close(title)}>
            ×
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
