import { useId, useMemo } from 'react';
import { shoeSummary, storyCoupOf, toNumber } from '../rules';
import { useTable } from '../store/TableContext';
import { shoeView, seenForNextCoup } from '../table/shoeView';
import type { HandRecord } from '../table/vocabulary';
import { oddsAfter } from '../table/oddsAfter';
import { StorySummary, summaryData } from './StorySummary';
import { useWordSet } from '../i18n/useWordSet';
import { storyWords } from './words';

const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

/**
 * The shoe's story above the roads (issue 20): what the hands on the roads came to, the
 * patterns lobbies name with how ordinary each is, and the next coup's exact odds beside them,
 * which no pattern changes. Figures from the rules module; `hands` are those the roads show.
 */
export function ShoeStory({ hands }: { hands: readonly HandRecord[] }) {
  const decks = useTable((s) => s.settings.decks);
  const casino = useTable((s) => s.settings.shoe === 'casino');
  const shoe = useTable(shoeView);
  // The next coup's odds as the odds panel has them: from the cards seen in a casino shoe.
  const seen = useMemo(() => seenForNextCoup(shoe), [shoe]);
  const odds = useMemo(() => oddsAfter(decks, seen), [decks, seen]);
  const summary = useMemo(() => shoeSummary(hands.map((h) => storyCoupOf(h.coup))), [hands]);
  const id = useId();
  // Last: it may suspend (see useWordSet).
  const words = useWordSet(storyWords);
  const next = {
    banker: toNumber(odds.outcomes.banker),
    player: toNumber(odds.outcomes.player),
    tie: toNumber(odds.outcomes.tie),
  };

  return (
    <section className="story stack" data-testid="shoe-story" aria-labelledby={id} {...summaryData(summary)}>
      <h3 className="road__title" id={id}>
        {words.title(casino)}
      </h3>
      <StorySummary summary={summary} decks={decks} casino={casino} words={words} />
      <p
        className="story__line"
        data-testid="story-next"
        data-banker={next.banker}
        data-player={next.player}
        data-tie={next.tie}
      >
        {words.nextCoup(percent(next.banker), percent(next.player), percent(next.tie))}{' '}
        <a href="#how">{words.howLink}</a>
      </p>
      <p className="story__note quiet">{words.exact}</p>
    </section>
  );
}
