import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

/** The lab's view: a chunk of its own, loaded when first opened. */
const Lab = lazy(() => import('./Lab'));

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * The lab over the table at `#lab` (the menu's Lab link). Once opened it stays mounted, hidden
 * when the player goes back to the table, so a run goes on while the table is played.
 */
export function LabRoute() {
  const shown = useSyncExternalStore(onHashChange, () => window.location.hash === '#lab');
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Lab shown={shown} />
    </Suspense>
  ) : null;
}
