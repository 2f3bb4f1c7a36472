import { useTablePhase } from '../store/TableContext';
import { useWords } from '../i18n/useWords';
import { bankerPushedOnTable, handMoney, handOnTable } from '../table/selectors';

/**
 * The polite announcement of each hand's result, and of the bankroll it leaves. Between hands it
 * is empty, as in the page's first HTML (ui-contract.md, Timing: a live region's first words are
 * read only when it was there, empty, before them); its lines keep their room (styles.css).
 */
export function Outcome() {
  // Emptied as a deal starts, in Deal's own task, as the table's phase says "dealing" (useTablePhase):
  // while a hand is dealt nothing tells the hand before's result. Its settle comes with the felt's.
  const hand = useTablePhase((s) => (s.phase === 'settled' ? handOnTable(s) : null));
  const dealing = useTablePhase((s) => s.phase === 'dealing');
  const bankerPushed = useTablePhase(bankerPushedOnTable);
  const words = useWords();
  let text = words.dealing;
  let pushes = '';
  let sides = '';
  let detail = '';
  if (hand !== null) {
    text = words.resultLine(hand.coup);
    // A tie pushes the main bets, and EZ Baccarat's three-card 7 the Banker bets: said after the result.
    pushes = `${words.tiePushes(hand.coup)}${bankerPushed ? words.bankerPushesOnThreeCard7 : ''}`;
    const money = handMoney(hand);
    sides = words.sideBetsMoney(money.sides);
    detail = words.handMoney(money);
  }
  return (
    <p
      className={`outcome${hand ? ` outcome--${hand.coup.winner}` : ''}`}
      data-testid="outcome"
      data-winner={hand?.coup.winner}
      // The hand's net over all bets, side bets included, for a hand the variants' rules settled.
      data-net-cents={
        hand && (hand.sideBets !== undefined || hand.game !== undefined) ? hand.settlement.net : undefined
      }
      role="status"
      aria-live="polite"
    >
      {/* Each a fresh text when it changes: a centred text replaced in place counts as a layout shift. */}
      {/* Each side bet's money is read out; on the felt each side spot shows its own, and written
          here too it took three lines and shrank the cards as the hand settled. */}
      {(hand !== null || dealing) && (
        <>
          <strong key={text + pushes}>
            {text}
            <span className="outcome__pushes">{pushes}</span>
          </strong>{' '}
          <span className="outcome__detail">
            <span className="sr-only">{sides}</span>
            {detail}
          </span>
        </>
      )}
    </p>
  );
}
