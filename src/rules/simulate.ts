import { cardPoints } from './cards';
import { nextToDraw, winnerOf } from './coup';
import type { Rng } from './rng';
import { DECKS, freshShoe } from './shoe';
import type { Winner } from './types';

/**
 * Plays `hands` coups and counts who won, on the fastest path that is exactly equivalent
 * to the game's deal: instead of shuffling all of a fresh shoe, each coup draws only the
 * cards it needs by the first steps of a Fisher–Yates shuffle. Those steps pick a uniformly
 * random sequence of distinct cards whatever order the array is in, so leaving the array as
 * the last coup left it is the same as a fresh shuffle before every hand.
 */
export function tallyCoups(rng: Rng, hands: number, decks: number = DECKS): Record<Winner, number> {
  const shoe = Int8Array.from(freshShoe(decks), cardPoints);
  const size = shoe.length;
  let banker = 0;
  let player = 0;
  let tie = 0;
  for (let h = 0; h < hands; h++) {
    // Every coup opens with four cards, Player, Banker, Player, Banker; from the fifth card
    // on, the rules (nextToDraw) say who draws.
    for (let count = 0; count < 4; count++) {
      const j = count + rng(size - count);
      const points = shoe[j]!;
      shoe[j] = shoe[count]!;
      shoe[count] = points;
    }
    let playerSum = shoe[0]! + shoe[2]!;
    let bankerSum = shoe[1]! + shoe[3]!;
    let count = 4;
    for (let hand = nextToDraw(shoe, count); hand !== null; hand = nextToDraw(shoe, count)) {
      const j = count + rng(size - count);
      const points = shoe[j]!;
      shoe[j] = shoe[count]!;
      shoe[count++] = points;
      if (hand === 'player') playerSum += points;
      else bankerSum += points;
    }
    const winner = winnerOf(playerSum % 10, bankerSum % 10);
    if (winner === 'banker') banker++;
    else if (winner === 'player') player++;
    else tie++;
  }
  return { banker, player, tie };
}
