import { describe, expect, it } from 'vitest';
import { dealNextCoup, dollars, formatCard, seededRng, totalBets } from '../../src/rules';
import { commitmentOf, committedOrder, committedShoe, randomCommitment } from '../../src/rules/committedShoe';
import { verifyExport } from '../../src/rules/verifyShoe';
import { commitmentView, exportedShoes, latestReveal } from '../../src/table/committedView';
import { parseSavedTable } from '../../src/save/read';
import { SAVE_KEY } from '../../src/save/format';
import { historyJson } from '../../src/table/history';
import { createTableStore } from '../../src/store/tableStore';
import type { TableDependencies, TableStore } from '../../src/store/api';
import * as casinoRules from '../../src/save/casinoShoeRules';
import { shoeVerdict } from '../../src/table/committedView';
import vectors from '../fixtures/committed-shoe-vectors.json';
import { memoryStorage } from './helpers';

const rngForShoe = (shoe: number) => seededRng(8000 + shoe);

function casinoTable(options: Partial<TableDependencies> = {}) {
  const storage = (options.storage as ReturnType<typeof memoryStorage> | undefined) ?? memoryStorage();
  const store = createTableStore({
    rngForHand: (hand) => seededRng(hand),
    rngForShoe,
    casinoRules,
    storage,
    instant: true,
    options: { shoe: 'casino' },
    freshBankroll: dollars(1_000_000),
    ...options,
  });
  return { store, storage };
}

function playHand(store: TableStore) {
  if (totalBets(store.getState().bets) === 0) store.getState().placeBet('banker');
  store.getState().deal();
  return store.getState().hands.at(-1)!;
}

function playToTheEnd(store: TableStore): number {
  let hands = 0;
  while (!store.getState().shoe!.shoe.finished) {
    playHand(store);
    hands++;
  }
  return hands;
}

const cards = (order: readonly { rank: string; suit: string }[]) => order.map((c) => c.rank + c.suit).join(' ');

