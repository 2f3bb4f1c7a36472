import { useMemo } from 'react';
import { opensWithPair, pairDots, scoreboard } from '../../rules';
import { useTable } from '../../app/TableContext';
import { seenHands } from '../../store/selectors';
import { AskRoads, useAskRoads } from './AskRoads';
import { RoadGrid } from './RoadGrid';

/** The five roads of the hands since the scoreboard was last started afresh. */
export function Scoreboard() {
  const hands = useTable(seenHands);
  const from = useTable((s) => s.scoreboardFrom);
  const newScoreboard = useTable((s) => s.newScoreboard);
  const casino = useTable((s) => s.settings.shoe === 'casino');
  const shown = useMemo(() => hands.filter((h) => h.hand > from), [hands, from]);
  const winners = useMemo(() => shown.map((h) => h.coup.winner), [shown]);
  const board = useMemo(() => scoreboard(winners), [winners]);
  // Asian scoreboards dot every pair, whether or not pair bets were on.
  const dots = useMemo(
    () => pairDots(winners, shown.map((h) => ({ playerPair: opensWithPair(h.coup.player), bankerPair: opensWithPair(h.coup.banker) }))),
    [winners, shown],
  );
  const ask = useAskRoads(winners);

  return (
    <div className="scoreboard">
      <p className="scoreboard__note">
        {casino
          ? 'A record of this shoe, not a prediction: what the next coup deals depends only on the cards left in the shoe.'
          : 'A record of what happened, not a prediction: the shoe is shuffled before every hand.'}
      </p>
      <div className="scoreboard__roads">
        <RoadGrid title="Bead Plate" testId="bead-plate" cells={board.beadPlate} look="bead" pairs={dots.beadPlate} />
        <RoadGrid title="Big Road" testId="big-road" cells={board.bigRoad} look="ring" pairs={dots.bigRoad} />
        <RoadGrid title="Big Eye Boy" testId="big-eye-boy" cells={board.bigEyeBoy} look="ring" ask={ask.shown.bigEyeBoy} />
        <RoadGrid title="Small Road" testId="small-road" cells={board.smallRoad} look="dot" ask={ask.shown.smallRoad} />
        <RoadGrid title="Cockroach Pig" testId="cockroach-pig" cells={board.cockroachPig} look="slash" ask={ask.shown.cockroachPig} />
      </div>
      <AskRoads state={ask} />
      <button type="button" className="panel-button" data-testid="new-scoreboard" onClick={newScoreboard}>
        New scoreboard
      </button>
    </div>
  );
}
