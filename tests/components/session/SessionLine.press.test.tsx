/** @vitest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TableProvider } from '../../../src/store/TableContext';
import SessionLine from '../../../src/components/session/SessionLine';
import * as honestSession from '../../../src/store/honestSession';
import { sessionWords } from '../../../src/i18n/session';
import { useWordSet } from '../../../src/i18n/useWordSet';
import { stackedHands } from '../../helpers/stackedShoe';
import { makeTable } from '../../store/helpers';
import { asInBrowser } from '../../helpers/asInBrowser';

// Each part of the session line reads its words: a call is a part of the line drawn.
vi.mock('../../../src/i18n/useWordSet', async (original) => {
  const real = await original<typeof import('../../../src/i18n/useWordSet')>();
  return { useWordSet: vi.fn(real.useWordSet) };
});
const partsDrawn = () => vi.mocked(useWordSet).mock.calls.filter(([set]) => set === sessionWords).length;

describe("the session line at Deal's press", () => {
  it("draws none of its parts in the press's own task; its figures move with the settle", async () => {
    // Banker 8 over Player 5: a Banker bet of $5 wins $4.75.
    const { store } = makeTable({ session: honestSession, rngForHand: stackedHands('KS 5H 3D 3C') });
    render(
      <TableProvider store={store}>
        <SessionLine />
        <button type="button" data-testid="deal" onClick={() => store.getState().deal()} />
      </TableProvider>,
    );
    const cents = (id: string) => Number(screen.getByTestId(id).getAttribute('data-cents'));
    act(() => store.getState().placeBet('banker'));
    expect(cents('session-net')).toBe(0);

    asInBrowser();
    const before = partsDrawn();
    screen.getByTestId('deal').click(); // a press: React draws what it changes at once, in its task
    await Promise.resolve(); // the press's task ends with its microtasks: React's sync work runs there
    expect(store.getState().phase).toBe('dealing');
    expect(partsDrawn()).toBe(before);

    await waitFor(() => expect(cents('session-wagered'), 'the stake, wagered as it is dealt').toBe(500));
    expect(cents('session-net'), 'not before the cards').toBe(0);
    store.getState().finishReveal();
    await waitFor(() => expect(cents('session-net')).toBe(475));
  });
});
