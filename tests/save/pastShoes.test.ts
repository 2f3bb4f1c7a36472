import { describe, expect, it, test } from 'vitest';
import { parseSavedTable } from '../../src/save/read';
import v1 from '../store/fixtures/save-v1.json';
import v2 from '../store/fixtures/save-v2.json';
import v3 from '../store/fixtures/save-v3.json';

/** The v3 fixture (a 6-deck table, hands 1–3) with these past shoes. */
const withPastShoes = (pastShoes: unknown) => JSON.stringify({ ...v3, pastShoes });
const read = (raw: string) => {
  const parsed = parseSavedTable(raw);
  if (!parsed.ok) throw new Error(`refused: ${parsed.reason.key}`);
  return parsed.table;
};

describe('the past shoes in the save', () => {
  it('a save from before them still loads, with none', () => {
    for (const save of [v1, v2, v3]) expect(read(JSON.stringify(save)).pastShoes).toBeUndefined();
  });

  it('reads past shoes that are past shoes', () => {
    const pastShoes = [
      { from: 1, to: 2, decks: 6, coups: 'B0P5' },
      { from: 3, to: 3, shoe: 4, decks: 8, coups: 'T2' },
    ];
    expect(read(withPastShoes(pastShoes)).pastShoes).toEqual(pastShoes);
  });

  test.each([
    ['not a list', 'B0P5'],
    ['coups that are not the notation', [{ from: 1, to: 2, decks: 6, coups: 'B0X5' }]],
    ['more coups than hands', [{ from: 1, to: 1, decks: 6, coups: 'B0P5' }]],
    ["hands after the session's last", [{ from: 3, to: 4, decks: 6, coups: 'B0P5' }]],
    ['decks the table does not offer', [{ from: 1, to: 2, decks: 7, coups: 'B0P5' }]],
    ['a shoe that is not a number', [{ from: 1, to: 2, shoe: 'one', decks: 6, coups: 'B0P5' }]],
    ['a story that ends before it starts', [{ from: 2, to: 1, decks: 6, coups: '' }]],
  ])('drops %s, and the table still loads', (_, pastShoes) => {
    const table = read(withPastShoes(pastShoes));
    expect(table.pastShoes).toBeUndefined();
    expect(table.hands).toHaveLength(3);
  });

  it('drops a story that overlaps the one before, keeping the rest', () => {
    const table = read(
      withPastShoes([{ from: 1, to: 2, decks: 6, coups: 'B0P0' }, { from: 2, to: 3, decks: 6, coups: 'B0P0' }, 'junk']),
    );
    expect(table.pastShoes).toEqual([{ from: 1, to: 2, decks: 6, coups: 'B0P0' }]);
  });
});
