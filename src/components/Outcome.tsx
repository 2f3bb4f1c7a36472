import { cents, formatMoney, SPOTS, totalBets } from '../rules';
import { useTable } from '../app/TableContext';
import { handOnTable } from '../store/selectors';
import { resultLine } from './labels';

/** The polite announcement of each hand's result, and of the bankroll it leaves. */
export function Outcome() {
  const hand = useTable((s) => (s.phase === 'settled' ? handOnTable(s) : null));
  const dealing = useTable((s) => s.phase === 'dealing');
  let text = dealing ? 'Dealing…' : 'Place your bets.';
  let detail = '';
  if (hand !== null) {
    const { coup, settlement } = hand;
    text = `${resultLine(coup)}.${coup.winner === 'tie' ? ' Player and Banker bets push.' : ''}`;
    const money =
      settlement.net > 0
        ? `You win ${formatMoney(settlement.net)}.`
        : settlement.net < 0
          ? `You lose ${formatMoney(cents(-settlement.net))}.`
          : totalBets(hand.bets) === 0
            ? ''
            : SPOTS.every((spot) => ['push', 'no-bet'].includes(settlement.spots[spot].result))
              ? 'Your bets push: no money changes hands.'
              : 'You break even: your wins and losses cancel out.';
    // The bankroll as this hand left it, so a bet placed afterwards doesn't re-announce the line.
    const bankroll = cents(hand.balanceAfter - totalBets(settlement.betsAfter));
    detail = `${money} Bankroll ${formatMoney(bankroll)}.`.trim();
  }
  return (
    <p
      className={`outcome${hand ? ` outcome--${hand.coup.winner}` : ''}`}
      data-testid="outcome"
      data-winner={hand?.coup.winner}
      role="status"
      aria-live="polite"
    >
      <strong>{text}</strong> {detail}
    </p>
  );
}
