import { afterEach, describe, expect, it, vi } from 'vitest';
import { dollars } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import * as casinoRules from '../../src/save/casinoShoeRules';
import { seededRng } from '../../src/rules/seeded';
import { savedText, toSaved } from '../../src/save/write';
import { makeTable } from '../store/helpers';

/** A table that has dealt `hands` hands with a Banker bet (and a Player Pair one on a table with side bets). */
function played(options: Parameters<typeof makeTable>[0], hands: number) {
  const { store } = makeTable({
    instant: true,
    variantRules,
    casinoRules,
    rngForShoe: (n) => seededRng(90 + n),
    ...options,
  });
  const t = () => store.getState();
  for (let hand = 0; hand < hands; hand++) {
    t().clearBets();
    t().placeBet('banker');
    if (t().settings.sideBets) t().placeBet('player-pair');
    t().deal();
  }
  return store;
}

describe("the save's text", () => {
  afterEach(() => void vi.restoreAllMocks());

  it('is the save as JSON, character for character: the original game (version 2) and the fullest table (version 3)', () => {
    for (const options of [{}, { options: { shoe: 'casino', game: 'ez', sideBets: true } } as const]) {
      const store = played(options, 12);
      expect(savedText(store.getState())).toBe(JSON.stringify(toSaved(store.getState())));
      store.getState().adjustRailing(dollars(5));
      store.getState().placeBet('tie');
      expect(savedText(store.getState())).toBe(JSON.stringify(toSaved(store.getState())));
      expect(savedText({ ...store.getState(), hands: [] })).toBe(
        JSON.stringify(toSaved({ ...store.getState(), hands: [] })),
      );
    }
  });

  it("writes each hand's text once: a bet's save stringifies no hand, a Deal's only the hand dealt", () => {
    const store = played({}, 20);
    savedText(store.getState());
    const stringify = vi.spyOn(JSON, 'stringify');
    const handsIn = () => stringify.mock.calls.filter(([value]) => (value as { hand?: unknown }).hand !== undefined);
    store.getState().placeBet('player');
    savedText(store.getState());
    expect(handsIn()).toHaveLength(0);
    store.getState().deal();
    savedText(store.getState());
    expect(handsIn()).toHaveLength(1);
    expect(handsIn()[0]![0]).toMatchObject({ hand: 21 });
  });
});
