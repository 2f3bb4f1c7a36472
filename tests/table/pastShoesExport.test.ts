import { describe, expect, it } from 'vitest';
import { coupFromCards, dollars, parseCards, settle, type BySpot, type Cents } from '../../src/rules';
import { historyColumns, historyCsv, historyJson } from '../../src/table/history';
import type { HandRecord } from '../../src/table/vocabulary';
import type { PastShoe } from '../../src/table/vocabulary';

const onBanker: BySpot<Cents> = { player: dollars(0), banker: dollars(5), tie: dollars(0) };
function record(hand: number, cards: string): HandRecord {
  const coup = coupFromCards(parseCards(cards))!;
  const settlement = settle(onBanker, coup.winner);
  return { hand, coup, bets: onBanker, settlement, balanceAfter: (100000 + settlement.net) as Cents };
}

const hands = [
  record(1, '10S 4H 7D 4C'), // Banker natural 8 (4 4, a Banker pair) beats 7
  record(2, '9S 6H 2D 6C 3H JD'), // Player 4 beats 2, a Banker pair (6 6)
  record(3, '8S 4D KC 4S'), // a tie 8–8, a Banker pair (4 4), naturals
  record(4, '2S 7H 3D 2C'), // a Banker natural 9
];
/** Hands 1–2 on the first roads, hand 3 on the second; hand 4 is on the roads on the table. */
const pastShoes: PastShoe[] = [
  { from: 1, to: 2, decks: 8, coups: 'B6P2' },
  { from: 3, to: 3, decks: 8, coups: 'T6' },
];

describe('the exports carry the past shoes', () => {
  it('JSON: a pastShoes array, oldest first, each as kept with its summary', () => {
    const exported = JSON.parse(historyJson(hands, [], pastShoes)) as { pastShoes: Record<string, unknown>[] };
    expect(exported.pastShoes).toHaveLength(2);
    expect(exported.pastShoes[0]).toMatchObject({ from: 1, to: 2, decks: 8, coups: 'B6P2' });
    expect(exported.pastShoes[0]!.summary).toMatchObject({
      hands: 2,
      banker: 1,
      player: 1,
      tie: 0,
      bankerPairs: 2,
      naturals: 1,
      longestAlternation: 2,
      patterns: [],
    });
    expect(exported.pastShoes[1]!.summary).toMatchObject({ hands: 1, tie: 1, bankerPairs: 1, naturals: 1 });
  });

  it('JSON without past shoes is as it always was', () => {
    expect(JSON.parse(historyJson(hands))).not.toHaveProperty('pastShoes');
  });

  it('CSV: a scoreboard column numbering the roads each hand was on, the roads on the table last', () => {
    expect(historyColumns(hands, pastShoes).slice(0, 2)).toEqual(['hand', 'scoreboard']);
    const lines = historyCsv(hands, undefined, pastShoes).trimEnd().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 2)).toEqual(['hand', 'scoreboard']);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['1', '1', '2', '3']);
    expect(historyCsv(hands).split('\r\n')[0]).not.toContain('scoreboard');
  });
});
