import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  BANKER_PAYTABLES,
  BETS,
  betLine,
  betsOffered,
  betSettlement,
  cents,
  coupFacts,
  dealCoup,
  dollars,
  DRAGON_7_PAYTABLE,
  DRAGON_BONUS_PAYTABLE,
  GAMES,
  NO_TABLE_BETS,
  PAIR_PAYTABLE,
  PANDA_8_PAYTABLE,
  paytable,
  PLAYER_PAYTABLE,
  RANKS,
  settle,
  settleCoup,
  SIDE_BETS,
  SUITS,
  TIE_PAYTABLE,
  stakeSum,
  type Bet,
  type BetSettlement,
  type Card,
  type Cents,
  type Game,
  type PaytableLine,
  type TableBets,
} from '../../src/rules';
import { coup } from './fixtures';

/** A table with these whole-dollar bets and nothing else. */
const table = (bets: Partial<Record<Bet, number>>): TableBets => ({
  ...NO_TABLE_BETS,
  ...Object.fromEntries(Object.entries(bets).map(([bet, amount]) => [bet, dollars(amount)])),
});

/**
 * Every line of every paytable, each by a coup that makes it: [cards, bet, game, line].
 * The comment gives the hands: P 9 (3 cards) B 0 (3 cards) → player wins by 9.
 */
