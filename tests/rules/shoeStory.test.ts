import { describe, expect, it, test } from 'vitest';
import {
  coupChances,
  dealNextCoup,
  encodeStoryCoups,
  figureChances,
  newShoe,
  parseStoryCoups,
  patternFrequency,
  seededRng,
  shoeSummary,
  storyCoupOf,
  STORY_PATTERNS,
  type StoryCoup,
  type StoryFigure,
  type Winner,
} from '../../src/rules';
import { coup } from './fixtures';

const W: Readonly<Record<string, Winner>> = { B: 'banker', P: 'player', T: 'tie' };
/** A shoe written as its winners, `'BBPT'`: no pairs, no naturals. */
const shoe = (winners: string): StoryCoup[] =>
  [...winners.replace(/\s/g, '')].map((w) => ({ winner: W[w]!, playerPair: false, bankerPair: false, natural: false }));

describe('the shoe summary', () => {
  it('counts each side, the pairs and the naturals of the coups', () => {
    const story = [
      coup('9H KD 9S 3C'), // Player 9 9 = 8, Banker K 3 = 3: a Player natural, with a Player pair
      coup('4S 3H 2D 3C'), // Player 4 2 = 6 stands, Banker 3 3 = 6 stands: a tie, with a Banker pair
      coup('2S 7H 3D 2C'), // Player 2 3 = 5, Banker 7 2 = 9: a Banker natural
    ].map(storyCoupOf);
    expect(story[0]).toEqual({ winner: 'player', playerPair: true, bankerPair: false, natural: true });
    expect(story[1]).toEqual({ winner: 'tie', playerPair: false, bankerPair: true, natural: false });
    expect(shoeSummary(story)).toEqual({
      hands: 3,
      banker: 1,
      player: 1,
      tie: 1,
      playerPairs: 1,
      bankerPairs: 1,
      naturals: 2,
      longestBankerRun: 1,
      longestPlayerRun: 1,
      longestAlternation: 2,
      longestDoubleJump: 0,
      patterns: [],
    });
  });

  it('skips ties in runs, as the Big Road does: B B T B B B B is a Banker run of six', () => {
    const summary = shoeSummary(shoe('PBBTBBBB'));
    expect(summary.longestBankerRun).toBe(6);
    expect(summary.longestPlayerRun).toBe(1);
    expect(summary.tie).toBe(1);
    expect(summary.patterns).toEqual(['long-banker']);
  });

  it('a run of five is no long run', () => {
    expect(shoeSummary(shoe('BBBBBPPPPPB')).patterns).toEqual([]);
    expect(shoeSummary(shoe('BPPPPPPB')).patterns).toEqual(['long-player']);
  });

  it('an alternation counts decided hands each won by the other side, ties skipped', () => {
    // B B P B T P B P P: from the second B, B P B P B P is six alternating.
    const summary = shoeSummary(shoe('BBPBTPBPP'));
    expect(summary.longestAlternation).toBe(6);
    expect(summary.patterns).toEqual(['single-jump']);
    expect(shoeSummary(shoe('BPBPB')).longestAlternation).toBe(5);
    expect(shoeSummary(shoe('BPBPB')).patterns).toEqual([]);
  });

  it('a double jump is three closed two-cell columns in a row', () => {
    // BB PP BB P: the three two-cell columns are closed by the P.
    expect(shoeSummary(shoe('BBPPBBP')).longestDoubleJump).toBe(3);
    expect(shoeSummary(shoe('BBPPBBP')).patterns).toEqual(['double-jump']);
    // The last column is still open: BB PP BB is only two closed.
    expect(shoeSummary(shoe('BBPPBB')).longestDoubleJump).toBe(2);
    // A column of three breaks it: BB PPP BB PP B.
    expect(shoeSummary(shoe('BBPPPBBPPB')).longestDoubleJump).toBe(2);
  });

  it('an empty shoe has no story yet', () => {
    expect(shoeSummary([])).toMatchObject({ hands: 0, longestBankerRun: 0, longestAlternation: 0, patterns: [] });
  });
});

