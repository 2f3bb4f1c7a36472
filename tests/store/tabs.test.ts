import { describe, expect, it } from 'vitest';
import { dollars, totalBets } from '../../src/rules';
import { SAVE_KEY } from '../../src/save/format';
import type { TableStore } from '../../src/store/api';
import { fakeLocks } from './fakeLocks';
import { makeTable, memoryStorage } from './helpers';

/** One localStorage shared by every tab, counting each tab's writes. */
function sharedStorage() {
  const shared = memoryStorage();
  const writes = new Map<string, number>();
  const forTab = (tab: string) => ({
    getItem: shared.getItem,
    setItem: (key: string, value: string) => {
      writes.set(tab, (writes.get(tab) ?? 0) + 1);
      shared.setItem(key, value);
    },
  });
  return { shared, forTab, writes: (tab: string) => writes.get(tab) ?? 0 };
}

/** Tabs of one browser: the same storage and lock, the same seeded shoe. */
function browser() {
  const storage = sharedStorage();
  const locks = fakeLocks();
  const open = (tab: string, options: Parameters<typeof makeTable>[0] = {}) => {
    const lock = locks.tab();
    const { store } = makeTable({ storage: storage.forTab(tab), lock, instant: true, ...options });
    return { store, close: lock.close };
  };
  return { storage, locks, open };
}

const money = (store: TableStore) => store.getState().bankroll + totalBets(store.getState().bets);

function playHand(store: TableStore): number {
  store.getState().placeBet('banker');
  store.getState().deal();
  return store.getState().hands.at(-1)!.settlement.net;
}

/** Every action a player can take, none of which may change a table this tab does not hold. */
function tryEverything(store: TableStore) {
  const t = store.getState();
  t.adjustRailing(100);
  t.placeBet('player');
  t.clearBets();
  t.deal();
  t.setSettings({ dealSpeed: 'normal' });
  t.newScoreboard();
  t.takeFreshBankroll();
  t.pass();
}

describe('one table, however many tabs', () => {
  it('a tab changes nothing and writes nothing until the lock answers, then holds the table and saves it', () => {
    const { storage, locks, open } = browser();
    const { store } = open('a');
    const before = store.getState();
    expect(before.hold).toBe('asking');
    tryEverything(store);
    expect(store.getState()).toBe(before);
    expect(storage.writes('a')).toBe(0);

    locks.answer();
    expect(store.getState().hold).toBe('held');
    expect(storage.shared.data.has(SAVE_KEY)).toBe(true);
  });

  it('a second tab says the table is elsewhere, refuses bets and deals, and never writes', () => {
    const { storage, locks, open } = browser();
    const a = open('a');
    locks.answer();
    const b = open('b');
    locks.answer();
    expect(b.store.getState().hold).toBe('elsewhere');
    const before = b.store.getState();
    tryEverything(b.store);
    expect(b.store.getState()).toBe(before);
    expect(storage.writes('b')).toBe(0);
    // The tab holding the table plays on.
    playHand(a.store);
    expect(a.store.getState().hands).toHaveLength(1);
  });

  it('Play here takes the table over and reads the save afresh, with the hands the other tab dealt', () => {
    const { storage, locks, open } = browser();
    const a = open('a');
    locks.answer();
    const b = open('b');
    locks.answer();
    const start = money(a.store);
    const nets = [playHand(a.store)];

    b.store.getState().playHere();
    locks.answer();
    expect([a.store.getState().hold, b.store.getState().hold]).toEqual(['elsewhere', 'held']);
    expect(b.store.getState().hands.map((h) => h.hand)).toEqual([1]);
    expect(money(b.store)).toBe(start + nets[0]!);
    nets.push(playHand(b.store));
    const aWrites = storage.writes('a');
    tryEverything(a.store);
    expect(storage.writes('a')).toBe(aWrites);

    a.store.getState().playHere();
    locks.answer();
    nets.push(playHand(a.store));
    expect(a.store.getState().hands.map((h) => h.hand)).toEqual([1, 2, 3]);
    expect(money(a.store)).toBe(start + nets.reduce((sum, net) => sum + net, 0));

    const reopened = open('c').store.getState();
    expect(reopened.hands.map((h) => h.hand)).toEqual([1, 2, 3]);
    expect(reopened.bankroll).toBe(a.store.getState().bankroll);
  });

  it('a tab that gets the table reads a save written after the tab opened', () => {
    const { locks, open } = browser();
    const a = open('a');
    locks.answer();
    const b = open('b'); // reads the save before A's hand, and is not answered yet
    const net = playHand(a.store);
    a.close();
    locks.answer();
    expect(b.store.getState().hold).toBe('held');
    expect(b.store.getState().hands).toHaveLength(1);
    expect(b.store.getState().bankroll).toBe(a.store.getState().bankroll);
    expect(money(b.store)).toBe(dollars(1000) + net);
  });

  it('a tab that loses the table mid-deal shows the hand finished, paid once, and writes nothing more', () => {
    const { storage, locks, open } = browser();
    const a = open('a', { instant: false });
    locks.answer();
    const b = open('b');
    locks.answer();
    a.store.getState().placeBet('banker');
    a.store.getState().deal();
    expect(a.store.getState().phase).toBe('dealing');
    const aWrites = storage.writes('a');

    b.store.getState().playHere();
    locks.answer();
    const lost = a.store.getState();
    expect([lost.hold, lost.phase, lost.revealed]).toEqual(['elsewhere', 'settled', lost.hands[0]!.coup.dealt.length]);
    lost.revealNext();
    tryEverything(a.store);
    expect(storage.writes('a')).toBe(aWrites);
    expect(b.store.getState().hands).toHaveLength(1);
    expect(b.store.getState().bankroll).toBe(lost.bankroll);
  });

  it('?bankroll= starts a fresh session only in a tab that gets the table as it opens', () => {
    const { storage, locks, open } = browser();
    const a = open('a', { freshBankroll: dollars(250) });
    locks.answer();
    expect(money(a.store)).toBe(dollars(250));
    playHand(a.store);
    const b = open('b', { freshBankroll: dollars(5000) });
    locks.answer();
    expect(b.store.getState().hold).toBe('elsewhere');
    expect(b.store.getState().bankroll).toBe(a.store.getState().bankroll);
    expect(storage.writes('b')).toBe(0);
    b.store.getState().playHere();
    locks.answer();
    expect(b.store.getState().hands).toHaveLength(1);
    expect(b.store.getState().bankroll).toBe(a.store.getState().bankroll);
  });

  it('a second Play here before the first is answered still leaves the tab holding the table', () => {
    const { locks, open } = browser();
    const a = open('a');
    locks.answer();
    const b = open('b');
    locks.answer();
    b.store.getState().playHere();
    b.store.getState().playHere();
    locks.answer();
    expect([a.store.getState().hold, b.store.getState().hold]).toEqual(['elsewhere', 'held']);
    playHand(b.store);
    expect(b.store.getState().hands).toHaveLength(1);
  });
});