const LINES: readonly [string, Bet, Game, PaytableLine][] = [
  // Dragon Bonus Player
  ['9S 7H KD KC', 'dragon-player', 'punto-banco', 'natural-win'], // P 9 B 7, a natural
  ['8S 8H KD KC', 'dragon-player', 'punto-banco', 'natural-tie'], // P 8 B 8, both naturals
  ['2S KH 2D KC 5S QD', 'dragon-player', 'punto-banco', 'win-by-9'], // P 2+2+5=9 B 0+0+0=0
  ['2S KH 2D KC 5S AD', 'dragon-player', 'punto-banco', 'win-by-8'], // P 9 B 1
  ['2S KH 2D KC 5S 2H', 'dragon-player', 'punto-banco', 'win-by-7'], // P 9 B 2
  ['2S KH 2D KC 5S 3H', 'dragon-player', 'punto-banco', 'win-by-6'], // P 9 B 3
  ['2S KH 2D KC 5S 4H', 'dragon-player', 'punto-banco', 'win-by-5'], // P 9 B 4
  ['2S KH 2D KC 5S 5C', 'dragon-player', 'punto-banco', 'win-by-4'], // P 9 B 5
  ['2S KH 2D KC 5S 6C', 'dragon-player', 'punto-banco', 'lose'], // P 9 B 6: a win by 3 loses
  ['6S 6H KD KC', 'dragon-player', 'punto-banco', 'lose'], // P 6 B 6: a tie without naturals loses
  ['7S 9H KD KC', 'dragon-player', 'punto-banco', 'lose'], // P 7 B 9: Banker's natural
  // Dragon Bonus Banker
  ['7S 9H KD KC', 'dragon-banker', 'punto-banco', 'natural-win'], // P 7 B 9, a natural
  ['KS 9H KD 9C', 'dragon-banker', 'ez', 'natural-win'], // P 0 B 8
  ['9S 9H KD KC', 'dragon-banker', 'no-commission', 'natural-tie'], // P 9 B 9
  ['KS 2H KD AC QS 6D', 'dragon-banker', 'punto-banco', 'win-by-9'], // P 0+0+0=0 B 2+1+6=9
  ['KS 2H KD AC QS 5D', 'dragon-banker', 'punto-banco', 'win-by-8'], // P 0 B 8
  ['KS 2H KD AC QS 4D', 'dragon-banker', 'punto-banco', 'win-by-7'], // P 0 B 7
  ['KS 2H KD AC QS 3D', 'dragon-banker', 'punto-banco', 'win-by-6'], // P 0 B 6
  ['KS 2H KD AC QS 2D', 'dragon-banker', 'punto-banco', 'win-by-5'], // P 0 B 5
  ['KS 2H KD AC QS AD', 'dragon-banker', 'punto-banco', 'win-by-4'], // P 0 B 4
  ['KS 2H KD AC QS KD', 'dragon-banker', 'punto-banco', 'lose'], // P 0 B 3: a win by 3 loses
  ['9S 7H KD KC', 'dragon-banker', 'punto-banco', 'lose'], // P 9 B 7
  // Pairs: the first two cards' ranks, not their points
  ['KS 9H KD 9C', 'player-pair', 'punto-banco', 'pair'], // K K
  ['KS 9H QD 9C', 'player-pair', 'punto-banco', 'no-pair'], // K Q both count 0, but no pair
  ['10S 9H KD 9C', 'player-pair', 'punto-banco', 'no-pair'], // 10 K
  ['KS 9H QD 9C', 'banker-pair', 'punto-banco', 'pair'], // 9 9
  ['2S 3H 3D 3C KS', 'banker-pair', 'no-commission', 'pair'], // 3 3 (the Player's third 3 is not part of it)
  ['9S 7H KD KC', 'banker-pair', 'punto-banco', 'no-pair'], // 7 K
  // Dragon 7 and Panda 8 (EZ)
  ['KS 2H KD AC QS 4D', 'dragon-7', 'ez', 'dragon-7'], // P 0 B 2+1+4=7, three cards
  ['6S 7H KD KC', 'dragon-7', 'ez', 'lose'], // P 6 B 7 on two cards
  ['2S KH 2D KC 5S 2H', 'dragon-7', 'ez', 'lose'], // P 9 B 2
  ['2S KH 2D KC 4S KD', 'panda-8', 'ez', 'panda-8'], // P 2+2+4=8 B 0, three cards
  ['8S 7H KD KC', 'panda-8', 'ez', 'lose'], // P 8 on two cards: a natural
  ['2S KH 2D KC 5S QD', 'panda-8', 'ez', 'lose'], // P 9 B 0
  // Main spots
  ['9S 7H KD KC', 'player', 'punto-banco', 'win'],
  ['8S 8H KD KC', 'player', 'ez', 'tie'],
  ['7S 9H KD KC', 'player', 'no-commission', 'lose'],
  ['8S 8H KD KC', 'tie', 'punto-banco', 'win'],
  ['7S 9H KD KC', 'tie', 'punto-banco', 'lose'],
  ['KS 2H KD AC QS 4D', 'banker', 'punto-banco', 'win'], // a three-card 7 is an ordinary win here
  ['6S 6H KD KC', 'banker', 'punto-banco', 'tie'],
  ['9S 7H KD KC', 'banker', 'punto-banco', 'lose'],
  ['KS 2H KD AC QS 4D', 'banker', 'ez', 'win-with-three-card-7'], // B 7 on three cards: pushes
  ['6S 7H KD KC', 'banker', 'ez', 'win'], // B 7 on two cards: even money
  ['KS 2H KD AC QS 3D', 'banker', 'ez', 'win'], // B 6
  ['6S 6H KD KC', 'banker', 'ez', 'tie'],
  ['2S KH 2D KC 5S 2H', 'banker', 'ez', 'lose'],
  ['2S 3H 3D 3C KS', 'banker', 'no-commission', 'win-with-6'], // P 2+3+0=5 B 3+3=6, two cards
  ['KS 2H KD AC QS 3D', 'banker', 'no-commission', 'win-with-6'], // P 0 B 2+1+3=6, three cards
  ['KS 2H KD AC QS 4D', 'banker', 'no-commission', 'win'], // B 7
  ['6S 6H KD KC', 'banker', 'no-commission', 'tie'],
  ['9S 7H KD KC', 'banker', 'no-commission', 'lose'],
];

describe('each paytable line, by a hand-written coup', () => {
  test.each(LINES)('%s: %s under %s settles on the line %s', (cards, bet, game, line) => {
    expect(betLine(bet, coupFacts(coup(cards)), game)).toBe(line);
  });

  it('every line of every paytable of every game is among them', () => {
    for (const game of GAMES) {
      for (const bet of BETS) {
        for (const line of Object.keys(paytable(bet, game))) {
          const gameMatters = bet === 'banker';
          const covered = LINES.some(([, b, g, l]) => b === bet && l === line && (!gameMatters || g === game));
          expect(covered, `${bet} ${line} under ${game}`).toBe(true);
        }
      }
    }
  });
});

