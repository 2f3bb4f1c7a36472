import { useMemo } from 'react';
import { drawDecision } from '../rules';
import { useTable } from '../store/TableContext';
import { useLaterWords } from '../i18n/useLaterWords';
import { handOnTable } from '../table/selectors';
import { drawReason } from '../rules/drawReason';

/**
 * Under the hands, once a hand is settled: why each hand drew or stood. A chunk of its own,
 * loaded after the first hand; its space on the felt is the CSS's, so nothing moves.
 */
export default function DrawReason() {
  const hand = useTable((s) => (s.phase === 'settled' ? handOnTable(s) : null));
  const words = useLaterWords();
  const text = useMemo(
    () => (hand === null ? '' : words.drawReason(drawReason(hand.coup, drawDecision(hand.coup)))),
    [hand, words],
  );
  return <>{text}</>;
}