describe('the committed shoe at the table', () => {
  it('shows the commitment of shoe 1 before any bet, and deals the shoe its seed and cut commit to', () => {
    const { store } = casinoTable();
    const made = randomCommitment(rngForShoe(1));
    expect(commitmentView(store.getState())).toEqual({
      shoe: 1,
      commitment: made.commitment,
      cut: made.cut,
      cutOpen: true,
    });
    expect(made.commitment).toBe(commitmentOf(made.serverSeed));
    expect(cards(store.getState().shoe!.shoe.order)).toBe(cards(committedOrder(8, made.serverSeed, made.cut, 1)));
  });

  it("takes the player's cut before the first deal only: the same seed shuffles again with it", () => {
    const { store } = casinoTable();
    const { serverSeed, commitment } = randomCommitment(rngForShoe(1));
    store.getState().cutShoe('my-cut_7');
    expect(commitmentView(store.getState())).toMatchObject({ commitment, cut: 'my-cut_7', cutOpen: true });
    expect(cards(store.getState().shoe!.shoe.order)).toBe(cards(committedOrder(8, serverSeed, 'my-cut_7', 1)));
    store.getState().cutShoe('not a cut!');
    expect(store.getState().shoe!.committed!.cut).toBe('my-cut_7');
    playHand(store);
    expect(commitmentView(store.getState())).toMatchObject({ cutOpen: false });
    store.getState().cutShoe('later');
    expect(store.getState().shoe!.committed!.cut).toBe('my-cut_7');
  });

  it('deals a whole shoe cut by the player coup by coup as its seed and cut commit to, the commitment unchanged to its last coup', () => {
    const { store } = casinoTable();
    const { serverSeed, commitment } = randomCommitment(rngForShoe(1));
    const cut = 'e2e-cut_1';
    store.getState().cutShoe(cut);
    let committed = committedShoe(8, serverSeed, cut, 1);
    let hands = 0;
    while (!committed.finished) {
      const next = dealNextCoup(committed);
      committed = next.shoe;
      const hand = playHand(store);
      hands++;
      expect(hand, `coup ${hands}`).toMatchObject({ shoe: 1 });
      expect(cards(hand.coup.dealt.map((d) => d.card)), `coup ${hands}`).toBe(
        cards(next.coup.dealt.map((d) => d.card)),
      );
      if (!committed.finished)
        expect(commitmentView(store.getState()), `after coup ${hands}`).toEqual({
          shoe: 1,
          commitment,
          cut,
          cutOpen: false,
        });
    }
    expect(hands).toBeGreaterThan(60);
    expect(latestReveal(store.getState())).toMatchObject({ number: 1, committed: { serverSeed, commitment, cut } });
    expect(shoeVerdict(store.getState(), 1)).toMatchObject({ verified: true, hands });
  });

  it('with ?seed=42 deals the shoe of the test vectors: commitment, burn card and first coup', () => {
    const { store } = casinoTable({ seed: 42 });
    const vector = vectors.vectors.find((v) => v.seed === 42 && v.shoe === 1)!;
    expect(commitmentView(store.getState())).toMatchObject({ shoe: 1, commitment: vector.commitment, cut: '42' });
    // 6C is shown and burns 6 face down; then P KD 5H = 5, B KH 4D = 4; Player draws AC (6); Banker 4 stands on a third card of 1: Player wins.
    expect(vector.first.split(' ').slice(0, 12).join(' ')).toBe('6C JS QC 5H 6S 7D 9D KD KH 5H 4D AC');
    const hand = playHand(store);
    expect(hand.coup.dealt.map((d) => formatCard(d.card))).toEqual(['KD', 'KH', '5H', '4D', 'AC']);
    expect(hand.coup).toMatchObject({ playerTotal: 6, bankerTotal: 4, winner: 'player' });
  });

  it('reveals the seed after the last coup, commits the next shoe before its first bet, and deals it with the cut typed', () => {
    const { store } = casinoTable();
    const first = randomCommitment(rngForShoe(1));
    expect(latestReveal(store.getState())).toBeNull();
    expect(playToTheEnd(store)).toBeGreaterThan(60);
    const reveal = latestReveal(store.getState())!;
    expect(reveal).toMatchObject({ number: 1, committed: first });
    expect(cards(reveal.cards)).toBe(
      cards(store.getState().shoe!.shoe.order.slice(0, store.getState().shoe!.shoe.next)),
    );
    const second = randomCommitment(rngForShoe(2));
    expect(commitmentView(store.getState())).toEqual({
      shoe: 2,
      commitment: second.commitment,
      cut: second.cut,
      cutOpen: true,
    });
    store.getState().cutShoe('cut2');
    const hand = playHand(store);
    expect(hand.shoe).toBe(2);
    expect(store.getState().shoe!.committed).toEqual({ ...second, cut: 'cut2' });
    expect(cards(hand.coup.dealt.map((d) => d.card))).toBe(
      cards(dealNextCoup(committedShoe(8, second.serverSeed, 'cut2', 2)).coup.dealt.map((d) => d.card)),
    );
    expect(store.getState().revealedShoes?.map((r) => r.number)).toEqual([1]);
  });

  it('verifies a finished shoe card by card in the page, and its export with the same verifier', () => {
    const { store } = casinoTable();
    const hands = playToTheEnd(store);
    const verdict = shoeVerdict(store.getState(), 1);
    expect(verdict).toMatchObject({ verified: true, shoe: 1, commitmentMatches: true, hands, problems: [] });
    expect(verdict.cards.every((c) => c.dealt === c.committed)).toBe(true);
    const exported = JSON.parse(historyJson(store.getState().hands, exportedShoes(store.getState()))) as {
      shoes: unknown[];
    };
    expect(exported.shoes).toEqual([
      expect.objectContaining({ shoe: 1, decks: 8, serverSeed: randomCommitment(rngForShoe(1)).serverSeed }),
    ]);
    expect(verifyExport(exported)).toMatchObject({ verified: true, shoes: 1, problems: [] });
  });

  it('keeps the seed secret in the export while the shoe is in play, and reveals it when the player starts a new shoe', () => {
    const { store } = casinoTable();
    for (let i = 0; i < 3; i++) playHand(store);
    expect(exportedShoes(store.getState())).toEqual([expect.objectContaining({ shoe: 1, serverSeed: null })]);
    store.getState().setSettings({ decks: 6 });
    expect(store.getState().shoe!.number).toBe(2);
    expect(latestReveal(store.getState())).toMatchObject({ number: 1, committed: randomCommitment(rngForShoe(1)) });
    const shoes = exportedShoes(store.getState());
    expect(shoes.map((s) => [s.shoe, s.serverSeed === null])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(
      verifyExport({
        hands: store.getState().hands.map((h) => ({
          hand: h.hand,
          shoe: h.shoe,
          player: cards(h.coup.player),
          banker: cards(h.coup.banker),
        })),
        shoes,
      }),
    ).toMatchObject({ verified: true, shoes: 1 });
  });

  it('keeps the commitment and the cards after a reload, mid-shoe and between shoes; the seed stays in the save', () => {
    const storage = memoryStorage();
    const { store } = casinoTable({ storage });
    store.getState().cutShoe('abc');
    for (let i = 0; i < 5; i++) playHand(store);
    const reloaded = casinoTable({ storage, options: {}, freshBankroll: undefined }).store;
    expect(reloaded.getState().shoe!.committed).toEqual(store.getState().shoe!.committed);
    expect(cards(dealNextCoup(reloaded.getState().shoe!.shoe).coup.dealt.map((d) => d.card))).toBe(
      cards(dealNextCoup(store.getState().shoe!.shoe).coup.dealt.map((d) => d.card)),
    );
    playToTheEnd(store);
    const between = casinoTable({ storage, options: {}, freshBankroll: undefined }).store;
    expect(commitmentView(between.getState())).toEqual(commitmentView(store.getState()));
    expect(latestReveal(between.getState())).toMatchObject({ number: 1, committed: store.getState().shoe!.committed });
  });

  it('refuses a save whose shoe is not the one its seed and cut commit to', () => {
    const { store, storage } = casinoTable();
    playHand(store);
    const save = JSON.parse(storage.data.get(SAVE_KEY)!) as { shoe: { cut: string } };
    save.shoe.cut = 'other';
    const parsed = parseSavedTable(JSON.stringify(save), casinoRules);
    expect(parsed).toEqual({
      ok: false,
      reason: { key: 'shoe-unreadable', detail: 'the cards are not the shoe its seed and cut commit to' },
    });
  });

  it('plays a revealed shoe again from its seed and cut: the same cards, another shoe number, still verifiable', () => {
    const { store } = casinoTable();
    playToTheEnd(store);
    const firstCoups = store
      .getState()
      .hands.slice(0, 5)
      .map((h) => cards(h.coup.dealt.map((d) => d.card)));
    store.getState().replayShoe(1);
    expect(store.getState().shoe).toMatchObject({ number: 2, replayOf: 1, committed: randomCommitment(rngForShoe(1)) });
    expect(commitmentView(store.getState())).toMatchObject({ shoe: 2, cutOpen: false });
    const again = Array.from({ length: 5 }, () => cards(playHand(store).coup.dealt.map((d) => d.card)));
    expect(again).toEqual(firstCoups);
    playToTheEnd(store);
    const exported = JSON.parse(historyJson(store.getState().hands, exportedShoes(store.getState())));
    expect(verifyExport(exported)).toMatchObject({ verified: true, shoes: 2, problems: [] });
  });
});
