import { describe, expect, it } from 'vitest';
import * as variantRules from '../../src/rules/variantRules';
import { dollars, seededRng } from '../../src/rules';
import * as reader from '../../src/save/read';
import * as writer from '../../src/save/write';
import { SAVE_KEY } from '../../src/save/format';
import { lazyChunk } from '../../src/store/lazyChunk';
import { createTableShell } from '../../src/store/tableShell';
import { makeTable, memoryStorage, said } from './helpers';

/** Lets the promises of a failed or successful load settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a chunk of rules that fails to load', () => {
  it('says so and changes nothing: Double with the full rules offline', async () => {
    const { store } = makeTable({ instant: true, loadVariantRules: () => Promise.reject(new Error('offline')) });
    store.getState().placeBet('banker');
    const before = store.getState();
    store.getState().double();
    await settle();
    const after = store.getState();
    expect(after.message?.notice).toEqual({ key: 'rulesUnavailable' });
    expect(said(after.message)).toMatch(/could not be loaded/);
    expect(after.bets).toBe(before.bets);
    expect(after.bankroll).toBe(before.bankroll);
  });

  it('is tried again on the next press, and then plays the move', async () => {
    let fails = true;
    const { store } = makeTable({
      instant: true,
      loadVariantRules: () => (fails ? Promise.reject(new Error('offline')) : Promise.resolve(variantRules)),
    });
    store.getState().placeBet('banker');
    store.getState().double();
    await settle();
    fails = false;
    store.getState().double();
    await settle();
    expect(store.getState().bets.banker).toBe(dollars(10));
  });

  it('says so when a casino shoe cannot be dealt for want of its rules', async () => {
    const { store } = makeTable({
      instant: true,
      loadCasinoRules: () => Promise.reject(new Error('offline')),
      options: { shoe: 'casino' },
    });
    await settle();
    store.getState().placeBet('banker');
    store.getState().deal();
    await settle();
    expect(store.getState().message?.notice).toEqual({ key: 'rulesUnavailable' });
    expect(store.getState().hands).toHaveLength(0);
  });
});

describe('the save writer, a chunk that loads as the page opens', () => {
  /** A table whose writer is still loading until `arrive` is called. */
  function tableWithWriterOnItsWay() {
    const storage = memoryStorage();
    let arrive = (): void => undefined;
    const onItsWay = new Promise<typeof writer>((resolve) => (arrive = () => resolve(writer)));
    const store = createTableShell(
      { rngForHand: (hand) => seededRng(1000 + hand), storage, instant: true },
      lazyChunk(reader, () => Promise.resolve(reader)),
      lazyChunk(undefined, () => onItsWay),
    );
    return { store, storage, arrive };
  }

  it('writes a change made before it was here once it comes: the table as it is then', async () => {
    const { store, storage, arrive } = tableWithWriterOnItsWay();
    store.getState().placeBet('banker');
    store.getState().placeBet('banker');
    await settle();
    expect(storage.getItem(SAVE_KEY)).toBeNull();
    arrive();
    await settle();
    expect(JSON.parse(storage.getItem(SAVE_KEY)!)).toMatchObject({ version: 2, bets: { banker: dollars(10) } });
  });

  it('writes each change at once after it has come', async () => {
    const { store, storage, arrive } = tableWithWriterOnItsWay();
    arrive();
    store.getState().placeBet('player');
    await settle();
    store.getState().deal();
    // No await: the deal is saved in the same task as the press.
    const saved = JSON.parse(storage.getItem(SAVE_KEY)!) as { hands: unknown[] };
    expect(saved.hands).toEqual([expect.objectContaining({ hand: 1 })]);
  });
});
