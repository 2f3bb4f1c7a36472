import { useState } from 'react';
import { useTable, useTableStore } from '../store/TableContext';
import { isCut } from '../rules/committedShoe';
// From the casino shoe's chunk, which a casino shoe has loaded already: no chunk of their own.
import { commitmentView, latestReveal, shoeVerdict } from '../table/committedView';
import type { CommitmentView, ShoeVerdict } from '../table/committedView';
import type { RevealedShoe } from '../table/vocabulary';
import { useLanguage } from '../i18n/useWords';
import { VERIFY_WORDS } from '../i18n/verifyWords';

type Words = (typeof VERIFY_WORDS)[keyof typeof VERIFY_WORDS];

/**
 * The committed shoe on the felt (house-rules.md, "The committed shoe"): the commitment of the
 * shoe about to be dealt, shown before its first bet (short; in full when opened), the player's
 * cut while it can still be typed, and once a shoe ends its revealed seed, with Verify and
 * "Play this shoe again". Loaded with the casino shoe, like the shoe meter.
 */
export default function CommittedShoe() {
  const view = useTable(commitmentView);
  const reveal = useTable(latestReveal);
  const words = VERIFY_WORDS[useLanguage()];
  return (
    <div className="committed">
      {view !== null && <Commitment view={view} words={words} />}
      {reveal !== null && <Reveal reveal={reveal} words={words} />}
    </div>
  );
}

/**
 * The commitment of the shoe about to be (or being) dealt, and its cut. Opened, it lies over the
 * felt where a revealed shoe's would: one of the two is open at a time (`name`).
 */
function Commitment({ view, words }: { view: CommitmentView; words: Words }) {
  const cutShoe = useTable((s) => s.cutShoe);
  const [typed, setTyped] = useState<{ shoe: number; text: string } | null>(null);
  const text = typed?.shoe === view.shoe && view.cutOpen ? typed.text : view.cut;
  const invalid = !isCut(text);
  return (
    <div
      className="committed__commitment"
      data-testid="shoe-commitment"
      data-shoe={view.shoe}
      data-commitment={view.commitment}
    >
      <details name="committed-shoe">
        <summary>{words.commitmentOf(view.shoe, view.commitment.slice(0, 8))}</summary>
        <div className="committed__open">
          <p>
            {words.commitmentFull} <code className="committed__hash">{view.commitment}</code>
          </p>
          <p>{words.honest}</p>
        </div>
      </details>
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
          aria-invalid={invalid}
          aria-describedby="shoe-cut-hint"
          onChange={(e) => {
            const next = e.target.value;
            setTyped({ shoe: view.shoe, text: next });
            if (isCut(next)) cutShoe(next);
          }}
        />
      </label>
      <span id="shoe-cut-hint" className="committed__hint">
        {invalid ? words.cutRefused : view.cutOpen ? words.cutHint : ''}
      </span>
    </div>
  );
}

/** The latest revealed shoe: its seed, Verify and "Play this shoe again". */
function Reveal({ reveal, words }: { reveal: RevealedShoe; words: Words }) {
  const replayShoe = useTable((s) => s.replayShoe);
  const store = useTableStore();
  const [verdict, setVerdict] = useState<ShoeVerdict | null>(null);
  const shown = verdict !== null && verdict.shoe === reveal.number ? verdict : null;
  return (
    <div
      className="committed__reveal"
      data-testid="shoe-reveal"
      data-shoe={reveal.number}
      data-server-seed={reveal.committed.serverSeed}
      data-cut={reveal.committed.cut}
      data-commitment={reveal.committed.commitment}
      role="group"
      aria-label={words.revealed(reveal.number)}
    >
      <details name="committed-shoe">
        <summary>{words.revealed(reveal.number)}</summary>
        <div className="committed__open">
          <p>
            {words.serverSeed} <code className="committed__hash">{reveal.committed.serverSeed}</code>
          </p>
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
            </button>
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

/** What Verify found, card by card. */
function Verdict({ verdict, words }: { verdict: ShoeVerdict; words: Words }) {
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
            <li key={i}>{words.cardLine(i + 1, c.dealt, c.committed)}</li>
          ))}
        </ol>
      </details>
    </>
  );
}
