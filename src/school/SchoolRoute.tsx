import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { isSchoolHash } from './route';

/** The school's view: a chunk of its own, loaded when first opened. */
const School = lazy(() => import('./School'));

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/** The school over the table at `#school` (with its drill, mode and seed after a `?`). Once opened it stays mounted, hidden when the player goes back. */
export function SchoolRoute() {
  const shown = useSyncExternalStore(onHashChange, () => isSchoolHash(window.location.hash));
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <School shown={shown} />
    </Suspense>
  ) : null;
}
