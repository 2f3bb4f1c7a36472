import { readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import { enLater } from '../../src/i18n/enLater';
import { saveRefusalText } from '../../src/i18n/notice';
import { dollars } from '../../src/rules';
import { DEFAULT_SETTINGS } from '../../src/table/vocabulary';
import { parseSavedTable } from '../../src/save/read';
import { toSaved } from '../../src/save/write';

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
    if (!parsed.ok) throw new Error(parsed.reason.key);
    expect(toSaved(parsed.table)).toEqual({ ...JSON.parse(v1), version: 2, scoreboardFrom: 0 });
  });

  it('loads the version 2 fixture and round-trips what it saves', () => {
    const parsed = parseSavedTable(v2);
    if (!parsed.ok) throw new Error(parsed.reason.key);
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
    [
      'a hand that is not a coup',
      tampered((s) => ((s.hands as { cards: string }[])[0]!.cards = '10S 4H 7D')),
      /not a coup/,
    ],
    [
      'a card that is not a card',
      tampered((s) => ((s.hands as { cards: string }[])[0]!.cards = '10S 4H 7D XX')),
      /not one: XX/,
    ],
    ['hands out of order', tampered((s) => ((s.hands as { hand: number }[])[1]!.hand = 1)), /out of order/],
    ['missing settings', tampered((s) => delete s.settings), /settings/],
    ['no history', tampered((s) => (s.hands = 'none')), /history/],
    [
      'a scoreboard start that is not a hand number',
      fixture('save-v2.json').replace('"scoreboardFrom": 1', '"scoreboardFrom": -2'),
      /scoreboard/,
    ],
    [
      'a scoreboard starting after the last hand',
      fixture('save-v2.json').replace('"scoreboardFrom": 1', '"scoreboardFrom": 7'),
      /scoreboard/,
    ],
    [
      'a bankroll no table pays (the largest safe integer)',
      tampered((s) => (s.bankroll = 9007199254740991)),
      /bankroll is more than any table pays/,
    ],
    [
      'a starting bankroll over the table bank',
      tampered((s) => (s.startingBankroll = 100_000_000_001)),
      /starting bankroll is more/,
    ],
    ['a repeated hand number', tampered((s) => ((s.hands as { hand: number }[])[1]!.hand = 1)), /out of order/],
    ['a skipped hand number', tampered((s) => ((s.hands as { hand: number }[])[1]!.hand = 3)), /out of order/],
    [
      'a balance the hand did not win',
      tampered((s) => ((s.hands as { balanceAfter: number }[])[1]!.balanceAfter = 500000)),
      /balance after hand 2 does not follow/,
    ],
    [
      'a first hand not played from the starting bankroll',
      tampered((s) => (s.startingBankroll = 50000)),
      /balance after hand 1 does not follow/,
    ],
    [
      'a bankroll the last hand did not leave',
      tampered((s) => (s.bankroll = 500000)),
      /bankroll and the bets do not match/,
    ],
    [
      'a bet under the minimum, named plainly',
      tampered((s) => (s.bets = { player: 100, banker: 0, tie: 0 })),
      /^the bets on the table break the table limits$/,
    ],
    [
      'a bet that is not money, named by its spot',
      tampered((s) => (s.bets = { player: 1000, banker: 'x', tie: 0 })),
      /^the BANKER bet on the table is not an amount of money$/,
    ],
  ])('refuses %s, saying why', (_, raw, reason) => {
    const parsed = parseSavedTable(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(saveRefusalText(enLater, parsed.reason)).toMatch(reason);
  });

  it('accepts the fresh bankroll a player who ran out was given, between hands and after the last', () => {
    // Hand 1 loses $10 from a $15 start, leaving $5; hand 2 loses $5, leaving nothing; the
    // player takes a fresh $1,000 and hand 3 wins $10 from it; then a fresh table again.
    const save = JSON.parse(v2) as Record<string, unknown>;
    const lose = (hand: number, stake: number, balanceAfter: number) => ({
      hand,
      cards: '10S 4H 7D 4C', // Banker's natural 8 beats Player's 7
      bets: { player: stake, banker: 0, tie: 0 },
      balanceAfter,
    });
    Object.assign(save, {
      scoreboardFrom: 0,
      startingBankroll: 1500,
      hands: [
        lose(1, 1000, 500),
        lose(2, 500, 0),
        { ...lose(3, 1000, 101000), bets: { player: 0, banker: 1000, tie: 0 }, balanceAfter: 100950 },
      ],
      bankroll: 100950,
      bets: { player: 0, banker: 0, tie: 0 },
    });
    const parsed = parseSavedTable(JSON.stringify(save));
    if (!parsed.ok) throw new Error(parsed.reason.key);
    expect(parsed.table.hands.map((h) => h.balanceAfter)).toEqual([500, 0, 100950]);
  });
});

