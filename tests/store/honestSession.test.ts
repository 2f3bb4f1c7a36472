import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dollars, exactOdds, houseEdges, stakeExpectation, toNumber, type Cents } from '../../src/rules';
import * as honestSession from '../../src/store/honestSession';
import { parseSessionRecord } from '../../src/save/sessionRecord';
import { SESSION_KEY } from '../../src/save/format';
import { stackedHands } from '../helpers/stackedShoe';
import { makeTable, memoryStorage } from './helpers';

/** Banker 8 over Player 5; a 7–7 tie; Player 9 over Banker 3. */
const HANDS = ['KS 5H 3D 3C', 'KS QH 7D 7C', '9S KH QD 3C'];
const NOON = new Date(2026, 10, 23, 12, 0, 0).getTime();

const odds = exactOdds(8);
const priced = { odds, edges: houseEdges(odds), table: null, game: 'punto-banco' } as const;
const ev = (bet: 'player' | 'banker' | 'tie', stake: Cents) => toNumber(stakeExpectation(priced, bet, stake).ev);

/** The session's record once every hand dealt is in it. */
async function figures(store: ReturnType<typeof makeTable>['store']) {
  await vi.waitFor(() =>
    expect(store.getState().honest?.getState().record.session?.hands).toBe(store.getState().hands.length),
  );
  return store.getState().honest!.getState().record;
}

