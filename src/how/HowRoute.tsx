import { lazy, Suspense, useSyncExternalStore } from 'react';

/** The page's view: a chunk of its own, loaded when first opened. */
const HowItWorks = lazy(() => import('./HowItWorks'));

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/** "How baccarat works" over the table at `#how` (the menu's link, the shoe's story's link). */
export function HowRoute() {
  const shown = useSyncExternalStore(onHashChange, () => window.location.hash === '#how');
  return shown ? (
    <Suspense fallback={null}>
      <HowItWorks />
    </Suspense>
  ) : null;
}