describe('the language in the save', () => {
  it('is saved only once chosen: a table that follows the browser still saves as version 2', () => {
    const parsed = parseSavedTable(v2);
    if (!parsed.ok) throw new Error(parsed.reason.key);
    expect(toSaved(parsed.table)).toEqual(JSON.parse(v2));
    const chosen = { ...parsed.table, settings: { ...parsed.table.settings, language: 'zh-Hant' as const } };
    const saved = toSaved(chosen);
    expect(saved.version).toBe(3);
    const { dealSpeed, reveal, ...others } = DEFAULT_SETTINGS;
    expect([dealSpeed, reveal]).toEqual(['normal', 'deal']);
    expect(saved.settings).toEqual({
      ...others,
      instantDeal: parsed.table.settings.dealSpeed === 'instant',
      language: 'zh-Hant',
    });
    const back = parseSavedTable(JSON.stringify(saved));
    if (!back.ok) throw new Error(back.reason.key);
    expect(back.table.settings.language).toBe('zh-Hant');
    expect(toSaved(back.table)).toEqual(saved);
  });

  it('refuses a language the table does not speak', () => {
    const parsed = parseSavedTable(
      JSON.stringify({ ...JSON.parse(v2), version: 3, settings: { instantDeal: false, language: 'fr' } }),
    );
    expect(parsed).toEqual({ ok: false, reason: { key: 'language-unknown' } });
  });
});

describe('the deal speed and the reveal in the save', () => {
  it('keeps the original save for Normal and Instant, and writes a slow or fast deal and the squeeze only when chosen', () => {
    const parsed = parseSavedTable(v2);
    if (!parsed.ok) throw new Error(parsed.reason.key);
    const instant = { ...parsed.table, settings: { ...parsed.table.settings, dealSpeed: 'instant' as const } };
    expect(toSaved(instant)).toMatchObject({ version: 2, settings: { instantDeal: true } });
    const chosen = {
      ...parsed.table,
      settings: { ...parsed.table.settings, dealSpeed: 'slow' as const, reveal: 'squeeze' as const },
    };
    const saved = toSaved(chosen);
    expect(saved.version).toBe(3);
    expect(saved.settings).toMatchObject({ instantDeal: false, dealSpeed: 'slow', reveal: 'squeeze' });
    const back = parseSavedTable(JSON.stringify(saved));
    if (!back.ok) throw new Error(back.reason.key);
    expect(back.table.settings).toEqual(chosen.settings);
  });

  it('reads a save from before the speeds by its Instant deal box, and refuses a speed or reveal it does not offer', () => {
    const old = JSON.parse(v2);
    const parsed = parseSavedTable(JSON.stringify({ ...old, settings: { instantDeal: true } }));
    if (!parsed.ok) throw new Error(parsed.reason.key);
    expect(parsed.table.settings).toMatchObject({ dealSpeed: 'instant', reveal: 'deal' });
    expect(
      parseSavedTable(JSON.stringify({ ...old, version: 3, settings: { instantDeal: false, dealSpeed: 'warp' } })),
    ).toEqual({
      ok: false,
      reason: { key: 'option-not-offered', option: 'dealSpeed' },
    });
    expect(
      parseSavedTable(JSON.stringify({ ...old, version: 3, settings: { instantDeal: false, reveal: 'peek' } })),
    ).toEqual({
      ok: false,
      reason: { key: 'option-not-offered', option: 'reveal' },
    });
  });
});
