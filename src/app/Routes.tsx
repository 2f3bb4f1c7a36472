import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useRouteName } from './route';
import './page.css';

/** A view a route opens: told whether it is shown (a view kept once opened is hidden, not taken away). */
type View = ComponentType<{ shown: boolean }>;

interface Route {
  /** The view's chunk, loaded when the route is first opened. */
  readonly view: () => Promise<{ default: View }>;
  /** Kept on the page once opened, hidden while the player is back at the table (a lab's run goes on). */
  readonly keep: boolean;
}

/**
 * The route table: each view a player opens over the table, by its address (`#lab`). A new view
 * is one row here and a link to its address; its words are a word set (docs/words.md), its frame
 * the one modal (components/Dialog.tsx, `page`).
 */
export const ROUTES = {
  lab: { view: () => import('../lab/Lab'), keep: true },
  how: { view: () => import('../how/HowItWorks'), keep: false },
  school: { view: () => import('../school/School'), keep: true },
} as const satisfies Readonly<Record<string, Route>>;

export type RouteName = keyof typeof ROUTES;

const isRoute = (name: string): name is RouteName => Object.hasOwn(ROUTES, name);

const VIEWS = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, lazy<View>(route.view)]),
) as Record<RouteName, LazyExoticComponent<View>>;

/** The views over the table: the one the address names, and those kept once opened. A chunk of its own, after the table. */
export default function Routes() {
  const name = useRouteName();
  const shown = isRoute(name) ? name : null;
  const [kept, setKept] = useState<readonly RouteName[]>([]);
  if (shown !== null && ROUTES[shown].keep && !kept.includes(shown)) setKept([...kept, shown]);
  const mounted = shown === null || kept.includes(shown) ? kept : [...kept, shown];
  return mounted.map((route) => {
    const View = VIEWS[route];
    return (
      <Suspense key={route} fallback={null}>
        <View shown={route === shown} />
      </Suspense>
    );
  });
}
