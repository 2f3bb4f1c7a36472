import { formatMoney, SPOTS, totalBets } from '../rules';
import { useTable } from '../app/TableContext';
import { handOnTable } from '../store/selectors';

/** The polite announcement of each hand's result. */
export function Outcome() {
  const hand = useTable((s) => (s.phase === 'settled' ? handOnTable(s) : null));
  const dealing = useTable((s) => s.phase === 'dealing');
  let text = dealing ? 'Dealing…' : 'Place your bets.';
  let detail = '';
  if (hand !== null) {
    const { coup, settlement } = hand;
    const natural = coup.natural ? ' with a natural' : '';
    text =
      coup.winner === 'tie'
        ? `Tie, ${coup.playerTotal} to ${coup.bankerTotal}${natural}. Player and Banker bets push.`
        : coup.winner === 'player'
          ? `Player wins${natural}, ${coup.playerTotal} to ${coup.bankerTotal}.`
          : `Banker wins${natural}, ${coup.bankerTotal} to ${coup.playerTotal}.`;
    detail =
      settlement.net > 0
        ? `You win ${formatMoney(settlement.net)}.`
        : settlement.net < 0
          ? `You lose ${formatMoney(-settlement.net as typeof settlement.net)}.`
          : totalBets(hand.bets) === 0
            ? ''
            : SPOTS.every((spot) => ['push', 'no-bet'].includes(settlement.spots[spot].result))
              ? 'Your bets push: no money changes hands.'
              : 'You break even: your wins and losses cancel out.';
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
