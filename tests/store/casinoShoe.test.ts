import { describe, expect, it } from 'vitest';
import { cardsLeft, dealNextCoup, dollars, LIMITS, seededRng, totalBets, type Shoe } from '../../src/rules';
import { committedShoe, randomCommitment } from '../../src/rules/committedShoe';
import { parseSavedTable } from '../../src/save/read';
import { SAVE_KEY } from '../../src/save/format';
import { createTableStore } from '../../src/store/tableStore';
import type { TableDependencies } from '../../src/store/api';
import * as casinoRules from '../../src/save/casinoShoeRules';
import { said, memoryStorage } from './helpers';

const rngForShoe = (shoe: number) => seededRng(7000 + shoe);
/** Shoe `n` as the table commits it: its seed and cut drawn from rngForShoe(n), shuffled by the committed stream. */
const expectedShoe = (n: number): Shoe => {
  const { serverSeed, cut } = randomCommitment(rngForShoe(n));
  return committedShoe(8, serverSeed, cut, n);
};

/** A casino-shoe table; `storage`, when given, is an in-memory one, so a test can read the save. */
function casinoTable(options: Partial<TableDependencies> & { storage?: ReturnType<typeof memoryStorage> } = {}) {
  const storage = options.storage ?? memoryStorage();
  const deps: TableDependencies = {
    rngForHand: (hand) => seededRng(hand),
    rngForShoe,
    casinoRules,
    storage,
    instant: true,
    options: { shoe: 'casino' },
    freshBankroll: undefined,
    ...options,
  };
  return { store: createTableStore(deps), storage, deps };
}

/** Bets $5 on Banker and deals one hand. */
function playHand(store: ReturnType<typeof casinoTable>['store']) {
  const s = store.getState();
  if (totalBets(s.bets) === 0) s.placeBet('banker');
  store.getState().deal();
  return store.getState().hands.at(-1)!;
}

const cardsOf = (coup: { dealt: readonly { card: { rank: string; suit: string } }[] }) => coup.dealt.map((d) => d.card);

