/**
 * The chips' flights and the spots' results: a chunk of its own, loaded just after the table has
 * painted (useAnimated). Until it is here each part is drawn still, as it stands, by the component
 * that uses it. framer-motion's AnimatePresence keeps a chip on the page while it flies; the flight
 * itself is a Web Animation of transform and opacity, which the browser runs without the page's
 * script and without repainting the table each frame. The cards move by CSS animation (PlayingCard).
 */
import { AnimatePresence, usePresence, usePresenceData } from 'framer-motion';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import type { Bet } from '../rules';
import { useStill } from './useStill';

export type ChipFate = 'won' | 'lost' | 'returned';

/** Toward the bankroll, at the top centre of the table, from each spot. */
const TO_BANKROLL_X: Readonly<Partial<Record<Bet, number>>> = { player: 140, banker: 0, tie: -140 };

interface Flight {
  readonly to: Keyframe;
  readonly timing: KeyframeAnimationOptions;
}

/**
 * Where a chip goes when it leaves the spot: up to the bankroll with a won bet, across to the
 * dealer with a lost one, back to the player when bets are cleared; with the table still it fades.
 */
function chipLeaves(spot: Bet, fate: ChipFate, still: boolean): Flight {
  if (still) return { to: { opacity: 0 }, timing: { duration: 200 } };
  switch (fate) {
    case 'won':
      return {
        to: { transform: `translate(${TO_BANKROLL_X[spot] ?? 0}px, -300px) scale(0.6)`, opacity: 0 },
        timing: { duration: 750, easing: 'ease-in', delay: 200 },
      };
    case 'lost':
      return {
        to: { transform: 'translate(70px, -170px)', opacity: 0 },
        timing: { duration: 500, easing: 'ease-in', delay: 200 },
      };
    case 'returned':
      return { to: { transform: 'translateY(40px)', opacity: 0 }, timing: { duration: 250 } };
  }
}

interface Leaving {
  spot: Bet;
  fate: ChipFate;
  still: boolean;
}

interface ChipProps {
  spot: Bet;
  fate: ChipFate;
  amount: number;
  children: ReactNode;
}

/**
 * The chip on a spot: each new amount is there at once and, when it leaves, it flies as its fate
 * says, kept on the page by AnimatePresence until it has flown.
 */
export function AnimatedChip({ spot, fate, amount, children }: ChipProps) {
  const still = useStill();
  // The fate is read when the chip leaves (AnimatePresence's custom), not when it was last drawn.
  const leaving: Leaving = { spot, fate, still };
  return (
    <AnimatePresence custom={leaving} initial={false}>
      {amount > 0 && <Chip key="chip">{children}</Chip>}
    </AnimatePresence>
  );
}

function Chip({ children }: { children: ReactNode }) {
  const [present, safeToRemove] = usePresence();
  // AnimatePresence's custom, as it stands when the chip leaves.
  const leaving = usePresenceData() as Leaving;
  const chip = useRef<HTMLSpanElement>(null);
  const flight = useRef<Animation | null>(null);
  // Read when the flight starts: the fate is the one the chip leaves with, not its last render's.
  const takeOff = useEffectEvent((from: HTMLSpanElement): Animation | null => {
    if (typeof from.animate !== 'function') {
      // No Web Animations (a test's DOM): it simply goes.
      safeToRemove?.();
      return null;
    }
    const { to, timing } = chipLeaves(leaving.spot, leaving.fate, leaving.still);
    const flying = from.animate([{ transform: 'none', opacity: 1 }, to], { ...timing, fill: 'forwards' });
    // A cancelled flight (the chip came back, or left the page) is not a finished one.
    flying.finished.then(
      () => safeToRemove?.(),
      () => undefined,
    );
    return flying;
  });
  useEffect(() => {
    if (present) {
      // Bet again while it flew: it is back on its spot, at rest.
      flight.current?.cancel();
      flight.current = null;
    } else if (flight.current === null && chip.current !== null) {
      flight.current = takeOff(chip.current);
    }
  }, [present]);
  useEffect(() => () => flight.current?.cancel(), []);
  return (
    <span ref={chip} className="chip">
      {/* A new amount is there at once: a chip popping in kept a slow phone drawing frames after each press. */}
      <span>{children}</span>
    </span>
  );
}

/**
 * A spot's result line, dropping in (a loss fades in where it is; with the table still, every
 * result fades). A CSS animation, not framer-motion's: the results of every spot arrive in the
 * frame the hand settles, and a CSS animation of transform and opacity starts there at no cost
 * to the page's script.
 */
export function AnimatedResult({
  className,
  lost,
  children,
}: {
  className: string;
  lost: boolean;
  children: ReactNode;
}) {
  const arrives = useStill() || lost ? 'result-fades-in' : 'result-drops-in';
  return <span className={`${className} ${arrives}`}>{children}</span>;
}
