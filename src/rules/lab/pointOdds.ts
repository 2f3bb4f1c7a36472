/**
 * The exact odds of the next coup for the lab's casino shoe, fast: an enumeration over the
 * ten point classes (A…9, and 10 J Q K merged as 0) with their multiplicities, as
 * `compositionOdds` (odds.ts) does, but with each hand's two cards taken as an unordered pair
 * (the order of a multiset's draws does not change its weight), the sums of Banker's third
 * card read off running totals rather than visited card by card, and no fractions: the
 * weights come back as integers in doubles, over the number of ordered six-card draws.
 *
 * Exactness: every weight counts distinct ordered six-card draws, so every product and partial
 * sum is a whole number at most the denominator N(N−1)…(N−5) < 2^53 for N ≤ 416 (odds.ts
 * proves the bound): a double holds each exactly, and the results equal the BigInt counts of
 * `compositionOdds` and `tableOdds` (tested on random compositions).
 */
import { drawingTables } from '../simulate';

/** Where `pointOdds` writes each weight. */
export const BANKER_WINS = 0;
export const PLAYER_WINS = 1;
export const TIES = 2;
/** Banker wins with three cards totalling 7 (EZ Baccarat pushes Banker bets). */
export const BANKER_WINS_THREE_CARD_7 = 3;
/** Banker wins with a total of 6, two or three cards (No commission pays Banker 1 to 2). */
export const BANKER_WINS_WITH_6 = 4;
/** The denominator: ordered ways to draw six cards. */
export const DRAWS = 5;
/** Player wins with three cards totalling 8 (EZ's Panda 8 pays): the school's count trainer and count lab. */
export const PLAYER_WINS_THREE_CARD_8 = 6;
export const POINT_ODDS_SIZE = 7;

/** The drawing rules as tables (simulate.ts), and ROTATE[10 × b + t]: the card that brings a total of b to t. */
let drawing: ReturnType<typeof drawingTables> | undefined;
const ROTATE = Uint8Array.from({ length: 100 }, (_, i) => ((i % 10) - Math.floor(i / 10) + 10) % 10);

/** Adds `weight` to the outcome of a coup ending Player `player`, Banker `banker` (`three`: Banker drew). */
function add(out: Float64Array, player: number, banker: number, three: boolean, weight: number): void {
  if (player > banker) out[PLAYER_WINS]! += weight;
  else if (player === banker) out[TIES]! += weight;
  else {
    out[BANKER_WINS]! += weight;
    if (banker === 6) out[BANKER_WINS_WITH_6]! += weight;
    else if (banker === 7 && three) out[BANKER_WINS_THREE_CARD_7]! += weight;
  }
}

/**
 * The third cards, after the first four (`left` is the shoe without them, `weight` the ways
 * to draw those four): Player's, then Banker's, by the drawing rules. Banker's third card is
 * not visited card by card: `below[t]` counts the cards that bring Banker's total under t,
 * so each outcome's cards are a difference of two counts. The sums are kept per card drawn
 * and multiplied by `weight` once.
 */