describe('a casino shoe at the table', () => {
  it('is shuffled and burned as soon as it is chosen, and dealt coup after coup from the top', () => {
    const { store } = casinoTable();
    const inPlay = store.getState().shoe!;
    expect(inPlay.number).toBe(1);
    expect(inPlay.shoe.coups).toBe(0);
    let expected: Shoe = expectedShoe(1);
    expect(inPlay.shoe.order).toEqual(expected.order);
    for (let i = 0; i < 5; i++) {
      const dealt = dealNextCoup(expected);
      const hand = playHand(store);
      expect(cardsOf(hand.coup)).toEqual(cardsOf(dealt.coup));
      expect(hand.shoe).toBe(1);
      expected = dealt.shoe;
    }
    expect(cardsLeft(store.getState().shoe!.shoe)).toBe(cardsLeft(expected));
  });

  it('deals its last coup, then the next Deal shuffles a new shoe and the roads start afresh', () => {
    const { store } = casinoTable({ freshBankroll: dollars(1_000_000) });
    let hands = 0;
    while (!store.getState().shoe!.shoe.finished) {
      playHand(store);
      hands++;
    }
    expect(hands).toBeGreaterThan(60);
    const lastOfFirst = store.getState().hands.at(-1)!;
    expect(store.getState().shoe!.number).toBe(1);
    const next = playHand(store);
    expect(next.shoe).toBe(2);
    expect(store.getState().shoe!.shoe.coups).toBe(1);
    expect(store.getState().scoreboardFrom).toBe(lastOfFirst.hand);
    expect(cardsOf(next.coup)).toEqual(cardsOf(dealNextCoup(expectedShoe(2)).coup));
  });

  it('goes on with the same shoe after a reload, mid-shoe and mid-deal, never re-dealing a hand', () => {
    const storage = memoryStorage();
    const first = casinoTable({ storage, instant: false }).store;
    for (let i = 0; i < 3; i++) {
      playHand(first);
      first.getState().finishReveal();
    }
    playHand(first); // a reload while this one is being revealed
    expect(first.getState().phase).toBe('dealing');
    const reloaded = casinoTable({ storage, instant: false, options: {} }).store;
    expect(reloaded.getState().phase).toBe('settled');
    expect(reloaded.getState().hands).toHaveLength(4);
    expect(reloaded.getState().shoe!.shoe.next).toBe(first.getState().shoe!.shoe.next);
    const expected = dealNextCoup(first.getState().shoe!.shoe).coup;
    expect(cardsOf(playHand(reloaded).coup)).toEqual(cardsOf(expected));
  });

  it('starts a new shoe when the decks change between hands, and refuses the change mid-deal', () => {
    const { store } = casinoTable({ instant: false });
    playHand(store);
    store.getState().setSettings({ decks: 6 });
    expect(said(store.getState().message)).toMatch(/between hands/);
    expect(store.getState().shoe!.number).toBe(1);
    store.getState().finishReveal();
    store.getState().setSettings({ decks: 6 });
    expect(store.getState().shoe!.number).toBe(2);
    expect(store.getState().shoe!.shoe.order).toHaveLength(312);
    store.getState().setSettings({ shoe: 'fresh' });
    expect(store.getState().shoe).toBeNull();
    expect(playHand(store).shoe).toBeUndefined();
  });

  it('saves the shoe with the table, and the save reads back as the same table', () => {
    const { store, storage } = casinoTable();
    for (let i = 0; i < 4; i++) playHand(store);
    const parsed = parseSavedTable(storage.data.get(SAVE_KEY), casinoRules);
    if (!parsed.ok) throw new Error(parsed.reason.key);
    expect(parsed.table.shoe!.shoe.next).toBe(store.getState().shoe!.shoe.next);
    expect(parsed.table.hands.map((h) => h.shoe)).toEqual([1, 1, 1, 1]);
  });

  it('refuses a save whose hands are not the cards its shoe dealt', () => {
    const { store, storage } = casinoTable();
    for (let i = 0; i < 3; i++) playHand(store);
    const save = JSON.parse(storage.data.get(SAVE_KEY)!) as { hands: { cards: string }[] };
    const other = casinoTable({ rngForShoe: (n) => seededRng(n) }).store;
    for (let i = 0; i < 3; i++) playHand(other);
    save.hands[1]!.cards = other
      .getState()
      .hands[1]!.coup.dealt.map((d) => `${d.card.rank}${d.card.suit}`)
      .join(' ');
    const parsed = parseSavedTable(JSON.stringify(save), casinoRules);
    expect(parsed.ok).toBe(false);
  });

  it('says so when the address names an option value it does not know', () => {
    const { store } = casinoTable({ options: {}, unknownOptions: ['shoe=tiny'] });
    expect(said(store.getState().message)).toMatch(/asks for shoe=tiny, which this table does not offer/);
    expect(store.getState().settings.shoe).toBe('fresh');
  });

  it('says so when the address asks for a bankroll the table cannot hold, with any unknown option, and keeps the saved bankroll', () => {
    const alone = casinoTable({ options: {}, unknownOptions: ['bankroll=4.5'] }).store;
    expect(said(alone.getState().message)).toMatch(/bankroll of “4\.5”: a bankroll is whole dollars/);
    expect(alone.getState().bankroll).toBe(LIMITS.startingBankroll);
    const both = casinoTable({ options: {}, unknownOptions: ['shoe=tiny', 'bankroll=-5'] }).store;
    expect(said(both.getState().message)).toMatch(
      /asks for shoe=tiny, which this table does not offer.*bankroll of “-5”/,
    );
  });

  it("loads the shoe's rules when a casino shoe is first chosen: the choice shows at once, the shoe follows", async () => {
    let arrive: (rules: typeof casinoRules) => void = () => {};
    const { store } = casinoTable({
      casinoRules: undefined,
      options: {},
      loadCasinoRules: () => new Promise((resolve) => (arrive = resolve)),
    });
    store.getState().setSettings({ shoe: 'casino' });
    expect(store.getState().settings.shoe).toBe('casino');
    expect(store.getState().shoe).toBeNull();
    store.getState().placeBet('banker');
    store.getState().deal(); // waits for the rules, then deals from the new shoe
    expect(store.getState().hands).toHaveLength(0);
    arrive(casinoRules);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().shoe!.number).toBe(1);
    expect(store.getState().hands.map((h) => h.shoe)).toEqual([1]);
  });
});
