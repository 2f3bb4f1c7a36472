import { useEffect, useMemo, useReducer } from 'react';
import {
  cardsOfRank,
  houseEdges,
  RANKS,
  toNumber,
  type Card,
  type CoupOdds,
  type Rank,
  type Winner,
} from '../../rules';
import { useTable } from '../../store/TableContext';
import { shownHands } from '../../table/shownHands';
import type { ShoeView } from '../../table/shoeView';
import { useLaterWords } from '../../i18n/useLaterWords';
import { oddsAfter } from '../../table/oddsAfter';

type Edges = Readonly<Record<Winner, number>>;
const BETS = ['banker', 'player', 'tie'] as const;

const edgesOf = (odds: CoupOdds): Edges => {
  const edges = houseEdges(odds);
  return { banker: toNumber(edges.banker), player: toNumber(edges.player), tie: toNumber(edges.tie) };
};

/**
 * The edges before each coup of a shoe, by how many cards had been seen: a shoe's cards are
 * objects shared by every view of it, so its burn card keys its figures.
 */
const shoeEdges = new WeakMap<Card, Map<number, Edges>>();
/** Figures computed per macrotask while the chart catches up (after a reload mid-shoe): each takes about a millisecond. */
const PER_TASK = 8;

/**
 * The edges of the bets before each coup that starts with `starts[i]` cards seen. Missing
 * figures are filled in a few per task, so a long shoe never blocks the page for long.
 */
function useEdgesThroughShoe(decks: number, seen: readonly Card[], starts: readonly number[]): (Edges | undefined)[] {
  const burn = seen[0];
  const cache = useMemo(() => {
    if (burn === undefined) return new Map<number, Edges>();
    let map = shoeEdges.get(burn);
    if (map === undefined) shoeEdges.set(burn, (map = new Map()));
    return map;
  }, [burn]);
  const [, computed] = useReducer((n: number) => n + 1, 0);
  const missing = starts.filter((k) => !cache.has(k));
  useEffect(() => {
    if (missing.length === 0) return;
    const timer = window.setTimeout(() => {
      // All the cards seen: the list the odds panel counted (table/oddsAfter.ts knows it), not a copy.
      for (const k of missing.slice(0, PER_TASK))
        cache.set(k, edgesOf(oddsAfter(decks, k === seen.length ? seen : seen.slice(0, k))));
      computed();
    }, 0);
    return () => window.clearTimeout(timer);
  });
  return starts.map((k) => cache.get(k));
}

const points = (p: number) => `${p >= 0 ? '+' : '−'}${Math.abs(p * 100).toFixed(3)}`;

/** One bet's edge, hand by hand through the shoe, with the hands that favoured the player marked. */
function EdgeLine({ bet, edges }: { bet: Winner; edges: readonly (Edges | undefined)[] }) {
  const WIDTH = 300;
  const HEIGHT = 40;
  const words = useLaterWords();
  const values = edges.map((e) => e?.[bet]);
  const known = values.filter((v): v is number => v !== undefined);
  if (known.length < 2) return null;
  // Each bet on its own scale: the changes through a shoe are hundredths of a percent.
  const low = Math.min(...known);
  const high = Math.max(...known);
  const span = high - low || 1;
  const x = (i: number) => 4 + (i * (WIDTH - 8)) / Math.max(1, values.length - 1);
  const y = (v: number) => 4 + ((high - v) * (HEIGHT - 8)) / span;
  const line = values.flatMap((v, i) => (v === undefined ? [] : [`${x(i).toFixed(1)},${y(v).toFixed(1)}`])).join(' ');
  const favoured = values.filter((v) => v !== undefined && v < 0).length;
  return (
    <figure className="shoe-chart__line">
      <figcaption className="quiet">
        {words.outcome[bet]}: {(known[0]! * 100).toFixed(3)}% → {(known[known.length - 1]! * 100).toFixed(3)}%
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={words.edgeChart(bet, favoured)}
        preserveAspectRatio="none"
      >
        {low < 0 && high > 0 && <line x1={4} x2={WIDTH - 4} y1={y(0)} y2={y(0)} className="shoe-chart__zero" />}
        <polyline points={line} className={`shoe-chart__path shoe-chart__path--${bet}`} />
        {values.map((v, i) =>
          v !== undefined && v < 0 ? (
            <circle key={i} cx={x(i)} cy={y(v)} r={3} className="shoe-chart__favoured" />
          ) : null,
        )}
      </svg>
    </figure>
  );
}