describe('the paytables, as house-rules.md prints them', () => {
  const toOne = (table: Readonly<Record<string, { num: bigint; den: bigint }>>) =>
    Object.fromEntries(
      Object.entries(table).map(([line, p]) => [line, p.den === 1n ? Number(p.num) : `${p.num}/${p.den}`]),
    );

  it('pay these "to 1" (0 a push, −1 a loss)', () => {
    expect(toOne(PAIR_PAYTABLE)).toEqual({ pair: 11, 'no-pair': -1 });
    expect(toOne(DRAGON_BONUS_PAYTABLE)).toEqual({
      'natural-win': 1,
      'natural-tie': 0,
      'win-by-9': 30,
      'win-by-8': 10,
      'win-by-7': 6,
      'win-by-6': 4,
      'win-by-5': 2,
      'win-by-4': 1,
      lose: -1,
    });
    expect(toOne(DRAGON_7_PAYTABLE)).toEqual({ 'dragon-7': 40, lose: -1 });
    expect(toOne(PANDA_8_PAYTABLE)).toEqual({ 'panda-8': 25, lose: -1 });
    expect(toOne(PLAYER_PAYTABLE)).toEqual({ win: 1, tie: 0, lose: -1 });
    expect(toOne(TIE_PAYTABLE)).toEqual({ win: 8, lose: -1 });
    expect(toOne(BANKER_PAYTABLES['punto-banco'])).toEqual({ win: '19/20', tie: 0, lose: -1 });
    expect(toOne(BANKER_PAYTABLES.ez)).toEqual({ win: 1, 'win-with-three-card-7': 0, tie: 0, lose: -1 });
    expect(toOne(BANKER_PAYTABLES['no-commission'])).toEqual({ win: 1, 'win-with-6': '1/2', tie: 0, lose: -1 });
  });
});

