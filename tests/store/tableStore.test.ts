import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollars, LIMITS, seededRng, totalBets, type BySpot, type Cents } from '../../src/rules';
import { MAX_SAVED_HANDS } from '../../src/table/vocabulary';
import { parseSavedTable } from '../../src/save/read';
import { SAVE_KEY } from '../../src/save/format';
import { createTableStore } from '../../src/store/tableStore';
import { handOnTable, isBroke, justSettled, revealedTotals, visibleMoney } from '../../src/table/selectors';
import { said, makeTable, memoryStorage } from './helpers';

const money = (s: { bankroll: Cents; bets: BySpot<Cents> }) => s.bankroll + totalBets(s.bets);

/** Deals seeded hands until one has the wanted winner. */
function dealUntil(store: ReturnType<typeof makeTable>['store'], winner: 'player' | 'banker' | 'tie') {
  for (let i = 0; i < 500; i++) {
    if (totalBets(store.getState().bets) === 0) store.getState().placeBet('player');
    store.getState().deal();
    store.getState().finishReveal();
    if (handOnTable(store.getState())?.coup.winner === winner) return handOnTable(store.getState())!;
  }
  throw new Error(`no ${winner} in 500 hands`);
}

describe('a new table', () => {
  it('starts with $1,000.00, the railing at $5, no bets, betting open', () => {
    const s = makeTable().store.getState();
    expect([s.bankroll, s.railing, totalBets(s.bets), s.phase, s.hands.length]).toEqual([
      dollars(1000),
      dollars(5),
      0,
      'betting',
      0,
    ]);
  });
});

describe('a full hand', () => {
  it('decides and pays the coup on deal, then reveals it card by card', () => {
    const { store } = makeTable();
    store.getState().placeBet('banker');
    store.getState().deal();
    const s = store.getState();
    const hand = handOnTable(s)!;
    expect(s.phase).toBe('dealing');
    expect(s.revealed).toBe(0);
    // Already paid in the store, but not shown until the cards are up.
    expect(s.bankroll).toBe(dollars(995) + hand.settlement.paid);
    expect(visibleMoney(s)).toEqual({ bankroll: dollars(995), bets: { player: 0, banker: dollars(5), tie: 0 } });
    for (let i = 1; i <= hand.coup.dealt.length; i++) {
      store.getState().revealNext();
      expect(store.getState().revealed).toBe(i);
    }
    expect(store.getState().phase).toBe('settled');
    expect(revealedTotals(store.getState())).toEqual({ player: hand.coup.playerTotal, banker: hand.coup.bankerTotal });
  });

  it('ignores bet keys during the deal, and Enter (finish) shows the whole hand', () => {
    const { store } = makeTable();
    store.getState().placeBet('player');
    store.getState().deal();
    const before = store.getState();
    store.getState().placeBet('tie');
    store.getState().clearBets();
    store.getState().deal();
    expect(store.getState().bets).toBe(before.bets);
    expect(store.getState().hands).toHaveLength(1);
    store.getState().finishReveal();
    expect(store.getState().phase).toBe('settled');
    expect(store.getState().revealed).toBe(handOnTable(store.getState())!.coup.dealt.length);
  });

  it('clears a decided hand from the spots and opens betting for the next at once', () => {
    const { store } = makeTable({ instant: true });
    const hand = dealUntil(store, 'banker');
    const s = store.getState();
    expect(s.phase).toBe('settled');
    expect(totalBets(s.bets)).toBe(0);
    expect(hand.settlement.net).toBe(-hand.bets.player);
    store.getState().placeBet('tie');
    expect(store.getState().bets.tie).toBe(dollars(5));
    expect(handOnTable(store.getState())).toBe(hand); // its cards stay in view until the next deal
  });

  it('counts a hand as just settled, its chips being paid or taken, until a bet is placed or cleared', () => {
    const { store } = makeTable({ instant: false });
    store.getState().placeBet('banker');
    store.getState().deal();
    expect(justSettled(store.getState())).toBeNull(); // still dealing
    store.getState().finishReveal();
    const hand = justSettled(store.getState());
    expect(hand).toBe(handOnTable(store.getState()));
    store.getState().adjustRailing(dollars(1));
    expect(justSettled(store.getState())).toBe(hand);
    store.getState().placeBet('player');
    expect(justSettled(store.getState())).toBeNull();
  });

  it('keeps Player and Banker bets on their spots after a tie and pays the Tie bet', () => {
    const { store } = makeTable({ instant: true, seed: 7 });
    let tieHand;
    for (let i = 0; i < 500 && tieHand === undefined; i++) {
      store.getState().clearBets();
      store.getState().placeBet('player');
      store.getState().placeBet('banker');
      store.getState().placeBet('tie');
      const before = store.getState().bankroll;
      store.getState().deal();
      const hand = handOnTable(store.getState())!;
      if (hand.coup.winner === 'tie') {
        tieHand = hand;
        expect(store.getState().bets).toEqual({ player: dollars(5), banker: dollars(5), tie: 0 });
        expect(store.getState().bankroll).toBe(before + dollars(45));
      }
    }
    expect(tieHand).toBeDefined();
  });

  it('never creates or loses a cent over many hands', () => {
    const { store } = makeTable({ instant: true, seed: 3 });
    let expected = money(store.getState());
    for (let i = 0; i < 200; i++) {
      const s = store.getState();
      s.adjustRailing((i % 7) * 100);
      s.placeBet(['player', 'banker', 'tie'][i % 3] as 'player');
      if (i % 4 === 0) s.placeBet('banker');
      const played = s.hands.length;
      store.getState().deal();
      if (store.getState().hands.length === played) continue; // refused: nothing moves
      const hand = handOnTable(store.getState())!;
      expected += hand.settlement.net;
      expect(money(store.getState())).toBe(expected);
      expect(hand.balanceAfter).toBe(expected);
    }
  });
});

