import { describe, expect, it } from 'vitest';
import { coupFromCards, dollars, NO_TABLE_BETS, ORIGINAL_RULES, parseCard, type Cents } from '../../src/rules';
import { cardsInView, handMoney, showsNatural } from '../../src/table/selectors';
import { freshTable, openedTable, type TableState } from '../../src/table/state';
import type { HandRecord } from '../../src/table/vocabulary';

/** The hand on the table: these cards in dealing order, with these bets on the spots. */
function handOf(cards: string, bets: { player?: number; banker?: number; tie?: number }): HandRecord {
  const coup = coupFromCards(cards.split(' ').map((c) => parseCard(c)!))!;
  const stakes = {
    player: (bets.player ?? 0) as Cents,
    banker: (bets.banker ?? 0) as Cents,
    tie: (bets.tie ?? 0) as Cents,
  };
  const settlement = ORIGINAL_RULES.settle({ ...NO_TABLE_BETS, ...stakes }, coup, 'punto-banco');
  return { hand: 1, coup, bets: stakes, settlement, balanceAfter: (dollars(1000) + settlement.net) as Cents };
}

const dealing = (hand: HandRecord, changes: Partial<TableState>): TableState => ({
  ...openedTable(freshTable(dollars(1000))),
  hold: 'held',
  message: null,
  applyUpdate: null,
  unread: false,
  hands: [hand],
  phase: 'dealing',
  ...changes,
});

describe('what the table shows', () => {
  // Player 9 (9H KD) against Banker 5 (2S 3C): a natural, no third card.
  const natural = handOf('9H 2S KD 3C', { player: dollars(10) });

  it('has the cards the dealer put down in view, and the one on its way while dealing', () => {
    const s = dealing(natural, { revealed: 2 });
    expect(cardsInView(s).map((c) => c.place)).toEqual([0, 1]);
    expect(cardsInView(s, true).map((c) => c.place)).toEqual([0, 1, 2]);
    // The card on its way is in view face down; once turned, the same place is face up.
    expect(cardsInView(dealing(natural, { revealed: 0 }), true).map((c) => c.faceUp)).toEqual([false]);
    expect(cardsInView(dealing(natural, { revealed: 1 })).map((c) => c.faceUp)).toEqual([true]);
  });

  it('shows squeezed cards face down until the player opens them, in the squeeze order', () => {
    const s = dealing(natural, { revealed: 4, squeeze: { opened: 1, lift: 0 } });
    expect(cardsInView(s).map((c) => c.faceUp)).toEqual([true, false, false, false]);
  });

  it('names a natural only once both of its cards are face up', () => {
    expect(showsNatural(dealing(natural, { revealed: 2 }), 'player')).toBe(false);
    expect(showsNatural(dealing(natural, { revealed: 4 }), 'player')).toBe(true);
    expect(showsNatural(dealing(natural, { revealed: 4 }), 'banker')).toBe(false);
  });

  it("tells the hand's money: a $10 Player win leaves $1,010", () => {
    expect(handMoney(natural)).toEqual({ sides: [], net: 'win', amount: dollars(10), bankroll: dollars(1010) });
  });

  it('tells a push when a tie leaves the Player stake on its spot', () => {
    // 7 against 7: a tie; the Player bet stays.
    const tie = handOf('4H 3S 3D 4C', { player: dollars(10) });
    expect(handMoney(tie).net).toBe('push');
  });
});
