import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../src/app/commands';
import { dealPace, secondsToReveal } from '../../src/table/dealPace';
import { isFaceUp, revealedTotals, squeezeTable } from '../../src/table/selectors';
import { cardToSqueeze, dealerBringsCard, LIFT_STEPS, SQUEEZE_ORDER } from '../../src/table/squeeze';
import type { TableStore } from '../../src/store/api';
import { stackedHands } from '../helpers/stackedShoe';
import { makeTable } from './helpers';

/** Stated coups, in dealing order. */
const FOUR_CARDS = '4S 2H 3D 4C'; // Player 7 and Banker 6 stand
const FIVE_CARDS = '2S 4H 3D 3C 9D'; // Player 5 draws 9 (4); Banker 7 stands
const SIX_CARDS = 'KS 2H 3D 3C 5D 9C'; // Player 3 draws 5 (8); Banker 5 draws on a 5, takes 9 (4)

/** A squeezed table, dealt: these cards with a bet on Player. */
function squeezed(cards: string, instant = false) {
  const { store, storage } = makeTable({ rngForHand: stackedHands(cards), instant, options: { reveal: 'squeeze' } });
  store.getState().placeBet('player');
  store.getState().deal();
  return { store, storage };
}

/** The dealer's clock, as useDealer runs it: each card it brings arrives after the pace's time. */
function dealerWaits(store: TableStore): void {
  const s = store.getState();
  const table = squeezeTable(s);
  if (table === null || !dealerBringsCard(table)) return;
  vi.advanceTimersByTime(secondsToReveal(s.revealed, dealPace(s.settings.dealSpeed)) * 1000);
  s.revealNext();
}

const faceUp = (store: TableStore) =>
  store.getState().hands[0]!.coup.dealt.map((_, place) => isFaceUp(store.getState(), place));

