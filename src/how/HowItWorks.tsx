/**
 * "How baccarat works" (issue 20; house-rules.md, "The honest session"): the coup, the exact
 * odds of this table (from the odds module, for its decks and game), why no pattern predicts
 * the next coup (with the pattern figures the rules module computes), why no betting system
 * changes the expected loss per dollar, and the common misconceptions. A modal dialog over the
 * table at `#how`; its words are a catalogue of their own, in each language.
 */
import { useMemo } from 'react';
import {
  betEdge,
  dollars,
  houseEdgeForStake,
  patternFrequency,
  toNumber,
  WINNERS,
  type Fraction,
  type Game,
  type StoryFigure,
  type Winner,
} from '../rules';
import { useTable } from '../store/TableContext';
import { formats } from '../i18n/format';
import { useLanguage, useWords } from '../i18n/useWords';
import { useWordSet } from '../i18n/useWordSet';
import { closeRoute, routeHref } from '../app/route';
import { Dialog } from '../components/Dialog';
import { pricedOddsAfter } from '../table/oddsAfter';
import { decimal } from '../rules/fraction';
import type { Edges, HowWords } from './words/en';
import { howWords } from './words';
import './how.css';

/** The table's exact odds from a full shoe of its decks, and each main bet's edge at its game. */
function useTableOdds(decks: number, game: Game, sideBets: boolean) {
  return useMemo(() => {
    const priced = pricedOddsAfter({ decks, game, sideBets }, []);
    const { odds } = priced;
    const rows = WINNERS.map((w) => ({ result: w, probability: odds.outcomes[w], edge: betEdge(priced, w) }));
    // Punto Banco's $0.25 rounded-up commission: the Banker's edge above holds for $5 steps; $6 loses more.
    const bankerOther = game === 'punto-banco' ? houseEdgeForStake(odds, 'banker', dollars(6)) : null;
    return { rows, bankerOther };
  }, [decks, game, sideBets]);
}

type Row = ReturnType<typeof useTableOdds>['rows'][number];
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
      <table className="figures">
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
        {words.patternFigures(figures)} <small className="quiet">{words.patternExact}</small>
      </p>
    </>
  );
}

/** The common misconceptions, each with the fact. */
function Myths({ words }: { words: HowWords }) {
  return (
    <>
      <h3>{words.mythsTitle}</h3>
      <dl className="how__myths stack">
        {words.myths.map(([myth, truth]) => (
          <div key={myth}>
            <dt>
              <span className="how__tag quiet">{words.mythLabel}</span> {myth}
            </dt>
            <dd>
              <span className="how__tag quiet">{words.truthLabel}</span> {truth}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The page in the table's language: nothing of it shows until its words are here (useWordSet). */
export default function HowItWorks() {
  return <HowPage words={useWordSet(howWords)} />;
}

function HowPage({ words }: { words: HowWords }) {
  const decks = useTable((s) => s.settings.decks);
  const game = useTable((s) => s.settings.game);
  const sideBets = useTable((s) => s.settings.sideBets);
  const casino = useTable((s) => s.settings.shoe === 'casino');
  const language = useLanguage();
  const { rows, bankerOther } = useTableOdds(decks, game, sideBets);
  const edges: Edges = {
    ...(Object.fromEntries(rows.map((r) => [r.result, pct(words, r.edge, 3)])) as Record<Winner, string>),
    bankerOther:
      bankerOther === null ? null : { stake: formats(language).money(dollars(6)), edge: pct(words, bankerOther, 2) },
  };

  return (
    <Dialog title={words.title} onClose={closeRoute} testId="how-it-works" page={{ kind: 'how', back: words.back }}>
      <p className="how__lead quiet">{words.lead}</p>
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
        <a href={routeHref('lab')}>{words.labLink}</a>
      </p>
      <Myths words={words} />
      <p>
        <a href={routeHref('school')}>{words.schoolLink}</a>
      </p>
    </Dialog>
  );
}