function thirdCards(
  out: Float64Array,
  left: Float64Array,
  below: Float64Array,
  player: number,
  banker: number,
  weight: number,
  cards: number,
): void {
  const { playerDraws, bankerDrawsAlone, bankerDrawsAfter } = drawing!;
  const totals = 10 * player + banker;
  const playerDrew = playerDraws[totals] === 1;
  if (!playerDrew && bankerDrawsAlone[totals] === 0) {
    add(out, player, banker, false, weight * (cards - 4) * (cards - 5));
    return;
  }
  let sum = 0;
  for (let t = 0; t < 10; t++) {
    below[t] = sum;
    sum += left[ROTATE[10 * banker + t]!]!;
  }
  below[10] = sum;
  // Ways for each outcome, per way to draw the first four cards: [Player, tie, Banker, Banker 6, Banker three-card 7].
  let pw = 0;
  let ti = 0;
  let bw = 0;
  let b6 = 0;
  let b7 = 0;
  let p8 = 0;
  const sixes = below[7]! - below[6]!;
  const sevens = below[8]! - below[7]!;
  if (!playerDrew) {
    // Banker alone draws; the fifth card completes the coup, one way for each card after it.
    const tail = cards - 5;
    pw = tail * below[player]!;
    ti = tail * (below[player + 1]! - below[player]!);
    bw = tail * (sum - below[player + 1]!);
    b6 = player < 6 ? tail * sixes : 0;
    b7 = player < 7 ? tail * sevens : 0;
  } else {
    for (let x = 0; x < 10; x++) {
      const n = left[x]!;
      if (n === 0) continue;
      const total = player + x < 10 ? player + x : player + x - 10;
      if (bankerDrawsAfter[10 * banker + x] === 1) {
        // Player's card x is out of the shoe: one card fewer for the Banker total it would have made.
        const gone = banker + x < 10 ? banker + x : banker + x - 10;
        const lower = below[total]! - (gone < total ? 1 : 0);
        const upTo = below[total + 1]! - (gone <= total ? 1 : 0);
        pw += n * lower;
        if (total === 8) p8 += n * lower;
        ti += n * (upTo - lower);
        bw += n * (sum - 1 - upTo);
        if (total < 6) b6 += n * (sixes - (gone === 6 ? 1 : 0));
        if (total < 7) b7 += n * (sevens - (gone === 7 ? 1 : 0));
      } else {
        const ways = n * (cards - 5);
        if (total > banker) {
          pw += ways;
          if (total === 8) p8 += ways;
        } else if (total === banker) ti += ways;
        else {
          bw += ways;
          if (banker === 6) b6 += ways;
        }
      }
    }
  }
  out[PLAYER_WINS]! += weight * pw;
  out[TIES]! += weight * ti;
  out[BANKER_WINS]! += weight * bw;
  out[BANKER_WINS_WITH_6]! += weight * b6;
  out[BANKER_WINS_THREE_CARD_7]! += weight * b7;
  out[PLAYER_WINS_THREE_CARD_8]! += weight * p8;
}

/**
 * The exact weights of the next coup's outcomes from a shoe holding `counts[p]` cards of
 * each point p (index 0: tens and court cards), at least six cards in all; written into `out`
 * (POINT_ODDS_SIZE slots) at BANKER_WINS … DRAWS, the last the denominator. A probability is
 * `out[i] / out[DRAWS]`.
 */
export function pointOdds(counts: ArrayLike<number>, out: Float64Array): void {
  drawing ??= drawingTables();
  const left = Float64Array.from({ length: 10 }, (_, p) => counts[p]!);
  const below = new Float64Array(11);
  let cards = 0;
  for (let p = 0; p < 10; p++) cards += left[p]!;
  if (!(cards >= 6)) throw new RangeError(`a coup may need 6 cards and only ${cards} are left`);
  out.fill(0);
  // Player's pair a ≤ b, then Banker's c ≤ d, each taken out of the shoe as it is chosen.
  for (let a = 0; a < 10; a++) {
    const wa = left[a]!;
    if (wa === 0) continue;
    left[a] = wa - 1;
    for (let b = a; b < 10; b++) {
      const wb = (a === b ? 1 : 2) * wa * left[b]!;
      if (wb === 0) continue;
      left[b]! -= 1;
      const player = (a + b) % 10;
      for (let c = 0; c < 10; c++) {
        const wc = wb * left[c]!;
        if (wc === 0) continue;
        left[c]! -= 1;
        for (let d = c; d < 10; d++) {
          const w = (c === d ? 1 : 2) * wc * left[d]!;
          if (w === 0) continue;
          left[d]! -= 1;
          thirdCards(out, left, below, player, (c + d) % 10, w, cards);
          left[d]! += 1;
        }
        left[c]! += 1;
      }
      left[b]! += 1;
    }
    left[a] = wa;
  }
  out[DRAWS] = cards * (cards - 1) * (cards - 2) * (cards - 3) * (cards - 4) * (cards - 5);
}