describe('settling a coup in cents', () => {
  test.each<[string, Bet, Game, number, number, string]>([
    // cards, bet, game, stake ($), paid back (cents), result
    ['2S KH 2D KC 5S QD', 'dragon-player', 'punto-banco', 10, 31000, 'win'], // 30 to 1
    ['2S KH 2D KC 5S 5C', 'dragon-player', 'punto-banco', 10, 2000, 'win'], // by 4: 1 to 1
    ['9S 7H KD KC', 'dragon-player', 'punto-banco', 10, 2000, 'win'], // a natural: 1 to 1
    ['8S 8H KD KC', 'dragon-player', 'punto-banco', 10, 1000, 'push'], // the stake comes home
    ['2S KH 2D KC 5S 6C', 'dragon-player', 'punto-banco', 10, 0, 'lose'], // by 3
    ['KS 2H KD AC QS 5D', 'dragon-banker', 'ez', 7, 7700, 'win'], // by 8: 10 to 1
    ['KS 9H KD 9C', 'player-pair', 'punto-banco', 10, 12000, 'win'], // 11 to 1
    ['KS 9H QD 9C', 'player-pair', 'punto-banco', 10, 0, 'lose'],
    ['KS 2H KD AC QS 4D', 'dragon-7', 'ez', 5, 20500, 'win'], // 40 to 1
    ['2S KH 2D KC 4S KD', 'panda-8', 'ez', 5, 13000, 'win'], // 25 to 1
    ['KS 2H KD AC QS 4D', 'banker', 'ez', 20, 2000, 'push'], // three-card 7: the stake comes home
    ['KS 2H KD AC QS 4D', 'banker', 'punto-banco', 20, 3900, 'win'], // less $1.00 commission
    ['KS 2H KD AC QS 4D', 'banker', 'no-commission', 20, 4000, 'win'],
    ['6S 7H KD KC', 'banker', 'ez', 25, 5000, 'win'], // no commission
    ['2S 3H 3D 3C KS', 'banker', 'no-commission', 25, 3750, 'win'], // two-card 6: 1 to 2
    ['KS 2H KD AC QS 3D', 'banker', 'no-commission', 7, 1050, 'win'], // three-card 6: 1 to 2
    ['KS 2H KD AC QS 3D', 'banker', 'punto-banco', 7, 1350, 'win'], // $7 less $0.50 commission
  ])('%s: $%s… a %s bet under %s', (cards, bet, game, stake, paid, result) => {
    const s = settleCoup(table({ [bet]: stake }), coup(cards), game);
    const settled = betSettlement(s, bet);
    expect(settled.result).toBe(result);
    expect(settled.paid).toBe(paid);
    expect(settled.staysOnSpot).toBe(0);
    expect(s.paid).toBe(paid);
    expect(s.net).toBe(paid - dollars(stake));
    expect(stakeSum(s.betsAfter)).toBe(0);
  });

  it('after a natural tie the main stakes stay, the Tie and the side bets leave the table', () => {
    const bets = table({
      player: 10,
      banker: 20,
      tie: 5,
      'dragon-player': 5,
      'dragon-banker': 6,
      'player-pair': 5,
      'banker-pair': 5,
    });
    const s = settleCoup(bets, coup('8S 8H KD KC'), 'punto-banco');
    expect(s.betsAfter).toEqual({ player: 1000, banker: 2000, tie: 0 });
    expect(s.spots.player.result).toBe('push');
    expect(s.sideBets['dragon-player'].result).toBe('push');
    // Tie 5 + 40, the Dragon Bonus stakes 5 + 6 come back; the pairs lose.
    expect(s.paid).toBe(dollars(5 + 40 + 5 + 6));
    expect(s.net).toBe(dollars(40 - 5 - 5));
  });

  it('refuses a stake on a side bet the game does not deal', () => {
    expect(() => settleCoup(table({ 'dragon-7': 5 }), coup('9S 7H KD KC'), 'punto-banco')).toThrow(
      /punto-banco does not deal the dragon-7 bet/,
    );
    expect(() => settleCoup(table({ 'panda-8': 5 }), coup('9S 7H KD KC'), 'no-commission')).toThrow(RangeError);
    expect(settleCoup(table({ 'panda-8': 5 }), coup('9S 7H KD KC'), 'ez').net).toBe(dollars(-5));
  });

  it('gives every bet its line, staked or not', () => {
    const s = settleCoup(NO_TABLE_BETS, coup('KS 2H KD AC QS 4D'), 'ez');
    expect(s.sideBets['dragon-7']).toMatchObject({ result: 'no-bet', line: 'dragon-7', paid: 0, net: 0 });
    expect(s.spots.banker.line).toBe('win-with-three-card-7');
  });
});

