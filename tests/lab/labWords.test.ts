import { describe, expect, test } from 'vitest';
import { cents } from '../../src/rules';
import { labOptionsProblem, MAX_SESSIONS, SYSTEM_IDS, type LabOptions, type LabRefusal } from '../../src/rules/lab';
import { words as labEn, type LabWords } from '../../src/lab/words/en';
import { words as zhHans } from '../../src/lab/words/zh-Hans';
import { words as zhHant } from '../../src/lab/words/zh-Hant';

const CATALOGUES: Record<string, LabWords> = { en: labEn, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** Every string the catalogue holds, functions called with sample arguments. */
function texts(words: LabWords): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit({
    ...words,
    deckCount: null,
    running: null,
    problem: null,
    refusal: null,
    done: null,
    money: null,
    cents: null,
    interval: null,
    percent: null,
    count: null,
    sentence: null,
    sessionsCap: null,
    stopped: null,
    timeLeft: null,
    exactLine: null,
    histogram: null,
    fanChart: null,
    exactSimulated: null,
    exactSimulatedChart: null,
    exactExactChart: null,
  });
  out.push(
    words.deckCount(6),
    words.running(4),
    words.problem('◆'),
    ...REFUSALS.map((r) => words.refusal(r)),
    words.done(1_000_000, 2.5),
    words.sessionsCap(MAX_SESSIONS),
    words.stopped(1234, 10_000),
    words.timeLeft(37, null),
    words.timeLeft(37, 4000),
    words.sentence({ system: '◆', ahead: 0.6, wagered: 293_300, lossRate: 0.0106, exactRate: 0.0106, ruin: 0.02 }),
    words.exactLine(0.0123, 0.4, -530),
    words.histogram('◆'),
    words.fanChart('◆'),
    words.exactSimulated('◆', 20_000),
    words.exactSimulatedChart('◆', '$0.00', '$346.32'),
    words.exactExactChart('◆', '$0.00', '$346.32'),
  );
  return out;
}

/** Every refusal the lab's rules give, with the values the words need. */
const REFUSALS: readonly LabRefusal[] = [
  { key: 'noSystem' },
  { key: 'unit', min: cents(500), max: cents(30_000) },
  { key: 'bankroll' },
  { key: 'hands', max: 1_000_000 },
  { key: 'sessions', max: MAX_SESSIONS },
  { key: 'stopWin' },
  { key: 'stopLoss' },
  { key: 'seed' },
];

describe("the lab's refusals", () => {
  const options: LabOptions = {
    systems: ['flat'],
    side: 'banker',
    unit: 1000,
    bankroll: 100_000,
    hands: 100,
    sessions: 10,
    stopWin: null,
    stopLoss: null,
    seed: 1,
    shoe: 'fresh',
    decks: 8,
    game: 'punto-banco',
  };

  test('are data from the rules: a code and its values, no sentence', () => {
    expect(labOptionsProblem(options)).toBeNull();
    expect(labOptionsProblem({ ...options, systems: [] })).toEqual({ key: 'noSystem' });
    expect(labOptionsProblem({ ...options, unit: 450 })).toEqual({ key: 'unit', min: 500, max: 30_000 });
    expect(labOptionsProblem({ ...options, bankroll: 500 })).toEqual({ key: 'bankroll' });
    expect(labOptionsProblem({ ...options, hands: 0 })).toEqual({ key: 'hands', max: 1_000_000 });
    expect(labOptionsProblem({ ...options, stopLoss: -5 })).toEqual({ key: 'stopLoss' });
  });

  test('one sessions cap, 200,000, for the view and the command line: the refusal states it in the field’s own words', () => {
    expect(MAX_SESSIONS).toBe(200_000);
    expect(labOptionsProblem({ ...options, sessions: MAX_SESSIONS })).toBeNull();
    expect(labOptionsProblem({ ...options, sessions: MAX_SESSIONS + 1 })).toEqual({
      key: 'sessions',
      max: MAX_SESSIONS,
    });
    expect(labEn.sessionsCap(MAX_SESSIONS)).toBe('at most 200,000 sessions');
    expect(zhHans.sessionsCap(MAX_SESSIONS)).toBe('最多 200,000 场');
    expect(zhHant.sessionsCap(MAX_SESSIONS)).toBe('最多 200,000 場');
    for (const words of Object.values(CATALOGUES))
      expect(words.refusal({ key: 'sessions', max: MAX_SESSIONS })).toContain(words.sessionsCap(MAX_SESSIONS));
  });

  test('are worded in each language, the Chinese in Chinese', () => {
    expect(REFUSALS.map((r) => labEn.refusal(r))).toEqual([
      'choose at least one system',
      'the unit is whole dollars from $5 to $300',
      'the bankroll must cover one unit',
      'hands per session: 1 to 1,000,000',
      'at least 1 and at most 200,000 sessions',
      'stop-win must be a positive amount',
      'stop-loss must be a positive amount',
      'the seed is a whole number',
    ]);
    for (const language of ['zh-Hans', 'zh-Hant'])
      for (const r of REFUSALS) expect(CATALOGUES[language]!.refusal(r)).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("the lab's words", () => {
  test.each(Object.keys(CATALOGUES))('%s: every word is there, none empty', (language) => {
    const words = CATALOGUES[language]!;
    for (const text of texts(words)) expect(text.trim()).not.toBe('');
    for (const id of SYSTEM_IDS) {
      expect(words.system[id]).not.toBe('');
      expect(words.rule[id]).not.toBe('');
    }
    expect(words.csvHeaders).toHaveLength(labEn.csvHeaders.length);
    expect(Object.keys(words.endedBy).sort()).toEqual(Object.keys(labEn.endedBy).sort());
  });

  test.each(['zh-Hans', 'zh-Hant'])('%s is translated, not English left in place', (language) => {
    const words = CATALOGUES[language]!;
    for (const id of SYSTEM_IDS.filter((id) => id !== '1326')) expect(words.system[id]).not.toBe(labEn.system[id]);
    expect(words.title).not.toBe(labEn.title);
    expect(words.sentence({ system: '◆', ahead: 0.6, wagered: 100, lossRate: 0.01, exactRate: 0.01, ruin: 0 })).toMatch(
      /[\u4e00-\u9fff]/,
    );
  });

  test('the sentence says what the results mean, with the figures given', () => {
    expect(
      labEn.sentence({
        system: 'Martingale',
        ahead: 0.6,
        wagered: 293_300,
        lossRate: 0.0106,
        exactRate: 0.0106,
        ruin: 0.02,
      }),
    ).toBe(
      'Martingale ended ahead in 60% of sessions and ruined 2.0% of them; it lost 1.06% of the $2,933.00 it wagered per session, against an exact 1.06% — what its bets lose per dollar whatever the system.',
    );
  });
});
