/**
 * verify.html: checks a history export's committed shoes in the page, offline, with the same
 * code as `npm run verify-shoe` and the game's Verify (src/rules/verifyShoe.ts). Plain DOM: the
 * page loads none of the table's code.
 */
import { preferredLanguage, AUTONYM } from '../i18n/languages';
import { isLanguage, LANGUAGES, type Language } from '../table/vocabulary';
import { VERIFY_WORDS, type VerifyWords } from '../i18n/verifyWords';
import { verifyExport, type Verification } from '../rules/verifyShoe';
import './verify.css';

const params = new URLSearchParams(window.location.search);
const asked = params.get('lang');
let language: Language = isLanguage(asked) ? asked : preferredLanguage(navigator.languages ?? [navigator.language]);
let last: Verification | null = null;

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

const root = document.getElementById('verify')!;
const input = el('textarea', { id: 'export', rows: 8, spellcheck: false });
input.dataset.testid = 'verify-input';
const file = el('input', { id: 'export-file', type: 'file', accept: 'application/json,.json' });
file.dataset.testid = 'verify-file';
const button = el('button', { type: 'button' });
button.dataset.testid = 'verify-run';
const result = el('div', { className: 'verify__result' });
result.setAttribute('role', 'status');
result.dataset.testid = 'verify-result';
const select = el('select', { id: 'language' });
for (const lang of LANGUAGES) select.append(el('option', { value: lang, textContent: AUTONYM[lang], lang }));

function render(): void {
  const words = VERIFY_WORDS[language];
  document.documentElement.lang = language;
  document.title = words.pageTitle;
  select.value = language;
  button.textContent = words.verify;
  root.replaceChildren(
    el(
      'header',
      { className: 'verify__header' },
      el('h1', { textContent: words.pageTitle }),
      el('label', { htmlFor: 'language' }, words.language, ' ', select),
    ),
    el('p', { textContent: words.intro }),
    el('p', { className: 'verify__honest', textContent: words.honest }),
    el('label', { htmlFor: 'export', textContent: words.exportLabel }),
    input,
    el('label', { htmlFor: 'export-file' }, words.chooseFile, ' ', file),
    el('p', {}, button),
    result,
  );
  showResult(words);
}

function showResult(words: VerifyWords): void {
  if (last === null) return result.replaceChildren();
  result.dataset.verified = String(last.verified);
  result.dataset.shoes = String(last.shoes);
  const shoes = last.checks.map((check) => {
    const wrong = check.problems.length > 0;
    const line =
      !check.revealed && !wrong
        ? words.shoeInPlay(check.shoe)
        : wrong
          ? words.shoeWrong(check.shoe)
          : words.shoeChecked(check.shoe, check.cards.length, check.hands);
    const item = el('li', { textContent: line });
    item.dataset.shoe = String(check.shoe);
    if (check.cards.length > 0) {
      const cards = el(
        'ol',
        {},
        ...check.cards.map((c, i) =>
          el('li', {
            textContent: words.cardLine(i + 1, c.dealt, c.committed),
            className: c.dealt === c.committed ? '' : 'wrong',
          }),
        ),
      );
      item.append(el('details', {}, el('summary', { textContent: words.cardByCard }), cards));
    }
    return item;
  });
  result.replaceChildren(
    el('p', {
      className: last.verified ? 'verify__ok' : 'verify__bad',
      textContent: last.verified ? words.verified(last.shoes) : words.notVerified,
    }),
    ...(last.problems.length > 0
      ? [
          el('h2', { textContent: words.problems }),
          el('ul', { lang: 'en' }, ...last.problems.map((p) => el('li', { textContent: p }))),
        ]
      : []),
    el('ul', {}, ...shoes),
  );
}

function check(text: string): void {
  last = verifyExport(text);
  showResult(VERIFY_WORDS[language]);
}

button.addEventListener('click', () => check(input.value));
file.addEventListener('change', () => {
  const chosen = file.files?.[0];
  if (chosen !== undefined) void chosen.text().then((text) => ((input.value = text), check(text)));
});
// A file dropped anywhere on the page.
document.addEventListener('dragover', (e) => e.preventDefault());
document.addEventListener('drop', (e) => {
  e.preventDefault();
  const dropped = e.dataTransfer?.files[0];
  if (dropped !== undefined) void dropped.text().then((text) => ((input.value = text), check(text)));
});
select.addEventListener('change', () => {
  if (isLanguage(select.value)) language = select.value;
  render();
});
render();
