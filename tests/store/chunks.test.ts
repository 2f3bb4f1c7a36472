import { describe, expect, it } from 'vitest';
import * as variantRules from '../../src/rules/variantRules';
import { dollars } from '../../src/rules';
import { makeTable, said } from './helpers';

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
