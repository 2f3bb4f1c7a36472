import { cardPoints } from './cards';
import { MAX_CARDS_IN_COUP, nextToDraw, winnerOf } from './coup';
import type { Rng } from './rng';
import { DECKS } from './shoe';
import { freshShoe } from './shuffle';
import { WINNERS, type Winner } from './types';

/**
 * The rules of the coup as small tables of 0s and 1s, read off `nextToDraw` (the function
 * the game deals with) rather than written again. The rules look only at the two-card
 * totals and Player's third card, so ten by ten entries cover every case. Indexed by
 * `10 × player + banker` (two-card totals) or `10 × banker + third` (Player's third card).
 */
export function drawingTables(): {
  playerDraws: Uint8Array;
  bankerDrawsAlone: Uint8Array;
  bankerDrawsAfter: Uint8Array;
} {
  const playerDraws = new Uint8Array(100);
  const bankerDrawsAlone = new Uint8Array(100);
  const bankerDrawsAfter = new Uint8Array(100);
  for (let player = 0; player < 10; player++) {
    for (let banker = 0; banker < 10; banker++) {
      const next = nextToDraw([player, banker, 0, 0], 4);
      playerDraws[10 * player + banker] = next === 'player' ? 1 : 0;
      bankerDrawsAlone[10 * player + banker] = next === 'banker' ? 1 : 0;
      // A Player total of 0 always draws, so this asks only for Banker's answer to `third`.
      const third = player;
      bankerDrawsAfter[10 * banker + third] = nextToDraw([0, banker, 0, 0, third], 5) === 'banker' ? 1 : 0;
    }
  }
  return { playerDraws, bankerDrawsAlone, bankerDrawsAfter };
}

/**
 * Plays `hands` coups and counts who won, on the fastest path that is exactly equivalent
 * to the game's deal:
 * - Instead of shuffling all of a fresh shoe, each coup takes the first six steps of a
 *   Fisher–Yates shuffle. They pick a uniformly random sequence of six distinct cards
 *   whatever order the array is in, so leaving the array as the last coup left it is the
 *   same as a fresh shuffle before every hand; and the first four, five or six cards of that
 *   sequence are exactly what the coup would have drawn. The cards a coup does not use are
 *   simply not counted.
 * - Who wins is then arithmetic on `drawingTables`, with no branches: the outcome of a coup
 *   is as unpredictable to the processor as to the player, and a mispredicted branch costs
 *   more than drawing the sixth card every time.
 */
export function tallyCoups(rng: Rng, hands: number, decks: number = DECKS): Record<Winner, number> {
  const { playerDraws, bankerDrawsAlone, bankerDrawsAfter } = drawingTables();
  const total = Uint8Array.from({ length: 30 }, (_, sum) => sum % 10);
  const winnerIndex = Uint8Array.from({ length: 100 }, (_, k) => WINNERS.indexOf(winnerOf(Math.floor(k / 10), k % 10)));
  const wins = new Float64Array(WINNERS.length);
  const shoe = Int8Array.from(freshShoe(decks), cardPoints);
  const size = shoe.length;
  const cards = new Int8Array(MAX_CARDS_IN_COUP);
  for (let h = 0; h < hands; h++) {
    for (let count = 0; count < MAX_CARDS_IN_COUP; count++) {
      const j = count + rng(size - count);
      const points = shoe[j]!;
      shoe[j] = shoe[count]!;
      shoe[count] = points;
      cards[count] = points;
    }
    // Dealt Player, Banker, Player, Banker; then the fifth and sixth cards as the rules say.
    const player = total[cards[0]! + cards[2]!]!;
    const banker = total[cards[1]! + cards[3]!]!;
    const totals = 10 * player + banker;
    const fifth = cards[4]!;
    const playerDrew = playerDraws[totals]!;
    const bankerThird =
      playerDrew * bankerDrawsAfter[10 * banker + fifth]! * cards[5]! + bankerDrawsAlone[totals]! * fifth;
    wins[winnerIndex[10 * total[player + playerDrew * fifth]! + total[banker + bankerThird]!]!]!++;
  }
  return {
    banker: wins[WINNERS.indexOf('banker')]!,
    player: wins[WINNERS.indexOf('player')]!,
    tie: wins[WINNERS.indexOf('tie')]!,
  };
}
