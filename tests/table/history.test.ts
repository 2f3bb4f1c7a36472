import { describe, expect, it } from 'vitest';
import {
  coupFromCards,
  dollars,
  parseCards,
  settle,
  settleCoup,
  type BySpot,
  type Cents,
  type TableBets,
} from '../../src/rules';
import { HISTORY_COLUMNS, historyColumns, historyCsv, historyJson, sessionFigures } from '../../src/table/history';
import type { HandRecord } from '../../src/table/vocabulary';

const stake = (player: number, banker: number, tie: number): BySpot<Cents> => ({
  player: dollars(player),
  banker: dollars(banker),
  tie: dollars(tie),
});

function record(hand: number, cards: string, bets: BySpot<Cents>, balanceBefore: number): HandRecord {
  const coup = coupFromCards(parseCards(cards))!;
  const settlement = settle(bets, coup.winner);
  return { hand, coup, bets, settlement, balanceAfter: (balanceBefore + settlement.net) as Cents };
}

const hands = [
  record(1, '10S 4H 7D 4C', stake(10, 0, 0), 100000), // banker natural 8 beats 7: -$10
  record(2, '9S 6H 2D 6C 3H JD', stake(0, 6, 0), 99000), // player 4 beats 2: -$6
  record(3, '8S 4D KC 4S', stake(5, 0, 5), 98400), // tie 8-8: +$40, player pushes
];

describe('session figures', () => {
  it('counts hands and outcomes, sums the net, and follows the balance', () => {
    const figures = sessionFigures(hands, dollars(1000));
    expect(figures.hands).toBe(3);
    expect(figures.outcomes.banker).toEqual({ count: 1, share: 1 / 3 });
    expect(figures.outcomes.tie.count).toBe(1);
    expect(figures.net).toBe(-dollars(10) - dollars(6) + dollars(40));
    expect(figures.balances).toEqual([100000, 99000, 98400, 102400]);
  });

  it('starts the balance at the starting bankroll before any hand', () => {
    expect(sessionFigures([], dollars(250)).balances).toEqual([dollars(250)]);
  });
});

describe('exporting the history', () => {
  it('writes CSV with a header and one line per hand, oldest first', () => {
    const lines = historyCsv(hands).trimEnd().split('\r\n');
    expect(lines[0]).toBe(HISTORY_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('1,10S 7D,4H 4C,7,8,banker,true,1000,0,0,0,-1000,99000');
    expect(lines[3]).toBe('3,8S KC,4D 4S,8,8,tie,true,500,0,500,0,4000,102400');
  });

  it('writes JSON that reads back to the same hands', () => {
    const parsed = JSON.parse(historyJson(hands)) as { format: string; hands: { hand: number; netCents: number }[] };
    expect(parsed.format).toBe('baccarat-hand-history');
    expect(parsed.hands.map((h) => [h.hand, h.netCents])).toEqual([
      [1, -1000],
      [2, -600],
      [3, 4000],
    ]);
  });
});

describe('exporting side bets, other games and casino shoes', () => {
  const noSideBets = {
    'player-pair': 0,
    'banker-pair': 0,
    'dragon-player': 0,
    'dragon-banker': 0,
    'dragon-7': 0,
    'panda-8': 0,
  } as const;
  /** A hand on the EZ table with a $5 Player Pair and a $10 Dragon 7, dealt from shoe 2. */
  function ezRecord(hand: number, cards: string): HandRecord {
    const coup = coupFromCards(parseCards(cards))!;
    const bets: TableBets = {
      player: 0,
      banker: dollars(10),
      tie: 0,
      ...noSideBets,
      'player-pair': dollars(5),
      'dragon-7': dollars(10),
    } as TableBets;
    const settlement = settleCoup(bets, coup, 'ez');
    const { player, banker, tie, ...sideBets } = bets;
    return {
      hand,
      coup,
      bets: { player, banker, tie },
      sideBets,
      settlement,
      game: 'ez',
      shoe: 2,
      balanceAfter: (100000 + settlement.net) as Cents,
    };
  }

  it('adds the shoe, the game and a stake and a result column per side bet staked, and only then', () => {
    expect(historyColumns(hands)).toEqual([...HISTORY_COLUMNS]);
    const columns = historyColumns([ezRecord(1, '2S 3H 3D KC KH 4D')]);
    expect(columns[1]).toBe('shoe');
    expect(columns.slice(-5)).toEqual([
      'game',
      'betPlayerPairCents',
      'netPlayerPairCents',
      'betDragon7Cents',
      'netDragon7Cents',
    ]);
  });

  it('writes what each side bet made beside the hand: a Dragon 7 paying 40 to 1, a Player Pair lost', () => {
    // Player 2 3 = 5 draws a K: 5. Banker 3 K = 3 draws on a Player third card of 0: a 4, a three-card 7.
    const hand = ezRecord(1, '2S 3H 3D KC KH 4D');
    expect(hand.coup.winner).toBe('banker');
    expect(hand.coup.bankerTotal).toBe(7);
    expect(hand.coup.banker).toHaveLength(3);
    const [header, line] = historyCsv([hand]).trimEnd().split('\r\n');
    const row = Object.fromEntries(header!.split(',').map((c, i) => [c, line!.split(',')[i]]));
    expect(row).toMatchObject({
      shoe: '2',
      game: 'ez',
      betBankerCents: '1000',
      betPlayerPairCents: '500',
      netPlayerPairCents: '-500',
      betDragon7Cents: '1000',
      netDragon7Cents: '40000',
      netCents: String(0 - 500 + 40000), // the Banker bet pushes on a three-card 7
    });
    const json = JSON.parse(historyJson([hand])) as { hands: Record<string, unknown>[] };
    expect(Object.keys(json.hands[0]!)).toEqual(header!.split(','));
  });
});
