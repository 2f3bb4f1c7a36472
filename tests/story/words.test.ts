import { describe, expect, test } from 'vitest';
import { STORY_PATTERNS } from '../../src/rules';
import { words as storyEn, type StoryWords } from '../../src/story/words/en';
import { words as storyHans } from '../../src/story/words/zh-Hans';
import { words as storyHant } from '../../src/story/words/zh-Hant';
import { words as howEn, type HowWords } from '../../src/how/words/en';
import { words as howHans } from '../../src/how/words/zh-Hans';
import { words as howHant } from '../../src/how/words/zh-Hant';

/** Every string of a catalogue, its functions called with these arguments (each must change the words). */
const SAMPLES: Record<string, readonly unknown[]> = {
  title: [true],
  patternLine: ['◆', 0.69, 80, true],
  nextCoup: ['45.86%', '44.62%', '9.52%'],
  storyName: [{ shoe: 3, from: 41, to: 118 }],
  percent: [0.6891, 1],
  oddsLead: [8, '◆'],
  patternFigures: [
    { hands: 80, run: '69.0%', alternation: '68.9%', longBanker: '45.3%', longPlayer: '40.7%', doubleJump: '33.9%' },
  ],
  systems: [{ banker: '1.058%', player: '1.235%', tie: '14.360%', bankerOther: { stake: '$6.00', edge: '2.592%' } }],
};

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') {
    const key = path.split('.').pop()!;
    const args = SAMPLES[key];
    if (args === undefined) throw new Error(`no sample arguments for ${path}`);
    yield* strings((value as (...a: readonly unknown[]) => unknown)(...args), `${path}()`);
  } else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${path}.${k}`);
}

/** A different argument of the same kind. */
const other = (value: unknown): unknown =>
  typeof value === 'number'
    ? value + (Number.isInteger(value) ? 1 : 0.25)
    : typeof value === 'boolean'
      ? !value
      : typeof value === 'string'
        ? `${value}◇`
        : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, other(v)]));

const CATALOGUES: Record<string, [StoryWords | HowWords, StoryWords | HowWords]> = {
  'story zh-Hans': [storyEn, storyHans],
  'story zh-Hant': [storyEn, storyHant],
  'how zh-Hans': [howEn, howHans],
  'how zh-Hant': [howEn, howHant],
};

describe("the shoe's story's and How baccarat works' words", () => {
  test.each(Object.keys(CATALOGUES))('%s: every key English has, none empty, no English word left', (name) => {
    const [, chinese] = CATALOGUES[name]!;
    // Every key English has, and no other: tests/i18n/words.test.ts, with every word set.
    for (const [path, text] of strings(chinese, '')) {
      expect(text.trim(), path).not.toBe('');
      // Card ranks and A (the ace) are written as on the cards.
      expect(
        (text.match(/[A-Za-z]+/g) ?? []).filter((w) => w !== 'A'),
        `${path}: ${text}`,
      ).toEqual([]);
    }
  });

  test.each([storyEn, storyHans, storyHant, howEn, howHans, howHant].map((w, i) => [i, w] as const))(
    'catalogue %i uses every parameter',
    (_, words) => {
      for (const [key, fn] of Object.entries(words)) {
        if (typeof fn !== 'function') continue;
        const args = SAMPLES[key]!;
        const base = JSON.stringify(fn(...args));
        args.forEach((_, i) =>
          expect(
            JSON.stringify(fn(...args.map((a, j) => (j === i ? other(a) : a)))),
            `${key}, parameter ${i + 1}`,
          ).not.toBe(base),
        );
      }
    },
  );

  test('names every pattern, in Chinese as the lobbies do', () => {
    for (const pattern of STORY_PATTERNS)
      for (const words of [storyEn, storyHans, storyHant]) expect(words.pattern[pattern]).toBeTruthy();
    expect(STORY_PATTERNS.map((p) => storyHans.pattern[p])).toEqual(['长庄', '长闲', '单跳', '双跳']);
    expect(STORY_PATTERNS.map((p) => storyHant.pattern[p])).toEqual(['長莊', '長閒', '單跳', '雙跳']);
    expect(STORY_PATTERNS.map((p) => storyEn.lobbyName[p])).toEqual(['长庄', '长闲', '单跳', '双跳']);
  });

  test("the English story names a casino shoe and a fresh shoe's roads apart", () => {
    expect(storyEn.storyName({ shoe: 3, from: 41, to: 118 })).toBe('Shoe 3: hands 41–118');
    expect(storyEn.storyName({ from: 1, to: 12 })).toBe('Hands 1–12');
    expect(storyEn.patternLine('six or more Banker wins in a row', 0.6891, 80, true)).toBe(
      ' — six or more Banker wins in a row: appears in 69% of random 80-hand shoes.',
    );
  });
});
