import { describe, expect, test } from 'vitest';
import {
  BANKER_WON,
  LOSE,
  PLAYER_WON,
  PUSH,
  SYSTEM_IDS,
  TIE_WON,
  WIN,
  sideIndex,
  sideName,
  systemFor,
  type BetResult,
  type CoupWinner,
  type Side,
  type SystemId,
} from '../../../src/rules/lab';

/**
 * A hand-written run of coups, as the system on Banker sees them: W = Banker won (the bet
 * wins), L = Player won (the bet loses), T = a tie (a push).
 */
const COUPS = 'L L W T L W W W L W';
const asCoup = (c: string): { result: BetResult; winner: CoupWinner } =>
  c === 'W'
    ? { result: WIN, winner: BANKER_WON }
    : c === 'L'
      ? { result: LOSE, winner: PLAYER_WON }
      : { result: PUSH, winner: TIE_WON };

/** The units and sides a system names before each coup of COUPS, betting Banker where it does not choose. */
function play(id: SystemId, coups = COUPS): { units: number[]; sides: Side[] } {
  const system = systemFor(id);
  const list = coups.split(' ');
  const state = new Float64Array(system.size(list.length));
  system.start(state);
  const units: number[] = [];
  const sides: Side[] = [];
  for (const c of list) {
    units.push(system.units(state));
    const side = sideName(system.side(state, sideIndex('banker')));
    sides.push(side);
    const { winner } = asCoup(c);
    // The bet's own result: a Banker bet wins when Banker wins, a Player bet when Player wins.
    const result: BetResult = winner === TIE_WON ? PUSH : (winner === BANKER_WON) === (side === 'banker') ? WIN : LOSE;
    system.next(state, result, winner);
  }
  return { units, sides };
}

//                         L  L  W  T  L  W  W  W  L  W
const UNITS: Record<SystemId, number[]> = {
  flat: /*              */ [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  martingale: /*        */ [1, 2, 4, 1, 1, 2, 1, 1, 1, 2],
  paroli: /*            */ [1, 1, 1, 2, 2, 1, 2, 4, 1, 1],
  dalembert: /*         */ [1, 2, 3, 2, 2, 3, 2, 1, 1, 2],
  fibonacci: /*         */ [1, 1, 2, 1, 1, 1, 1, 1, 1, 1],
  '1326': /*            */ [1, 1, 1, 3, 3, 1, 3, 2, 6, 1],
  // Line 1 2 3 4: bet 5, lose → 1 2 3 4 5; bet 6, lose → … 6; bet 7 win → 2 3 4 5; bet 7 push; bet 7 lose → 2 3 4 5 7;
  // bet 9 win → 3 4 5; bet 8 win → 4; bet 4 win → new line; bet 5 lose → 1 2 3 4 5; bet 6.
  labouchere: /*        */ [5, 6, 7, 7, 7, 9, 8, 4, 5, 6],
  // series 0: 1 lose (−1), 1 lose (−2), 1 win (−1) → 2, push, 2 lose (−3), 2 win (−1) → 2 (would be 3, but +1 caps at 2),
  // 2 win (+1: new series) → 1, 1 win (+1: new series) → 1, 1 lose (−1), 1 win (0) → 1 (cap: 1 − 0 = 1).
  'oscars-grind': /*    */ [1, 1, 1, 2, 2, 2, 2, 1, 1, 1],
  'follow-winner': /*   */ [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  chop: /*              */ [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  'follow-big-road': /* */ [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
};

describe('each system names its bets on a hand-written run of coups (L L W T L W W W L W)', () => {
  test.each(SYSTEM_IDS)('%s', (id) => {
    expect(play(id).units).toEqual(UNITS[id]);
  });
});

describe('the systems that choose a side', () => {
  // Coups by winner: P P B T P B B B P B (the sides' own results follow from them).
  test('follow the last winner: Banker first, then the last winner, a tie changing nothing', () => {
    expect(play('follow-winner').sides.join(' ')).toBe(
      'banker player player banker banker player banker banker banker player',
    );
  });
  test('against the last winner: the chosen side first, then the other side from the last winner', () => {
    expect(play('chop').sides.join(' ')).toBe('banker banker banker player player banker player player player banker');
  });
  test('follow the Big Road: the side of the current column; a new casino shoe starts it afresh', () => {
    expect(play('follow-big-road').sides).toEqual(play('follow-winner').sides);
    const road = systemFor('follow-big-road');
    const state = new Float64Array(road.size(1));
    road.start(state);
    road.next(state, WIN, PLAYER_WON);
    expect(sideName(road.side(state, sideIndex('banker')))).toBe('player');
    road.newShoe!(state);
    expect(sideName(road.side(state, sideIndex('banker')))).toBe('banker');
  });
  test('every other system bets the side the player chose', () => {
    for (const id of SYSTEM_IDS.filter((s) => !['follow-winner', 'chop', 'follow-big-road'].includes(s))) {
      const system = systemFor(id);
      const state = new Float64Array(system.size(1));
      system.start(state);
      expect(sideName(system.side(state, sideIndex('player'))), id).toBe('player');
    }
  });
});

test('Paroli goes back to one unit after three wins in a row, Fibonacci two steps back after a win', () => {
  expect(play('paroli', 'W W W W').units).toEqual([1, 2, 4, 1]);
  expect(play('fibonacci', 'L L L L L W W').units).toEqual([1, 1, 2, 3, 5, 8, 3]);
  expect(play('martingale', 'L T L L W').units).toEqual([1, 2, 2, 4, 8]);
});
