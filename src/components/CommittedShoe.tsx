import { useMemo, useState, type MouseEvent } from 'react';
import { useTable, useTableStore } from '../store/TableContext';
import { commitmentOf, isCut } from '../rules/committedShoe';
import { cardRoles, notedCommitment } from '../rules/verifyShoe';
// From the casino shoe's chunk, which a casino shoe has loaded already: no chunk of their own.
import { commitmentView, latestReveal, shoeVerdict } from '../table/committedView';
import type { CommitmentView, ShoeVerdict } from '../table/committedView';
import type { RevealedShoe } from '../table/vocabulary';
import { useLanguage } from '../i18n/useWords';
import { verifyWords, type VerifyWords } from '../i18n/verify';
import { useWordSet } from '../i18n/useWordSet';
import type { Language } from '../table/vocabulary';

type Words = VerifyWords;

/**
 * The committed shoe on the felt (house-rules.md, "The committed shoe"; docs/committed-shoe.md):
 * once a shoe ends, its revealed seed with Verify and "Play this shoe again", then the commitment
 * of the shoe about to be dealt, shown before its first bet (short; in full, with Copy, when
 * opened), and the player's cut while it can still be typed. Loaded with the casino shoe, like
 * the shoe meter.
 */
export default function CommittedShoe() {
  const view = useTable(commitmentView);
  const reveal = useTable(latestReveal);
  const language = useLanguage();
  const words = useWordSet(verifyWords); // all three languages at hand: never suspends
  return (
    <div className="committed">
      {reveal !== null && <Reveal reveal={reveal} words={words} language={language} />}
      {view !== null && <Commitment view={view} words={words} />}
    </div>
  );
}

/**
 * A pointer click opens or closes a commitment and leaves no focus on its summary, so that Enter
 * deals next, as after a click on the table's buttons; a key press keeps its focus.
 */
const dropPointerFocus = (event: MouseEvent<HTMLElement>) => {
  if (event.detail > 0) event.currentTarget.blur();
};

/**
 * The address of verify.html, in the table's language: in the fragment, not the query, so the
 * service worker finds the page it keeps (a query would make it serve the table instead).
 */
const verifyPage = (language: Language) => `verify.html#lang=${language}`;

/**
 * The commitment of the shoe about to be (or being) dealt, and its cut. Opened, it lies over the
 * felt where a revealed shoe's would: one of the two is open at a time (`name`).
 */
function Commitment({ view, words }: { view: CommitmentView; words: Words }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(view.commitment).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div
      className="committed__commitment"
      data-testid="shoe-commitment"
      data-shoe={view.shoe}
      data-commitment={view.commitment}
    >
      <details name="committed-shoe">
        <summary onClick={dropPointerFocus}>{words.commitmentOf(view.shoe, view.commitment.slice(0, 8))}</summary>
        <div className="committed__open">
          <p>
            {words.commitmentFull}{' '}
            <code className="committed__hash" data-testid="shoe-commitment-full">
              {view.commitment}
            </code>{' '}
            <button
              type="button"
              className="panel-button"
              data-testid="shoe-commitment-copy"
              onClick={copy}
              aria-describedby={`shoe-note-${view.shoe}`}
            >
              {copied ? words.copied : words.copy}
            </button>
          </p>
          <p id={`shoe-note-${view.shoe}`}>{words.noteIt}</p>
          <p>{words.honest}</p>
        </div>
      </details>
      <Cut view={view} words={words} />
    </div>
  );
}

/**
 * The player's cut, while the shoe has not been dealt from. A typed cut that is not one is never
 * used: before the deal the line under the field says which cut Deal uses, and after it, through
 * the shoe's first hand, which cut was used. While the field has the focus the line states the rule.
 */
function Cut({ view, words }: { view: CommitmentView; words: Words }) {
  const cutShoe = useTable((s) => s.cutShoe);
  const coups = useTable((s) => (s.shoe?.number === view.shoe ? s.shoe.shoe.coups : 0));
  const [typed, setTyped] = useState<{ shoe: number; text: string } | null>(null);
  const [focused, setFocused] = useState(false);
  const mine = typed?.shoe === view.shoe ? typed.text : null;
  const text = mine !== null && view.cutOpen ? mine : view.cut;
  const notUsed = mine !== null && !isCut(mine);
  const hint = notUsed
    ? view.cutOpen
      ? words.cutNotUsed(mine, view.cut)
      : coups <= 1
        ? words.cutWasUsed(mine, view.cut)
        : ''
    : view.cutOpen && focused
      ? words.cutHint
      : '';
  return (
    <>
      <label className="committed__cut">
        {words.cut}{' '}
        <input
          data-testid="shoe-cut"
          data-cut={view.cut}
          type="text"
          value={text}
          disabled={!view.cutOpen}
          maxLength={32}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!isCut(text)}
          aria-describedby="shoe-cut-hint"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => {
            const next = e.target.value;
            setTyped({ shoe: view.shoe, text: next });
            if (isCut(next)) cutShoe(next);
          }}
        />
      </label>
      <span
        id="shoe-cut-hint"
        className={hint === '' ? 'sr-only' : 'committed__hint committed__hint--shown'}
        data-testid="shoe-cut-hint"
        role="status"
      >
        {hint}
      </span>
    </>
  );
}

