import type { DealSpeed } from './vocabulary';

/** The pace of a dealt coup, in seconds. */
export interface DealPace {
  /** From a card leaving the shoe to its lying face up: a slide, then a turn. */
  readonly card: number;
  /** The share of that time spent sliding; the rest is the turn. */
  readonly slide: number;
  /** The pause before each third card, once the first four are up. */
  readonly thirdCardPause: number;
}

/**
 * How the dealer paces an animated coup at the normal speed (the original game's). The store's
 * reveal follows this clock, not the animation, so a hand always finishes on time: where
 * animation is slow (a busy machine) or not loaded yet, the cards still turn up when they should.
 */
export const DEAL_PACE: DealPace = {
  card: 0.44,
  slide: 0.6,
  thirdCardPause: 0.16,
};

/** How much longer each speed takes than the normal one (an instant deal shows no card on its way). */
const SPEED_FACTOR: Readonly<Record<Exclude<DealSpeed, 'instant'>, number>> = { slow: 1.75, normal: 1, fast: 0.5 };

/** The dealer's pace at a speed: the one clock the store's reveal, the animation and the sound follow. */
export function dealPace(speed: DealSpeed): DealPace {
  if (speed === 'normal' || speed === 'instant') return DEAL_PACE;
  const factor = SPEED_FACTOR[speed];
  return { card: DEAL_PACE.card * factor, slide: DEAL_PACE.slide, thirdCardPause: DEAL_PACE.thirdCardPause * factor };
}

/** Whether the card at this place in dealing order is a third card (after P, B, P, B). */
export const isThirdCard = (order: number): boolean => order >= 4;

/** Seconds from the reveal of the card before it until this card lies face up (or, in a squeeze, face down in its place). */
export function secondsToReveal(order: number, pace: DealPace = DEAL_PACE): number {
  return (isThirdCard(order) ? pace.thirdCardPause : 0) + pace.card;
}

/**
 * A second pointer press on Deal this soon after the deal is the rest of a double-click, not
 * a request to show the hand at once.
 */
export const SECOND_PRESS_IGNORED_SECONDS = 0.4;