/** The cards of each rank seen and not yet seen in a shoe of `decks` decks. */
function RanksTable({ decks, seenByRank }: { decks: number; seenByRank: Readonly<Record<Rank, number>> }) {
  const words = useLaterWords();
  return (
    <table className="shoe-odds__ranks">
      <caption className="sr-only">{words.cardsSeenCaption}</caption>
      <thead>
        <tr>
          <th scope="row">{words.rank}</th>
          {RANKS.map((r) => (
            <th key={r} scope="col">
              {r}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{words.seen}</th>
          {RANKS.map((r) => (
            <td key={r}>{seenByRank[r]}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{words.unseen}</th>
          {RANKS.map((r) => (
            <td key={r}>{cardsOfRank(decks) - seenByRank[r]}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/**
 * What a casino shoe adds to the odds: each figure's change since the shoe began, the cards
 * seen and left by rank, and the edge of each bet hand by hand through the shoe.
 */
export function ShoeOdds({ decks, shoe, odds }: { decks: number; shoe: ShoeView; odds: CoupOdds }) {
  const hands = useTable(shownHands);
  // The cards seen before each coup of this shoe: the burn card, then each coup's cards.
  const starts = useMemo(() => {
    const counts: number[] = [1];
    for (const h of hands) if (h.shoe === shoe.number) counts.push(counts[counts.length - 1]! + h.coup.dealt.length);
    // After the last coup there is no next coup in this shoe to chart.
    return shoe.finished ? counts.slice(0, -1) : counts;
  }, [hands, shoe.number, shoe.finished]);
  const allSeen = shoe.seen;
  const through = useEdgesThroughShoe(decks, allSeen, starts);
  const start = through[0];
  const now = edgesOf(odds);
  // The odds after the burn card alone: worked out once a shoe, not again with every hand.
  const burn = allSeen[0];
  const first = useMemo(() => oddsAfter(decks, burn === undefined ? [] : [burn]), [decks, burn]);
  const favouredHands = through.filter((e) => e !== undefined && BETS.some((b) => e[b] < 0)).length;

  const seenByRank = useMemo(() => {
    const counts = Object.fromEntries(RANKS.map((r) => [r, 0])) as Record<Rank, number>;
    for (const card of shoe.finished ? [] : allSeen) counts[card.rank]++;
    return counts;
  }, [allSeen, shoe.finished]);
  const words = useLaterWords();

  return (
    <section className="shoe-odds" aria-label={words.shoeName(shoe.number)}>
      <h3 className="odds__heading">{words.sinceShoeBegan}</h3>
      {shoe.finished ? (
        <p className="shoe-odds__end" data-testid="shoe-summary">
          {words.shoeSummary(shoe.number, favouredHands, starts.length)}
        </p>
      ) : (
        <ul className="shoe-odds__changes quiet">
          {BETS.map((bet) => (
            <li key={bet}>
              {words.shoeChange(
                bet,
                `${(toNumber(odds.outcomes[bet]) * 100).toFixed(4)}%`,
                points(toNumber(odds.outcomes[bet]) - toNumber(first.outcomes[bet])),
                `${(now[bet] * 100).toFixed(3)}%`,
                start === undefined ? '…' : points(now[bet] - start[bet]),
              )}
              {now[bet] < 0 && <strong className="shoe-odds__favoured">{words.inPlayerFavour}</strong>}
            </li>
          ))}
        </ul>
      )}

      <h3 className="odds__heading">{words.cardsSeen}</h3>
      <RanksTable decks={decks} seenByRank={seenByRank} />
      {/* "Left" means what the shoe meter says: the cards still in the shoe. The unseen cards are those and the ones burned face down. */}
      {!shoe.finished && (
        <p className="quiet" data-testid="cards-unseen">
          {words.unseenSplit(shoe.cardsLeft + shoe.burned, shoe.cardsLeft, shoe.burned)}
        </p>
      )}

      <h3 className="odds__heading">{words.edgeByHand}</h3>
      <div className="shoe-chart">
        {starts.length < 2 ? (
          <p className="quiet">{words.edgeChartEmpty}</p>
        ) : (
          BETS.map((bet) => <EdgeLine key={bet} bet={bet} edges={through} />)
        )}
      </div>
    </section>
  );
}
