import { useMemo } from 'react';
import { opensWithPair, pairDots, scoreboard } from '../../rules';
import { useTable, useTableStore } from '../../store/TableContext';
import { shownHands } from '../../table/shownHands';
import { AskRoads, useAskRoads } from './AskRoads';
import { useLaterWords } from '../../i18n/useLaterWords';
import { RoadGrid } from '../../parts/RoadGrid';
import { endStory, roadHands } from '../../table/story';
import { ShoeStory } from '../../story/ShoeStory';
import { PastShoes } from '../../story/PastShoes';

/** The five roads of the hands since the scoreboard was last started afresh. */
export function Scoreboard() {
  const hands = useTable(shownHands);
  const from = useTable((s) => s.scoreboardFrom);
  const newScoreboard = useTable((s) => s.newScoreboard);
  const store = useTableStore(); // the story kept is the table's as it is now, not as last drawn
  const casino = useTable((s) => s.settings.shoe === 'casino');
  const shown = useMemo(() => roadHands(hands, from), [hands, from]);
  const winners = useMemo(() => shown.map((h) => h.coup.winner), [shown]);
  const board = useMemo(() => scoreboard(winners), [winners]);
  // Asian scoreboards dot every pair, whether or not pair bets were on.
  const dots = useMemo(
    () =>
      pairDots(
        winners,
        shown.map((h) => ({ playerPair: opensWithPair(h.coup.player), bankerPair: opensWithPair(h.coup.banker) })),
      ),
    [winners, shown],
  );
  const ask = useAskRoads(winners);
  const words = useLaterWords();

  return (
    <div className="scoreboard stack">
      <div className="scoreboard__roads stack">
        <RoadGrid
          title={words.beadPlate}
          testId="bead-plate"
          cells={board.beadPlate}
          look="bead"
          pairs={dots.beadPlate}
        />
        <RoadGrid title={words.bigRoad} testId="big-road" cells={board.bigRoad} look="ring" pairs={dots.bigRoad} />
        <RoadGrid
          title={words.road.bigEyeBoy}
          testId="big-eye-boy"
          cells={board.bigEyeBoy}
          look="ring"
          ask={ask.shown.bigEyeBoy}
        />
        <RoadGrid
          title={words.road.smallRoad}
          testId="small-road"
          cells={board.smallRoad}
          look="dot"
          ask={ask.shown.smallRoad}
        />
        <RoadGrid
          title={words.road.cockroachPig}
          testId="cockroach-pig"
          cells={board.cockroachPig}
          look="slash"
          ask={ask.shown.cockroachPig}
        />
      </div>
      <AskRoads state={ask} />
      {/* Under the roads, not above them: on a tall phone the top of the scoreboard is in the first
          screen, and this paragraph, drawn once the panels' chunk is here, was the page's largest
          paint (Lighthouse's LCP at 2.4 s); the felt's own words are now. */}
      <p className="scoreboard__note quiet">{words.scoreboardNote(casino)}</p>
      <ShoeStory hands={shown} />
      <button
        type="button"
        className="panel-button"
        data-testid="new-scoreboard"
        onClick={() => newScoreboard(endStory(store.getState()))}
      >
        {words.newScoreboard}
      </button>
      <PastShoes />
    </div>
  );
}
