import { cents, SIDE_BETS, SPOTS, totalBets } from '../rules';
import { useTable } from '../app/TableContext';
import type { HandMoney } from '../i18n/en';
import { useWords } from '../i18n/useWords';
import { bankerPushedOnTable, handOnTable } from '../store/selectors';

/** The polite announcement of each hand's result, and of the bankroll it leaves. */
export function Outcome() {
  const hand = useTable((s) => (s.phase === 'settled' ? handOnTable(s) : null));
  const dealing = useTable((s) => s.phase === 'dealing');
  const bankerPushed = useTable(bankerPushedOnTable);
  const words = useWords();
  let text = dealing ? words.dealing : words.placeBets;
  let detail = '';
  if (hand !== null) {
    const { coup, settlement } = hand;
    // EZ Baccarat's three-card 7: Banker wins and Banker bets push; the sentence says both.
    text = `${words.resultLine(coup)}${bankerPushed ? words.bankerPushesOnThreeCard7 : ''}`;
    const net: HandMoney['net'] =
      settlement.net > 0
        ? 'win'
        : settlement.net < 0
          ? 'lose'
          : totalBets(hand.bets) === 0
            ? 'none'
            : SPOTS.every((spot) => ['push', 'no-bet'].includes(settlement.spots[spot].result))
              ? 'push'
              : 'even';
    // The bankroll as this hand left it, so a bet placed afterwards doesn't re-announce the line.
    const bankroll = cents(hand.balanceAfter - totalBets(settlement.betsAfter));
    // Each side bet staked, with what it paid: "Player Pair +$55.00, Dragon 7 −$5.00."
    const sideBets = 'sideBets' in settlement ? settlement.sideBets : null;
    const sides = sideBets === null ? [] : SIDE_BETS.filter((bet) => sideBets[bet].result !== 'no-bet').map((bet) => ({ bet, net: sideBets[bet].net }));
    detail = words.handMoney({ sides, net, amount: cents(Math.abs(settlement.net)), bankroll });
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
      {/* Each a fresh text when it changes: a centred text replaced in place counts as a layout shift. */}
      <strong key={text}>{text}</strong> <span className="outcome__detail">{detail}</span>
    </p>
  );
}
