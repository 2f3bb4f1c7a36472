/**
 * "How baccarat works" (issue 20; house-rules.md, "The honest session"): the coup, the exact
 * odds of this table (from the odds module, for its decks and game), why no pattern predicts
 * the next coup (with the pattern figures the rules module computes), why no betting system
 * changes the expected loss per dollar, and the common misconceptions. A modal dialog over the
 * table at `#how`; its words are a catalogue of their own, in each language.
 */
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import {
  betEdge,
  patternFrequency,
  toNumber,
  WINNERS,
  type Fraction,
  type Game,
  type StoryFigure,
  type Winner,
} from '../rules';
import { useTable } from '../store/TableContext';
import { useLanguage, useWords } from '../i18n/useWords';
import type { Language } from '../table/vocabulary';
import { pricedOddsAfter } from '../table/oddsAfter';
import { decimal } from '../rules/fraction';
import { howEn, type HowWords } from './words/en';
import './how.css';

/** The page's words in the table's language: English at once, Chinese once its chunk is here. */
function useHowWords(): HowWords {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Partial<Record<Language, HowWords>>>({ en: howEn });
  useEffect(() => {
    if (loaded[language] !== undefined) return;
    const load = language === 'zh-Hans' ? import('./words/zh-Hans') : import('./words/zh-Hant');
    void load.then(({ howWords }) => setLoaded((l) => ({ ...l, [language]: howWords })));
  }, [language, loaded]);
  return loaded[language] ?? howEn;
}

/** The table's exact odds from a full shoe of its decks, and each main bet's edge at its game. */
function useTableOdds(decks: number, game: Game, sideBets: boolean) {
  return useMemo(() => {
    const priced = pricedOddsAfter({ decks, game, sideBets }, []);
    const { odds } = priced;
    return WINNERS.map((w) => ({ result: w, probability: odds.outcomes[w], edge: betEdge(priced, w) }));
  }, [decks, game, sideBets]);
}

const CLOSE = () => {
  window.location.hash = '';
};

/**
 * Shown as a modal dialog: the table behind is inert, and its keys (Enter deals, 1 2 3 bet) sleep
 * while the page is open. Closed, the page is taken away open (the route), so the dialog cannot
 * give the focus back itself: it goes back to what had it, the menu's link as a rule.
 */
function useModal(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (element === null || element.open) return;
    const opener = document.activeElement;
    element.showModal();
    const quiet = (event: KeyboardEvent) => event.stopPropagation();
    window.addEventListener('keydown', quiet, true);
    return () => {
      window.removeEventListener('keydown', quiet, true);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialog]);
}

type Row = ReturnType<typeof useTableOdds>[number];
const pct = (words: HowWords, f: Fraction, digits: number) => words.percent(toNumber(f), digits);

/** The exact odds of a coup at this table, and each main bet's edge. */
function OddsSection({
  rows,
  decks,
  casino,
  words,
}: {
  rows: readonly Row[];
  decks: number;
  casino: boolean;
  words: HowWords;
}) {
  const table = useWords();
  const game = useTable((s) => s.settings.game);
  return (
    <>
      <h3>{words.oddsTitle}</h3>
      <p>{words.oddsLead(decks, table.game[game])}</p>
      <table className="how__odds">
        <thead>
          <tr>
            <th scope="col">{words.result}</th>
            <th scope="col">{words.probability}</th>
            <th scope="col">{words.edge}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.result}
              data-testid="how-odds"
              data-bet={r.result}
              data-probability={decimal(r.probability)}
              data-edge={decimal(r.edge)}
            >
              <th scope="row">{words.outcome[r.result]}</th>
              <td>{pct(words, r.probability, 4)}</td>
              <td>{pct(words, r.edge, 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {casino && <p>{words.oddsCasino}</p>}
    </>
  );
}

/** Why no pattern predicts the next coup, with the rules module's figures for 80-hand shoes. */
function PatternsSection({ decks, words }: { decks: number; words: HowWords }) {
  const chance = (figure: StoryFigure) => words.percent(patternFrequency(figure, 80, decks), 1);
  const figures = {
    hands: 80,
    run: chance('long-run'),
    alternation: chance('single-jump'),
    longBanker: chance('long-banker'),
    longPlayer: chance('long-player'),
    doubleJump: chance('double-jump'),
  };
  return (
    <>
      <h3>{words.patternsTitle}</h3>
      {words.patterns.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p
        data-testid="how-patterns"
        data-run={patternFrequency('long-run', 80, decks)}
        data-alternation={patternFrequency('single-jump', 80, decks)}
      >
        {words.patternFigures(figures)} <small>{words.patternExact}</small>
      </p>
    </>
  );
}

/** The common misconceptions, each with the fact. */
function Myths({ words }: { words: HowWords }) {
  return (
    <>
      <h3>{words.mythsTitle}</h3>
      <dl className="how__myths">
        {words.myths.map(([myth, truth]) => (
          <div key={myth}>
            <dt>
              <span className="how__tag">{words.mythLabel}</span> {myth}
            </dt>
            <dd>
              <span className="how__tag">{words.truthLabel}</span> {truth}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export default function HowItWorks() {
  const decks = useTable((s) => s.settings.decks);
  const game = useTable((s) => s.settings.game);
  const sideBets = useTable((s) => s.settings.sideBets);
  const casino = useTable((s) => s.settings.shoe === 'casino');
  const rows = useTableOdds(decks, game, sideBets);
  const words = useHowWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(dialog);
  const edges = Object.fromEntries(rows.map((r) => [r.result, pct(words, r.edge, 3)])) as Record<Winner, string>;

  return (
    <dialog
      ref={dialog}
      className="how"
      data-testid="how-it-works"
      aria-labelledby={titleId}
      onCancel={(event) => (event.preventDefault(), CLOSE())}
    >
      <header className="how__top">
        <h2 id={titleId}>{words.title}</h2>
        <button type="button" className="how__back" onClick={CLOSE}>
          {words.back}
        </button>
      </header>
      <p className="how__lead">{words.lead}</p>
      <h3>{words.coupTitle}</h3>
      {words.coup.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <OddsSection rows={rows} decks={decks} casino={casino} words={words} />
      <PatternsSection decks={decks} words={words} />
      <h3>{words.systemsTitle}</h3>
      <p>{words.systems(edges)}</p>
      <p>{words.progressions}</p>
      <p>
        {/* The address in full, not "#lab" alone: in the modal page it is no skip link to an anchor (the lab is a route, not a place on the page). */}
        <a href={`${window.location.pathname}${window.location.search}#lab`}>{words.labLink}</a>
      </p>
      <Myths words={words} />
    </dialog>
  );
}
