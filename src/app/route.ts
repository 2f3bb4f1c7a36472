import { useSyncExternalStore } from 'react';

/**
 * The address of a view over the table (src/app/Routes.tsx holds the table of them): `#lab`,
 * `#how`. The table stays where it is behind the view, a hand in play included.
 */
const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/** The route the address names now ('' for the table alone), kept up to date as the address changes; what follows a `?` is the view's own (`#school?seed=41`). */
export const useRouteName = (): string =>
  useSyncExternalStore(onHashChange, () => window.location.hash.slice(1).split('?')[0] ?? '');

/** Back to the table: the view's route leaves the address. */
export const closeRoute = (): void => {
  window.location.hash = '';
};

/**
 * A link to a route from inside another view: the address in full, not `#lab` alone, so that in
 * a modal page it is no skip link to an anchor (a route is not a place on the page).
 */
export const routeHref = (name: string): string => `${window.location.pathname}${window.location.search}#${name}`;
