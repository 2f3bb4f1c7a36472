/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { DEAL_PACE, secondsToReveal } from '../../src/table/dealPace';
import { MAX_CARDS_IN_COUP } from '../../src/rules';
import { makeTable } from '../store/helpers';

const seconds = (cards: number) =>
  Array.from({ length: cards }, (_, order) => secondsToReveal(order)).reduce((a, b) => a + b, 0);

describe('the pace of the deal', () => {
  it('puts the third cards after a pause', () => {
    expect(secondsToReveal(3)).toBe(DEAL_PACE.card);
    expect(secondsToReveal(4)).toBe(DEAL_PACE.card + DEAL_PACE.thirdCardPause);
  });

  it('deals a coup in about two to three seconds', () => {
    expect(seconds(4)).toBeGreaterThan(1.5);
    expect(seconds(MAX_CARDS_IN_COUP)).toBeLessThanOrEqual(3);
  });
});

describe('the dealer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns each card up on its own clock, whether or not any animation runs, and settles after the last', () => {
    const { store } = makeTable({ instant: false, seed: 7 });
    render(<App store={store} />);
    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    const cards = store.getState().hands[0]!.coup.dealt.length;
    for (let order = 0; order < cards; order++) {
      expect(store.getState().revealed).toBe(order);
      act(() => vi.advanceTimersByTime(secondsToReveal(order) * 1000 - 1));
      expect(store.getState().revealed, `card ${order + 1} not yet up`).toBe(order);
      act(() => vi.advanceTimersByTime(1));
    }
    expect(store.getState().revealed).toBe(cards);
    expect(screen.getByTestId('table')).toHaveAttribute('data-phase', 'settled');
    expect(screen.getAllByTestId('card')).toHaveLength(cards);
  });

  it('does nothing while no coup is being dealt', () => {
    const { store } = makeTable({ instant: false });
    render(<App store={store} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(store.getState().phase).toBe('betting');
    expect(screen.queryAllByTestId('card')).toHaveLength(0);
  });
});
