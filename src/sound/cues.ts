import { dealPace, isThirdCard } from '../table/dealPace';
import { cardsInView, squeezeTable } from '../table/selectors';
import { dealerBringsCard } from '../table/squeeze';
import { totalOnTable, type TableState } from '../table/state';
import type { HandRecord } from '../table/vocabulary';

/**
 * The table's sounds. slide: a card leaving the shoe; turn: a card landing face up; cards: a
 * whole hand shown at once (an instant deal, "show the hand now"), one short sequence instead of
 * a sound per card; chips: chips placed on a spot; chipsBack: chips taken back (Clear, Undo);
 * paid: a winning bet paid; taken: a losing bet raked in; push: a hand that neither won nor lost;
 * chime: a soft chime for a hand won; shuffle: a new casino shoe shuffled; bend: a squeezed card
 * lifted a step.
 */
export const CUE_KINDS = [
  'slide',
  'turn',
  'cards',
  'chips',
  'chipsBack',
  'paid',
  'taken',
  'push',
  'chime',
  'shuffle',
  'bend',
] as const;
export type CueKind = (typeof CUE_KINDS)[number];

export interface SoundCue {
  readonly kind: CueKind;
  readonly at: number; // seconds from now: 0.16 for a third card's slide, after the dealer's pause
}

/** How long the shuffle of a new shoe lasts before a hand shown at once is laid out, in seconds. */
export const SHUFFLE_SECONDS = 0.5;
/** How long a whole hand shown at once takes to lay out, before its chips are paid or taken. */
export const CARDS_SECONDS = 0.3;
/** From the last card face up to its chips: the eye reads the hand first. */
export const SETTLE_AFTER_TURN = 0.12;

const lastHand = (s: TableState): HandRecord | undefined => s.hands[s.hands.length - 1];

/** How many cards of the hand on the table are face up (in a squeeze, the dealer's cards lie face down until opened). */
function faceUp(s: TableState): number {
  return cardsInView(s).filter((card) => card.faceUp).length;
}

/** Whether the dealer is sending a card from the shoe now: always while dealing, in a squeeze only when the player is ready for it. */
function bringing(s: TableState): boolean {
  if (s.phase !== 'dealing') return false;
  const squeeze = squeezeTable(s);
  return squeeze === null || dealerBringsCard(squeeze);
}

/** How every bet of a settled hand fared. */
function results(hand: HandRecord): { won: boolean; lost: boolean } {
  const { settlement } = hand;
  const bets = [...Object.values(settlement.spots), ...Object.values(settlement.sideBets)];
  return { won: bets.some((b) => b.result === 'win'), lost: bets.some((b) => b.result === 'lose') };
}

/** The sounds of a hand's settlement: paid and a chime for a hand won, taken for bets lost, a click for a push. */
function settlementCues(hand: HandRecord, at: number): SoundCue[] {
  const { won, lost } = results(hand);
  if (!won && !lost) return [{ kind: 'push', at }];
  // Losing bets are raked in first, then winning ones paid: the dealer's order.
  const paidAt = lost ? at + 0.25 : at;
  return [
    ...(lost ? [{ kind: 'taken', at } as const] : []),
    ...(won ? [{ kind: 'paid', at: paidAt } as const] : []),
    ...(hand.settlement.net > 0 ? [{ kind: 'chime', at: paidAt + 0.1 } as const] : []),
  ];
}

/**
 * The sound director: which sounds two successive states of the table call for, read from what
 * changed. The store's reveal is the deal's own clock (useDealer turns each card up at the
 * dealer's pace), so a card is heard as it is seen: its slide as it leaves the shoe, its turn
 * as it lies face up. Changes that are not play make no sound: the save being read, a tab
 * taking the table over, anything in a tab that does not hold the table.
 */
export function cuesFor(before: TableState, after: TableState): SoundCue[] {
  if (before.unread || after.unread || before.hold !== 'held' || after.hold !== 'held') return [];
  const cues: SoundCue[] = [];
  let at = 0;

  if (after.shoe !== null && after.shoe.number !== before.shoe?.number) {
    cues.push({ kind: 'shuffle', at: 0 });
    at = SHUFFLE_SECONDS;
  }

  const hand = lastHand(after);
  const newHand = hand !== undefined && hand.hand !== lastHand(before)?.hand;
  const moved = after.revealed !== before.revealed || after.phase !== before.phase || faceUp(after) !== faceUp(before);
  if (hand === undefined || (!newHand && !moved)) {
    // No card moved: a squeezed card may have been lifted a step, or chips moved.
    if (after.squeeze !== null && before.squeeze !== null && after.squeeze.lift > before.squeeze.lift)
      cues.push({ kind: 'bend', at: 0 });
    const change = totalOnTable(after) - totalOnTable(before);
    if (change > 0) cues.push({ kind: 'chips', at: 0 });
    else if (change < 0) cues.push({ kind: 'chipsBack', at: 0 });
    return cues;
  }

  // Cards: face up since the state before (a new hand starts face down), one at a time or all at once.
  const turned = faceUp(after) - (newHand ? 0 : faceUp(before));
  if (turned === 1) cues.push({ kind: 'turn', at: 0 });
  else if (turned > 1) {
    cues.push({ kind: 'cards', at });
    at += CARDS_SECONDS;
  }
  if (after.phase === 'dealing') {
    // The next card leaves the shoe now (unless it was on its way already); a third card after the dealer's pause.
    const already = !newHand && bringing(before) && before.revealed === after.revealed;
    if (bringing(after) && !already)
      cues.push({
        kind: 'slide',
        at: isThirdCard(after.revealed) ? dealPace(after.settings.dealSpeed).thirdCardPause : 0,
      });
  } else if (after.phase === 'settled' && (newHand || before.phase === 'dealing')) {
    cues.push(...settlementCues(hand, turned === 1 ? SETTLE_AFTER_TURN : at));
  }
  return cues;
}
