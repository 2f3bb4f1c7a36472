/** @vitest-environment jsdom */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableProvider } from '../../../src/app/TableContext';
import SessionLine from '../../../src/components/session/SessionLine';
import * as honestSession from '../../../src/store/honestSession';
import { stackedHands } from '../../helpers/stackedShoe';
import { makeTable } from '../../store/helpers';

const NOON = new Date(2026, 10, 23, 12, 0, 0).getTime();
const MINUTE = 60_000;

/** A table with an honest session whose reality check comes every 15 minutes; Banker 8 over Player 5. */
function tableWithRealityCheck() {
  const { store } = makeTable({ session: honestSession, rngForHand: stackedHands('KS 5H 3D 3C') });
  store.getState().honest!.setRealityInterval(15);
  render(
    <TableProvider store={store}>
      <SessionLine />
    </TableProvider>,
  );
  const shown = () => store.getState().honest!.store.getState().realityShown;
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
    await vi.waitFor(() => expect(store.getState().honest!.store.getState().record.session?.expected).toBeLessThan(0));
  });
});
