import { checkDeal, handTotal, LIMITS, SIDE_BETS, totalBets, type BySideBet, type BySpot, type Card, type Cents, type Points } from '../rules';
import { NO_SIDE_BETS } from './persistence';
import type { TableState } from './tableStore';
import { isOpened, type SqueezeTable } from './squeeze';
import type { HandRecord } from './types';

/** The hand on the table: being dealt, or settled and still in view. */
export function handOnTable(s: TableState): HandRecord | null {
  return s.phase === 'betting' ? null : (s.hands[s.hands.length - 1] ?? null);
}

/** The same list for the same history, so a component that reads it re-renders only when it changes. */
const withoutLast = new WeakMap<readonly HandRecord[], readonly HandRecord[]>();

/**
 * The hands the player has seen: every hand of the session less the one still being revealed.
 * The hand being dealt is decided and saved already, but every panel, dialog, export and
 * announcement reads this, so none can tell the result before the cards do.
 */
export function seenHands(s: Pick<TableState, 'phase' | 'hands'>): readonly HandRecord[] {
  if (s.phase !== 'dealing' || s.hands.length === 0) return s.hands;
  let seen = withoutLast.get(s.hands);
  if (seen === undefined) {
    seen = s.hands.slice(0, -1);
    withoutLast.set(s.hands, seen);
  }
  return seen;
}

/** A squeezed coup being opened: how far the player and the dealer are. Null when no squeeze is on. */
export function squeezeTable(s: Pick<TableState, 'phase' | 'hands' | 'revealed' | 'squeeze'>): SqueezeTable | null {
  const hand = s.hands[s.hands.length - 1];
  if (s.phase !== 'dealing' || s.squeeze === null || hand === undefined) return null;
  return { squeeze: s.squeeze, arrived: s.revealed, total: hand.coup.dealt.length };
}

/** Whether the card at this dealing place of the hand on the table is face up. */
export function isFaceUp(s: Pick<TableState, 'phase' | 'revealed' | 'squeeze'>, place: number): boolean {
  if (place >= s.revealed) return false;
  return s.phase !== 'dealing' || s.squeeze === null || isOpened(s.squeeze, place);
}

/** The cards face up so far, per hand. */
export function revealedCards(s: TableState): { player: readonly Card[]; banker: readonly Card[] } {
  const hand = handOnTable(s);
  const dealt = hand?.coup.dealt.filter((_, place) => isFaceUp(s, place)) ?? [];
  return {
    player: dealt.filter((d) => d.hand === 'player').map((d) => d.card),
    banker: dealt.filter((d) => d.hand === 'banker').map((d) => d.card),
  };
}

export function revealedTotals(s: TableState): { player: Points | null; banker: Points | null } {
  const cards = revealedCards(s);
  return {
    player: cards.player.length > 0 ? handTotal(cards.player) : null,
    banker: cards.banker.length > 0 ? handTotal(cards.banker) : null,
  };
}

/**
 * What the player sees of the money while the cards are revealed: the hand was paid when it
 * was dealt, so the payout is held back from view until the last card is up.
 */
export function visibleMoney(s: TableState): { bankroll: Cents; bets: BySpot<Cents> } {
  const hand = handOnTable(s);
  if (s.phase !== 'dealing' || hand === null) return { bankroll: s.bankroll, bets: s.bets };
  return { bankroll: (s.bankroll - hand.settlement.paid) as Cents, bets: hand.bets };
}

/** The side bets as the player sees them: while the cards are revealed, still the hand's stakes. */
export function visibleSideBets(s: TableState): BySideBet<Cents> {
  const hand = handOnTable(s);
  return s.phase === 'dealing' && hand !== null ? (hand.sideBets ?? NO_SIDE_BETS) : s.sideBets;
}

/** The side bets staked, together. */
export const totalSideBets = (sideBets: BySideBet<Cents>): Cents => SIDE_BETS.reduce((sum, bet) => sum + sideBets[bet], 0) as Cents;

/**
 * The hand just settled, while the bets on the table are still as its settlement left them:
 * its chips are being paid or taken. Null once a bet has been placed or cleared since.
 */
export function justSettled(s: TableState): HandRecord | null {
  const hand = handOnTable(s);
  return s.phase === 'settled' && hand !== null && s.bets === hand.settlement.betsAfter ? hand : null;
}

/** Side bets alone may be dealt on; their limits were checked as they were placed. */
export const canDeal = (s: TableState): boolean =>
  s.phase !== 'dealing' && (checkDeal(s.bets).ok || (totalSideBets(s.sideBets) > 0 && (totalBets(s.bets) === 0 || checkDeal(s.bets).ok)));

/** The bankroll and the table together can't cover the smallest bet: offer a fresh bankroll. */
export const isBroke = (s: TableState): boolean =>
  s.phase !== 'dealing' && s.bankroll + totalBets(s.bets) + totalSideBets(s.sideBets) < LIMITS.minimumBet;

/** The last `count` hands, oldest first (Statistics shows 13). */
export function recentHands(hands: readonly HandRecord[], count = 13): readonly HandRecord[] {
  return hands.slice(-count);
}

/**
 * True when the hand on the table pushed Banker bets by its game's rule, not by a tie: EZ
 * Baccarat's Banker win with a three-card 7. The result sentence says so, bet or no bet.
 */
export function bankerPushedOnTable(s: TableState): boolean {
  const hand = handOnTable(s);
  if (hand === null || s.phase !== 'settled') return false;
  // The paytables' 'win-with-three-card-7' line (src/rules/paytables.ts), read from the coup here
  // so that the first load does not carry the variants' paytables.
  const { coup } = hand;
  return hand.game === 'ez' && coup.winner === 'banker' && coup.bankerTotal === 7 && coup.dealt.filter((d) => d.hand === 'banker').length === 3;
}