describe('refusals', () => {
  it('refuses to deal with no bet, with a message', () => {
    const { store } = makeTable();
    store.getState().deal();
    expect(store.getState().phase).toBe('betting');
    expect(said(store.getState().message)).toMatch(/place a bet/i);
  });

  it('refuses a chip over the $300 table maximum and changes nothing', () => {
    const { store } = makeTable();
    store.getState().adjustRailing(dollars(300));
    store.getState().placeBet('player');
    const before = store.getState();
    store.getState().placeBet('banker');
    expect(store.getState().bets).toBe(before.bets);
    expect(store.getState().bankroll).toBe(before.bankroll);
    expect(said(store.getState().message)).toMatch(/table maximum/i);
  });

  it('refuses a chip the bankroll cannot cover', () => {
    const { store } = makeTable({ freshBankroll: dollars(8) });
    store.getState().placeBet('player');
    store.getState().placeBet('player');
    expect(store.getState().bets.player).toBe(dollars(5));
    expect(said(store.getState().message)).toMatch(/not enough money/i);
  });

  it('announces the same refusal again when it is repeated', () => {
    const { store } = makeTable();
    store.getState().deal();
    const first = store.getState().message!;
    store.getState().deal();
    expect(store.getState().message!.id).not.toBe(first.id);
  });

  it('Pass says it is for multi-player tables and changes nothing else', () => {
    const { store } = makeTable();
    const before = store.getState();
    store.getState().pass();
    expect(said(store.getState().message)).toMatch(/multi-player/);
    expect(store.getState().bankroll).toBe(before.bankroll);
  });
});

describe('clearing bets', () => {
  it('returns every bet on the table to the bankroll', () => {
    const { store } = makeTable();
    store.getState().placeBet('player');
    store.getState().placeBet('tie');
    store.getState().clearBets();
    expect(store.getState().bankroll).toBe(dollars(1000));
    expect(totalBets(store.getState().bets)).toBe(0);
  });
});

describe('the railing', () => {
  it('moves by $1 and $10 and stops at $5 and $300', () => {
    const { store } = makeTable();
    const s = () => store.getState();
    s().adjustRailing(-100);
    expect(s().railing).toBe(dollars(5));
    s().adjustRailing(1000);
    s().adjustRailing(100);
    expect(s().railing).toBe(dollars(16));
    for (let i = 0; i < 40; i++) s().adjustRailing(1000);
    expect(s().railing).toBe(LIMITS.railingMaximum);
  });
});

describe('running out of money', () => {
  it('offers a fresh $1,000.00 bankroll when bankroll and table hold less than $5', () => {
    const { store } = makeTable({ freshBankroll: dollars(4) });
    expect(isBroke(store.getState())).toBe(true);
    store.getState().takeFreshBankroll();
    expect(store.getState().bankroll).toBe(dollars(1000));
    expect(isBroke(store.getState())).toBe(false);
  });

  it('says the bankroll is below the minimum, not "place a bet", when a player who is out deals', () => {
    const { store } = makeTable({ freshBankroll: dollars(2) });
    store.getState().deal();
    expect(said(store.getState().message)).toMatch(/less than the \$5\.00 minimum bet: take a fresh bankroll/);
    expect(store.getState().phase).toBe('betting');
  });

  it('does not hand out money to a player who can still bet', () => {
    const { store } = makeTable({ freshBankroll: dollars(5) });
    store.getState().takeFreshBankroll();
    expect(store.getState().bankroll).toBe(dollars(5));
  });
});

