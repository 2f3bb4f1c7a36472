/**
 * The referee against coups whose results house-rules.md states: every line of its drawing
 * table, the commission's examples, each game's Banker exception and every side bet's payout.
 * The cards are written by rank (the suit plays no part): 'K 7' is a King then a 7.
 */
import { describe, expect, it } from 'vitest';
import {
  betResults,
  drawingFault,
  isPair,
  netOf,
  points,
  referee,
  total,
  type RefereeBet,
  type RefereeCard,
  type RefereeGame,
  type RefereeWinner,
} from './referee';

const hand = (ranks: string): RefereeCard[] => ranks.split(' ').map((rank) => ({ rank, suit: 'S' }));

describe('points and totals', () => {
  it('counts Ace 1, 2–9 face value, 10 J Q K 0, and a hand modulo 10', () => {
    expect(['A', '2', '5', '9', '10', 'J', 'Q', 'K'].map((rank) => points({ rank, suit: 'H' }))).toEqual([
      1, 2, 5, 9, 0, 0, 0, 0,
    ]);
    expect(total(hand('7 6'))).toBe(3);
    expect(total(hand('4 6'))).toBe(0);
    expect(total(hand('9 9 9'))).toBe(7);
  });

  it('calls a pair on the first two ranks only: K K is a pair, K Q is not', () => {
    expect(isPair(hand('K K'))).toBe(true);
    expect(isPair(hand('K Q'))).toBe(false);
    expect(isPair(hand('K Q K'))).toBe(false);
  });
});

/** Coups dealt by the rules: [why, Player's cards, Banker's cards, winner]. */
const LAWFUL: readonly (readonly [string, string, string, RefereeWinner])[] = [
  ['Player natural 8: both stand', '4 4', 'K 7', 'player'],
  ['Banker natural 9: Player 2 does not draw', 'K 2', '4 5', 'banker'],
  ['both naturals 8: a tie', '4 4', '5 3', 'tie'],
  ['Player stands on 6, Banker 5 draws', '3 3', '2 3 2', 'banker'],
  ['Player stands on 7, Banker stands on 6', '3 4', '3 3', 'player'],
  ['Player stands, Banker 2 draws', '3 3', 'K 2 K', 'player'],
  ['Player 0 draws; Banker 0–2 always draws', 'K K 9', 'K K K', 'player'],
  ['Banker 2 draws even when p is 8', '2 2 8', 'K 2 5', 'banker'],
  ['Banker 3 stands when p is 8', '2 2 8', 'A 2', 'banker'],
  ['Banker 3 draws when p is 9', '2 2 9', 'A 2 K', 'tie'],
  ['Banker 4 stands when p is 1', 'K K A', '2 2', 'banker'],
  ['Banker 4 draws when p is 2', 'K K 2', '2 2 3', 'banker'],
  ['Banker 5 draws when p is 4', 'K A 4', '2 3 A', 'banker'],
  ['Banker 5 stands when p is 3', 'K A 3', '2 3', 'banker'],
  ['Banker 6 draws when p is 7', 'K 5 7', '3 3 K', 'banker'],
  ['Banker 6 stands when p is 5', 'K A 5', '3 3', 'tie'],
  ['Banker 6 stands when p is 0', '2 3 K', '3 3', 'banker'],
  ['Banker 7 stands whatever p is', 'K 2 6', '3 4', 'player'],
];

describe('the drawing rules (house-rules.md, "The coup")', () => {
  for (const [why, player, banker, winner] of LAWFUL)
    it(`${why}: Player ${player}, Banker ${banker} → ${winner}`, () => {
      expect(drawingFault(hand(player), hand(banker))).toBeNull();
      expect(referee(hand(player), hand(banker))).toBe(winner);
    });

  /** Coups no dealer may deal: [Player's cards, Banker's cards, the fault]. */
  const FOULS = [
    ['2 3', 'K 7', 'Player 5 should draw'],
    ['4 4 2', 'K 7', 'Player 8 should stand'],
    ['K 2 K', '4 5', 'Player 2 should stand'],
    ['3 3', '3 3 2', 'Banker 6 should stand'],
    ['3 4', '2 3', 'Banker 5 should draw'],
    ['2 2 8', 'A 2 4', 'Banker 3 should stand'],
    ['2 2 8', 'K 2', 'Banker 2 should draw'],
    ['K K 2', '2 2', 'Banker 4 should draw'],
    ['K 2 6', '3 4 A', 'Banker 7 should stand'],
  ] as const;
  for (const [player, banker, fault] of FOULS)
    it(`faults Player ${player}, Banker ${banker}: ${fault}`, () => {
      expect(drawingFault(hand(player), hand(banker))).toBe(fault);
      expect(() => referee(hand(player), hand(banker))).toThrow(fault);
      expect(() => netOf('punto-banco', { banker: 500 }, hand(player), hand(banker))).toThrow(fault);
    });
});

