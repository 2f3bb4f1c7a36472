/**
 * The table's animated parts, written with framer-motion's `m` and its DOM animations: a chunk
 * of its own, loaded just after the table has painted (useAnimated). Until it is here each part
 * is drawn still, as it stands, by the component that uses it.
 */
import {
  AnimatePresence,
  domAnimation,
  LazyMotion,
  m,
  MotionConfig,
  useReducedMotionConfig,
  type Variants,
} from 'framer-motion';
import type { DealPace } from '../app/dealPace';
import { useContext, type ReactNode } from 'react';
import { InstantContext } from '../app/InstantContext';
import { useTable } from '../app/TableContext';
import type { Bet } from '../rules';

/**
 * Whether the table moves nothing: the system asks for reduced motion, or the Instant deal speed
 * is chosen (in the menu or by `?speed=instant`). The animated parts read it: here, and the squeeze.
 */
export function useStill(): boolean {
  const reduced = useContext(InstantContext);
  const instantSpeed = useTable((s) => s.settings.dealSpeed === 'instant');
  return reduced || instantSpeed;
}

/** framer-motion's setting for each animated part: reduced motion as the system asks, or always at the Instant speed. */
function Motion({ children }: { children: ReactNode }) {
  const instant = useStill();
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion={instant ? 'always' : 'user'}>{children}</MotionConfig>
    </LazyMotion>
  );
}

interface CardProps {
  fromShoe: number | null;
  pause: number;
  pace: DealPace;
  /** False for a card dealt face down (a squeeze): it slides in and stays face down. */
  turns: boolean;
  children: ReactNode;
}

/** A card's slot: sliding in from the shoe and turning face up at the dealer's pace, or simply there (`fromShoe` null). */
export function AnimatedCard(props: CardProps) {
  return (
    <Motion>
      <Card {...props} />
    </Motion>
  );
}

function Card({ fromShoe, pause, pace, turns, children }: CardProps) {
  const slide = pace.card * pace.slide;
  const turn = pace.card - slide;
  return (
    <m.div
      className="card-slot"
      // Face down on its way: not announced until the dealer turns it up.
      aria-hidden={fromShoe !== null ? true : undefined}
      initial={fromShoe === null ? false : { x: fromShoe, y: -140, opacity: 0.4, rotate: -12 }}
      animate={{ x: 0, y: 0, opacity: 1, rotate: 0 }}
      transition={{ duration: slide, ease: 'easeOut', delay: pause }}
    >
      <m.div
        className="card-turn"
        initial={fromShoe === null || !turns ? false : { rotateY: 180 }}
        animate={{ rotateY: turns ? 0 : 180 }}
        transition={{ duration: turn, ease: 'easeInOut', delay: pause + slide }}
      >
        {children}
      </m.div>
    </m.div>
  );
}

export type ChipFate = 'won' | 'lost' | 'returned';

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
      return {
        x: TO_BANKROLL_X[spot] ?? 0,
        y: -300,
        scale: 0.6,
        opacity: 0,
        transition: { duration: 0.75, ease: 'easeIn', delay: 0.2 },
      } as const;
    case 'lost':
      return { x: 70, y: -170, opacity: 0, transition: { duration: 0.5, ease: 'easeIn', delay: 0.2 } } as const;
    case 'returned':
      return { y: 40, opacity: 0, transition: { duration: 0.25 } } as const;
  }
}
/**
 * Where a chip stands on its spot, known to framer-motion from the start: its leaving then starts
 * from these values instead of reading them from the page, which would force a layout of the whole
 * table in the frame the hand settles.
 */
const AT_REST = { x: 0, y: 0, scale: 1, opacity: 1 } as const;
// The fate is read when the chip leaves (AnimatePresence's custom), not when it was last drawn.
const CHIP: Variants = {
  leave: ({ spot, fate, reducedMotion }: { spot: Bet; fate: ChipFate; reducedMotion: boolean }) =>
    chipLeaves(spot, fate, reducedMotion),
};

interface ChipProps {
  spot: Bet;
  fate: ChipFate;
  amount: number;
  children: ReactNode;
}

/**
 * The chip on a spot: it pops in with each new amount (CSS) and, when it leaves, flies as its fate
 * says (framer-motion, which keeps it on the page while it flies).
 */
export function AnimatedChip(props: ChipProps) {
  return (
    <Motion>
      <Chip {...props} />
    </Motion>
  );
}

function Chip({ spot, fate, amount, children }: ChipProps) {
  // Instant deals and reduced motion: the chip simply fades, it does not jump across the table.
  const reducedMotion = useReducedMotionConfig() === true;
  const leaving = { spot, fate, reducedMotion };
  return (
    <AnimatePresence custom={leaving} initial={false}>
      {amount > 0 && (
        <m.span
          key="chip"
          className="chip"
          custom={leaving}
          variants={CHIP}
          initial={false}
          animate={AT_REST}
          exit="leave"
        >
          {/* Each new amount pops in: a CSS animation, replayed as the key makes a new span. */}
          <span key={amount} className={reducedMotion ? 'chip-fades-in' : 'chip-pops-in'}>
            {children}
          </span>
        </m.span>
      )}
    </AnimatePresence>
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