describe('the honest session at the table', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON);
  });
  afterEach(() => void vi.useRealTimers());

  it('starts when the table is opened, with its money', () => {
    const { store } = makeTable({ session: honestSession, freshBankroll: dollars(500) });
    const record = store.getState().honest!.getState().record;
    expect(record.session).toMatchObject({
      startedAt: NOON,
      startBankroll: dollars(500),
      hands: 0,
      wagered: 0,
      net: 0,
      expected: 0,
      fresh: 0,
    });
  });

  it('has figures equal to the hands played: a tie’s stake wagered again, net as the bankroll moved, expected as the odds priced each bet', async () => {
    const { store, storage } = makeTable({ session: honestSession, instant: true, rngForHand: stackedHands(...HANDS) });
    const t = () => store.getState();
    t().adjustRailing(dollars(5)); // $10
    t().placeBet('banker'); // Banker $10: wins, less 50¢
    t().placeBet('tie'); // Tie $10: loses
    t().deal();
    t().clearBets();
    t().placeBet('player'); // Player $10: the tie leaves it on
    t().deal();
    t().deal(); // the same $10 again: Player wins
    const record = await figures(store);
    const balance = t().bankroll + t().bets.player + t().bets.banker + t().bets.tie;
    expect(record.session!.wagered).toBe(dollars(10 + 10 + 10 + 10));
    expect(record.session!.net).toBe(balance - dollars(1000));
    expect(record.session!.net).toBe(dollars(9.5) - dollars(10) + dollars(10));
    await vi.waitFor(() =>
      expect(t().honest!.getState().record.session!.expected).toBeCloseTo(
        ev('banker', dollars(10)) + ev('tie', dollars(10)) + 2 * ev('player', dollars(10)),
        6,
      ),
    );
    expect(record.day).toMatchObject({ wagered: dollars(40), net: dollars(9.5) });
    // Its own record, kept apart from the table's save.
    expect(parseSessionRecord(storage.getItem(SESSION_KEY)).session?.wagered).toBe(dollars(40));
  });

  it('counts a fresh bankroll apart: the net is what the hands made', () => {
    const { store } = makeTable({
      session: honestSession,
      instant: true,
      freshBankroll: dollars(5),
      rngForHand: stackedHands('KS 5H 3D 3C'),
    });
    store.getState().placeBet('player'); // $5, lost
    store.getState().deal();
    store.getState().takeFreshBankroll();
    const session = store.getState().honest!.getState().record.session!;
    expect(store.getState().bankroll).toBe(dollars(1000));
    expect(session).toMatchObject({ net: dollars(-5), fresh: 1, wagered: dollars(5) });
  });

  it('goes on after a reload the same day, and a ?bankroll= table is a fresh bankroll counted, its limits kept', () => {
    const storage = memoryStorage();
    const first = makeTable({ session: honestSession, storage });
    first.store.getState().honest!.getState().setLimit('loss', dollars(20));
    vi.setSystemTime(NOON + 3_600_000);
    const again = makeTable({ session: honestSession, storage, freshBankroll: dollars(300) });
    const record = again.store.getState().honest!.getState().record;
    expect(record.session).toMatchObject({ startedAt: NOON, fresh: 1 });
    expect(record.limits.loss.value).toBe(dollars(20));
  });

  it('starts a new session on a new local day, and the day’s totals afresh', () => {
    const storage = memoryStorage();
    const { store } = makeTable({
      session: honestSession,
      storage,
      instant: true,
      rngForHand: stackedHands(HANDS[0]!),
    });
    store.getState().placeBet('player');
    store.getState().deal();
    vi.setSystemTime(NOON + 24 * 3_600_000);
    const next = makeTable({ session: honestSession, storage }).store.getState().honest!;
    expect(next.getState().record.session).toMatchObject({ startedAt: NOON + 24 * 3_600_000, wagered: 0 });
    expect(next.getState().guard().day).toMatchObject({ wagered: 0, net: 0 });
  });

  it('refuses the bet that would cross the loss limit, and a Stop closes the table to the end of the day', () => {
    const { store } = makeTable({ session: honestSession });
    const honest = store.getState().honest!;
    honest.getState().setLimit('loss', dollars(10));
    store.getState().adjustRailing(dollars(6)); // $11
    store.getState().placeBet('player');
    expect(store.getState().message?.notice).toEqual({ key: 'overLimit', limit: 'loss', amount: dollars(10) });
    expect(store.getState().bets.player).toBe(0);
    honest.getState().stop();
    const midnight = new Date(2026, 10, 24).getTime();
    expect(honest.getState().record.closedUntil).toBe(midnight);
    store.getState().adjustRailing(-dollars(6));
    store.getState().placeBet('player');
    expect(store.getState().message?.notice).toEqual({ key: 'tableClosed', until: midnight });
    vi.setSystemTime(midnight);
    store.getState().placeBet('player');
    expect(store.getState().bets.player).toBe(dollars(5));
  });

  it('plays each move on the record as stored now: what another tab wrote, not yet heard here, is kept', () => {
    const storage = memoryStorage();
    const here = makeTable({ session: honestSession, storage, instant: true, rngForHand: stackedHands(HANDS[0]!) });
    const there = makeTable({ session: honestSession, storage });
    here.store.getState().honest!.getState().setLimit('loss', dollars(20));
    // The other tab's write reaches this one as a storage event later (none in this test).
    there.store.getState().honest!.getState().setLimit('wager', dollars(300));
    here.store.getState().placeBet('player');
    here.store.getState().deal();
    const stored = parseSessionRecord(storage.getItem(SESSION_KEY));
    expect(stored.limits.wager.value).toBe(dollars(300));
    expect(stored.session?.hands).toBe(1);
    expect(here.store.getState().honest!.getState().record).toEqual(stored);
  });

  it('keeps in memory only what it stored: a move the storage refused is not played on again', () => {
    const storage = memoryStorage();
    const { store } = makeTable({ session: honestSession, storage });
    const honest = store.getState().honest!;
    honest.getState().setLimit('loss', dollars(20));
    const setItem = storage.setItem.bind(storage);
    storage.setItem = () => {
      throw new Error('full');
    };
    honest.getState().setLimit('wager', dollars(300));
    storage.setItem = setItem;
    honest.getState().setRealityInterval(30);
    const stored = parseSessionRecord(storage.getItem(SESSION_KEY));
    expect(stored.limits.loss.value).toBe(dollars(20));
    expect(stored.limits.wager.value).toBeNull();
    expect(stored.reality.interval).toBe(30);
  });

  it('fetches the pricing when the browser is idle after the first bet, not in the first Deal', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    try {
      const { store } = makeTable({ session: honestSession, instant: true, rngForHand: stackedHands(...HANDS) });
      expect(idle).toHaveLength(0); // a table only looked at fetches nothing
      store.getState().placeBet('banker');
      store.getState().placeBet('banker');
      expect(idle).toHaveLength(1);
      idle[0]!();
      store.getState().deal();
      await vi.waitFor(() =>
        expect(store.getState().honest!.getState().record.session!.expected).toBeCloseTo(ev('banker', dollars(10)), 6),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('prices a dealt hand in a task after Deal’s, not in a microtask of Deal’s own task', async () => {
    const { store } = makeTable({ session: honestSession, instant: true, rngForHand: stackedHands(...HANDS) });
    const t = () => store.getState();
    const honest = () => t().honest!.getState();
    t().placeBet('banker');
    t().deal(); // Banker wins
    await vi.waitFor(() => expect(honest().pricing).toBe(0)); // the pricing's chunk is here from now on
    const before = honest().record.session!.expected;
    t().placeBet('banker');
    t().deal(); // a tie: the Banker stake was wagered all the same
    expect(honest().record.session!.hands).toBe(2); // counted in Deal's task
    for (let microtask = 0; microtask < 20; microtask++) await Promise.resolve();
    expect(honest().pricing).toBe(1);
    expect(honest().record.session!.expected).toBe(before);
    await vi.waitFor(() => expect(honest().pricing).toBe(0));
    expect(honest().record.session!.expected).toBeCloseTo(before + ev('banker', dollars(5)), 6);
  });

  it('reads an unreadable record as nothing set, part by part', () => {
    const storage = memoryStorage({
      [SESSION_KEY]: JSON.stringify({
        limits: { loss: { value: -5 }, wager: { value: 1000, pending: { value: 'x', from: 1 } } },
        closedUntil: 'soon',
        reality: { interval: 7, from: 0 },
      }),
    });
    const record = makeTable({ session: honestSession, storage }).store.getState().honest!.getState().record;
    expect(record.limits).toEqual({ loss: { value: null }, wager: { value: 1000 } });
    expect(record.closedUntil).toBeNull();
    expect(record.reality.interval).toBe(0);
    expect(parseSessionRecord('{not json')).toEqual(parseSessionRecord(null));
  });
});
