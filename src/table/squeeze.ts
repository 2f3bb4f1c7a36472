/**
 * The squeeze (house-rules.md, "Reveal and more controls"): the coup is decided and saved when
 * Deal is pressed; its cards come face down and the player opens them, the Player's two, then
 * the Banker's two, then each third card as the rules call for it. Pure functions over the
 * store's state: the store moves through them, the table draws them.
 */

/** The cards by dealing place (P, B, P, B, then the third cards), in the order the player opens them. */
export const SQUEEZE_ORDER: readonly number[] = [0, 2, 1, 3, 4, 5];

/** Space lifts the card being squeezed one step; this many open it. */
export const LIFT_STEPS = 4;

/** A squeezed coup while it is being opened. */
export interface Squeeze {
  /** How many cards are face up, in SQUEEZE_ORDER. */
  readonly opened: number;
  /** How many steps the card being squeezed is lifted: 0 until the player lifts it, never LIFT_STEPS (that opens it). */
  readonly lift: number;
  /** The edge it is lifted from: absent until the player lifts it, then 'right' (Space: the long side) or the edge an arrow points to. */
  readonly from?: LiftEdge;
}

export const SQUEEZE_START: Squeeze = { opened: 0, lift: 0 };

/** The edges a card is lifted from: its long sides (left, right) or its ends (top, bottom). */
export type LiftEdge = 'left' | 'right' | 'top' | 'bottom';

/**
 * The squeeze after one step lifted from an edge (Space: the edge already lifted, at first the
 * long side, 'right', where the pips along it show; an arrow: the edge it points to). Another
 * edge than the one lifted starts from the card lying flat, as a drag from it does. A step to
 * LIFT_STEPS opens the card: the caller opens it.
 */
export function liftStep({ opened, lift, from: was = 'right' }: Squeeze, from = was): Squeeze {
  return { opened, lift: from === was ? lift + 1 : 1, from };
}

/** Where the player stands in a coup of `total` cards, `arrived` of which the dealer has put down. */
export interface SqueezeTable {
  readonly squeeze: Squeeze;
  readonly arrived: number;
  readonly total: number;
}

/** The dealing place of the card the player opens now, or null while the dealer is still bringing it. */
export function cardToSqueeze({ squeeze, arrived, total }: SqueezeTable): number | null {
  const place = SQUEEZE_ORDER[squeeze.opened];
  return place !== undefined && place < total && place < arrived ? place : null;
}

/**
 * Whether the dealer puts another card down now: the first four come one after another; a third
 * card comes only once every card on the table is open, when the rules can call for it.
 */
export function dealerBringsCard({ squeeze, arrived, total }: SqueezeTable): boolean {
  return arrived < total && (arrived < 4 || squeeze.opened >= arrived);
}

/** Whether the card at this dealing place is face up. */
export function isOpened(squeeze: Squeeze, place: number): boolean {
  return SQUEEZE_ORDER.indexOf(place) < squeeze.opened;
}

/** Every card is open: the hand is over. */
export const allOpened = ({ squeeze, total }: Pick<SqueezeTable, 'squeeze' | 'total'>): boolean =>
  squeeze.opened >= total;