describe("the story's notation", () => {
  it('writes each coup as its winner and a digit of pairs and natural, and reads it back', () => {
    const coups: StoryCoup[] = [
      { winner: 'banker', playerPair: false, bankerPair: false, natural: false },
      { winner: 'player', playerPair: true, bankerPair: false, natural: true },
      { winner: 'tie', playerPair: false, bankerPair: true, natural: false },
      { winner: 'banker', playerPair: true, bankerPair: true, natural: true },
    ];
    expect(encodeStoryCoups(coups)).toBe('B0P5T2B7');
    expect(parseStoryCoups('B0P5T2B7')).toEqual(coups);
    expect(parseStoryCoups('')).toEqual([]);
  });

  test.each([['B8'], ['X0'], ['B'], ['b0'], [42], [null]])('refuses %j', (text) => {
    expect(parseStoryCoups(text)).toBeNull();
  });
});

const FIGURES: readonly StoryFigure[] = [...STORY_PATTERNS, 'long-run'];
const shows = (coups: readonly StoryCoup[], figure: StoryFigure): boolean => {
  const summary = shoeSummary(coups);
  return figure === 'long-run'
    ? summary.longestBankerRun >= 6 || summary.longestPlayerRun >= 6
    : summary.patterns.includes(figure);
};

describe('how often each pattern appears (exact, assuming independent coups)', () => {
  it('equals brute force over every 10-coup shoe, weighted by the exact odds', () => {
    const chances = coupChances(8);
    const n = 10;
    const brute = Object.fromEntries(FIGURES.map((f) => [f, 0])) as Record<StoryFigure, number>;
    const winners = ['banker', 'player', 'tie'] as const;
    for (let code = 0; code < 3 ** n; code++) {
      let rest = code;
      let p = 1;
      const coups: StoryCoup[] = [];
      for (let i = 0; i < n; i++) {
        const winner = winners[rest % 3]!;
        rest = Math.floor(rest / 3);
        p *= chances[winner];
        coups.push({ winner, playerPair: false, bankerPair: false, natural: false });
      }
      for (const figure of FIGURES) if (shows(coups, figure)) brute[figure] += p;
    }
    for (const figure of FIGURES) {
      expect(brute[figure]).toBeGreaterThan(0);
      expect(figureChances(figure, n, chances)[n], figure).toBeCloseTo(brute[figure], 12);
    }
  });

  it('is 0 for shoes too short to show the pattern, and grows with the shoe', () => {
    const chances = coupChances(8);
    expect(figureChances('long-banker', 5, chances)[5]).toBe(0);
    expect(figureChances('double-jump', 6, chances)[6]).toBe(0);
    const growing = figureChances('single-jump', 80, chances);
    for (let n = 1; n <= 80; n++) expect(growing[n]!).toBeGreaterThanOrEqual(growing[n - 1]!);
  });

  it("puts a run of six and an alternation of six in about 69% of 80-hand shoes (the issue's figure)", () => {
    expect(patternFrequency('long-run', 80, 8)).toBeCloseTo(0.69, 1);
    expect(patternFrequency('single-jump', 80, 8)).toBeCloseTo(0.69, 1);
    expect(patternFrequency('long-banker', 80, 8)).toBeGreaterThan(patternFrequency('long-player', 80, 8));
  });

  it('agrees with real 8-deck casino shoes dealt to the cut card (a seeded simulation, within 4 standard errors)', () => {
    const shoes = 2500;
    const rng = seededRng(2020);
    const seen = Object.fromEntries(FIGURES.map((f) => [f, 0])) as Record<StoryFigure, number>;
    const expected = Object.fromEntries(FIGURES.map((f) => [f, 0])) as Record<StoryFigure, number>;
    for (let s = 0; s < shoes; s++) {
      let dealt = newShoe(8, rng);
      const coups: StoryCoup[] = [];
      while (!dealt.finished) {
        const next = dealNextCoup(dealt);
        coups.push(storyCoupOf(next.coup));
        dealt = next.shoe;
      }
      for (const figure of FIGURES) {
        if (shows(coups, figure)) seen[figure] += 1;
        expected[figure] += patternFrequency(figure, coups.length, 8);
      }
    }
    for (const figure of FIGURES) {
      const p = expected[figure] / shoes;
      const standardError = Math.sqrt((p * (1 - p)) / shoes);
      expect(
        Math.abs(seen[figure] / shoes - p),
        `${figure}: simulated ${seen[figure] / shoes}, exact ${p}`,
      ).toBeLessThan(4 * standardError);
    }
  });
});
