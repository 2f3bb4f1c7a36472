/**
 * How the dealer paces an animated coup, in seconds. The store's reveal follows this clock,
 * not the animation, so a hand always finishes on time: where animation is slow (a busy
 * machine) or not loaded yet, the cards still turn up when they should.
 */
export const DEAL_PACE = {
  /** From a card leaving the shoe to its lying face up: a slide, then a turn. */
  card: 0.44,
  /** The share of that time spent sliding; the rest is the turn. */
  slide: 0.6,
  /** The pause before each third card, once the first four are up. */
  thirdCardPause: 0.16,
} as const;

/** Whether the card at this place in dealing order is a third card (after P, B, P, B). */
export const isThirdCard = (order: number): boolean => order >= 4;

/** Seconds from the reveal of the card before it until this card lies face up. */
export function secondsToReveal(order: number): number {
  return (isThirdCard(order) ? DEAL_PACE.thirdCardPause : 0) + DEAL_PACE.card;
}

/**
 * A second pointer press on Deal this soon after the deal is the rest of a double-click, not
 * a request to show the hand at once.
 */
export const SECOND_PRESS_IGNORED_SECONDS = 0.4;
