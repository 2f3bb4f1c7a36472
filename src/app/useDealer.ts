import { useEffect } from 'react';
import { secondsToReveal } from './dealPace';
import { useTable, useTableStore } from './TableContext';

/**
 * The dealer: while a coup is being dealt, turns its next card face up at the pace of
 * DEAL_PACE. The coup itself was decided and saved when the player dealt; this only reveals it.
 */
export function useDealer(): void {
  const store = useTableStore();
  const dealing = useTable((s) => s.phase === 'dealing');
  const revealed = useTable((s) => s.revealed);
  useEffect(() => {
    if (!dealing) return;
    const timer = window.setTimeout(() => store.getState().revealNext(), secondsToReveal(revealed) * 1000);
    return () => window.clearTimeout(timer);
  }, [store, dealing, revealed]);
}
