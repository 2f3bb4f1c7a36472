import { formatMoney, formatSignedMoney, isSideBet, type Bet, type Game, type SpotSettlement } from '../rules';
import { useTable } from '../app/TableContext';
import { handOnTable, justSettled, visibleMoney, visibleSideBets } from '../store/selectors';
import type { HandRecord } from '../store/types';
import type { ChipFate } from './Animated';
import { BET_NAME, UNREAD_MONEY } from './labels';
import { useAnimated } from './useAnimated';

/** What each spot says it pays (house-rules.md, "Table variants" and "Side bets"); Banker's depends on the game. */
const PAYS: Readonly<Record<Exclude<Bet, 'banker'>, string>> = {
  player: 'pays 1 to 1',
  tie: 'pays 8 to 1',
  'player-pair': 'pays 11 to 1',
  'banker-pair': 'pays 11 to 1',
  'dragon-player': 'natural 1 to 1, win by 9 30 to 1',
  'dragon-banker': 'natural 1 to 1, win by 9 30 to 1',
  'dragon-7': 'pays 40 to 1',
  'panda-8': 'pays 25 to 1',
};
const BANKER_PAYS: Readonly<Record<Game, string>> = {
  'punto-banco': 'pays 1 to 1 less 5% commission',
  ez: 'pays 1 to 1; a three-card 7 pushes',
  'no-commission': 'pays 1 to 1; a 6 pays 1 to 2',
};

/** How `bet` fared in `hand`, whichever way it was settled. */
function betResult(hand: HandRecord | null | undefined, bet: Bet): SpotSettlement | undefined {
  if (hand == null) return undefined;
  if (!isSideBet(bet)) return hand.settlement.spots[bet];
  return 'sideBets' in hand.settlement ? hand.settlement.sideBets[bet] : undefined;
}

/** A betting spot: a press places the railing amount; after a hand it shows how the bet fared. */
export function BetSpot({ spot }: { spot: Bet }) {
  const amount = useTable((s) => (isSideBet(spot) ? visibleSideBets(s)[spot] : visibleMoney(s).bets[spot]));
  const placeBet = useTable((s) => s.placeBet);
  const dealing = useTable((s) => s.phase === 'dealing');
  const game = useTable((s) => s.settings.game);
  const settled = useTable((s) => (s.phase === 'settled' ? betResult(handOnTable(s), spot) : undefined));
  const fate = useTable((s): ChipFate => {
    const result = betResult(justSettled(s), spot)?.result;
    return result === 'win' ? 'won' : result === 'lose' ? 'lost' : 'returned';
  });
  // Before the save is read (a prerendered page), the spot shows no amount at all.
  const unread = useTable((s) => s.unread);
  const animated = useAnimated();
  const text = { name: isSideBet(spot) ? BET_NAME[spot] : BET_NAME[spot].toUpperCase(), pays: spot === 'banker' ? BANKER_PAYS[game] : PAYS[spot] };
  const result = settled !== undefined && settled.result !== 'no-bet' ? settled : undefined;
  const resultText =
    result === undefined
      ? ''
      : result.result === 'win'
        ? `Won ${formatSignedMoney(result.net)}${result.commission > 0 ? ` (commission ${formatMoney(result.commission)})` : ''}`
        : result.result === 'push'
          ? result.staysOnSpot > 0
            ? 'Push: the bet stays'
            : 'Push: the bet is returned'
          : `Lost ${formatMoney(result.stake)}`;

  return (
    <button
      type="button"
      className={`spot spot--${spot}${isSideBet(spot) ? ' spot--side' : ''}${result ? ` spot--${result.result}` : ''}`}
      data-testid={`bet-${spot}`}
      data-cents={unread ? undefined : amount}
      aria-disabled={dealing}
      aria-label={`Bet on ${text.name}, ${text.pays}. On the spot: ${unread ? UNREAD_MONEY : formatMoney(amount)}.${resultText ? ` Last hand: ${resultText}.` : ''}`}
      onClick={() => placeBet(spot)}
    >
      <span className="spot__name">{text.name}</span>
      <span className="spot__pays">{text.pays}</span>
      <span className="spot__chips">
        {!unread && amount === 0 && <span className="spot__empty">No bet</span>}
        {animated !== null ? (
          <animated.AnimatedChip spot={spot} fate={fate} amount={amount}>
            {formatMoney(amount)}
          </animated.AnimatedChip>
        ) : (
          !unread &&
          amount > 0 && (
            <span className="chip">
              <span>{formatMoney(amount)}</span>
            </span>
          )
        )}
      </span>
      {/* Always there and of a fixed height, so the result arriving never moves the spots or
          the buttons below them. */}
      <span className="spot__result-slot">
        {result &&
          (animated !== null ? (
            <animated.AnimatedResult className={`spot__result spot__result--${result.result}`} lost={result.result === 'lose'}>
              {resultText}
            </animated.AnimatedResult>
          ) : (
            <span className={`spot__result spot__result--${result.result}`}>{resultText}</span>
          ))}
      </span>
    </button>
  );
}