describe('persistence', () => {
  it('a reload mid-deal shows the same hand finished, paid once', () => {
    const storage = memoryStorage();
    const rngForHand = (hand: number) => seededRng(hand);
    const first = createTableStore({ rngForHand, storage });
    first.getState().placeBet('banker');
    first.getState().deal();
    first.getState().revealNext();
    const dealt = handOnTable(first.getState())!;
    const paidBankroll = first.getState().bankroll;

    const reloaded = createTableStore({ rngForHand, storage }).getState();
    expect(reloaded.phase).toBe('settled');
    expect(reloaded.bankroll).toBe(paidBankroll);
    expect(reloaded.hands).toHaveLength(1);
    expect(handOnTable(reloaded)!.coup).toEqual(dealt.coup);
    expect(reloaded.revealed).toBe(dealt.coup.dealt.length);
  });

  it('keeps bankroll, bets, railing, settings and history across a reload', () => {
    const storage = memoryStorage();
    const { store } = makeTable({ storage, instant: true });
    store.getState().adjustRailing(1000);
    store.getState().placeBet('tie');
    store.getState().deal();
    store.getState().placeBet('player');
    store.getState().setSettings({ dealSpeed: 'instant' });
    const before = store.getState();
    const after = makeTable({ storage }).store.getState();
    expect([after.bankroll, after.bets, after.railing, after.settings, after.hands.length]).toEqual([
      before.bankroll,
      before.bets,
      before.railing,
      before.settings,
      1,
    ]);
  });

  it(`keeps the newest ${MAX_SAVED_HANDS} hands on screen, as many as the save holds`, () => {
    const { store } = makeTable({ instant: true, storage: null, freshBankroll: dollars(100_000) });
    for (let i = 0; i <= MAX_SAVED_HANDS; i++) {
      store.getState().placeBet('banker');
      store.getState().deal();
    }
    const hands = store.getState().hands;
    expect(hands).toHaveLength(MAX_SAVED_HANDS);
    expect(hands[0]!.hand).toBe(2);
    expect(hands.at(-1)!.hand).toBe(MAX_SAVED_HANDS + 1);
  });

  it('a corrupt save gives a fresh table and says so', () => {
    const storage = memoryStorage({ [SAVE_KEY]: '{"version":1,"bankroll":-5' });
    const s = makeTable({ storage }).store.getState();
    expect(s.bankroll).toBe(dollars(1000));
    expect(said(s.message)).toMatch(/could not be read/);
  });

  it('?bankroll= starts a fresh session over a saved one', () => {
    const storage = memoryStorage();
    makeTable({ storage }).store.getState().placeBet('player');
    const s = makeTable({ storage, freshBankroll: dollars(250) }).store.getState();
    expect([s.bankroll, totalBets(s.bets), s.hands.length]).toEqual([dollars(250), 0, 0]);
  });

  it('whatever the player does, what it saved reads back as the same table', () => {
    const action = fc.constantFrom('player', 'banker', 'tie', 'up', 'down', 'clear', 'deal', 'fresh', 'scoreboard');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(action, { maxLength: 80 }),
        (seed, start, actions) => {
          const storage = memoryStorage();
          const { store } = makeTable({ storage, seed, instant: true, freshBankroll: dollars(start) });
          for (const a of actions) {
            const s = store.getState();
            if (a === 'player' || a === 'banker' || a === 'tie') s.placeBet(a);
            else if (a === 'up') s.adjustRailing(dollars(25));
            else if (a === 'down') s.adjustRailing(-dollars(25));
            else if (a === 'clear') s.clearBets();
            else if (a === 'deal') s.deal();
            else if (a === 'fresh') s.takeFreshBankroll();
            else s.newScoreboard();
          }
          const parsed = parseSavedTable(storage.data.get(SAVE_KEY));
          if (!parsed.ok) throw new Error(parsed.reason.key);
          const s = store.getState();
          expect([parsed.table.bankroll, parsed.table.bets, parsed.table.hands.length]).toEqual([
            s.bankroll,
            s.bets,
            s.hands.length,
          ]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('plays on when storage refuses to save', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota exceeded');
      },
    };
    const { store } = makeTable({ storage, instant: true });
    store.getState().placeBet('player');
    store.getState().deal();
    expect(store.getState().hands).toHaveLength(1);
  });
});

describe('the state the page is prerendered with', () => {
  it('is the fresh table, unread, whatever the save holds; the state the store holds is the save', () => {
    const saved = makeTable({ instant: true });
    saved.store.getState().placeBet('banker');
    saved.store.getState().deal();
    saved.store.getState().placeBet('tie');
    const { store } = makeTable({ storage: saved.storage });
    const initial = store.getInitialState();
    expect([
      initial.unread,
      initial.bankroll,
      initial.railing,
      totalBets(initial.bets),
      initial.phase,
      initial.hands.length,
      initial.hold,
      initial.message,
    ]).toEqual([true, LIMITS.startingBankroll, LIMITS.railingMinimum, 0, 'betting', 0, 'asking', null]);
    const s = store.getState();
    expect([s.unread, s.bankroll, s.bets, s.hands.length]).toEqual([
      false,
      saved.store.getState().bankroll,
      saved.store.getState().bets,
      1,
    ]);
  });

  it('is the same with no save, and the store holds the table read at once', () => {
    const { store } = makeTable();
    expect(store.getInitialState()).toMatchObject({ unread: true, bankroll: LIMITS.startingBankroll, hold: 'asking' });
    expect(store.getState()).toMatchObject({ unread: false, bankroll: LIMITS.startingBankroll, hold: 'held' });
  });
});