/** The latest revealed shoe: its seed, the commitment it hashes to beside the one the player noted, Verify and "Play this shoe again". */
function Reveal({ reveal, words, language }: { reveal: RevealedShoe; words: Words; language: Language }) {
  const replayShoe = useTable((s) => s.replayShoe);
  const store = useTableStore();
  const [verdict, setVerdict] = useState<ShoeVerdict | null>(null);
  const shown = verdict !== null && verdict.shoe === reveal.number ? verdict : null;
  const { serverSeed, commitment } = reveal.committed;
  const hashesTo = useMemo(() => commitmentOf(serverSeed) === commitment, [serverSeed, commitment]);
  return (
    <div
      className="committed__reveal"
      data-testid="shoe-reveal"
      data-shoe={reveal.number}
      data-server-seed={serverSeed}
      data-cut={reveal.committed.cut}
      data-commitment={commitment}
      role="group"
      aria-label={words.revealed(reveal.number)}
    >
      <details name="committed-shoe">
        <summary onClick={dropPointerFocus}>{words.revealed(reveal.number)}</summary>
        <div className="committed__open">
          <p>
            {words.serverSeed} <code className="committed__hash">{serverSeed}</code>
          </p>
          <p>
            {hashesTo ? words.commitmentChecked : words.commitment}{' '}
            <code className="committed__hash" data-testid="shoe-reveal-commitment" data-hashes-to={hashesTo}>
              {commitment}
            </code>
          </p>
          <Noted key={reveal.number} shoe={reveal.number} commitment={commitment} words={words} />
          <p>
            <button
              type="button"
              className="panel-button"
              data-testid="shoe-verify"
              onClick={() => setVerdict(shoeVerdict(store.getState(), reveal.number))}
            >
              {words.verify}
            </button>{' '}
            <button
              type="button"
              className="panel-button"
              data-testid="shoe-replay"
              onClick={() => replayShoe(reveal.number)}
            >
              {words.playAgain}
            </button>{' '}
            <a href={verifyPage(language)} data-testid="shoe-verify-page">
              {words.toVerifyPage}
            </a>
          </p>
          <div
            role="status"
            data-testid="shoe-verdict"
            data-verified={shown === null ? undefined : String(shown.verified)}
          >
            {shown !== null && <Verdict verdict={shown} words={words} />}
          </div>
        </div>
      </details>
    </div>
  );
}

/** A field for the commitment the player noted before the shoe's first bet, and whether it matches the one revealed. */
function Noted({ shoe, commitment, words }: { shoe: number; commitment: string; words: Words }) {
  const [text, setText] = useState('');
  const compared = notedCommitment(text, commitment);
  const id = `shoe-noted-${shoe}`;
  return (
    <>
      <p className="committed__noted">
        <label htmlFor={id}>{words.notedLabel}</label>{' '}
        <input
          id={id}
          type="text"
          data-testid="shoe-noted"
          value={text}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </p>
      <p
        role="status"
        data-testid="shoe-noted-result"
        data-matches={compared === 'empty' ? undefined : String(compared === 'matches')}
        className={`committed__compared committed__compared--${compared}`}
      >
        {compared === 'matches' ? words.notedMatches : compared === 'differs' ? words.notedDiffers : ''}
      </p>
    </>
  );
}

/** What Verify found, card by card: card 1 is the burn card, the cards it burned follow face down. */
function Verdict({ verdict, words }: { verdict: ShoeVerdict; words: Words }) {
  const roles = cardRoles(verdict.cards.map((c) => c.dealt));
  return (
    <>
      <p>
        {verdict.verified
          ? words.shoeChecked(verdict.shoe, verdict.cards.length, verdict.hands)
          : words.shoeWrong(verdict.shoe)}
      </p>
      {verdict.problems.length > 0 && (
        <ul lang="en">
          {verdict.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <details>
        <summary>{words.cardByCard}</summary>
        <ol className="committed__cards">
          {verdict.cards.map((c, i) => (
            <li key={i}>{words.cardLine(i + 1, c.dealt, c.committed, roles[i]!)}</li>
          ))}
        </ol>
      </details>
    </>
  );
}
