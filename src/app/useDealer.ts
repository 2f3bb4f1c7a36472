import { useEffect } from 'react';
import { dealerBringsCard } from '../store/squeeze';
import { squeezeTable } from '../store/selectors';
import type { Table } from '../store/tableStore';
import { dealPace, secondsToReveal } from './dealPace';
import { useTableStore } from './TableContext';

/**
 * The dealer: while a coup is being dealt, turns its next card face up (in a squeeze, puts it
 * down face down) at the pace of the chosen deal speed. The coup itself was decided and saved
 * when the player dealt; this only reveals it.
 *
 * It follows the store itself rather than React state, so a card turning re-renders only what
 * shows the cards, not the whole table that holds the dealer.
 */
export function useDealer(): void {
  const store = useTableStore();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let clock = '';
    const follow = (s: Table) => {
      // In a squeeze the dealer waits for the player: a third card comes once the cards down are open.
      const squeeze = squeezeTable(s);
      const now = s.phase === 'dealing' && (squeeze === null || dealerBringsCard(squeeze)) ? `${s.revealed} ${s.settings.dealSpeed}` : '';
      if (now === clock) return;
      clock = now;
      clearTimeout(timer);
      if (now) timer = setTimeout(() => store.getState().revealNext(), secondsToReveal(s.revealed, dealPace(s.settings.dealSpeed)) * 1000);
    };
    follow(store.getState());
    const stop = store.subscribe(follow);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store]);
}
