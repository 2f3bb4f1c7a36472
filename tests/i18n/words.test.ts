import { describe, expect, it, test } from 'vitest';
import { en } from '../../src/i18n/en';
import { enLater } from '../../src/i18n/enLater';
import { LANGUAGES, type Language } from '../../src/table/vocabulary';
import { defineWords } from '../../src/i18n/wordSet';
import { catalogue as tableHans } from '../../src/i18n/zh-Hans';
import { catalogue as tableHant } from '../../src/i18n/zh-Hant';

/**
 * Every word set of the game (docs/words.md): each folder under src/ with a language's module
 * (en.ts, zh-Hans.ts, zh-Hant.ts, each exporting `words`) is one, found here without a list, so a
 * new part's words are checked the day they are written. The table's own catalogue (src/i18n),
 * whose English is split between the first load and the parts after it, is the one set named here.
 */
const modules = import.meta.glob<{ words?: object }>(
  ['../../src/**/{en,zh-Hans,zh-Hant}.ts', '!../../src/i18n/{en,zh-Hans,zh-Hant}.ts'],
  { eager: true },
);

type Sets = Record<string, Partial<Record<Language, object>>>;

const SETS: Sets = {
  'src/i18n (the table)': { en, 'zh-Hans': tableHans.words, 'zh-Hant': tableHant.words },
  'src/i18n (after the table)': { en: enLater, 'zh-Hans': tableHans.later, 'zh-Hant': tableHant.later },
};
for (const [path, module] of Object.entries(modules)) {
  const [, folder, language] = /^\.\.\/\.\.\/(.+)\/([^/]+)\.ts$/.exec(path)!;
  (SETS[folder!] ??= {})[language as Language] = module.words;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The keys of a set of words, as paths (`.figure.hands`). A list of sentences is one key (a
 * language may say a thing in more or fewer of them); an empty map is a key whose entries are all
 * optional in that language (the story's lobby names, which Chinese needs none of).
 */
const keys = (value: unknown, path = ''): string[] =>
  typeof value === 'function'
    ? [`${path}()`] // words with parameters in every language, never a fixed text in one
    : isPlain(value) && Object.keys(value).length > 0
      ? Object.entries(value).flatMap(([key, v]) => keys(v, `${path}.${key}`))
      : [path];

/** The paths of `of` that `against` lacks: neither has it, nor an optional (empty) map above it or below it. */
const missing = (of: readonly string[], against: readonly string[]): string[] =>
  of.filter((path) => !against.some((p) => p === path || path.startsWith(`${p}.`) || p.startsWith(`${path}.`)));

describe('every word set', () => {
  it('is found: the table, the session, the committed shoe, the lab, How baccarat works and the shoe’s story at least', () => {
    expect(Object.keys(SETS)).toEqual(
      expect.arrayContaining([
        'src/i18n (the table)',
        'src/i18n/session',
        'src/i18n/verify',
        'src/lab/words',
        'src/how/words',
        'src/story/words',
      ]),
    );
  });

  test.each(Object.entries(SETS))('%s: every language gives every key, and no other', (_, set) => {
    for (const language of LANGUAGES) expect(set[language], `${language}.ts exports its words`).toBeDefined();
    const english = keys(set.en);
    for (const language of LANGUAGES) {
      const own = keys(set[language]);
      expect(missing(english, own), `keys English has and ${language} lacks`).toEqual([]);
      expect(missing(own, english), `keys ${language} has and English lacks`).toEqual([]);
    }
  });

  test.each(Object.entries(SETS))('%s: both Chinese scripts have the same keys', (_, set) => {
    expect(keys(set['zh-Hant']).sort()).toEqual(keys(set['zh-Hans']).sort());
  });
});

describe('a word set', () => {
  const english = { hello: 'Hello' };
  const fetched = (words: { hello: string }) => () => Promise.resolve(words);

  it('gives a language at hand at once, and fetches another once, when first asked', async () => {
    let fetches = 0;
    const set = defineWords({
      en: english,
      'zh-Hans': () => (fetches++, Promise.resolve({ hello: '你好' })),
      'zh-Hant': fetched({ hello: '你好' }),
    });
    expect(set.now('en')).toBe(english);
    expect(set.now('zh-Hans')).toBeUndefined();
    const [first, second] = await Promise.all([set.load('zh-Hans'), set.load('zh-Hans')]);
    expect(first).toEqual({ hello: '你好' });
    expect(second).toBe(first);
    expect(set.now('zh-Hans')).toBe(first);
    expect(fetches).toBe(1);
  });

  it('asks again for words whose fetch failed (offline), and says so', async () => {
    let attempt = 0;
    const set = defineWords({
      en: english,
      'zh-Hans': () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ hello: '你好' })),
      'zh-Hant': fetched({ hello: '你好' }),
    });
    await expect(set.load('zh-Hans')).rejects.toThrow('offline');
    await expect(set.load('zh-Hans')).resolves.toEqual({ hello: '你好' });
    expect(attempt).toBe(2);
  });
});
