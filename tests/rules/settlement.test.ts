import fc from 'fast-check';
import { describe, expect, expectTypeOf, it, test } from 'vitest';
import {
  bankerCommission,
  dollars,
  NO_TABLE_BETS,
  settle,
  settleCoup,
  SPOTS,
  totalBets,
  WINNERS,
  type BetSettlement,
  type BySpot,
  type Cents,
  type CoupSettlement,
  type Game,
  type Settlement,
} from '../../src/rules';
import { coup } from './fixtures';

const only = (spot: 'player' | 'banker' | 'tie', amount: number): BySpot<Cents> => ({
  player: dollars(0),
  banker: dollars(0),
  tie: dollars(0),
  [spot]: dollars(amount),
});

describe('Banker commission: 5%, at least $0.25, rounded up to the next $0.25', () => {
  test.each([
    [5, 25],
    [6, 50],
    [14, 75],
    [20, 100],
    [21, 125],
    [300, 1500],
    [1, 25],
  ])('a $%i Banker win pays %i cents commission', (stake, commission) => {
    expect(bankerCommission(dollars(stake))).toBe(commission);
  });
});

describe('settlement of the house-rules examples', () => {
  test.each([
    [5, 975],
    [6, 1150],
    [14, 2725],
    [300, 58500],
  ])('a $%i Banker bet that wins returns %i cents', (stake, returned) => {
    const s = settle(only('banker', stake), 'banker');
    expect(s.spots.banker.result).toBe('win');
    expect(s.paid).toBe(returned);
    expect(s.net).toBe(returned - dollars(stake));
  });

  it('a $10 Tie bet that wins returns $90 in all', () => {
    const s = settle(only('tie', 10), 'tie');
    expect(s.paid).toBe(dollars(90));
    expect(s.net).toBe(dollars(80));
  });

  it('a $10 Player bet on a tie pushes: the $10 stays on its spot', () => {
    const s = settle(only('player', 10), 'tie');
    expect(s.spots.player.result).toBe('push');
    expect(s.paid).toBe(0);
    expect(s.betsAfter.player).toBe(dollars(10));
    expect(s.net).toBe(0);
  });

  it('a Player bet that wins is paid even money', () => {
    expect(settle(only('player', 25), 'player').paid).toBe(dollars(50));
  });
});

describe('every spot under every outcome', () => {
  const expectations: Record<string, [string, number, number]> = {
    // spot/winner: result, paid back, left on the spot — for a $20 bet
    'player/player': ['win', 4000, 0],
    'player/banker': ['lose', 0, 0],
    'player/tie': ['push', 0, 2000],
    'banker/player': ['lose', 0, 0],
    'banker/banker': ['win', 3900, 0],
    'banker/tie': ['push', 0, 2000],
    'tie/player': ['lose', 0, 0],
    'tie/banker': ['lose', 0, 0],
    'tie/tie': ['win', 18000, 0],
  };
  const cases = SPOTS.flatMap((spot) => WINNERS.map((winner) => ({ spot, winner })));
  test.each(cases)('a $20 $spot bet when $winner wins', ({ spot, winner }) => {
    const [result, paid, stays] = expectations[`${spot}/${winner}`]!;
    const s = settle(only(spot, 20), winner);
    expect(s.spots[spot].result).toBe(result);
    expect(s.spots[spot].paid).toBe(paid);
    expect(s.spots[spot].staysOnSpot).toBe(stays);
    expect(s.betsAfter[spot]).toBe(stays);
  });

  it('an empty spot takes no part', () => {
    expect(settle(only('tie', 10), 'banker').spots.player.result).toBe('no-bet');
  });
});

describe('settlement properties', () => {
  const stake = fc.integer({ min: 0, max: 30_000 }).map((n) => n as Cents);
  const table = fc.record({ player: stake, banker: stake, tie: stake });
  const winner = fc.constantFrom(...WINNERS);

  it('never creates or loses a cent: what was staked plus the net is what is paid or stays', () => {
    fc.assert(
      fc.property(table, winner, (bets, w) => {
        const s = settle(bets, w);
        expect(s.paid + totalBets(s.betsAfter)).toBe(totalBets(bets) + s.net);
      }),
    );
  });

  it('pays exactly by the rules', () => {
    fc.assert(
      fc.property(table, winner, (bets, w) => {
        const s = settle(bets, w);
        const player = w === 'player' ? bets.player : w === 'tie' ? 0 : -bets.player;
        const banker =
          w === 'banker'
            ? bets.banker > 0
              ? bets.banker - bankerCommission(bets.banker)
              : 0
            : w === 'tie'
              ? 0
              : -bets.banker;
        const tie = w === 'tie' ? 8 * bets.tie : -bets.tie;
        const expectedNet = player + banker + tie;
        expect(s.net).toBe(expectedNet);
        for (const spot of SPOTS) expect(Number.isInteger(s.spots[spot].paid)).toBe(true);
      }),
    );
  });
});

describe('one settlement type (issue 39)', () => {
  it('a coup settled under any game is the original game’s Settlement, each bet with its paytable line', () => {
    // The type: CoupSettlement is Settlement over BetSettlement and its game, nothing restated.
    expectTypeOf<CoupSettlement>().toEqualTypeOf<Settlement<BetSettlement> & { readonly game: Game }>();
    expectTypeOf<CoupSettlement>().toMatchTypeOf<Settlement>();
    // The value: 'KD 7H 9C 6S' (Player K 9 = 9, Banker 7 6 = 3: a natural) settled both ways gives the same money.
    const dealt = coup('KD 7H 9C 6S');
    const bets = { ...NO_TABLE_BETS, player: dollars(10), banker: dollars(5) };
    const coupSettled = settleCoup(bets, dealt, 'punto-banco');
    const settled: Settlement = settle({ player: bets.player, banker: bets.banker, tie: bets.tie }, dealt.winner);
    expect(dealt.winner).toBe('player');
    expect(coupSettled.net).toBe(settled.net);
    expect(coupSettled.betsAfter).toEqual(settled.betsAfter);
    for (const spot of SPOTS) expect(coupSettled.spots[spot]).toMatchObject(settled.spots[spot]);
  });
});
