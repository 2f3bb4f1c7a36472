import { lazy, Suspense } from 'react';
import { useTable } from '../store/TableContext';

/** The announcer's words come in a chunk of their own, loaded as soon as the save is read. */
const Announcer = lazy(() => import('./Announcer'));

/** Called by the announcer once it listens to the table. */
export let listening: () => void;
/** Resolves once the announcer listens: the page's load event waits for it (main.tsx), so the first bet is said. */
export const announcerListening = new Promise<void>((heard) => (listening = heard));

/**
 * The screen reader's running commentary (Announcer.tsx says what), a polite live region of its
 * own. The region itself is in the page's first HTML, empty: a region added with its first words
 * is not read, so the first bet after load would go unsaid.
 */
export function AnnouncerRegion() {
  const unread = useTable((s) => s.unread);
  return (
    <p className="sr-only" data-testid="announcer" role="status" aria-live="polite">
      <Suspense fallback={null}>{!unread && <Announcer />}</Suspense>
    </p>
  );
}
