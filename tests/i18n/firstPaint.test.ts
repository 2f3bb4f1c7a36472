import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLanguage, type Language } from '../../src/table/vocabulary';
import { preferredLanguage, savedLanguage, WORDS_PENDING } from '../../src/i18n/languages';
import { SAVE_KEY } from '../../src/save/format';

/**
 * index.html's inline script decides, before the prerendered English is painted, whether the
 * table will open in another language (and hides its words until then): it must decide exactly
 * as main.tsx does, or a Chinese table flashes English, or an English one stays hidden until hydrated.
 */
const html = readFileSync('index.html', 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;

interface Visit {
  readonly search: string;
  readonly saved: string | null;
  readonly languages: readonly string[];
}

/** What the script leaves on <html>: its lang and class. */
function runScript({ search, saved, languages }: Visit, storageThrows = false): { lang: string; className: string } {
  const root = { lang: 'en', className: '' };
  const run = new Function('document', 'navigator', 'localStorage', 'location', script) as (...args: unknown[]) => void;
  const storage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('blocked');
      return key === SAVE_KEY ? saved : null;
    },
  };
  run({ documentElement: root }, { languages, language: languages[0] }, storage, { search });
  return root;
}

/** main.tsx's decision. */
function opensIn({ search, saved, languages }: Visit): Language {
  const asked = new URLSearchParams(search).get('lang');
  return (isLanguage(asked) ? asked : null) ?? savedLanguage(saved) ?? preferredLanguage(languages);
}

const save = (language?: string) =>
  JSON.stringify({ version: 3, bankroll: 100000, ...(language === undefined ? {} : { settings: { language } }) });
const SEARCHES = [
  '',
  '?lang=zh-Hant',
  '?lang=zh-Hans',
  '?lang=en',
  '?lang=fr',
  '?seed=5&lang=zh-Hant',
  '?lang=ZH-HANT',
];
const SAVES = [
  null,
  save(),
  save('en'),
  save('zh-Hans'),
  save('zh-Hant'),
  save('fr'),
  '{"language": "zh-Hant"}',
  'not json',
];
const LANGUAGES = [
  [],
  ['en-US'],
  ['zh-CN', 'en'],
  ['zh-TW'],
  ['zh_HK'],
  ['zh-Hant-CN'],
  ['zh-Hans-TW'],
  ['zh'],
  ['en', 'zh-TW'],
  ['ZH-mo'],
  ['fr', 'zh-CN'],
];

describe("index.html's first-paint script", () => {
  it('hides the table exactly when main.tsx opens it in another language than English, and sets <html lang>', () => {
    for (const search of SEARCHES) {
      for (const saved of SAVES) {
        for (const languages of LANGUAGES) {
          const visit = { search, saved, languages };
          const language = opensIn(visit);
          const root = runScript(visit);
          expect(root, JSON.stringify(visit)).toEqual(
            language === 'en' ? { lang: 'en', className: '' } : { lang: language, className: WORDS_PENDING },
          );
        }
      }
    }
  });

  it('goes by the browser when storage is blocked, as main.tsx does', () => {
    expect(runScript({ search: '', saved: save('en'), languages: ['zh-TW'] }, true)).toEqual({
      lang: 'zh-Hant',
      className: WORDS_PENDING,
    });
    expect(runScript({ search: '', saved: save('zh-Hans'), languages: ['en-GB'] }, true)).toEqual({
      lang: 'en',
      className: '',
    });
  });
});
