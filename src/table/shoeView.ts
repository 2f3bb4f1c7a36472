import { burnCard, burnedFaceDown, cutCardIndex, isLastCoupNext, seenCards, type Card } from '../rules';
import type { TableState } from './state';

/** The casino shoe as the player knows it: during a deal, as it stood before the coup being revealed. */
export interface ShoeView {
  readonly number: number; // shoe 1, 2, … of the session
  readonly handInShoe: number; // the hand on the table (or being dealt), counted within the shoe; 0 before the first
  readonly cardsLeft: number; // still in the shoe, the burned ones excluded
  readonly toCut: number; // still in front of the cut card; 0 once it is out
  readonly lastHand: boolean; // the next coup, or the one being dealt, is the shoe's last
  readonly finished: boolean; // its last coup has been dealt and shown: the next Deal shuffles a new shoe
  readonly burn: Card; // the shown burn card
  readonly burned: number; // cards burned face down after it
  readonly seen: readonly Card[]; // what the player has seen of it: the burn card and the cards face up
}

/**
 * The shoe the next coup is dealt from: this one, or once its last coup is shown the next, which
 * the next Deal shuffles and burns (none of its cards seen yet).
 */
export const nextCoupShoe = (view: ShoeView): number => (view.finished ? view.number + 1 : view.number);

const NO_CARDS: readonly Card[] = [];

/**
 * The cards the next coup's odds count as seen: the shoe's seen cards; none with a fresh shoe
 * every hand, or once the shoe's last coup is shown (the next Deal shuffles a new one).
 */
export const seenForNextCoup = (view: ShoeView | null): readonly Card[] =>
  view === null || view.finished ? NO_CARDS : view.seen;

const shoeViews = new WeakMap<object, ShoeView>();

/** The cards seen last time: a Deal shows the same cards seen as the table before it, and the odds need not be worked out again. */
let lastSeen: readonly Card[] = [];
function sameOrNew(seen: readonly Card[]): readonly Card[] {
  if (seen.length !== lastSeen.length || seen.some((card, i) => card !== lastSeen[i])) lastSeen = seen;
  return lastSeen;
}

/** The shoe meter's figures and the cards the odds may count as seen; null with a fresh shoe every hand. */
export function shoeView(s: Pick<TableState, 'shoe' | 'phase' | 'hands'>): ShoeView | null {
  if (s.shoe === null) return null;
  const hand = s.phase === 'dealing' ? s.hands[s.hands.length - 1] : undefined;
  const beingDealt = hand !== undefined && hand.shoe === s.shoe.number ? hand.coup.dealt.length : 0;
  const key = beingDealt > 0 ? hand! : s.shoe;
  const cached = shoeViews.get(key);
  if (cached !== undefined) return cached;
  const { shoe, number } = s.shoe;
  const next = shoe.next - beingDealt; // where the shoe stood before the coup being revealed
  const cut = cutCardIndex(shoe);
  const view: ShoeView = {
    number,
    handInShoe: shoe.coups,
    cardsLeft: shoe.order.length - next,
    toCut: Math.max(0, cut - next),
    lastHand: beingDealt > 0 ? next >= cut : isLastCoupNext(shoe),
    finished: shoe.finished && beingDealt === 0,
    burn: burnCard(shoe),
    burned: burnedFaceDown(shoe),
    seen: sameOrNew(beingDealt > 0 ? seenCards(shoe).slice(0, -beingDealt) : seenCards(shoe)),
  };
  shoeViews.set(key, view);
  return view;
}

/**
 * The cards the odds will count once the coup being dealt from `shoe` is shown: a Deal knows them
 * (the odds panel has them worked out while they are turned up). Null with no casino shoe, or when
 * the coup is the shoe's last (the next coup's odds are then a fresh shoe's).
 */
export function seenOnceShown(shoe: TableState['shoe']): readonly Card[] | null {
  return shoe === null || shoe.shoe.finished ? null : seenCards(shoe.shoe);
}
