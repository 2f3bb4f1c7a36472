/**
 * What the table shows, derived from its state: every component, sound and export reads these
 * instead of restating a rule. Pure; a selector that builds a list keeps it per history, so a
 * component re-renders only when it changes.
 */
import {
  bankerWinsWithThreeCard7,
  cents,
  handTotal,
  isNatural,
  LIMITS,
  SIDE_BETS,
  SPOTS,
  totalBets,
  type Bet,
  type BySideBet,
  type BySpot,
  type Card,
  type Cents,
  type DealtCard,
  type Points,
} from '../rules';
import { isOpened, type SqueezeTable } from './squeeze';
import { lastHand, totalOnTable, type TableState } from './state';
import { NO_SIDE_BETS, type HandRecord } from './vocabulary';

/** The hand on the table: being dealt, or settled and still in view. */
export function handOnTable(s: Pick<TableState, 'phase' | 'hands'>): HandRecord | null {
  return s.phase === 'betting' ? null : (lastHand(s) ?? null);
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
  const hand = lastHand(s);
  if (s.phase !== 'dealing' || s.squeeze === null || hand === undefined) return null;
  return { squeeze: s.squeeze, arrived: s.revealed, total: hand.coup.dealt.length };
}

/** Whether the card at this dealing place of the hand on the table is face up. */
export function isFaceUp(s: Pick<TableState, 'phase' | 'revealed' | 'squeeze'>, place: number): boolean {
  if (place >= s.revealed) return false;
  return s.phase !== 'dealing' || s.squeeze === null || isOpened(s.squeeze, place);
}

/** A card of the hand on the table that the player can see, face up or down, with its dealing place. */
export interface CardInView extends DealtCard {
  readonly place: number; // 0…5 in dealing order
  readonly faceUp: boolean;
}

/**
 * The cards of the hand on the table in view, in dealing order: those the dealer has put down
 * (and, `withArriving`, the one on its way from the shoe while dealing), each face up or down.
 * The one answer to "which cards are in view" for the hands, the totals, the sounds.
 */
export function cardsInView(
  s: Pick<TableState, 'phase' | 'hands' | 'revealed' | 'squeeze'>,
  withArriving = false,
): readonly CardInView[] {
  const hand = handOnTable(s);
  if (hand === null) return NO_CARDS;
  const shown = s.phase === 'dealing' && withArriving ? s.revealed + 1 : s.revealed;
  // The same list for the same view of the same hand, so a component that reads it re-renders only when it changes.
  const key = `${s.phase} ${s.revealed} ${shown} ${s.phase === 'dealing' ? (s.squeeze?.opened ?? '') : ''}`;
  const views = inView.get(hand) ?? new Map<string, readonly CardInView[]>();
  inView.set(hand, views);
  let cards = views.get(key);
  if (cards === undefined) {
    cards = hand.coup.dealt.slice(0, shown).map((d, place) => ({ ...d, place, faceUp: isFaceUp(s, place) }));
    views.set(key, cards);
  }
  return cards;
}

const NO_CARDS: readonly CardInView[] = [];
const inView = new WeakMap<HandRecord, Map<string, readonly CardInView[]>>();

/** The cards face up so far, per hand. */
export function revealedCards(s: Pick<TableState, 'phase' | 'hands' | 'revealed' | 'squeeze'>): {
  player: readonly Card[];
  banker: readonly Card[];
} {
  const up = cardsInView(s).filter((d) => d.faceUp);
  return {
    player: up.filter((d) => d.hand === 'player').map((d) => d.card),
    banker: up.filter((d) => d.hand === 'banker').map((d) => d.card),
  };
}

export function revealedTotals(s: Pick<TableState, 'phase' | 'hands' | 'revealed' | 'squeeze'>): {
  player: Points | null;
  banker: Points | null;
} {
  const cards = revealedCards(s);
  return {
    player: cards.player.length > 0 ? handTotal(cards.player) : null,
    banker: cards.banker.length > 0 ? handTotal(cards.banker) : null,
  };
}

/** Whether this hand shows a natural: its first two cards are face up and make 8 or 9. */
export function showsNatural(
  s: Pick<TableState, 'phase' | 'hands' | 'revealed' | 'squeeze'>,
  side: 'player' | 'banker',
): boolean {
  const cards = revealedCards(s)[side];
  return cards.length === 2 && isNatural(handTotal(cards));
}

/**
 * What the player sees of the money while the cards are revealed: the hand was paid when it
 * was dealt, so the payout is held back from view until the last card is up.
 */
export function visibleMoney(s: TableState): { bankroll: Cents; bets: BySpot<Cents> } {
  const hand = handOnTable(s);
  if (s.phase !== 'dealing' || hand === null) return { bankroll: s.bankroll, bets: s.bets };
  return { bankroll: cents(s.bankroll - hand.settlement.paid), bets: hand.bets };
}

/** The side bets as the player sees them: while the cards are revealed, still the hand's stakes. */
export function visibleSideBets(s: TableState): BySideBet<Cents> {
  const hand = handOnTable(s);
  return s.phase === 'dealing' && hand !== null ? (hand.sideBets ?? NO_SIDE_BETS) : s.sideBets;
}

/**
 * The hand just settled, while the bets on the table are still as its settlement left them:
 * its chips are being paid or taken. Null once a bet has been placed or cleared since.
 */
export function justSettled(s: TableState): HandRecord | null {
  const hand = handOnTable(s);
  return s.phase === 'settled' && hand !== null && s.bets === hand.settlement.betsAfter ? hand : null;
}

/** The bankroll and the table together can't cover the smallest bet: offer a fresh bankroll. */
export const isBroke = (s: Pick<TableState, 'phase' | 'bankroll' | 'bets' | 'sideBets'>): boolean =>
  s.phase !== 'dealing' && s.bankroll + totalOnTable(s) < LIMITS.minimumBet;

/** The last `count` hands, oldest first (Statistics shows 13). */
export function recentHands(hands: readonly HandRecord[], count = 13): readonly HandRecord[] {
  return hands.slice(-count);
}

/** What a settled hand did to the player's money, as the outcome line says it. */
export interface HandMoney {
  readonly sides: readonly { readonly bet: Bet; readonly net: Cents }[]; // each side bet staked, with its net
  readonly net: 'win' | 'lose' | 'push' | 'even' | 'none'; // none: nothing was staked on the main spots and nothing won or lost
  readonly amount: Cents; // what was won or lost, positive
  readonly bankroll: Cents; // the bankroll the hand left
}

/** The money of a settled hand: its net over every bet, each side bet's, and the bankroll it left. */
export function handMoney(hand: HandRecord): HandMoney {
  const { settlement } = hand;
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
  const { sideBets } = settlement;
  const sides = SIDE_BETS.filter((bet) => sideBets[bet].result !== 'no-bet').map((bet) => ({
    bet,
    net: sideBets[bet].net,
  }));
  return { sides, net, amount: cents(Math.abs(settlement.net)), bankroll };
}

/**
 * True when the hand on the table pushed Banker bets by its game's rule, not by a tie: EZ
 * Baccarat's Banker win with a three-card 7. The result sentence says so, bet or no bet.
 */
export function bankerPushedOnTable(s: TableState): boolean {
  const hand = handOnTable(s);
  return hand !== null && s.phase === 'settled' && hand.game === 'ez' && bankerWinsWithThreeCard7(hand.coup);
}
