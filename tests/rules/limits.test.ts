import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustRailing,
  betsOffered,
  cents,
  checkDeal,
  dollars,
  doubleStakes,
  LIMITS,
  NO_BETS,
  NO_TABLE_BETS,
  placeBet,
  placeStakes,
  rebetStakes,
  SIDE_BETS,
  SPOTS,
  stakeSum,
  totalBets,
  type Bet,
  type BySpot,
  type Cents,
  type TableBets,
} from '../../src/rules';

const bets = (player: number, banker: number, tie: number): BySpot<Cents> => ({
  player: dollars(player),
  banker: dollars(banker),
  tie: dollars(tie),
});

describe('placing a bet', () => {
  it('moves the amount from the bankroll onto the spot', () => {
    const placed = placeBet(dollars(1000), NO_BETS, 'banker', dollars(25));
    expect(placed).toEqual({ ok: true, bankroll: dollars(975), bets: bets(0, 25, 0) });
  });

  it('adds to a spot that already holds a bet', () => {
    const placed = placeBet(dollars(100), bets(10, 0, 0), 'player', dollars(5));
    expect(placed.ok && placed.bets.player).toBe(dollars(15));
  });

  it('refuses a bet that would take all bets over $300', () => {
    expect(placeBet(dollars(1000), bets(200, 90, 0), 'tie', dollars(11))).toEqual({
      ok: false,
      reason: 'table-maximum',
    });
    expect(placeBet(dollars(1000), bets(200, 90, 0), 'tie', dollars(10)).ok).toBe(true);
  });

  it('refuses a bet the bankroll cannot cover', () => {
    expect(placeBet(dollars(4), NO_BETS, 'player', dollars(5))).toEqual({ ok: false, reason: 'not-enough-money' });
    expect(placeBet(dollars(5), NO_BETS, 'player', dollars(5)).ok).toBe(true);
  });

  it('refuses a spot below the $5 minimum and amounts that are not money', () => {
    expect(placeBet(dollars(100), NO_BETS, 'tie', dollars(4))).toEqual({ ok: false, reason: 'below-minimum' });
    expect(placeBet(dollars(100), NO_BETS, 'tie', cents(0))).toEqual({ ok: false, reason: 'not-an-amount' });
    expect(placeBet(dollars(100), NO_BETS, 'tie', -500 as Cents)).toEqual({ ok: false, reason: 'not-an-amount' });
  });

  it('never breaks the limits and never creates or loses money', () => {
    const spot = fc.constantFrom(...SPOTS);
    fc.assert(
      fc.property(
        fc.nat({ max: 200_000 }),
        fc.array(fc.tuple(spot, fc.integer({ min: -1000, max: 40_000 })), { maxLength: 30 }),
        (start, attempts) => {
          let bankroll = cents(start);
          let table = NO_BETS;
          for (const [where, amount] of attempts) {
            const placed = placeBet(bankroll, table, where, amount as Cents);
            if (!placed.ok) continue;
            bankroll = placed.bankroll;
            table = placed.bets;
            expect(totalBets(table)).toBeLessThanOrEqual(LIMITS.maximumTotal);
            expect(bankroll).toBeGreaterThanOrEqual(0);
            for (const s of SPOTS) expect(table[s] === 0 || table[s] >= LIMITS.minimumBet).toBe(true);
            expect(checkDeal(table)).toEqual({ ok: true });
          }
          expect(bankroll + totalBets(table)).toBe(start);
        },
      ),
    );
  });
});

describe('dealing needs a bet', () => {
  it('refuses an empty table and accepts any bet within the limits', () => {
    expect(checkDeal(NO_BETS)).toEqual({ ok: false, reason: 'no-bet' });
    expect(checkDeal(bets(0, 0, 5))).toEqual({ ok: true });
    expect(checkDeal(bets(3, 0, 0))).toEqual({ ok: false, reason: 'below-minimum' });
    expect(checkDeal(bets(300, 0, 1))).toEqual({ ok: false, reason: 'below-minimum' });
    expect(checkDeal(bets(300, 5, 0))).toEqual({ ok: false, reason: 'table-maximum' });
  });
});

