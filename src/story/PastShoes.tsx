import { useId, useMemo, useState } from 'react';
import { beadPlate, bigRoad, pairDots, parseStoryCoups, shoeSummary } from '../rules';
import type { PastShoe } from '../table/vocabulary';
import { useTable } from '../store/TableContext';
import { reviewableShoes } from '../table/story';
import { useLaterWords } from '../i18n/useLaterWords';
import { RoadGrid } from '../parts/RoadGrid';
import { StorySummary, summaryData } from './StorySummary';
import { useWordSet } from '../i18n/useWordSet';
import { storyWords } from './words';
import type { StoryWords } from './words/en';

/** One past shoe reviewed: its Bead Plate and Big Road, drawn from its coups, and its summary. */
function ReviewedShoe({ shoe, words }: { shoe: PastShoe; words: StoryWords }) {
  const coups = useMemo(() => parseStoryCoups(shoe.coups) ?? [], [shoe]);
  const winners = useMemo(() => coups.map((c) => c.winner), [coups]);
  const dots = useMemo(() => pairDots(winners, coups), [winners, coups]);
  const summary = useMemo(() => shoeSummary(coups), [coups]);
  const later = useLaterWords();
  return (
    <div
      className="past-shoe stack"
      data-testid="past-shoe"
      data-from={shoe.from}
      data-to={shoe.to}
      data-shoe={shoe.shoe}
      {...summaryData(summary)}
    >
      <div className="past-shoe__roads stack">
        <RoadGrid
          title={later.beadPlate}
          testId="past-bead-plate"
          cells={beadPlate(winners)}
          look="bead"
          pairs={dots.beadPlate}
        />
        <RoadGrid
          title={later.bigRoad}
          testId="past-big-road"
          cells={bigRoad(winners)}
          look="ring"
          pairs={dots.bigRoad}
        />
      </div>
      <StorySummary summary={summary} decks={shoe.decks} casino={shoe.shoe !== undefined} words={words} />
    </div>
  );
}

/**
 * Past shoes (issue 20): the last 20 stories kept, and a casino shoe from its last coup on,
 * newest first in a menu; the one chosen is reviewed below it. Nothing until a story has ended.
 */
export function PastShoes() {
  const pastShoes = useTable((s) => s.pastShoes);
  const shoe = useTable((s) => s.shoe);
  const phase = useTable((s) => s.phase);
  const hands = useTable((s) => s.hands);
  const scoreboardFrom = useTable((s) => s.scoreboardFrom);
  const settings = useTable((s) => s.settings);
  const reviewable = useMemo(
    () => reviewableShoes({ pastShoes, shoe, phase, hands, scoreboardFrom, settings }),
    [pastShoes, shoe, phase, hands, scoreboardFrom, settings],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const id = useId();
  // Last: it may suspend (see useWordSet).
  const words = useWordSet(storyWords);
  if (reviewable.length === 0) return null;
  const picked = reviewable.find((p) => p.from === chosen);

  return (
    <section className="past-shoes stack" aria-labelledby={id}>
      <h3 className="road__title" id={id}>
        {words.pastShoes}
      </h3>
      <p className="story__note quiet">{words.pastShoesNote}</p>
      <select
        className="panel-button past-shoes__menu"
        data-testid="past-shoes"
        aria-labelledby={id}
        value={picked?.from ?? ''}
        onChange={(event) => setChosen(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{words.choose}</option>
        {[...reviewable].reverse().map((p) => (
          <option key={p.from} value={p.from}>
            {words.storyName(p)}
          </option>
        ))}
      </select>
      {picked !== undefined && <ReviewedShoe shoe={picked} words={words} />}
    </section>
  );
}
