import { describe, expect, it } from 'vitest';
import { dollars, encodeStoryCoups, seededRng, storyCoupOf, totalBets } from '../../src/rules';
import { parseSavedTable } from '../../src/save/read';
import { SAVE_KEY } from '../../src/save/format';
import { toSaved } from '../../src/save/write';
import { createTableStore } from '../../src/store/tableStore';
import type { TableStore } from '../../src/store/api';
import * as casinoRules from '../../src/save/casinoShoeRules';
import { endStory, MAX_PAST_SHOES, reviewableShoes } from '../../src/table/story';
import { makeTable, memoryStorage } from '../store/helpers';

/** Bets $5 on Banker (unless a tie left a bet on the table) and deals one hand. */
function playHands(store: TableStore, count: number): void {
  for (let i = 0; i < count; i++) {
    if (totalBets(store.getState().bets) === 0) store.getState().placeBet('banker');
    store.getState().deal();
    store.getState().finishReveal();
  }
}

const codesOf = (store: TableStore, from: number, to: number) =>
  encodeStoryCoups(
    store
      .getState()
      .hands.filter((h) => h.hand >= from && h.hand <= to)
      .map((h) => storyCoupOf(h.coup)),
  );

describe('the past shoes of a table with a fresh shoe every hand', () => {
  it('New scoreboard ends the story on the roads and keeps it: its hands, decks and coups', () => {
    const { store } = makeTable({ instant: true });
    playHands(store, 7);
    store.getState().newScoreboard(endStory(store.getState()));
    const s = store.getState();
    expect(s.scoreboardFrom).toBe(7);
    expect(s.pastShoes).toEqual([{ from: 1, to: 7, decks: 8, coups: codesOf(store, 1, 7) }]);
    expect(s.pastShoes![0]!.coups).toHaveLength(14);
  });

  it('keeps nothing for empty roads, and a New scoreboard without a story leaves the table as it was', () => {
    const { store } = makeTable({ instant: true });
    store.getState().newScoreboard(endStory(store.getState()));
    expect(store.getState().pastShoes).toBeUndefined();
    playHands(store, 2);
    store.getState().newScoreboard(endStory(store.getState()));
    const kept = store.getState().pastShoes;
    store.getState().newScoreboard(endStory(store.getState()));
    expect(store.getState().pastShoes).toBe(kept);
  });

  it('keeps the last 20, oldest first', () => {
    const { store } = makeTable({ instant: true });
    for (let story = 0; story < MAX_PAST_SHOES + 2; story++) {
      playHands(store, 2);
      store.getState().newScoreboard(endStory(store.getState()));
    }
    const kept = store.getState().pastShoes!;
    expect(kept).toHaveLength(MAX_PAST_SHOES);
    expect(kept[0]!.from).toBe(5); // the stories of hands 1–2 and 3–4 are gone
    expect(kept.at(-1)).toMatchObject({ from: 43, to: 44 });
  });

  it('shows no story ending with the hand being dealt until its last card is up', () => {
    const { store } = makeTable();
    playHands(store, 3);
    store.getState().placeBet('player');
    store.getState().deal();
    expect(store.getState().phase).toBe('dealing');
    // New scoreboard mid-deal: the roads it clears end with the hand being dealt.
    store.getState().newScoreboard(endStory(store.getState()));
    expect(store.getState().pastShoes).toHaveLength(1);
    expect(reviewableShoes(store.getState())).toEqual([]);
    store.getState().finishReveal();
    expect(reviewableShoes(store.getState())).toEqual([{ from: 1, to: 4, decks: 8, coups: codesOf(store, 1, 4) }]);
  });
});

describe('the past shoes in the save', () => {
  it("are saved and read back, on the original game's version 2 save too", () => {
    const storage = memoryStorage();
    const { store } = makeTable({ instant: true, storage });
    playHands(store, 4);
    store.getState().newScoreboard(endStory(store.getState()));
    const saved = JSON.parse(storage.data.get(SAVE_KEY)!);
    expect(saved.version).toBe(2);
    expect(saved.pastShoes).toEqual(store.getState().pastShoes);
    const read = parseSavedTable(storage.data.get(SAVE_KEY)!);
    if (!read.ok) throw new Error(read.reason.key);
    expect(read.table.pastShoes).toEqual(store.getState().pastShoes);
    expect(toSaved(read.table)).toEqual(saved);
  });
});

describe('the past shoes of a casino shoe', () => {
  it('a shoe is reviewable from its last coup on, and kept once the next shoe starts the roads afresh', () => {
    const store = createTableStore({
      rngForHand: (hand) => seededRng(hand),
      rngForShoe: (shoe) => seededRng(9000 + shoe),
      casinoRules,
      storage: memoryStorage(),
      instant: true,
      options: { shoe: 'casino' },
      freshBankroll: dollars(1_000_000),
    });
    while (!store.getState().shoe!.shoe.finished) playHands(store, 1);
    const last = store.getState().hands.at(-1)!.hand;
    const shoe1 = { from: 1, to: last, shoe: 1, decks: 8, coups: codesOf(store, 1, last) };
    expect(store.getState().pastShoes).toBeUndefined();
    expect(reviewableShoes(store.getState())).toEqual([shoe1]);
    playHands(store, 1); // the second shoe's first coup
    expect(store.getState().pastShoes).toEqual([shoe1]);
    expect(reviewableShoes(store.getState())).toEqual([shoe1]);
  });
});
