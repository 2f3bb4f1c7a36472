/**
 * Why each hand of a coup drew or stood, read off the rules the coup was dealt by
 * (`isNatural`, `playerDraws`, `bankerDraws`): what the table explains after each hand.
 */
import { cardPoints } from './cards';
import { BANKER_DRAWS_WHEN_PLAYER_THIRD_IS, bankerDraws, isNatural, playerDraws, type Coup } from './coup';
import type { Hand, Points } from './types';

/** The decision of a coup's third cards. */
export interface DrawDecision {
  /** Each hand's total on its first two cards. */
  readonly playerTwoCards: Points;
  readonly bankerTwoCards: Points;
  /** The hands holding a natural (8 or 9 on two cards): when any does, both stand. */
  readonly naturals: readonly Hand[];
  readonly playerDraws: boolean;
  /** The points of Player's third card, when Player drew. */
  readonly playerThird: Points | null;
  readonly bankerDraws: boolean;
  /**
   * The cell of the third-card chart that decided Banker: its two-card total, and Player's
   * third card (or 'stood' when Player stood). Null on a natural, decided by no cell.
   */
  readonly bankerCell: { readonly banker: Points; readonly playerThird: Points | 'stood' } | null;
  /** When Player drew and Banker's total is 3–6: the Player third cards on which this Banker total draws. */
  readonly bankerDrawsOn: readonly Points[] | null;
}

const twoCardTotal = (hand: Coup['player']): Points => ((cardPoints(hand[0]!) + cardPoints(hand[1]!)) % 10) as Points;

/** Why the coup's hands drew or stood, by the same functions that dealt it. */
export function drawDecision(coup: Coup): DrawDecision {
  const player = twoCardTotal(coup.player);
  const banker = twoCardTotal(coup.banker);
  const naturals = (['player', 'banker'] as const).filter((hand) => isNatural(hand === 'player' ? player : banker));
  if (naturals.length > 0) {
    return {
      playerTwoCards: player,
      bankerTwoCards: banker,
      naturals,
      playerDraws: false,
      playerThird: null,
      bankerDraws: false,
      bankerCell: null,
      bankerDrawsOn: null,
    };
  }
  const drew = playerDraws(player);
  const third = drew ? (cardPoints(coup.player[2]!) as Points) : null;
  const partial = banker >= 3 && banker <= 6 && third !== null;
  return {
    playerTwoCards: player,
    bankerTwoCards: banker,
    naturals,
    playerDraws: drew,
    playerThird: third,
    bankerDraws: bankerDraws(banker, third),
    bankerCell: { banker, playerThird: third ?? 'stood' },
    bankerDrawsOn: partial ? BANKER_DRAWS_WHEN_PLAYER_THIRD_IS[banker as 3 | 4 | 5 | 6] : null,
  };
}