describe('the railing', () => {
  it('moves by $1 and $10 and stops at $5 and $300', () => {
    expect(adjustRailing(dollars(5), 100)).toBe(dollars(6));
    expect(adjustRailing(dollars(5), 1000)).toBe(dollars(15));
    expect(adjustRailing(dollars(5), -100)).toBe(dollars(5));
    expect(adjustRailing(dollars(12), -1000)).toBe(dollars(5));
    expect(adjustRailing(dollars(295), 1000)).toBe(dollars(300));
    expect(adjustRailing(dollars(300), 100)).toBe(dollars(300));
  });
});

describe('the sum of stakes', () => {
  it('adds every bet given, a missing one none, or only the bets named', () => {
    const stakes = { ...NO_TABLE_BETS, player: dollars(10), tie: dollars(5), 'panda-8': dollars(5) } as TableBets;
    expect(stakeSum(stakes)).toBe(dollars(20));
    expect(stakeSum(stakes, SPOTS)).toBe(dollars(15));
    expect(totalBets(stakes)).toBe(dollars(15)); // a TableBets read as its spots
    expect(stakeSum(stakes, SIDE_BETS)).toBe(dollars(5));
    expect(stakeSum({ banker: dollars(7) })).toBe(dollars(7));
    expect(stakeSum({})).toBe(0);
  });

  it('is the sum of the parts, whatever the split', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 9, maxLength: 9 }), (amounts) => {
        const stakes = Object.fromEntries(
          [...SPOTS, ...SIDE_BETS].map((bet, i) => [bet, cents(amounts[i]!)]),
        ) as TableBets;
        expect(stakeSum(stakes)).toBe(stakeSum(stakes, SPOTS) + stakeSum(stakes, SIDE_BETS));
        expect(stakeSum(stakes)).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('several stakes at once (Rebet, Double)', () => {
  const table = (stakes: Partial<Record<Bet, number>>): TableBets => ({ ...NO_TABLE_BETS, ...stakes }) as TableBets;
  const OFFERED = betsOffered('punto-banco', true);

  it('places all of them or none', () => {
    const placed = placeStakes(
      dollars(100),
      table({ player: dollars(10) }),
      { player: dollars(10), 'player-pair': dollars(5) },
      OFFERED,
    );
    expect(placed).toEqual({
      ok: true,
      bankroll: dollars(85),
      bets: table({ player: dollars(20), 'player-pair': dollars(5) }),
    });
    expect(placeStakes(dollars(14), table({}), { player: dollars(10), tie: dollars(5) }, OFFERED)).toEqual({
      ok: false,
      reason: 'not-enough-money',
    });
    expect(
      placeStakes(
        dollars(1000),
        table({ banker: dollars(200) }),
        doubleStakes(table({ banker: dollars(200) })),
        OFFERED,
      ),
    ).toEqual({
      ok: false,
      reason: 'table-maximum',
    });
    expect(placeStakes(dollars(1000), table({}), { 'dragon-7': dollars(5) }, OFFERED)).toEqual({
      ok: false,
      reason: 'not-offered',
    });
    expect(placeStakes(dollars(1000), table({}), { tie: dollars(4) }, OFFERED)).toEqual({
      ok: false,
      reason: 'below-minimum',
    });
  });

  it('Rebet adds what each bet lacks of the last hand; Double adds as much again', () => {
    const last = table({ player: dollars(25), 'banker-pair': dollars(5) });
    expect(rebetStakes(last, table({}))).toEqual({ player: dollars(25), 'banker-pair': dollars(5) });
    expect(rebetStakes(last, table({ player: dollars(25) }))).toEqual({ 'banker-pair': dollars(5) });
    expect(rebetStakes(last, last)).toEqual({});
    expect(doubleStakes(table({ tie: dollars(5), 'player-pair': dollars(15) }))).toEqual({
      tie: dollars(5),
      'player-pair': dollars(15),
    });
  });
});
