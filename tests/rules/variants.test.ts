import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  BETS,
  betsOffered,
  checkTableDeal,
  dollars,
  GAMES,
  isBet,
  isGame,
  isSideBet,
  LIMITS,
  NO_TABLE_BETS,
  placeTableBet,
  SIDE_BETS,
  SIDE_BETS_OF_GAME,
  stakeSum,
  type Bet,
  type Cents,
  type TableBets,
} from '../../src/rules';

const table = (bets: Partial<Record<Bet, number>>): TableBets => ({
  ...NO_TABLE_BETS,
  ...Object.fromEntries(Object.entries(bets).map(([bet, amount]) => [bet, dollars(amount)])),
});

describe('the vocabulary', () => {
  it('names the games and bets as the address and the layout do (ui-contract.md)', () => {
    expect(GAMES).toEqual(['punto-banco', 'ez', 'no-commission']);
    expect(BETS).toEqual([
      'player',
      'banker',
      'tie',
      'player-pair',
      'banker-pair',
      'dragon-player',
      'dragon-banker',
      'dragon-7',
      'panda-8',
    ]);
    expect(isGame('ez')).toBe(true);
    expect(isGame('EZ')).toBe(false);
    expect(isBet('dragon-7')).toBe(true);
    expect(isBet('dragon')).toBe(false);
    expect(SIDE_BETS.every(isSideBet)).toBe(true);
    expect(isSideBet('tie')).toBe(false);
  });

  test.each([
    ['punto-banco', ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker']],
    ['ez', ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker', 'dragon-7', 'panda-8']],
    ['no-commission', ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker']],
  ] as const)('%s deals the side bets %j (Dragon 7 and Panda 8 on EZ only)', (game, sideBets) => {
    expect(SIDE_BETS_OF_GAME[game]).toEqual(sideBets);
    expect(betsOffered(game, true)).toEqual(['player', 'banker', 'tie', ...sideBets]);
    expect(betsOffered(game, false)).toEqual(['player', 'banker', 'tie']);
  });
});

describe('placing a bet on a table with side bets', () => {
  const ez = betsOffered('ez', true);

  it('moves the amount from the bankroll onto the side bet', () => {
    expect(placeTableBet(dollars(100), NO_TABLE_BETS, 'dragon-7', dollars(5), ez)).toEqual({
      ok: true,
      bankroll: dollars(95),
      bets: table({ 'dragon-7': 5 }),
    });
  });

  it('refuses a bet the table does not offer', () => {
    expect(
      placeTableBet(dollars(100), NO_TABLE_BETS, 'dragon-7', dollars(5), betsOffered('punto-banco', true)),
    ).toEqual({
      ok: false,
      reason: 'not-offered',
    });
    expect(placeTableBet(dollars(100), NO_TABLE_BETS, 'player-pair', dollars(5), betsOffered('ez', false))).toEqual({
      ok: false,
      reason: 'not-offered',
    });
  });

  it('counts side bets towards the $300 table maximum', () => {
    const bets = table({ banker: 200, 'player-pair': 50, 'dragon-banker': 45 });
    expect(placeTableBet(dollars(1000), bets, 'panda-8', dollars(6), ez)).toEqual({
      ok: false,
      reason: 'table-maximum',
    });
    expect(placeTableBet(dollars(1000), bets, 'panda-8', dollars(5), ez).ok).toBe(true);
  });

  it('holds every bet, side bets too, to the $5 minimum, and the bankroll to what it holds', () => {
    expect(placeTableBet(dollars(1000), NO_TABLE_BETS, 'banker-pair', dollars(4), ez)).toEqual({
      ok: false,
      reason: 'below-minimum',
    });
    expect(placeTableBet(dollars(4), NO_TABLE_BETS, 'banker-pair', dollars(5), ez)).toEqual({
      ok: false,
      reason: 'not-enough-money',
    });
    expect(placeTableBet(dollars(4), NO_TABLE_BETS, 'banker-pair', dollars(0), ez)).toEqual({
      ok: false,
      reason: 'not-an-amount',
    });
  });

  it('never lets the table pass $300 nor the bankroll go below 0', () => {
    const bet = fc.constantFrom(...BETS);
    const amount = fc.integer({ min: 1, max: 400 }).map((d) => dollars(d));
    fc.assert(
      fc.property(fc.array(fc.tuple(bet, amount), { maxLength: 30 }), (placements) => {
        let bankroll: Cents = dollars(1000);
        let bets = NO_TABLE_BETS;
        for (const [b, a] of placements) {
          const placed = placeTableBet(bankroll, bets, b, a, ez);
          if (!placed.ok) continue;
          expect(placed.bankroll + stakeSum(placed.bets)).toBe(bankroll + stakeSum(bets));
          ({ bankroll, bets } = placed);
        }
        expect(stakeSum(bets)).toBeLessThanOrEqual(LIMITS.maximumTotal);
        expect(bankroll).toBeGreaterThanOrEqual(0);
        expect(BETS.every((b) => bets[b] === 0 || bets[b] >= LIMITS.minimumBet)).toBe(true);
      }),
      { seed: 31, numRuns: 200 },
    );
  });
});

describe('whether a table with side bets may be dealt', () => {
  const ez = betsOffered('ez', true);
  test.each<[string, Partial<Record<Bet, number>>, readonly Bet[], string | null]>([
    ['a side bet alone', { 'player-pair': 5 }, ez, null],
    ['main and side bets up to $300', { player: 100, tie: 100, 'dragon-player': 100 }, ez, null],
    ['no bet', {}, ez, 'no-bet'],
    ['a side bet under $5', { player: 10, 'dragon-7': 4 }, ez, 'below-minimum'],
    ['more than $300 in all', { player: 200, 'banker-pair': 101 }, ez, 'table-maximum'],
    [
      'a Dragon 7 at a Punto Banco table',
      { player: 10, 'dragon-7': 5 },
      betsOffered('punto-banco', true),
      'not-offered',
    ],
    ['a pair bet with side bets off', { 'player-pair': 5 }, betsOffered('ez', false), 'not-offered'],
  ])('%s', (_, bets, offered, reason) => {
    expect(checkTableDeal(table(bets), offered)).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });
});
