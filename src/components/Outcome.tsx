import { cents, formatMoney, formatSignedMoney, SIDE_BETS, SPOTS, totalBets } from '../rules';
import { useTable } from '../app/TableContext';
import { handOnTable } from '../store/selectors';
import { BET_NAME, resultLine } from './labels';

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
    // Each side bet staked, with what it paid: "Player Pair +$55.00, Dragon 7 −$5.00."
    const sideBets = 'sideBets' in settlement ? settlement.sideBets : null;
    const side = sideBets === null ? [] : SIDE_BETS.filter((bet) => sideBets[bet].result !== 'no-bet');
    const sideLine = sideBets !== null && side.length > 0 ? `${side.map((bet) => `${BET_NAME[bet]} ${formatSignedMoney(sideBets[bet].net)}`).join(', ')}. ` : '';
    detail = `${sideLine}${money} Bankroll ${formatMoney(bankroll)}.`.trim();
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
