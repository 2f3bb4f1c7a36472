/** @vitest-environment jsdom */
import { Suspense, use } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableProvider, useTable } from '../../../src/store/TableContext';
import SessionLine from '../../../src/components/session/SessionLine';
import * as honestSession from '../../../src/store/honestSession';
import { stackedHands } from '../../helpers/stackedShoe';
import { makeTable } from '../../store/helpers';

const NOON = new Date(2026, 10, 23, 12, 0, 0).getTime();
const MINUTE = 60_000;

/** A table with an honest session whose reality check comes every 15 minutes; Banker 8 over Player 5. */
function tableWithRealityCheck() {
  const { store } = makeTable({ session: honestSession, rngForHand: stackedHands('KS 5H 3D 3C') });
  store.getState().honest!.getState().setRealityInterval(15);
  render(
    <TableProvider store={store}>
      <SessionLine />
    </TableProvider>,
  );
  const shown = () => store.getState().honest!.getState().realityShown;
  return { store, shown };
}

describe('the reality check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOON);
  });
  afterEach(() => void vi.useRealTimers());

  it('is shown once its time has come between hands', () => {
    const { shown } = tableWithRealityCheck();
    act(() => void vi.advanceTimersByTime(15 * MINUTE - 1000));
    expect(shown()).toBe(false);
    act(() => void vi.advanceTimersByTime(2000));
    expect(shown()).toBe(true);
  });

  it('due while a hand is dealt, waits for the settle: its net would tell the result before the cards', async () => {
    const { store, shown } = tableWithRealityCheck();
    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    expect(store.getState().phase).toBe('dealing');
    act(() => void vi.advanceTimersByTime(15 * MINUTE + 1000));
    expect(shown()).toBe(false);
    act(() => store.getState().finishReveal());
    expect(store.getState().phase).toBe('settled');
    expect(shown()).toBe(true);
    // The session prices the hand in a chunk of its own: let it finish before the test does.
    await vi.waitFor(() => expect(store.getState().honest!.getState().record.session?.expected).toBeLessThan(0));
  });

  it('due as Deal is pressed, before the deal is drawn, waits for the settle too (a Banker bet, Banker 8 over Player 5)', async () => {
    const { store, shown } = tableWithRealityCheck();
    act(() => void vi.advanceTimersByTime(15 * MINUTE - 1000));
    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
      vi.advanceTimersByTime(2000); // due in the same act: drawn before the deal's transition is
    });
    expect(store.getState().phase).toBe('dealing');
    expect(shown()).toBe(false);
    act(() => store.getState().finishReveal());
    expect(shown()).toBe(true);
    await vi.waitFor(() => expect(store.getState().honest!.getState().record.session?.expected).toBeLessThan(0));
  });
});

describe('the session line while a hand is dealt', () => {
  it('counts its stakes as wagered at once, and keeps the net until the settle', async () => {
    // Banker 8 over Player 5, twice: $5 on Banker wins $4.75 each time.
    const { store } = makeTable({
      session: honestSession,
      rngForHand: stackedHands('KS 5H 3D 3C', 'KS 5H 3D 3C'),
    });
    const { getByTestId } = render(
      <TableProvider store={store}>
        <SessionLine />
      </TableProvider>,
    );
    const cents = (id: string) => Number(getByTestId(id).getAttribute('data-cents'));
    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    act(() => store.getState().finishReveal());
    await vi.waitFor(() => expect(cents('session-expected')).toBeLessThan(0));
    expect([cents('session-wagered'), cents('session-net')]).toEqual([500, 475]);
    // Said in the text, not only in a tooltip touch cannot reach: $5 on Banker expects −5.29¢.
    expect(getByTestId('session-expected')).toHaveTextContent(/^Expected at the house edge [−-]\$0\.05$/);
    const expectedAfterOne = cents('session-expected');

    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    expect(store.getState().phase).toBe('dealing');
    // Wagered and expected move together, once the hand is priced, before its cards are up.
    await vi.waitFor(() => expect(cents('session-wagered'), 'the second stake, wagered as it is dealt').toBe(1000));
    expect(cents('session-expected')).toBeLessThan(expectedAfterOne);
    expect(cents('session-net'), 'the net of the hands settled so far').toBe(475);

    act(() => store.getState().finishReveal());
    expect([cents('session-wagered'), cents('session-net')]).toEqual([1000, 950]);
  });
});

