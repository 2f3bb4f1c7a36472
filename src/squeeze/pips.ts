/**
 * What a squeezed card shows as it is lifted. The card's face is drawn from the same layout the
 * words are read from, so the text under the card never says more than the lifted part shows.
 * Positions are fractions of the card: x from its left edge, y from its top.
 */
import type { Rank } from '../rules';

/** The three columns of pips and the seven rows they sit on. */
const COLUMN = { left: 0.24, middle: 0.5, right: 0.76 } as const;
const rowY = (row: number): number => 0.17 + 0.11 * row;

export interface Pip {
  readonly x: number;
  readonly y: number;
}

const at = (column: keyof typeof COLUMN, row: number): Pip => ({ x: COLUMN[column], y: rowY(row) });
const sides = (rows: readonly number[]): Pip[] => rows.flatMap((row) => [at('left', row), at('right', row)]);

/** The pips of each number card, laid out as on every standard deck. */
export const PIPS: Readonly<Record<Exclude<Rank, 'J' | 'Q' | 'K'>, readonly Pip[]>> = {
  A: [at('middle', 3)],
  '2': [at('middle', 0), at('middle', 6)],
  '3': [at('middle', 0), at('middle', 3), at('middle', 6)],
  '4': sides([0, 6]),
  '5': [...sides([0, 6]), at('middle', 3)],
  '6': sides([0, 3, 6]),
  '7': [...sides([0, 3, 6]), at('middle', 1.5)],
  '8': [...sides([0, 3, 6]), at('middle', 1.5), at('middle', 4.5)],
  '9': [...sides([0, 2, 4, 6]), at('middle', 3)],
  '10': [...sides([0, 2, 4, 6]), at('middle', 1), at('middle', 5)],
};

/** How far a pip reaches from its centre, and where a court card's picture lies. */
export const PIP_HALF = { x: 0.07, y: 0.05 } as const;
export const PICTURE = { left: 0.2, right: 0.8, top: 0.15, bottom: 0.85 } as const;
/**
 * The corner index (the rank printed in the top-left corner, and upside down in the bottom-right):
 * its centre from the nearer end and side, and how far it reaches. A card lifted from an end shows
 * it first, as a real card does; lifted from a side, the squeezer's thumbs keep the corners covered.
 */
export const CORNER_INDEX = { fromEnd: 0.09, fromSide: 0.11, half: 0.06 } as const;

/** The edge being lifted: a long side (the pips' columns come into sight) or an end (their rows). */
export type SqueezeEdge = 'side' | 'end';

/** Which edge of the card the player lifts. */
export type LiftedFrom = 'left' | 'right' | 'top' | 'bottom';

export const edgeOf = (from: LiftedFrom): SqueezeEdge => (from === 'left' || from === 'right' ? 'side' : 'end');

/** A point of the face as seen from the lifted edge: x or y grows toward that edge. */
function fromEdge(pip: Pip, from: LiftedFrom): Pip {
  return { x: from === 'left' ? 1 - pip.x : pip.x, y: from === 'top' ? 1 - pip.y : pip.y };
}

/** What is in sight of a card lifted some way from one edge. */
export type InSight = (
  | { readonly picture: true; readonly edge: SqueezeEdge }
  /** The pips in sight on each line (column or row) from the lifted edge inward, a line once any of its pips shows. */
  | { readonly picture: false; readonly edge: SqueezeEdge; readonly lines: readonly number[] }
) & {
  /** Lifted from an end, once the corner index is in sight: the rank it prints. */
  readonly index?: Rank;
};

export const isCourt = (rank: Rank): rank is 'J' | 'Q' | 'K' => rank === 'J' || rank === 'Q' || rank === 'K';

/**
 * What a card shows lifted `lifted` of the way (0–1) from one edge: the part of the face between
 * that edge and the fold. Null when nothing of the face shows yet.
 */
export function inSight(rank: Rank, from: LiftedFrom, lifted: number): InSight | null {
  if (lifted <= 0) return null;
  const edge = edgeOf(from);
  const fold = 1 - lifted; // seen from the lifted edge, the face shows beyond this line
  const index = edge === 'end' && 1 - CORNER_INDEX.fromEnd + CORNER_INDEX.half > fold ? { index: rank } : {};
  if (isCourt(rank))
    return (edge === 'side' ? PICTURE.right : PICTURE.bottom) > fold
      ? { picture: true, edge, ...index }
      : { picture: false, edge, lines: [], ...index };
  const reach = (pip: Pip) => (edge === 'side' ? pip.x + PIP_HALF.x : pip.y + PIP_HALF.y);
  const line = (pip: Pip) => (edge === 'side' ? pip.x : pip.y);
  // Every line of this card's layout that reaches past the fold, from the edge inward, with its pips.
  const lines = new Map<number, number>();
  for (const pip of PIPS[rank].map((p) => fromEdge(p, from)))
    if (reach(pip) > fold) lines.set(line(pip), (lines.get(line(pip)) ?? 0) + 1);
  // From the side, a column without pips still counts: "no pips along the side" says something.
  if (edge === 'side') {
    const columns = [COLUMN.right, COLUMN.middle, COLUMN.left].filter((x) => x + PIP_HALF.x > fold);
    return { picture: false, edge, lines: columns.map((x) => lines.get(x) ?? 0) };
  }
  return {
    picture: false,
    edge,
    lines: [...lines.entries()].sort(([a], [b]) => b - a).map(([, count]) => count),
    ...index,
  };
}
