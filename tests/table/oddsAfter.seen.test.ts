import { describe, expect, it, vi } from 'vitest';

// compositionAfter counted: the same list of cards seen is counted once, whoever asks.
vi.mock('../../src/rules', async (actual) => {
  const rules = await actual<typeof import('../../src/rules')>();
  return { ...rules, compositionAfter: vi.fn(rules.compositionAfter) };
});
// The Node tests share one module graph (vitest.config.ts): the modules are loaded afresh here, so
// that this file's table/oddsAfter.ts is the one that counts with the mocked rules.
vi.resetModules();
const { compositionAfter, compositionOdds, parseCards } = await import('../../src/rules');
const { oddsAfter, pricedOddsAfter, shoeToPrepare, tableOddsAfter } = await import('../../src/table/oddsAfter');

describe('the cards left after the cards seen', () => {
  it('are counted once for a list of cards seen, however many panels ask with it', () => {
    const seen = parseCards('KD 7H 9S 2C 5D');
    const counted = vi.mocked(compositionAfter);
    counted.mockClear();
    const odds = oddsAfter(8, seen);
    tableOddsAfter(8, seen);
    pricedOddsAfter({ decks: 8, game: 'ez', sideBets: true }, seen);
    shoeToPrepare(8, seen, true);
    expect(counted).toHaveBeenCalledTimes(1);
    const left = counted.mock.results[0]!.value as ReturnType<typeof compositionAfter>;
    if (!left.ok) throw new Error(left.reason);
    expect(odds).toEqual(compositionOdds(left.composition));
  });

  it('are counted again for another list, or the same list from another number of decks', () => {
    const seen = parseCards('KD 7H 9S 2C 6S');
    const counted = vi.mocked(compositionAfter);
    counted.mockClear();
    const eight = oddsAfter(8, seen);
    const again = oddsAfter(8, [...seen]); // a new list of the same cards: counted, and the odds remembered
    expect(again).toBe(eight);
    const six = oddsAfter(6, seen);
    expect(counted).toHaveBeenCalledTimes(3);
    const left = compositionAfter(6, seen);
    if (!left.ok) throw new Error(left.reason);
    expect(six).toEqual(compositionOdds(left.composition));
    expect(six).not.toEqual(eight);
  });
});
