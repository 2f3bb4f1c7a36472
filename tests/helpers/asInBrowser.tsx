import { act, cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { App } from '../../src/App';

/**
 * React as in a browser, not under act(), for tests of what a press draws in its own task and what
 * follows in later ones: `asInBrowser()` lets React schedule its work in tasks from here on (act()
 * would flush it all at once); every test of the file is put back under act() as it ends.
 */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  cleanup();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
export function asInBrowser(): void {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
}

/**
 * The table rendered with its lazy parts in (each a suspended resource: resolved inside act, as React
 * asks), and any later chunk the test names (`() => import(…)`) loaded as well.
 */
export async function renderApp(
  store: Parameters<typeof App>[0]['store'],
  later: readonly (() => Promise<unknown>)[] = [],
): Promise<void> {
  render(<App store={store} />);
  await act(() => vi.dynamicImportSettled());
  for (const load of later) await act(async () => void (await load()));
}
