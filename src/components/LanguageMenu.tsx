import { useTableStore } from '../store/TableContext';
import { wordsReady } from '../i18n/catalogue';
import { AUTONYM } from '../i18n/languages';
import { LANGUAGES, isLanguage } from '../table/vocabulary';
import { useLanguage, useWords } from '../i18n/useWords';

/**
 * The language menu in the top bar: each language named in itself. A choice shows at once,
 * without a reload (its words are fetched first, a small chunk), and is saved with the table.
 */
export function LanguageMenu() {
  const store = useTableStore();
  const words = useWords();
  const language = useLanguage();
  return (
    <select
      className="language"
      data-testid="language"
      aria-label={words.language}
      value={language}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isLanguage(chosen)) void wordsReady(chosen).then(() => store.getState().setSettings({ language: chosen }));
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l} value={l} lang={l}>
          {AUTONYM[l]}
        </option>
      ))}
    </select>
  );
}
