import { useTable } from '../app/TableContext';
import { useWords } from '../i18n/useWords';
import { handMoney, handOnTable } from '../store/selectors';

/** The polite announcement of each hand's result, and of the bankroll it leaves. */
export function Outcome() {
  const hand = useTable((s) => (s.phase === 'settled' ? handOnTable(s) : null));
  const dealing = useTable((s) => s.phase === 'dealing');
  const words = useWords();
  let text = dealing ? words.dealing : words.placeBets;
  let detail = '';
  if (hand !== null) {
    text = words.resultLine(hand.coup);
    detail = words.handMoney(handMoney(hand));
  }
  return (
    <p
      className={`outcome${hand ? ` outcome--${hand.coup.winner}` : ''}`}
      data-testid="outcome"
      data-winner={hand?.coup.winner}
      // The hand's net over all bets, side bets included, for a hand the variants' rules settled.
      data-net-cents={hand && (hand.sideBets !== undefined || hand.game !== undefined) ? hand.settlement.net : undefined}
      role="status"
      aria-live="polite"
    >
      <strong>{text}</strong> {detail}
    </p>
  );
}
