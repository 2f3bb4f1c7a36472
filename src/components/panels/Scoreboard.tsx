import { useMemo } from 'react';
import { scoreboard } from '../../rules';
import { useTable } from '../../app/TableContext';
import { seenHands } from '../../store/selectors';
import { RoadGrid } from './RoadGrid';

/** The five roads of the hands since the scoreboard was last started afresh. */
export function Scoreboard() {
  const hands = useTable(seenHands);
  const from = useTable((s) => s.scoreboardFrom);
  const newScoreboard = useTable((s) => s.newScoreboard);
  const board = useMemo(() => scoreboard(hands.filter((h) => h.hand > from).map((h) => h.coup.winner)), [hands, from]);

  return (
    <div className="scoreboard">
      <p className="scoreboard__note">
        A record of what happened, not a prediction: the shoe is shuffled before every hand.
      </p>
      <div className="scoreboard__roads">
        <RoadGrid title="Bead Plate" testId="bead-plate" cells={board.beadPlate} look="bead" />
        <RoadGrid title="Big Road" testId="big-road" cells={board.bigRoad} look="ring" />
        <RoadGrid title="Big Eye Boy" testId="big-eye-boy" cells={board.bigEyeBoy} look="ring" />
        <RoadGrid title="Small Road" testId="small-road" cells={board.smallRoad} look="dot" />
        <RoadGrid title="Cockroach Pig" testId="cockroach-pig" cells={board.cockroachPig} look="slash" />
      </div>
      <button type="button" className="panel-button" data-testid="new-scoreboard" onClick={newScoreboard}>
        New scoreboard
      </button>
    </div>
  );
}
