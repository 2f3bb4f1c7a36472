/** Why each hand drew or stood, read from the rules' own decision (drawDecision): the draw line's facts, in no language yet. */
import type { Card } from './cards';
import type { Coup } from './coup';
import type { DrawDecision } from './drawDecision';
import type { Hand, Points } from './types';

/** Player's third card as the draw line reads it: the card, and its points when they are not its rank. */
export interface ThirdCardRead {
  readonly rank: Card['rank'];
  readonly points: Points;
  readonly pointsDiffer: boolean;
}

/** The Player third cards a Banker total draws on: a run ("4–7"), or all but a few ("anything but 8"). */
export type DrawsOn = { readonly from: Points; readonly to: Points } | { readonly except: readonly Points[] };

/** Why each hand drew or stood, as the words of every language put it together. */
export type DrawReason =
  | { readonly kind: 'bothNaturals'; readonly player: Points; readonly banker: Points }
  | { readonly kind: 'natural'; readonly hand: Hand; readonly points: Points }
  | {
      readonly kind: 'drawn';
      readonly player: Points;
      readonly playerDraws: boolean;
      readonly banker: Points;
      readonly bankerDraws: boolean;
      /** What decided Banker: Player stood, a total of 0–2 (always draws), 7 (always stands), or Player's third card. */
      readonly why:
        | { readonly by: 'playerStood' }
        | { readonly by: 'low' }
        | { readonly by: 'seven' }
        | { readonly by: 'thirdCard'; readonly third: ThirdCardRead; readonly on: DrawsOn };
    };

function drawsOn(points: readonly Points[]): DrawsOn {
  const from = points[0]!;
  const to = points[points.length - 1]!;
  if (to - from + 1 === points.length) return { from, to };
  return { except: ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const).filter((p) => !points.includes(p)) };
}

/** The rules' decision of a coup read as a reason, for the line under the hands. */
export function drawReason(coup: Coup, d: DrawDecision): DrawReason {
  const player = d.playerTwoCards;
  const banker = d.bankerTwoCards;
  if (d.naturals.length === 2) return { kind: 'bothNaturals', player, banker };
  if (d.naturals.length === 1) {
    const hand = d.naturals[0]!;
    return { kind: 'natural', hand, points: hand === 'player' ? player : banker };
  }
  const drawn = { kind: 'drawn', player, playerDraws: d.playerDraws, banker, bankerDraws: d.bankerDraws } as const;
  if (!d.playerDraws) return { ...drawn, why: { by: 'playerStood' } };
  if (banker <= 2) return { ...drawn, why: { by: 'low' } };
  if (banker === 7) return { ...drawn, why: { by: 'seven' } };
  const card = coup.player[2]!;
  const points = d.playerThird!;
  return {
    ...drawn,
    why: {
      by: 'thirdCard',
      third: { rank: card.rank, points, pointsDiffer: String(points) !== card.rank },
      on: drawsOn(d.bankerDrawsOn!),
    },
  };
}