describe('the squeeze', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('decides and saves the coup when Deal is pressed, before any card shows', () => {
    const { store, storage } = squeezed(FOUR_CARDS);
    const s = store.getState();
    expect(s.phase).toBe('dealing');
    expect(s.squeeze).toEqual({ opened: 0, lift: 0 });
    expect(s.hands).toHaveLength(1);
    expect(JSON.parse(storage.getItem('baccarat.table')!).hands).toHaveLength(1);
    expect(s.revealed).toBe(0);
  });

  it('brings the first four cards face down at the dealing pace, then waits for the player', () => {
    const { store } = squeezed(FOUR_CARDS);
    for (let i = 0; i < 4; i++) dealerWaits(store);
    expect(store.getState().revealed).toBe(4);
    expect(faceUp(store).slice(0, 4)).toEqual([false, false, false, false]);
    expect(dealerBringsCard(squeezeTable(store.getState())!)).toBe(false);
    store.getState().revealNext(); // the clock has nothing to bring
    expect(store.getState().revealed).toBe(4);
    expect(revealedTotals(store.getState())).toEqual({ player: null, banker: null });
  });

  it("opens Player's two, then Banker's two, then each third card as the rules call for it", () => {
    const { store } = squeezed(SIX_CARDS);
    const opened: number[] = [];
    while (store.getState().phase === 'dealing') {
      dealerWaits(store);
      const table = squeezeTable(store.getState());
      const place = table === null ? null : cardToSqueeze(table);
      if (place === null) continue;
      opened.push(place);
      store.getState().openCard();
    }
    expect(opened).toEqual([0, 2, 1, 3, 4, 5]);
    expect(opened).toEqual(SQUEEZE_ORDER);
    expect(store.getState().phase).toBe('settled');
    expect(store.getState().squeeze).toBeNull();
  });

  it('waits for the four cards to be open before the dealer brings a third card', () => {
    const { store } = squeezed(FIVE_CARDS);
    for (let i = 0; i < 4; i++) dealerWaits(store);
    for (let i = 0; i < 3; i++) store.getState().openCard();
    expect(dealerBringsCard(squeezeTable(store.getState())!)).toBe(false);
    store.getState().openCard();
    expect(dealerBringsCard(squeezeTable(store.getState())!)).toBe(true);
    expect(cardToSqueeze(squeezeTable(store.getState())!)).toBeNull(); // on its way, not yet down
    dealerWaits(store);
    expect(cardToSqueeze(squeezeTable(store.getState())!)).toBe(4);
  });

  it('lifts the card a step with each Space, and the fourth step opens it', () => {
    const { store } = squeezed(FOUR_CARDS);
    for (let i = 0; i < 4; i++) dealerWaits(store);
    for (let step = 1; step < LIFT_STEPS; step++) {
      runCommand(store, 'liftCard', () => undefined);
      expect(store.getState().squeeze).toEqual({ opened: 0, lift: step, from: 'right' });
      expect(faceUp(store)[0]).toBe(false);
    }
    runCommand(store, 'liftCard', () => undefined);
    expect(store.getState().squeeze).toEqual({ opened: 1, lift: 0 });
    expect(faceUp(store)[0]).toBe(true);
    expect(revealedTotals(store.getState()).player).not.toBeNull();
  });

  it('lifts the edge an arrow points to, as a drag from it does: another edge starts from the card lying flat, Space goes on with it', () => {
    const { store } = squeezed(FOUR_CARDS);
    for (let i = 0; i < 4; i++) dealerWaits(store);
    runCommand(store, 'liftCard', () => undefined);
    store.getState().liftCard('right'); // the side Space lifts: one step more
    expect(store.getState().squeeze).toEqual({ opened: 0, lift: 2, from: 'right' });
    store.getState().liftCard('bottom');
    expect(store.getState().squeeze).toEqual({ opened: 0, lift: 1, from: 'bottom' });
    runCommand(store, 'liftCard', () => undefined);
    expect(store.getState().squeeze).toEqual({ opened: 0, lift: 2, from: 'bottom' });
    store.getState().liftCard('left');
    store.getState().liftCard('top');
    expect(store.getState().squeeze).toEqual({ opened: 0, lift: 1, from: 'top' });
    for (let i = 0; i < 3; i++) store.getState().liftCard('top');
    // Open: the next card starts again at the side Space lifts.
    expect(store.getState().squeeze).toEqual({ opened: 1, lift: 0 });
    expect(faceUp(store)[0]).toBe(true);
  });

  it('lifts nothing while the dealer is still bringing the card', () => {
    const { store } = squeezed(FOUR_CARDS);
    store.getState().liftCard();
    store.getState().openCard();
    expect(store.getState().squeeze).toEqual({ opened: 0, lift: 0 });
  });

  it('opens the whole hand at once on Enter, as during a deal', () => {
    const { store } = squeezed(FOUR_CARDS);
    dealerWaits(store);
    runCommand(store, 'liftCard', () => undefined);
    runCommand(store, 'deal', () => undefined);
    const s = store.getState();
    expect(s.phase).toBe('settled');
    expect(s.squeeze).toBeNull();
    expect(s.revealed).toBe(s.hands[0]!.coup.dealt.length);
    expect(faceUp(store).every(Boolean)).toBe(true);
  });

  it('puts the cards down at once at instant speed, and the player still opens them', () => {
    const { store } = squeezed(SIX_CARDS, true);
    expect(store.getState().revealed).toBe(4);
    for (let i = 0; i < 4; i++) store.getState().openCard();
    expect(store.getState().revealed).toBe(5); // the third card is down, ready to squeeze
    store.getState().openCard();
    expect(store.getState().revealed).toBe(6);
    store.getState().openCard();
    expect(store.getState().phase).toBe('settled');
  });

  it('shows a reload mid-squeeze as the settled hand, paid once', () => {
    const { store, storage } = squeezed(FOUR_CARDS);
    dealerWaits(store);
    store.getState().liftCard();
    const paid = store.getState().bankroll;
    const reopened = makeTable({ seed: 3, storage }).store.getState();
    expect(reopened.phase).toBe('settled');
    expect(reopened.squeeze).toBeNull();
    expect(reopened.hands).toHaveLength(1);
    expect(reopened.bankroll).toBe(paid);
  });

  it('deals face up as always with Reveal on Deal (the original game)', () => {
    const { store } = makeTable({ seed: 3 });
    store.getState().placeBet('player');
    store.getState().deal();
    expect(store.getState().squeeze).toBeNull();
    store.getState().revealNext();
    expect(isFaceUp(store.getState(), 0)).toBe(true);
  });
});
