import { readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import { dollars } from '../../src/rules';
import { parseSavedTable, toSaved } from '../../src/store/persistence';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const v1 = fixture('save-v1.json');
const v2 = fixture('save-v2.json');
const tampered = (change: (save: Record<string, unknown>) => void): string => {
  const save = JSON.parse(v1) as Record<string, unknown>;
  change(save);
  return JSON.stringify(save);
};

describe('reading a save', () => {
  it('loads the version 1 fixture, replaying each hand through the rules', () => {
    const parsed = parseSavedTable(v1);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.table.bankroll).toBe(dollars(990));
    expect(parsed.table.hands.map((h) => [h.coup.winner, h.settlement.net])).toEqual([
      ['banker', -dollars(10)],
      ['player', dollars(10)],
    ]);
  });

  it('migrates version 1 to version 2 with the scoreboard covering the whole session', () => {
    const parsed = parseSavedTable(v1);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(toSaved(parsed.table)).toEqual({ ...JSON.parse(v1), version: 2, scoreboardFrom: 0 });
  });

  it('loads the version 2 fixture and round-trips what it saves', () => {
    const parsed = parseSavedTable(v2);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.table.scoreboardFrom).toBe(1);
    expect(toSaved(parsed.table)).toEqual(JSON.parse(v2));
  });

  test.each([
    ['not JSON', '{"version":1,', /not valid JSON/],
    ['not a table', '[1,2,3]', /not a table/],
    ['an unknown version', tampered((s) => (s.version = 99)), /unknown version/],
    ['a negative bankroll', tampered((s) => (s.bankroll = -100)), /bankroll/],
    ['a bankroll in dollars', tampered((s) => (s.bankroll = 990.5)), /bankroll/],
    ['a bankroll as text', tampered((s) => (s.bankroll = '99000')), /bankroll/],
    ['a railing over $300', tampered((s) => (s.railing = 40000)), /railing/],
    ['bets over the table maximum', tampered((s) => (s.bets = { player: 30000, banker: 500, tie: 0 })), /limits/],
    ['a bet under the minimum', tampered((s) => (s.bets = { player: 100, banker: 0, tie: 0 })), /limits/],
    ['a hand that is not a coup', tampered((s) => ((s.hands as { cards: string }[])[0]!.cards = '10S 4H 7D')), /not a coup/],
    ['a card that is not a card', tampered((s) => ((s.hands as { cards: string }[])[0]!.cards = '10S 4H 7D XX')), /not one: XX/],
    ['hands out of order', tampered((s) => ((s.hands as { hand: number }[])[1]!.hand = 1)), /out of order/],
    ['missing settings', tampered((s) => delete s.settings), /settings/],
    ['no history', tampered((s) => (s.hands = 'none')), /history/],
    ['a scoreboard start that is not a hand number', fixture('save-v2.json').replace('"scoreboardFrom": 1', '"scoreboardFrom": -2'), /scoreboard/],
  ])('refuses %s, saying why', (_, raw, reason) => {
    const parsed = parseSavedTable(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});
