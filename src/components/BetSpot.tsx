import { isSideBet, type Bet, type SpotSettlement } from '../rules';
import { betCommand, enabled, shortcutOf } from '../app/commands';
import { useTable } from '../store/TableContext';
import { handOnTable, justSettled, visibleMoney, visibleSideBets } from '../table/selectors';
import type { HandRecord } from '../table/vocabulary';
import { useWords } from '../i18n/useWords';
import type { ChipFate } from './Animated';
import { useAnimated } from './useAnimated';

/** How `bet` fared in `hand`, whichever way it was settled. */
function betResult(hand: HandRecord | null | undefined, bet: Bet): SpotSettlement | undefined {
  if (hand == null) return undefined;
  return isSideBet(bet) ? hand.settlement.sideBets[bet] : hand.settlement.spots[bet];
}

/** A paytable's phrases, each with its comma and the space after it ("natural 1 to 1, ", "win by 9 30 to 1"). */
const phrases = (pays: string) => pays.match(/[^,，;；]+(?:[,，;；]\s*)?/g) ?? [pays];

/** A betting spot: a press places the railing amount; after a hand it shows how the bet fared. */
export function BetSpot({ spot }: { spot: Bet }) {
  const amount = useTable((s) => (isSideBet(spot) ? visibleSideBets(s)[spot] : visibleMoney(s).bets[spot]));
  const placeBet = useTable((s) => s.placeBet);
  const closed = useTable((s) => !enabled(betCommand(spot), s)); // between hands only: the phase table says so
  const game = useTable((s) => s.settings.game);
  const settled = useTable((s) => (s.phase === 'settled' ? betResult(handOnTable(s), spot) : undefined));
  const fate = useTable((s): ChipFate => {
    const result = betResult(justSettled(s), spot)?.result;
    return result === 'win' ? 'won' : result === 'lose' ? 'lost' : 'returned';
  });
  const unread = useTable((s) => s.unread); // a prerendered page, before the save is read: no amount at all
  const animated = useAnimated();
  const words = useWords();
  const text = { name: words.spotName[spot], pays: spot === 'banker' ? words.bankerPays[game] : words.pays[spot] };
  // Shown until the player changes the bet the hand left on the spot: then the spot is named again.
  const result =
    settled !== undefined && settled.result !== 'no-bet' && amount === settled.staysOnSpot ? settled : undefined;
  const resultText = result === undefined ? null : words.spotResult(result);
  // Where the badge has one line's room (a short phone spot), CSS shows the money alone; the label has the words.
  const badge = result && (
    <>
      <span className="spot__result-words">{resultText}</span>
      <span className="spot__result-money">{result.result === 'push' ? words.push : words.signed(result.net)}</span>
    </>
  );

  return (
    <button
      type="button"
      className={`spot spot--${spot}${isSideBet(spot) ? ' spot--side' : ''}${result ? ` spot--${result.result}` : ''}`}
      data-testid={`bet-${spot}`}
      data-cents={unread ? undefined : amount}
      aria-disabled={closed}
      aria-keyshortcuts={shortcutOf(spot)}
      aria-label={words.spotLabel(text.name, text.pays, unread ? null : amount, resultText)}
      onClick={() => placeBet(spot)}
    >
      <span className="spot__name">{text.name}</span>
      {/* A side spot's phrases each kept whole ("win by 9 30 to 1" never splits); a main spot's line one
          text, a space apart (a phrase's margin after its space drew "1 to 1;  a three-card 7"). */}
      <span className="spot__pays">
        {isSideBet(spot)
          ? phrases(text.pays).map((phrase, i) => (
              <span key={i} className="spot__phrase">
                {phrase}
              </span>
            ))
          : text.pays}
      </span>
      <span className="spot__chips">
        {/* One state a spot: its result, or else "No bet" (a lost bet leaves no chip, and says so once). */}
        {!unread && amount === 0 && !result && <span className="spot__empty">{words.noBet}</span>}
        {animated !== null ? (
          <animated.AnimatedChip spot={spot} fate={fate} amount={amount}>
            {words.money(amount)}
          </animated.AnimatedChip>
        ) : (
          !unread &&
          amount > 0 && (
            <span className="chip">
              <span>{words.money(amount)}</span>
            </span>
          )
        )}
      </span>
      {/* How the bet fared: one element over the spot's name, out of its flow, so its arrival moves nothing. */}
      {result &&
        (animated !== null ? (
          <animated.AnimatedResult
            className={`spot__result spot__result--${result.result}`}
            lost={result.result === 'lose'}
          >
            {badge}
          </animated.AnimatedResult>
        ) : (
          <span className={`spot__result spot__result--${result.result}`}>{badge}</span>
        ))}
    </button>
  );
}
