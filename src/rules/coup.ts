import { cardPoints, handTotal, type Card } from './cards';
import type { Rng } from './rng';
import { CARDS_PER_DECK, DECKS, freshCard } from './shoe';
import type { Hand, Points, Winner } from './types';

/** Each hand has two or three cards. */
export const MAX_CARDS_IN_COUP = 6;

/** Banker wins with a three-card 7: EZ Baccarat pushes Banker bets on it (and Dragon 7 pays). */
export function bankerWinsWithThreeCard7(coup: Pick<Coup, 'winner' | 'bankerTotal' | 'banker'>): boolean {
  return coup.winner === 'banker' && coup.bankerTotal === 7 && coup.banker.length === 3;
}

/** A two-card total of 8 or 9: both hands stand, whatever else the rules say. */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

/** Player draws a third card on 0–5 and stands on 6–7. */
export function playerDraws(twoCardTotal: number): boolean {
  return twoCardTotal <= 5;
}

type BankerTwoCardTotal = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
const ANY: readonly Points[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * When Player has drawn: for each Banker two-card total, the points of Player's third
 * card on which Banker draws (house-rules.md, row for row).
 */
export const BANKER_DRAWS_WHEN_PLAYER_THIRD_IS: Readonly<Record<BankerTwoCardTotal, readonly Points[]>> = {
  0: ANY,
  1: ANY,
  2: ANY,
  3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
  4: [2, 3, 4, 5, 6, 7],
  5: [4, 5, 6, 7],
  6: [6, 7],
  7: [],
};

/** The table above as one bit per third-card point, so the hot paths make no array search. */
const BANKER_DRAW_BITS: readonly number[] = Object.values(BANKER_DRAWS_WHEN_PLAYER_THIRD_IS).map((draws) =>
  draws.reduce((bits: number, p) => bits | (1 << p), 0),
);

/**
 * Whether Banker draws a third card. `playerThird` is the points of Player's third card,
 * or null when Player stood on two cards (then Banker draws on 0–5 like Player).
 */
export function bankerDraws(twoCardTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return twoCardTotal <= 5;
  return twoCardTotal <= 7 && (BANKER_DRAW_BITS[twoCardTotal]! & (1 << playerThird)) !== 0;
}

/**
 * The rules of the coup, card by card: given the points of the first `count` cards in
 * dealing order, the hand that takes the next card, or null when the coup is complete.
 * Both the game's deal and the exact-odds enumeration are driven by this one function.
 */
export function nextToDraw(points: ArrayLike<number>, count: number): Hand | null {
  if (count < 4) return count % 2 === 0 ? 'player' : 'banker';
  const player = (points[0]! + points[2]!) % 10;
  const banker = (points[1]! + points[3]!) % 10;
  if (isNatural(player) || isNatural(banker)) return null;
  if (count === 4) {
    if (playerDraws(player)) return 'player';
    return bankerDraws(banker, null) ? 'banker' : null;
  }
  if (count === 5 && playerDraws(player)) return bankerDraws(banker, points[4]!) ? 'banker' : null;
  return null;
}

/** A hand opens with a pair when its first two cards have the same rank (K K, not K Q). */
export function opensWithPair(hand: readonly Card[]): boolean {
  const [first, second] = hand;
  return first !== undefined && first.rank === second?.rank;
}

/** The higher total wins; equal totals are a tie. */
export function winnerOf(playerTotal: number, bankerTotal: number): Winner {
  if (playerTotal > bankerTotal) return 'player';
  if (bankerTotal > playerTotal) return 'banker';
  return 'tie';
}

export interface DealtCard {
  readonly hand: Hand;
  readonly card: Card;
}

/** One played-out hand of baccarat. */
export interface Coup {
  /** Every card in the order it left the shoe: P, B, P, B, then any third cards. */
  readonly dealt: readonly DealtCard[];
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: Points;
  readonly bankerTotal: Points;
  readonly winner: Winner;
  /** Either hand had 8 or 9 on its first two cards. */
  readonly natural: boolean;
}

/** Plays a coup out, taking each card from `draw` as the rules call for it. */
export function dealCoup(draw: () => Card): Coup {
  const dealt: DealtCard[] = [];
  const points = new Int8Array(MAX_CARDS_IN_COUP);
  for (let hand = nextToDraw(points, 0); hand !== null; hand = nextToDraw(points, dealt.length)) {
    const card = draw();
    points[dealt.length] = cardPoints(card);
    dealt.push({ hand, card });
  }
  const player = dealt.filter((d) => d.hand === 'player').map((d) => d.card);
  const banker = dealt.filter((d) => d.hand === 'banker').map((d) => d.card);
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    dealt,
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    natural: isNatural(handTotal(player.slice(0, 2))) || isNatural(handTotal(banker.slice(0, 2))),
  };
}

/**
 * The coup that these cards, in dealing order, make; null unless the rules use exactly
 * these cards (too few, or some left over). For fixtures and for checking saved hands.
 */
export function coupFromCards(cards: readonly Card[]): Coup | null {
  let next = 0;
  let ranOut = false;
  const coup = dealCoup(() => {
    if (next < cards.length) return cards[next++]!;
    ranOut = true;
    return cards[0] ?? { rank: 'A', suit: 'S' };
  });
  return ranOut || next !== cards.length ? null : coup;
}

/**
 * The game's deal: a fresh shoe of `decks` decks shuffled before every hand, the coup
 * dealt from the top.
 */
export function dealFromShuffledShoe(rng: Rng, decks: number = DECKS): Coup {
  // The top of `shuffle(freshShoe(decks), rng)`, and only as much of it as the coup draws: the
  // shuffle's step i settles position i for good from the i-th random number, so its first steps,
  // taken one card at a time, deal exactly the same cards from the same numbers. The shoe is not
  // built: a position holds the fresh shoe's card there (`freshCard`) until a step swaps another in.
  const size = decks * CARDS_PER_DECK;
  const swapped = new Map<number, Card>();
  const at = (position: number): Card => swapped.get(position) ?? freshCard(position);
  let top = 0;
  return dealCoup(() => {
    const chosen = top + rng(size - top);
    const card = at(chosen);
    swapped.set(chosen, at(top++));
    return card;
  });
}
