import { AnimatePresence, m, useReducedMotionConfig, type Variants } from 'framer-motion';
import { isSideBet, type Bet, type SpotSettlement } from '../rules';
import { useTable } from '../app/TableContext';
import { handOnTable, justSettled, visibleMoney, visibleSideBets } from '../store/selectors';
import type { HandRecord } from '../store/types';
import { useWords } from '../i18n/useWords';

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
  const words = useWords();
  const text = { name: words.spotName[spot], pays: spot === 'banker' ? words.bankerPays[game] : words.pays[spot] };
  const result = settled !== undefined && settled.result !== 'no-bet' ? settled : undefined;
  const resultText =
    result === undefined
      ? null
      : words.spotResult(
          result.result === 'win'
            ? { result: 'win', net: result.net, commission: result.commission }
            : result.result === 'push'
              ? { result: 'push', stays: result.staysOnSpot > 0 }
              : { result: 'lose', stake: result.stake },
        );

  return (
    <button
      type="button"
      className={`spot spot--${spot}${isSideBet(spot) ? ' spot--side' : ''}${result ? ` spot--${result.result}` : ''}`}
      data-testid={`bet-${spot}`}
      data-cents={amount}
      aria-disabled={dealing}
      aria-label={words.spotLabel(text.name, text.pays, amount, resultText)}
      onClick={() => placeBet(spot)}
    >
      <span className="spot__name">{text.name}</span>
      <span className="spot__pays">{text.pays}</span>
      <span className="spot__chips">
        {amount === 0 && <span className="spot__empty">{words.noBet}</span>}
        <AnimatePresence custom={leaving} initial={false}>
          {amount > 0 && (
            <m.span key="chip" className="chip" custom={leaving} variants={CHIP} exit="leave">
              <m.span
                key={amount}
                initial={{ scale: 0.6, y: 18, opacity: 0 }}
                animate={{ scale: 1, y: 0, opacity: 1 }}
                transition={{ duration: 0.18 }}
              >
                {words.money(amount)}
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
