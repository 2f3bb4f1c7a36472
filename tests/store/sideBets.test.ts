import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BETS, dollars, SIDE_BETS, SPOTS, stakeSum, totalBets, type Bet } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import { NO_SIDE_BETS } from '../../src/table/vocabulary';
import { parseSavedTable } from '../../src/save/read';
import { SAVE_KEY } from '../../src/save/format';
import { tableBetsOf } from '../../src/table/state';
import type { TableDependencies } from '../../src/store/api';
import { canDeal } from '../../src/table/moves';
import { said, makeTable, memoryStorage } from './helpers';
import v2 from './fixtures/save-v2.json';

/** A table with the variants' rules at hand, at instant speed. */
function variantTable(options: Partial<TableDependencies> & { seed?: number } = {}) {
  return makeTable({ variantRules, instant: true, ...options });
}

const onTable = (s: ReturnType<ReturnType<typeof variantTable>['store']['getState']>) =>
  s.bankroll + totalBets(s.bets) + stakeSum(s.sideBets);

describe('side bets and games at the table', () => {
  it('offers side bets only when they are on, and refuses the others with a message', () => {
    const { store } = variantTable();
    store.getState().placeBet('player-pair');
    expect(store.getState().sideBets['player-pair']).toBe(0);
    expect(said(store.getState().message)).toEqual(expect.stringMatching(/does not offer that bet/));
    store.getState().setSettings({ sideBets: true });
    store.getState().placeBet('player-pair');
    expect(store.getState().sideBets['player-pair']).toBe(dollars(5));
    store.getState().placeBet('dragon-7'); // EZ only
    expect(store.getState().sideBets['dragon-7']).toBe(0);
    expect(said(store.getState().message)).toEqual(expect.stringMatching(/does not offer that bet/));
  });

  it('counts side bets in the $300 table maximum', () => {
    const { store } = variantTable({ options: { sideBets: true } });
    store.getState().adjustRailing(dollars(300));
    store.getState().placeBet('banker');
    store.getState().adjustRailing(-dollars(300));
    store.getState().placeBet('banker-pair');
    expect(store.getState().sideBets['banker-pair']).toBe(0);
    expect(store.getState().message?.notice).toEqual({ key: 'refused', reason: 'table-maximum' });
  });

  it('deals on side bets alone, settles them with settleCoup, and never leaves them on the table', () => {
    const { store } = variantTable({ options: { sideBets: true, game: 'ez' } });
    store.getState().placeBet('dragon-7');
    store.getState().placeBet('player-pair');
    expect(canDeal(store.getState())).toBe(true);
    const before = store.getState();
    store.getState().deal();
    const s = store.getState();
    const hand = s.hands.at(-1)!;
    expect(hand.game).toBe('ez');
    expect(hand.sideBets).toEqual({ ...NO_SIDE_BETS, 'dragon-7': dollars(5), 'player-pair': dollars(5) });
    expect(hand.settlement).toEqual(variantRules.settleCoup(tableBetsOf(before), hand.coup, 'ez'));
    expect(s.sideBets).toEqual(NO_SIDE_BETS);
    expect(onTable(s)).toBe(onTable(before) + hand.settlement.net);
  });

  it('returns the bets a new setting removes to the bankroll, with a message, between hands only', () => {
    const { store } = variantTable({ options: { sideBets: true, game: 'ez' } });
    store.getState().placeBet('panda-8');
    store.getState().placeBet('banker-pair');
    store.getState().placeBet('player');
    const bankroll = store.getState().bankroll;
    store.getState().setSettings({ game: 'punto-banco' });
    let s = store.getState();
    expect(s.sideBets['panda-8']).toBe(0);
    expect(s.sideBets['banker-pair']).toBe(dollars(5));
    expect(s.bankroll).toBe(bankroll + dollars(5));
    expect(s.message?.notice).toEqual({ key: 'betsReturned', bets: ['panda-8'], amount: dollars(5) });
    expect(said(s.message)).toBe('This table does not offer Panda 8: $5.00 went back to the bankroll.');
    store.getState().setSettings({ sideBets: false });
    s = store.getState();
    expect(stakeSum(s.sideBets)).toBe(0);
    expect(s.bets.player).toBe(dollars(5));
    expect(s.bankroll).toBe(bankroll + dollars(10));
  });

  it('refuses a new game while a hand is being revealed', () => {
    const { store } = makeTable({ variantRules });
    store.getState().placeBet('banker');
    store.getState().deal();
    expect(store.getState().phase).toBe('dealing');
    store.getState().setSettings({ game: 'ez' });
    expect(store.getState().settings.game).toBe('punto-banco');
    expect(store.getState().message?.notice).toEqual({ key: 'gameBetweenHands' });
  });

  it("loads the variants' rules lazily, and deals once they are here", async () => {
    let loads = 0;
    const { store } = makeTable({
      instant: true,
      loadVariantRules: () => {
        loads++;
        return Promise.resolve(variantRules);
      },
    });
    store.getState().placeBet('banker');
    store.getState().deal();
    expect(loads).toBe(0); // the original game never loads them
    store.getState().setSettings({ sideBets: true });
    await Promise.resolve();
    store.getState().placeBet('player-pair');
    store.getState().deal();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(1);
    expect(store.getState().hands.at(-1)!.sideBets?.['player-pair']).toBe(dollars(5));
  });

  it('saves version 3 with the game and side bets, and reads every hand back through settleCoup', () => {
    const storage = memoryStorage();
    const { store } = variantTable({ storage, options: { sideBets: true, game: 'no-commission' } });
    for (let i = 0; i < 30; i++) {
      store.getState().placeBet(i % 2 === 0 ? 'banker' : 'player');
      store.getState().placeBet('dragon-player');
      store.getState().placeBet('banker-pair');
      store.getState().deal();
    }
    store.getState().placeBet('player-pair');
    const raw = storage.data.get(SAVE_KEY)!;
    expect(JSON.parse(raw).version).toBe(3);
    const parsed = parseSavedTable(raw, null, variantRules);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const s = store.getState();
    expect(parsed.table.sideBets).toEqual(s.sideBets);
    expect(parsed.table.settings).toEqual(s.settings);
    expect(parsed.table.hands.map((h) => h.settlement)).toEqual(s.hands.map((h) => h.settlement));
    // Without the rules the save is refused, not misread.
    expect(parseSavedTable(raw).ok).toBe(false);
    // A tampered payout breaks the balances.
    const tampered = JSON.parse(raw);
    tampered.hands[3].sideBets['dragon-player'] = 1000;
    expect(parseSavedTable(JSON.stringify(tampered), null, variantRules).ok).toBe(false);
  });

  it('saves a table back at the original game as version 2, and still reads a version 2 save', () => {
    const storage = memoryStorage({ [SAVE_KEY]: JSON.stringify(v2) });
    const { store } = variantTable({ storage });
    expect(store.getState().hands.length).toBe(v2.hands.length);
    store.getState().setSettings({ sideBets: true });
    store.getState().setSettings({ sideBets: false });
    store.getState().placeBet('tie');
    expect(JSON.parse(storage.data.get(SAVE_KEY)!).version).toBe(2);
  });

  it('conserves money over random bets, deals and table switches, and settles every bet exactly once', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('bet' as const),
        bet: fc.constantFrom<Bet>(...BETS),
        railing: fc.integer({ min: -30000, max: 30000 }),
      }),
      fc.record({ kind: fc.constant('deal' as const) }),
      fc.record({ kind: fc.constant('clear' as const) }),
      fc.record({
        kind: fc.constant('game' as const),
        game: fc.constantFrom('punto-banco' as const, 'ez' as const, 'no-commission' as const),
      }),
      fc.record({ kind: fc.constant('sideBets' as const), on: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(action, { maxLength: 60 }), (seed, actions) => {
        const { store } = variantTable({ seed });
        const start = onTable(store.getState());
        for (const a of actions) {
          const s = store.getState();
          if (a.kind === 'bet') {
            s.adjustRailing(a.railing);
            store.getState().placeBet(a.bet);
          } else if (a.kind === 'deal') {
            const staked = tableBetsOf(s);
            const handsBefore = s.hands.length;
            s.deal();
            const after = store.getState();
            if (after.hands.length > handsBefore) {
              const hand = after.hands.at(-1)!;
              // Every staked bet has exactly one result, and the results add up to the hand's net.
              // Settled by the paytables (settleCoup) under another game or with a side bet staked.
              const byPaytables =
                (hand.game ?? 'punto-banco') !== 'punto-banco' || SIDE_BETS.some((bet) => staked[bet] > 0);
              const settled = byPaytables ? hand.settlement : null;
              for (const bet of BETS) {
                const result = settled ? variantRules.settleCoup(staked, hand.coup, hand.game ?? 'punto-banco') : null;
                if (result) expect(result).toEqual(settled);
                const stake = staked[bet];
                if (SIDE_BETS.includes(bet as never)) expect(hand.sideBets?.[bet as never] ?? 0).toBe(stake);
                else expect(hand.bets[bet as 'player']).toBe(stake);
              }
            }
          } else if (a.kind === 'clear') s.clearBets();
          else if (a.kind === 'game') s.setSettings({ game: a.game });
          else s.setSettings({ sideBets: a.on });
          const now = store.getState();
          const net = now.hands.reduce((sum, h) => sum + h.settlement.net, 0);
          expect(onTable(now)).toBe(start + net);
          for (const spot of SPOTS) expect(now.bets[spot]).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 60 },
    );
  });
});