describe('settlement properties', () => {
  const CARDS: Card[] = RANKS.flatMap((rank) => SUITS.map((suit) => ({ rank, suit })));
  const aCoup = fc.array(fc.constantFrom(...CARDS), { minLength: 6, maxLength: 6 }).map((cards) => {
    let next = 0;
    return dealCoup(() => cards[next++]!);
  });
  // At least the $5 minimum: below it the $0.25 minimum commission can exceed a Banker win.
  const stake = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 500, max: 30_000 }),
    fc.integer({ min: 5, max: 300 }).map((d) => d * 100),
  );
  const game = fc.constantFrom(...GAMES);
  /** Stakes on every bet the game deals, none on the others. */
  const tableFor = (g: Game): fc.Arbitrary<TableBets> => {
    const offered = betsOffered(g, true);
    const stakes = Object.fromEntries(BETS.map((bet) => [bet, offered.includes(bet) ? stake : fc.constant(0)]));
    return fc.record(stakes as Record<Bet, fc.Arbitrary<number>>) as unknown as fc.Arbitrary<TableBets>;
  };
  const deal = game.chain((g) => fc.tuple(fc.constant(g), tableFor(g), aCoup));
  const settled = (s: ReturnType<typeof settleCoup>): BetSettlement[] => BETS.map((bet) => betSettlement(s, bet));

  it('never creates or loses a cent: the stakes plus the net are what is paid or stays', () => {
    fc.assert(
      fc.property(deal, ([g, bets, c]) => {
        const s = settleCoup(bets, c, g);
        expect(stakeSum(bets) + s.net).toBe(s.paid + stakeSum(s.betsAfter));
      }),
      { seed: 9, numRuns: 500 },
    );
  });

  it('settles every bet exactly once: staked bets win, lose or push, the rest take no part', () => {
    fc.assert(
      fc.property(deal, ([g, bets, c]) => {
        const s = settleCoup(bets, c, g);
        for (const bet of BETS) {
          const b = betSettlement(s, bet);
          expect(b.stake).toBe(bets[bet]);
          expect(b.result === 'no-bet').toBe(bets[bet] === 0);
          // Each cent of the stake goes exactly one way: paid back, left on the spot, or taken.
          expect(b.stake + b.net).toBe(b.paid + b.staysOnSpot);
          if (b.result === 'win') expect(b.net).toBeGreaterThan(0);
          if (b.result === 'push') expect([b.net, b.paid + b.staysOnSpot]).toEqual([0, b.stake]);
          if (b.result === 'lose') expect([b.paid, b.staysOnSpot, b.net]).toEqual([0, 0, -b.stake]);
          expect(Number.isSafeInteger(b.paid)).toBe(true);
        }
        expect(s.paid).toBe(settled(s).reduce((sum, b) => sum + b.paid, 0));
        expect(s.net).toBe(settled(s).reduce((sum, b) => sum + b.net, 0));
      }),
      { seed: 10, numRuns: 500 },
    );
  });

  it('never leaves a side bet on the table, and leaves nothing at all after a decided hand', () => {
    fc.assert(
      fc.property(deal, ([g, bets, c]) => {
        const s = settleCoup(bets, c, g);
        // The bets left are the main spots' alone: a side bet's stake never stays on its spot.
        expect(Object.keys(s.betsAfter).sort()).toEqual(['banker', 'player', 'tie']);
        for (const bet of SIDE_BETS) expect(s.sideBets[bet].staysOnSpot).toBe(0);
        expect(s.betsAfter.tie).toBe(0);
        if (c.winner !== 'tie') expect(stakeSum(s.betsAfter)).toBe(0);
        else expect([s.betsAfter.player, s.betsAfter.banker]).toEqual([bets.player, bets.banker]);
      }),
      { seed: 11, numRuns: 300 },
    );
  });

  it('for Punto Banco without side bets, gives exactly what settle gives', () => {
    const anyStake = fc.integer({ min: 0, max: 30_000 });
    const main = fc.record({ player: anyStake, banker: anyStake, tie: anyStake });
    fc.assert(
      fc.property(main, aCoup, (spots, c) => {
        const s = settleCoup(
          { ...NO_TABLE_BETS, ...(spots as Record<'player' | 'banker' | 'tie', Cents>) },
          c,
          'punto-banco',
        );
        const old = settle(spots as Record<'player' | 'banker' | 'tie', Cents>, c.winner);
        const withoutLine = (bet: Bet) => {
          const { line, ...rest } = betSettlement(s, bet);
          expect(line).toBe(betLine(bet, coupFacts(c), 'punto-banco'));
          return rest;
        };
        expect({
          spots: { player: withoutLine('player'), banker: withoutLine('banker'), tie: withoutLine('tie') },
          sideBets: Object.fromEntries(SIDE_BETS.map((bet) => [bet, withoutLine(bet)])),
          paid: s.paid,
          betsAfter: { player: s.betsAfter.player, banker: s.betsAfter.banker, tie: s.betsAfter.tie },
          net: s.net,
        }).toEqual(old);
        for (const bet of SIDE_BETS) expect(s.sideBets[bet]).toMatchObject({ result: 'no-bet', paid: 0, net: 0 });
      }),
      { seed: 12, numRuns: 500 },
    );
  });

  it('pays a whole-dollar No-commission Banker 6 in whole cents: half the stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 300 }), (d) => {
        const s = settleCoup(table({ banker: d }), coup('2S 3H 3D 3C KS'), 'no-commission');
        expect(s.net).toBe(cents(d * 50));
      }),
      { seed: 13, numRuns: 50 },
    );
  });
});
