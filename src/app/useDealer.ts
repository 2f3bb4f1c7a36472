import { useEffect } from 'react';
import { dealerBringsCard } from '../table/squeeze';
import { squeezeTable } from '../table/selectors';
import { dealPace, secondsToReveal } from '../table/dealPace';
import { useTable, useTableStore } from '../store/TableContext';

/**
 * The dealer: while a coup is being dealt, turns its next card face up (in a squeeze, puts it
 * down face down) at the pace of the chosen deal speed. The coup itself was decided and saved
 * when the player dealt; this only reveals it.
 */
export function useDealer(): void {
  const store = useTableStore();
  const dealing = useTable((s) => s.phase === 'dealing');
  const revealed = useTable((s) => s.revealed);
  const speed = useTable((s) => s.settings.dealSpeed);
  // In a squeeze the dealer waits for the player: a third card comes once the cards down are open.
  const waiting = useTable((s) => {
    const squeeze = squeezeTable(s);
    return squeeze !== null && !dealerBringsCard(squeeze);
  });
  useEffect(() => {
    if (!dealing || waiting) return;
    const timer = window.setTimeout(
      () => store.getState().revealNext(),
      secondsToReveal(revealed, dealPace(speed)) * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [store, dealing, waiting, revealed, speed]);
}