/** [why, game, Player's cards, Banker's cards, stakes and what each wins (+), pushes (0) or loses (−), in cents]. */
type Payout = readonly [string, RefereeGame, string, string, Readonly<Partial<Record<RefereeBet, [number, number]>>>];
const PAYOUTS: readonly Payout[] = [
  // Punto Banco: the commission's four examples, and the main bets around them.
  ['$5 Banker: commission $0.25', 'punto-banco', 'K 2', '4 5', { banker: [500, 475], player: [1000, -1000] }],
  ['$14 Banker: commission $0.75', 'punto-banco', 'K 2', '4 5', { banker: [1400, 1325] }],
  ['$6 Banker: commission $0.50', 'punto-banco', 'K 2', '4 5', { banker: [600, 550] }],
  ['$300 Banker: commission $15', 'punto-banco', 'K 2', '4 5', { banker: [30000, 28500] }],
  ['Player wins 1 to 1', 'punto-banco', '4 4', 'K 7', { player: [1000, 1000], banker: [500, -500], tie: [500, -500] }],
  ['tie 8 to 1, others push', 'punto-banco', 'K A 5', '3 3', { tie: [500, 4000], player: [500, 0], banker: [500, 0] }],
  ['Punto Banco takes commission on a three-card 7', 'punto-banco', 'K K 2', '2 2 3', { banker: [1000, 950] }],
  // EZ Baccarat.
  ['EZ: a Banker win on a three-card 7 pushes', 'ez', 'K K 2', '2 2 3', { banker: [1000, 0], player: [500, -500] }],
  ['EZ: a Banker win on a two-card 7 pays 1 to 1', 'ez', '3 3', '3 4', { banker: [1000, 1000] }],
  ['EZ: Dragon 7 pays 40 to 1 on a three-card 7', 'ez', 'K K 2', '2 2 3', { 'dragon-7': [500, 20000] }],
  ['EZ: Dragon 7 loses on a two-card 7', 'ez', '3 3', '3 4', { 'dragon-7': [500, -500] }],
  ['EZ: Panda 8 pays 25 to 1 on a three-card 8', 'ez', 'K 2 6', '3 4', { 'panda-8': [500, 12500], player: [500, 500] }],
  ['EZ: Panda 8 loses on a natural 8', 'ez', '4 4', 'K 7', { 'panda-8': [500, -500] }],
  // No commission.
  ['No commission: a Banker 6 on three cards pays half', 'no-commission', 'K A 4', '2 3 A', { banker: [1000, 500] }],
  ['No commission: a Banker 6 on two cards pays half', 'no-commission', '2 3 K', '3 3', { banker: [1000, 500] }],
  ['No commission: a Banker 7 pays 1 to 1', 'no-commission', 'K K 2', '2 2 3', { banker: [1000, 1000] }],
  // Pairs.
  ['pairs pay 11 to 1', 'punto-banco', 'K K A', '2 2', { 'player-pair': [500, 5500], 'banker-pair': [500, 5500] }],
  ['K Q is no pair', 'punto-banco', 'K Q 9', 'K K K', { 'player-pair': [500, -500], 'banker-pair': [500, 5500] }],
];

describe('the payouts (house-rules.md, "Bets and payouts", "Table variants", "Side bets")', () => {
  for (const [why, game, player, banker, bets] of PAYOUTS)
    it(`${why}: Player ${player}, Banker ${banker}`, () => {
      const stakes = Object.fromEntries(Object.entries(bets).map(([bet, [stake]]) => [bet, stake]));
      const expected = Object.fromEntries(Object.entries(bets).map(([bet, [, result]]) => [bet, result]));
      expect(betResults(game, stakes, hand(player), hand(banker))).toEqual(expected);
      const sum = Object.values(expected).reduce((a, b) => a + b, 0);
      expect(netOf(game, stakes, hand(player), hand(banker))).toBe(sum);
    });

  /** Dragon Bonus, $5 on each side: [why, Player's cards, Banker's cards, Dragon Player's result, Dragon Banker's]. */
  const DRAGON = [
    ['a natural win 1 to 1', '4 4', 'K 7', 500, -500],
    ['a natural win by 7 still 1 to 1', '4 5', 'K 2', 500, -500],
    ['a natural 9 beats a natural 8', '4 4', '4 5', -500, 500],
    ['both naturals tie: a push', '4 4', '5 3', 0, 0],
    ['a win by 9: 30 to 1', 'K K 9', 'K K K', 15000, -500],
    ['a win by 8: 10 to 1', 'K K 8', 'K K K', 5000, -500],
    ['a win by 7: 6 to 1', '3 4', 'K K K', 3000, -500],
    ['a win by 6: 4 to 1', '3 4', 'K A K', 2000, -500],
    ['a win by 5: 2 to 1', '3 3', 'K A K', 1000, -500],
    ['a win by 4: 1 to 1', '3 3', 'K 2 K', 500, -500],
    ['a Banker win by 4: 1 to 1', 'K 5 7', '3 3 K', -500, 500],
    ['a win by 3 loses', 'K K A', '2 2', -500, -500],
    ['a tie without naturals loses', 'K A 5', '3 3', -500, -500],
  ] as const;
  for (const [why, player, banker, dragonPlayer, dragonBanker] of DRAGON)
    it(`Dragon Bonus: ${why}: Player ${player}, Banker ${banker}`, () => {
      const stakes = { 'dragon-player': 500, 'dragon-banker': 500 };
      expect(betResults('punto-banco', stakes, hand(player), hand(banker))).toEqual({
        'dragon-player': dragonPlayer,
        'dragon-banker': dragonBanker,
      });
    });

  it('refuses Dragon 7 and Panda 8 away from EZ', () => {
    for (const game of ['punto-banco', 'no-commission'] as const)
      for (const bet of ['dragon-7', 'panda-8'] as const)
        expect(() => betResults(game, { [bet]: 500 }, hand('K K 2'), hand('2 2 3'))).toThrow(
          `${game} offers no ${bet}`,
        );
  });

  it('leaves out a bet not staked', () => {
    expect(betResults('ez', { banker: 500, tie: 0 }, hand('4 4'), hand('K 7'))).toEqual({ banker: -500 });
  });
});
