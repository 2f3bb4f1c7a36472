import { useEffect, useId, useMemo, useState } from 'react';
import { askRoads, DERIVED_ROAD_NAMES, toNumber, type AskRoad, type DerivedRoad, type Winner } from '../../rules';
import { useTable } from '../../store/TableContext';
import { shoeView, seenForNextCoup } from '../../table/shoeView';
import type { ShownAsk } from '../../parts/RoadGrid';
import { useLaterWords } from '../../i18n/useLaterWords';
import { oddsAfter } from '../../table/oddsAfter';

type Asked = 'banker' | 'player';

/** How long an Ask shows its marks on the roads: a few blinks, well under five seconds. */
export const ASK_SHOWN_MS = 4000;

/** Each derived road's traditional mark, for the small forecast on the Ask buttons. */
const ROAD_LOOK: Readonly<Record<DerivedRoad, string>> = { bigEyeBoy: 'ring', smallRoad: 'dot', cockroachPig: 'slash' };

/** A mark an Ask is showing on a road; `id` changes with each press, so the blink starts again. */

export interface AskState {
  readonly asks: Readonly<Record<Asked, AskRoad>>;
  /** The mark each derived road is showing for the Ask just pressed, if any. */
  readonly shown: Readonly<Record<DerivedRoad, ShownAsk | null>>;
  readonly pressed: Asked | null;
  readonly ask: (result: Asked) => void;
}

interface Press {
  readonly result: Asked;
  readonly id: number;
  readonly winners: readonly Winner[]; // the roads it was asked of: a new hand ends it
}

/**
 * The Ask roads of the scoreboard's results, and the Ask being shown. After a shoe's last coup
 * the next hand starts a new shoe and fresh roads, where no derived road adds a mark yet.
 */
export function useAskRoads(winners: readonly Winner[]): AskState {
  const finished = useTable((s) => shoeView(s)?.finished === true);
  const asks = useMemo(() => askRoads(finished ? [] : winners), [winners, finished]);
  const [press, setPress] = useState<Press | null>(null);
  const live = press !== null && press.winners === winners ? press : null;
  useEffect(() => {
    if (live === null) return;
    const timer = window.setTimeout(() => setPress(null), ASK_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [live]);
  const shown = useMemo(() => {
    const of = (road: DerivedRoad): ShownAsk | null => {
      const mark = live === null ? null : asks[live.result][road];
      return mark === null || live === null ? null : { ...mark, id: live.id };
    };
    return { bigEyeBoy: of('bigEyeBoy'), smallRoad: of('smallRoad'), cockroachPig: of('cockroachPig') };
  }, [asks, live]);
  return {
    asks,
    shown,
    pressed: live?.result ?? null,
    ask: (result) => setPress((p) => ({ result, id: (p?.id ?? 0) + 1, winners })),
  };
}

/** The mark each derived road would add: { bigEyeBoy: 'red', smallRoad: 'blue', cockroachPig: null }. */
const forecast = (ask: AskRoad) =>
  Object.fromEntries(DERIVED_ROAD_NAMES.map((road) => [road, ask[road]?.mark ?? null])) as Record<
    DerivedRoad,
    'red' | 'blue' | null
  >;

const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

/**
 * Banker Ask and Player Ask (庄问路 / 闲问路): what each derived road would add if the next result
 * were Banker or Player, shown on the buttons and, when pressed, blinking in place on the roads
 * and said to screen readers. Beside them, the chance of that result next coup: from the cards
 * seen in a casino shoe, as the odds panel counts them, else from a fresh shoe.
 */
export function AskRoads({ state }: { state: AskState }) {
  const decks = useTable((s) => s.settings.decks);
  const shoe = useTable(shoeView);
  const seen = useMemo(() => seenForNextCoup(shoe), [shoe]);
  const odds = useMemo(() => oddsAfter(decks, seen), [decks, seen]);
  const chance = {
    banker: toNumber(odds.outcomes.banker),
    player: toNumber(odds.outcomes.player),
    tie: toNumber(odds.outcomes.tie),
  };
  const { asks, pressed, ask } = state;
  const id = useId();
  const words = useLaterWords();

  return (
    <section className="ask stack" aria-labelledby={`${id}-title`}>
      <h3 className="road__title" id={`${id}-title`}>
        {words.askRoads}
      </h3>
      <div className="ask__rows row">
        {(['banker', 'player'] as const).map((result) => (
          <div key={result} className="row">
            <button
              type="button"
              className={`panel-button row ask__button${pressed === result ? ' ask__button--shown' : ''}`}
              data-testid={`ask-${result}`}
              data-big-eye-boy={asks[result].bigEyeBoy?.mark ?? 'none'}
              data-small-road={asks[result].smallRoad?.mark ?? 'none'}
              data-cockroach-pig={asks[result].cockroachPig?.mark ?? 'none'}
              data-probability={chance[result]}
              aria-describedby={`${id}-${result}`}
              onClick={() => ask(result)}
            >
              {words.ask[result]}
              <span className="ask__marks" aria-hidden="true">
                {DERIVED_ROAD_NAMES.map((road) => {
                  const mark = asks[result][road]?.mark;
                  return (
                    <span key={road} className={`ask-mark ask-mark--${ROAD_LOOK[road]} ask-mark--${mark ?? 'none'}`} />
                  );
                })}
              </span>
            </button>
            <span className="ask__chance quiet" id={`${id}-${result}`}>
              {words.nextCoup(percent(chance[result]))}
            </span>
          </div>
        ))}
      </div>
      <p className="ask__note quiet">
        {words.askNote(percent(chance.tie))}
        {shoe === null
          ? words.askChancesFresh(decks)
          : shoe.finished
            ? words.askChancesNewShoe
            : words.askChancesShoe(seen.length, shoe.number)}
      </p>
      <p className="sr-only" role="status" data-testid="ask-said">
        {pressed === null ? '' : words.askSaid(pressed, forecast(asks[pressed]))}
      </p>
    </section>
  );
}