describe('the session line while the felt has yet to draw a deal', () => {
  it('keeps the net of the hands settled: the record counts the hand at once, the felt draws it later', async () => {
    // Player 9 over Banker 0: $5 on Banker loses.
    const { store } = makeTable({ session: honestSession, rngForHand: stackedHands('KS KH 9D QC') });
    // The felt draws a deal in a transition (useTable): here one that cannot finish until the
    // test lets it, as on a slow phone, while what is said at once (useTablePhase) goes ahead.
    let drawDeal!: () => void;
    const drawn = new Promise<void>((done) => (drawDeal = done));
    function FeltDrawing() {
      if (useTable((s) => s.phase === 'dealing')) use(drawn);
      return null;
    }
    const { getByTestId } = render(
      <TableProvider store={store}>
        <SessionLine />
        <Suspense fallback={null}>
          <FeltDrawing />
        </Suspense>
      </TableProvider>,
    );
    const cents = (id: string) => Number(getByTestId(id).getAttribute('data-cents'));
    await act(async () => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    expect(store.getState().phase).toBe('dealing');
    await vi.waitFor(() => expect(cents('session-wagered'), 'the stake, wagered as it is dealt').toBe(500));
    expect(store.getState().honest!.getState().record.session?.net, 'the record has the result').toBe(-500);
    expect(cents('session-net'), 'the line does not tell it before the cards').toBe(0);

    await act(async () => drawDeal());
    act(() => store.getState().finishReveal());
    expect(store.getState().phase).toBe('settled');
    expect(cents('session-net')).toBe(-500);
  });
});

describe('the session line and the reality check never disagree', () => {
  it('shows net, wagered and expected of the same hands: a hand whose expected result is still being worked out moves none of them', async () => {
    // The pricing of each hand waits until the test lets it go, as a slow enumeration would.
    const waiting: (() => void)[] = [];
    const slowly: typeof honestSession = {
      ...honestSession,
      openSession: (table, storage, clock, fresh) =>
        honestSession.openSession(table, storage, clock, fresh, (before, hand) =>
          import('../../../src/table/sessionExpected').then(
            (m) => new Promise<number>((done) => waiting.push(() => done(m.expectedOf(before, hand)))),
          ),
        ),
    };
    // Banker 8 over Player 5, then Player 9 over Banker 0.
    const { store } = makeTable({
      session: slowly,
      instant: true,
      rngForHand: stackedHands('KS 5H 3D 3C', 'KS KH 9D QC'),
    });
    const { getByTestId } = render(
      <TableProvider store={store}>
        <SessionLine />
      </TableProvider>,
    );
    await vi.waitFor(() => expect(store.getState().honest).toBeDefined());
    const figures = () =>
      ['session-net', 'session-wagered', 'session-expected'].map((id) =>
        Number(getByTestId(id).getAttribute('data-cents')),
      );
    const deal = () =>
      act(() => {
        store.getState().placeBet('banker');
        store.getState().deal();
      });

    deal();
    expect(store.getState().phase).toBe('settled');
    expect(figures(), 'settled, but not yet priced: the line as before the hand').toEqual([0, 0, 0]);
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    act(() => waiting.shift()!());
    await vi.waitFor(() => expect(figures()[2]).toBeLessThan(0));
    const [net1, wagered1, expected1] = figures();
    expect([net1, wagered1]).toEqual([475, 500]);
    expect(expected1).toBeCloseTo(-5.29, 1);

    deal();
    expect(figures(), 'the second hand settled, not yet priced').toEqual([net1, wagered1, expected1]);
    const honest = store.getState().honest!.getState();
    expect(honest.record.session).toMatchObject({ net: 475 - 500, wagered: 1000 });
    expect(honest.figures).toMatchObject({ net: 475, wagered: 500 });
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    act(() => waiting.shift()!());
    await vi.waitFor(() => expect(figures()).toEqual([-25, 1000, expect.any(Number)]));
    expect(figures()[2]).toBeLessThan(expected1);
  });
});
