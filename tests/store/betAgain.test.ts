import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BETS, dollars, LIMITS, type Cents } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import { tableBetsOf } from '../../src/table/state';
import { stackedHands } from '../helpers/stackedShoe';
import { makeTable } from './helpers';

type Store = ReturnType<typeof makeTable>['store'];
/** A table with the variants' rules at hand, so Rebet and Double act at once (in play they load on the first press). */
const withRules = (options: Parameters<typeof makeTable>[0] = {}) => makeTable({ variantRules, ...options });
const onTable = (store: Store) => tableBetsOf(store.getState());
const total = (store: Store): number => BETS.reduce((sum, bet) => sum + onTable(store)[bet], 0);
/** Bankroll plus everything on the table: what no Rebet, Double or Undo may change. */
const money = (store: Store): number => store.getState().bankroll + total(store);
const said = (store: Store) => store.getState().message?.notice;

describe('Rebet', () => {
  it('places the last hand’s bets again, side bets included', () => {
    const { store } = withRules({ instant: true, options: { game: 'ez', sideBets: true } });
    store.getState().adjustRailing(dollars(5));
    store.getState().placeBet('banker');
    store.getState().placeBet('dragon-7');
    store.getState().deal();
    const dealtFor = store.getState().hands.at(-1)!;
    const before = money(store);
    store.getState().rebet();
    expect(onTable(store).banker).toBe(dealtFor.bets.banker); // on the spot again (or still, after a tie)
    expect(onTable(store)['dragon-7']).toBe(dollars(10));
    expect(money(store)).toBe(before);
  });

  it('tops up a stake a tie left on its spot rather than doubling it', () => {
    const { store } = withRules({ instant: true, rngForHand: stackedHands('KS QH 7D 7C') }); // Player 7, Banker 7: a tie;
    store.getState().placeBet('player');
    store.getState().deal();
    expect(onTable(store).player).toBe(dollars(5)); // pushed, still on the spot
    store.getState().rebet();
    expect(said(store)).toEqual({ key: 'rebetOnTable' });
    expect(onTable(store).player).toBe(dollars(5));
  });

  it('is refused, changing nothing, before any hand or beyond the bankroll', () => {
    const { store } = withRules({
      instant: true,
      freshBankroll: dollars(400),
      rngForHand: stackedHands('4S 2H 3D 4C'),
    }); // Player 7 beats Banker 6;
    store.getState().rebet();
    expect(said(store)).toEqual({ key: 'noLastHand' });
    store.getState().adjustRailing(dollars(295));
    store.getState().placeBet('banker'); // $300, lost: $100 left
    store.getState().deal();
    expect(store.getState().bankroll).toBe(dollars(100));
    store.getState().rebet();
    expect(said(store)).toEqual({ key: 'chipsNeedMore', amount: dollars(300) });
    expect(total(store)).toBe(0);
    expect(store.getState().bankroll).toBe(dollars(100));
  });
});

describe('Double', () => {
  it('doubles every bet on the table, or refuses past the $300 maximum', () => {
    const { store } = withRules({ instant: true });
    store.getState().double();
    expect(said(store)).toEqual({ key: 'refused', reason: 'no-bet' });
    store.getState().placeBet('player');
    store.getState().placeBet('tie');
    store.getState().double();
    expect([onTable(store).player, onTable(store).tie]).toEqual([dollars(10), dollars(10)]);
    store.getState().adjustRailing(dollars(95));
    store.getState().placeBet('banker'); // $100: $120 in all
    store.getState().double(); // $240
    expect(total(store)).toBe(dollars(240));
    store.getState().double();
    expect(said(store)).toEqual({ key: 'refused', reason: 'table-maximum' });
    expect(total(store)).toBe(dollars(240));
  });
});

describe('Undo', () => {
  it('takes back the last chip placed, then the one before; all of a Double at once', () => {
    const { store } = withRules({ instant: true });
    store.getState().placeBet('player');
    store.getState().placeBet('banker');
    store.getState().double();
    store.getState().undo();
    expect([onTable(store).player, onTable(store).banker]).toEqual([dollars(5), dollars(5)]);
    store.getState().undo();
    expect([onTable(store).player, onTable(store).banker]).toEqual([dollars(5), 0]);
    store.getState().undo();
    expect(total(store)).toBe(0);
    expect(store.getState().bankroll).toBe(LIMITS.startingBankroll);
    store.getState().undo();
    expect(said(store)).toEqual({ key: 'nothingToUndo' });
  });

  it('cannot take back what the last hand left on the table', () => {
    const { store } = withRules({ instant: true });
    store.getState().placeBet('player');
    store.getState().deal();
    store.getState().undo();
    expect(said(store)).toEqual({ key: 'nothingToUndo' });
  });
});

describe('Rebet, Double and Undo together', () => {
  it('never create or lose a cent, never pass the limits, and leave every bet at 0 or the minimum and more', () => {
    const action = fc.constantFrom(
      'player',
      'banker',
      'tie',
      'player-pair',
      'dragon-7',
      'up',
      'rebet',
      'double',
      'undo',
      'deal',
      'clear',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 5, max: 600 }),
        fc.array(action, { maxLength: 60 }),
        (seed, start, actions) => {
          const { store } = withRules({
            instant: true,
            seed,
            variantRules,
            freshBankroll: dollars(start),
            options: { game: 'ez', sideBets: true },
          });
          for (const a of actions) {
            const s = store.getState();
            const before = money(store);
            const handsBefore = s.hands.length;
            if (a === 'rebet') s.rebet();
            else if (a === 'double') s.double();
            else if (a === 'undo') s.undo();
            else if (a === 'deal') s.deal();
            else if (a === 'clear') s.clearBets();
            else if (a === 'up') s.adjustRailing(dollars(20));
            else s.placeBet(a);
            const after = store.getState();
            if (after.hands.length === handsBefore) expect(money(store)).toBe(before);
            else expect(money(store)).toBe(before + after.hands.at(-1)!.settlement.net);
            expect(total(store)).toBeLessThanOrEqual(LIMITS.maximumTotal);
            expect(after.bankroll).toBeGreaterThanOrEqual(0);
            for (const bet of BETS) {
              const stake: Cents = onTable(store)[bet];
              expect(stake === 0 || stake >= LIMITS.minimumBet).toBe(true);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
