/** @vitest-environment jsdom */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateTable, TableProvider, useTable } from '../../src/store/TableContext';
import type { TableStore } from '../../src/store/api';
import { makeTable } from './helpers';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Two readers of the table, each counting its renders: the railing (the same before and after the change) and the bankroll. */
type Renders = Record<'railing' | 'bankroll', number>;

/** A count of each reader's renders, and what the readers call as they render. */
function counted() {
  const renders: Renders = { railing: 0, bankroll: 0 };
  return { renders, rendered: (name: keyof Renders) => void renders[name]++ };
}

function Readers({ rendered }: { rendered: (name: keyof Renders) => void }) {
  return (
    <>
      <Reader name="railing" rendered={rendered} />
      <Reader name="bankroll" rendered={rendered} />
    </>
  );
}

function Reader({ name, rendered }: { name: keyof Renders; rendered: (name: keyof Renders) => void }) {
  const cents = useTable((s) => s[name]);
  rendered(name);
  return <span data-testid={name}>{cents}</span>;
}

/** Calls `then` once the first render's effects have run, as main.tsx does to end the hydration. */
function AfterEffects({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** The readers prerendered from the table's first state, then hydrated against `store` after a bet placed before hydrating; `mark`: with hydrateTable's mark. */
async function hydrateAfter(store: TableStore, mark: boolean) {
  const { renders, rendered } = counted();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <TableProvider store={store}>
      <Readers rendered={() => undefined} />
    </TableProvider>,
  );
  document.body.append(container);
  store.getState().placeBet('banker'); // the bankroll changes before the page hydrates; the railing does not
  const hydrated = mark ? hydrateTable(store) : () => undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        <TableProvider store={store}>
          <Readers rendered={rendered} />
        </TableProvider>
        <AfterEffects then={hydrated} />
      </>,
    );
  });
  return { renders, container };
}

describe('useTable after hydrating a prerendered table', () => {
  it('redraws only the readers whose slice changed since the page was prerendered', async () => {
    const { store } = makeTable();
    const before = store.getState().bankroll;
    const { renders, container } = await hydrateAfter(store, true);
    expect(container.querySelector('[data-testid="bankroll"]')!.textContent).toBe(String(store.getState().bankroll));
    expect(store.getState().bankroll).toBeLessThan(before);
    expect(renders).toEqual({ railing: 1, bankroll: 2 });
  });

  it('without the mark, React redraws every reader once more (the cost the mark saves)', async () => {
    const { store } = makeTable();
    const { renders } = await hydrateAfter(store, false);
    expect(renders.railing).toBe(2);
  });

  it('a reader mounted after the hydration starts from the table as it is now', async () => {
    const { store } = makeTable();
    await hydrateAfter(store, true);
    const later = document.createElement('div');
    document.body.append(later);
    const { renders, rendered } = counted();
    const second = createRoot(later);
    await act(async () =>
      second.render(
        <TableProvider store={store}>
          <Readers rendered={rendered} />
        </TableProvider>,
      ),
    );
    expect(later.querySelector('[data-testid="bankroll"]')!.textContent).toBe(String(store.getState().bankroll));
    expect(renders).toEqual({ railing: 1, bankroll: 1 });
    act(() => second.unmount());
  });
});

describe('useTable as the table changes', () => {
  it("runs a reader's selector once a change, and draws the reader only when its slice changed", () => {
    const { store } = makeTable({});
    let selected = 0;
    let renders = 0;
    function Railing() {
      const railing = useTable((s) => {
        selected++;
        return s.railing;
      });
      renders++;
      return <span>{railing}</span>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(
        <TableProvider store={store}>
          <Railing />
        </TableProvider>,
      );
    });
    const [selectedThen, rendersThen] = [selected, renders];
    // Three bets: the railing's slice is the same each time, so its selector runs once a change and the reader is not drawn.
    act(() => {
      store.getState().placeBet('banker');
      store.getState().placeBet('player');
      store.getState().placeBet('tie');
    });
    expect(selected - selectedThen).toBe(3); // not twice a change: the slice of the table last drawn is kept
    expect(renders).toBe(rendersThen);
    // A change of its slice draws it (its render runs the selector once more).
    act(() => store.getState().adjustRailing(100));
    expect(renders).toBe(rendersThen + 1);
    expect(container.textContent).toBe(String(store.getState().railing));
  });
});
