import { isLanguage, type Language } from '../table/vocabulary';

/** The table's languages (the table's vocabulary names them, a save holds one). */

/** The locale each language formats numbers and money in. */
export const LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', 'zh-Hans': 'zh-Hans', 'zh-Hant': 'zh-Hant' };

/** Each language's name in itself, as the language menu lists it (the same in every language). */
export const AUTONYM: Readonly<Record<Language, string>> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

const TRADITIONAL_REGIONS = ['tw', 'hk', 'mo'];

/**
 * The language of a first visit, from the browser's preferred languages in order: the first
 * Chinese one decides between the scripts (zh-CN, zh-SG, zh-Hans → simplified; zh-TW, zh-HK,
 * zh-MO, zh-Hant → traditional; any other zh → simplified), and anything else before it means English.
 */
export function preferredLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const [primary = '', ...subtags] = tag.toLowerCase().split(/[-_]/);
    if (primary !== 'zh') return 'en';
    if (subtags.includes('hans')) return 'zh-Hans';
    return subtags.includes('hant') || subtags.some((s) => TRADITIONAL_REGIONS.includes(s)) ? 'zh-Hant' : 'zh-Hans';
  }
  return 'en';
}

/** The language a save asks for, read from its raw text before the store opens it (the catalogue can load meanwhile). */
export function savedLanguage(raw: string | null): Language | null {
  const match = raw === null ? null : /"language":\s*"([A-Za-z-]+)"/.exec(raw);
  return match !== null && isLanguage(match[1]) ? match[1] : null;
}

/**
 * The class index.html's inline script puts on `<html>` when the table will open in a language
 * other than English: the prerendered English stays hidden (styles.css) until the table is
 * rendered in its own language, which takes the class away (LanguageProvider). The script
 * decides as main.tsx does: `?lang=`, else the save's language, else the browser's (tests/i18n/firstPaint.test.ts).
 */
export const WORDS_PENDING = 'words-pending';
