import { describe, expect, it } from 'vitest';
import { RANKS, type Rank } from '../../src/rules';
import { enLater } from '../../src/i18n/enLater';
import { inSight, isCourt, PIP_HALF, PIPS, type LiftedFrom } from '../../src/squeeze/pips';

const hint = (rank: Rank, from: LiftedFrom, steps: number) => enLater.squeezeHint(inSight(rank, from, steps / 4));

describe('what a squeezed card shows', () => {
  it('has the pips of every standard card: as many as its rank, laid out symmetrically across', () => {
    for (const rank of RANKS.filter((r) => !isCourt(r))) {
      const pips = PIPS[rank as Exclude<Rank, 'J' | 'Q' | 'K'>];
      expect(pips).toHaveLength(rank === 'A' ? 1 : Number(rank));
      const mirrored = pips.map((p) => `${(1 - p.x).toFixed(2)},${p.y.toFixed(2)}`).sort();
      expect(mirrored).toEqual(pips.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).sort());
    }
  });

  it('says what the side shows, step by step, for every rank', () => {
    const sides = Object.fromEntries(RANKS.map((rank) => [rank, [1, 2, 3].map((steps) => hint(rank, 'right', steps))]));
    expect(sides).toMatchInlineSnapshot(`
      {
        "10": [
          "Four pips along the side.",
          "Four pips along the side, two pips in the middle.",
          "Four pips along the side, two pips in the middle, four pips along the far side.",
        ],
        "2": [
          "No pips along the side.",
          "No pips along the side, two pips in the middle.",
          "No pips along the side, two pips in the middle, no pips along the far side.",
        ],
        "3": [
          "No pips along the side.",
          "No pips along the side, three pips in the middle.",
          "No pips along the side, three pips in the middle, no pips along the far side.",
        ],
        "4": [
          "Two pips along the side.",
          "Two pips along the side, no pips in the middle.",
          "Two pips along the side, no pips in the middle, two pips along the far side.",
        ],
        "5": [
          "Two pips along the side.",
          "Two pips along the side, one pip in the middle.",
          "Two pips along the side, one pip in the middle, two pips along the far side.",
        ],
        "6": [
          "Three pips along the side.",
          "Three pips along the side, no pips in the middle.",
          "Three pips along the side, no pips in the middle, three pips along the far side.",
        ],
        "7": [
          "Three pips along the side.",
          "Three pips along the side, one pip in the middle.",
          "Three pips along the side, one pip in the middle, three pips along the far side.",
        ],
        "8": [
          "Three pips along the side.",
          "Three pips along the side, two pips in the middle.",
          "Three pips along the side, two pips in the middle, three pips along the far side.",
        ],
        "9": [
          "Four pips along the side.",
          "Four pips along the side, one pip in the middle.",
          "Four pips along the side, one pip in the middle, four pips along the far side.",
        ],
        "A": [
          "No pips along the side.",
          "No pips along the side, one pip in the middle.",
          "No pips along the side, one pip in the middle, no pips along the far side.",
        ],
        "J": [
          "A picture along the side: a court card.",
          "A picture along the side: a court card.",
          "A picture along the side: a court card.",
        ],
        "K": [
          "A picture along the side: a court card.",
          "A picture along the side: a court card.",
          "A picture along the side: a court card.",
        ],
        "Q": [
          "A picture along the side: a court card.",
          "A picture along the side: a court card.",
          "A picture along the side: a court card.",
        ],
      }
    `);
  });

  it('says what the end shows: the corner index first, as on a real card, then the rows in sight, a 7 differently from the top and the bottom', () => {
    expect(hint('4', 'bottom', 1)).toBe('The corner shows 4. Two pips in one row.');
    expect(hint('9', 'bottom', 3)).toBe('The corner shows 9. Seven pips in four rows.');
    expect(hint('7', 'top', 2)).toBe('The corner shows 7. Five pips in three rows.');
    expect(hint('7', 'bottom', 2)).toBe('The corner shows 7. Four pips in two rows.');
    expect(hint('A', 'bottom', 1)).toBe('The corner shows A. No pips in sight yet.');
    expect(hint('K', 'top', 1)).toBe('The corner shows K. A picture at the end: a court card.');
    expect(enLater.squeezeHint(null)).toMatch(/press Space/);
  });

  it('shows the corner index lifted from an end only, from the first step; a side keeps it covered', () => {
    for (const rank of RANKS) {
      for (const from of ['top', 'bottom'] as const)
        expect(inSight(rank, from, 1 / 4)?.index, `${rank} from ${from}`).toBe(rank);
      for (const from of ['left', 'right'] as const)
        for (let steps = 1; steps < 4; steps++) expect(inSight(rank, from, steps / 4)?.index).toBeUndefined();
    }
    expect(inSight('7', 'top', 0)).toBeNull();
  });

  it('never names a pip the lifted part does not reach', () => {
    for (const rank of RANKS.filter((r) => !isCourt(r))) {
      for (const from of ['left', 'right', 'top', 'bottom'] as const) {
        for (let steps = 1; steps < 4; steps++) {
          const sight = inSight(rank, from, steps / 4)!;
          if (sight.picture) throw new Error('a number card has no picture');
          const named = sight.lines.reduce((a, b) => a + b, 0);
          const fold = 1 - steps / 4;
          const reached = PIPS[rank as Exclude<Rank, 'J' | 'Q' | 'K'>].filter((p) => {
            const seen = {
              left: 1 - p.x + PIP_HALF.x,
              right: p.x + PIP_HALF.x,
              top: 1 - p.y + PIP_HALF.y,
              bottom: p.y + PIP_HALF.y,
            }[from];
            return seen > fold;
          }).length;
          expect(named, `${rank} from ${from}, ${steps} steps`).toBe(reached);
        }
      }
    }
  });
});
