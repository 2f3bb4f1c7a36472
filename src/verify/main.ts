/**
 * verify.html: checks a history export's committed shoes in the page, offline, with the same
 * code as `npm run verify-shoe` and the game's Verify (src/rules/verifyShoe.ts). Plain DOM: the
 * page loads none of the table's code.
 */
import { preferredLanguage, AUTONYM } from '../i18n/languages';
import { isLanguage, LANGUAGES, type Language } from '../table/vocabulary';
import { verifyWords, type VerifyWords } from '../i18n/verify';
import { checkMoney } from '../rules/verifyMoney';
import { cardRoles, notedCommitment, verifyExport, type ShoeCheck, type Verification } from '../rules/verifyShoe';
import './verify.css';

const params = new URLSearchParams(window.location.search);
// ?lang= as the table takes it, or #lang= as the table's reveal links here (src/components/CommittedShoe.tsx).
const asked = params.get('lang') ?? new URLSearchParams(window.location.hash.slice(1)).get('lang');
let language: Language = isLanguage(asked) ? asked : preferredLanguage(navigator.languages ?? [navigator.language]);
let last: Verification | null = null;
/** The page's words in a language: the word set holds all three at hand. */
const wordsIn = (lang: Language): VerifyWords => verifyWords.now(lang)!;
/** The commitment the player noted of each shoe, as typed: kept when the page is drawn again in another language. */
const noted = new Map<number, string>();

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
  const words = wordsIn(language);
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
    el('p', {}, el('a', { href: './', textContent: words.toTable })),
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
    const item = el('li', {}, el('p', { textContent: line }));
    item.dataset.shoe = String(check.shoe);
    if (check.revealed && check.commitment !== null) item.append(...notedField(check, check.commitment, words));
    if (check.cards.length > 0) {
      const roles = cardRoles(check.cards.map((c) => c.dealt));
      const cards = el(
        'ol',
        {},
        ...check.cards.map((c, i) =>
          el('li', {
            textContent: words.cardLine(i + 1, c.dealt, c.committed, roles[i]!),
            className: c.dealt === c.committed ? '' : 'wrong',
          }),
        ),
      );
      item.append(el('details', {}, el('summary', { textContent: words.cardByCard }), cards));
    }
    return item;
  });
  const { money } = last;
  const moneyLine =
    money.firstDiffers !== null
      ? el('p', { className: 'verify__bad', textContent: words.moneyDiffers(money.firstDiffers) })
      : money.hands > 0
        ? el('p', { className: 'verify__ok', textContent: words.moneyChecked(money.hands) })
        : null;
  if (moneyLine !== null) {
    moneyLine.dataset.testid = 'verify-money';
    moneyLine.dataset.hands = String(money.hands);
    if (money.firstDiffers !== null) moneyLine.dataset.firstDiffers = String(money.firstDiffers);
  }
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
    ...(moneyLine === null ? [] : [moneyLine]),
    el('ul', { className: 'verify__shoes' }, ...shoes),
  );
}

/**
 * A revealed shoe's commitment, checked against its seed, beside a field where the player pastes
 * the one noted before the first bet, and whether the two match: the anchor an export cannot move.
 */
function notedField(check: ShoeCheck, commitment: string, words: VerifyWords): Node[] {
  const id = `noted-${check.shoe}`;
  const field = el('input', {
    id,
    type: 'text',
    spellcheck: false,
    autocomplete: 'off',
    value: noted.get(check.shoe) ?? '',
  });
  field.dataset.testid = 'verify-noted';
  const said = el('p', { className: 'verify__noted' });
  said.dataset.testid = 'verify-noted-result';
  said.setAttribute('role', 'status');
  const compare = () => {
    noted.set(check.shoe, field.value);
    const verdict = notedCommitment(field.value, commitment);
    said.dataset.matches = verdict === 'empty' ? '' : String(verdict === 'matches');
    said.className = `verify__noted ${verdict === 'matches' ? 'verify__ok' : verdict === 'differs' ? 'verify__bad' : ''}`;
    said.textContent = verdict === 'matches' ? words.notedMatches : verdict === 'differs' ? words.notedDiffers : '';
  };
  field.addEventListener('input', compare);
  compare();
  const hash = el('code', { className: 'verify__hash', textContent: commitment });
  hash.dataset.testid = 'verify-commitment';
  return [
    el('p', {}, check.commitmentMatches ? words.commitmentChecked : words.commitment, ' ', hash),
    el('label', { htmlFor: id, textContent: words.notedLabel }),
    field,
    said,
  ];
}

function check(text: string): void {
  last = verifyExport(text, checkMoney);
  showResult(wordsIn(language));
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
