import { AnimatePresence, m, useReducedMotionConfig, type Variants } from 'framer-motion';
import { formatMoney, formatSignedMoney, isSideBet, type Bet, type Game, type SpotSettlement } from '../rules';
import { useTable } from '../app/TableContext';
import { handOnTable, justSettled, visibleMoney, visibleSideBets } from '../store/selectors';
import type { HandRecord } from '../store/types';
import { BET_NAME } from './labels';

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

type ChipFate = 'won' | 'lost' | 'returned';

/** Toward the bankroll, at the top centre of the table, from each spot. */
const TO_BANKROLL_X: Readonly<Partial<Record<Bet, number>>> = { player: 140, banker: 0, tie: -140 };

/**
 * Where a chip goes when it leaves the spot: up to the bankroll with a won bet, across to the
 * dealer with a lost one, back to the player when bets are cleared.
 */
function chipLeaves(spot: Bet, fate: ChipFate, reducedMotion: boolean) {
  if (reducedMotion) return { opacity: 0, transition: { duration: 0.2 } } as const;
  switch (fate) {
    case 'won':
      return { x: TO_BANKROLL_X[spot] ?? 0, y: -300, scale: 0.6, opacity: 0, transition: { duration: 0.75, ease: 'easeIn', delay: 0.2 } } as const;
    case 'lost':
      return { x: 70, y: -170, opacity: 0, transition: { duration: 0.5, ease: 'easeIn', delay: 0.2 } } as const;
    case 'returned':
      return { y: 40, opacity: 0, transition: { duration: 0.25 } } as const;
  }
}
// The fate is read when the chip leaves (AnimatePresence's custom), not when it was last drawn.
const CHIP: Variants = {
  leave: ({ spot, fate, reducedMotion }: { spot: Bet; fate: ChipFate; reducedMotion: boolean }) =>
    chipLeaves(spot, fate, reducedMotion),
};

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
  // Instant deals and reduced motion: the chip simply fades, it does not jump across the table.
  const reducedMotion = useReducedMotionConfig() === true;
  const leaving = { spot, fate, reducedMotion };
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
      data-cents={amount}
      aria-disabled={dealing}
      aria-label={`Bet on ${text.name}, ${text.pays}. On the spot: ${formatMoney(amount)}.${resultText ? ` Last hand: ${resultText}.` : ''}`}
      onClick={() => placeBet(spot)}
    >
      <span className="spot__name">{text.name}</span>
      <span className="spot__pays">{text.pays}</span>
      <span className="spot__chips">
        {amount === 0 && <span className="spot__empty">No bet</span>}
        <AnimatePresence custom={leaving} initial={false}>
          {amount > 0 && (
            <m.span key="chip" className="chip" custom={leaving} variants={CHIP} exit="leave">
              <m.span
                key={amount}
                initial={{ scale: 0.6, y: 18, opacity: 0 }}
                animate={{ scale: 1, y: 0, opacity: 1 }}
                transition={{ duration: 0.18 }}
              >
                {formatMoney(amount)}
              </m.span>
            </m.span>
          )}
        </AnimatePresence>
      </span>
      {/* Always there and of a fixed height, so the result arriving never moves the spots or
          the buttons below them. */}
      <span className="spot__result-slot">
        {result && (
          <m.span
            className={`spot__result spot__result--${result.result}`}
            initial={{ y: result.result === 'lose' ? 0 : -24, opacity: 0 }}
            animate={{ y: 0, opacity: 1 }}
            transition={{ duration: 0.35 }}
          >
            {resultText}
          </m.span>
        )}
      </span>
    </button>
  );
}
