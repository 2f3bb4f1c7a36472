/**
 * The shoe's story (issue 20): what a shoe's coups came to — counts, pairs, naturals, the
 * longest runs and alternation — and the patterns lobbies name, each with how often it turns
 * up in a random shoe of the same length. The patterns are a record, never a forecast: every
 * coup is dealt from the shoe whatever the roads show.
 *
 * How often each pattern appears is storyFrequency.ts's (apart, so that what a table keeps of
 * a story needs no odds). Definitions (docs/rules.md, "The shoe's story"), all read as on the Big Road: ties are
 * skipped, so they neither break nor extend a run.
 * - Long Banker (长庄 / 長莊), long Player (长闲 / 長閒): a run of 6 or more wins of that side.
 * - Single jump (单跳 / 單跳): an alternation of 6 or more: 6 decided hands in a row, each won
 *   by the other side than the one before (Banker, Player, Banker, Player, Banker, Player).
 * - Double jump (双跳 / 雙跳): 3 or more Big Road columns in a row of exactly two (BB PP BB),
 *   each closed (the next column has started), so a pattern once there never goes away.
 */
import type { Coup } from './coup';
import { opensWithPair } from './coup';
import type { Winner } from './types';

/** What the story keeps of a coup: enough to draw its bead and its Big Road cell. */
export interface StoryCoup {
  readonly winner: Winner;
  readonly playerPair: boolean; // the Player's first two cards have the same rank
  readonly bankerPair: boolean;
  readonly natural: boolean; // 8 or 9 on two cards, either hand
}

/** The patterns lobbies name, in the order the story lists them. */
export const STORY_PATTERNS = ['long-banker', 'long-player', 'single-jump', 'double-jump'] as const;
export type StoryPattern = (typeof STORY_PATTERNS)[number];
/** The patterns, and a run of either side (the figure "a run of six or more"). */
export type StoryFigure = StoryPattern | 'long-run';

/** A long run: this many wins of one side in a row. */
export const LONG_RUN = 6;
/** A single jump: this many decided hands alternating. */
export const SINGLE_JUMP = 6;
/** A double jump: this many closed two-cell columns in a row. */
export const DOUBLE_JUMP = 3;

export const storyCoupOf = (coup: Coup): StoryCoup => ({
  winner: coup.winner,
  playerPair: opensWithPair(coup.player),
  bankerPair: opensWithPair(coup.banker),
  natural: coup.natural,
});

const LETTER: Readonly<Record<Winner, string>> = { banker: 'B', player: 'P', tie: 'T' };
const WINNER_OF: Readonly<Record<string, Winner>> = { B: 'banker', P: 'player', T: 'tie' };

/**
 * A coup in two characters: the winner's letter (B, P, T), then a digit adding 1 for a Player
 * pair, 2 for a Banker pair and 4 for a natural. `B0` a plain Banker win, `P5` a Player natural
 * with a Player pair, `T2` a tie with a Banker pair.
 */
export const encodeStoryCoups = (coups: readonly StoryCoup[]): string =>
  coups
    .map((c) => LETTER[c.winner] + String((c.playerPair ? 1 : 0) + (c.bankerPair ? 2 : 0) + (c.natural ? 4 : 0)))
    .join('');

/** Reads `encodeStoryCoups`'s text back; null for anything else. */
export function parseStoryCoups(text: unknown): StoryCoup[] | null {
  if (typeof text !== 'string' || !/^([BPT][0-7])*$/.test(text)) return null;
  const coups: StoryCoup[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const flags = Number(text[i + 1]);
    coups.push({
      winner: WINNER_OF[text[i]!]!,
      playerPair: (flags & 1) !== 0,
      bankerPair: (flags & 2) !== 0,
      natural: (flags & 4) !== 0,
    });
  }
  return coups;
}

/** The Big Road's columns: the side and length of each run of decided hands. */
export function bigRoadColumns(winners: readonly Winner[]): { side: 'banker' | 'player'; length: number }[] {
  const columns: { side: 'banker' | 'player'; length: number }[] = [];
  for (const w of winners) {
    if (w === 'tie') continue;
    const last = columns[columns.length - 1];
    if (last?.side === w) last.length += 1;
    else columns.push({ side: w, length: 1 });
  }
  return columns;
}

/** A shoe's story in figures. */
export interface ShoeSummary {
  readonly hands: number;
  readonly banker: number;
  readonly player: number;
  readonly tie: number;
  readonly playerPairs: number;
  readonly bankerPairs: number;
  readonly naturals: number;
  readonly longestBankerRun: number; // the tallest Banker column of the Big Road
  readonly longestPlayerRun: number;
  readonly longestAlternation: number; // decided hands in a row, each won by the other side
  readonly longestDoubleJump: number; // closed two-cell columns in a row
  readonly patterns: readonly StoryPattern[]; // those the shoe shows, in STORY_PATTERNS order
}

/** The longest stretch of decided hands in which each is won by the other side than the one before. */
function longestAlternation(columns: readonly { length: number }[]): number {
  let best = 0;
  let current = 0;
  columns.forEach((column, i) => {
    // A column of one continues the alternation; a taller one ends it with its first cell and starts one with its last.
    current = i === 0 ? 1 : current + 1;
    best = Math.max(best, current);
    if (column.length > 1) current = 1;
  });
  return best;
}

/** The most closed columns of exactly two cells in a row (the last column is still open). */
function longestDoubleJump(columns: readonly { length: number }[]): number {
  let best = 0;
  let current = 0;
  columns.slice(0, -1).forEach((column) => {
    current = column.length === 2 ? current + 1 : 0;
    best = Math.max(best, current);
  });
  return best;
}

/** Counts, pairs, naturals, the longest runs and alternation, and the patterns of a shoe's coups, oldest first. */
export function shoeSummary(coups: readonly StoryCoup[]): ShoeSummary {
  const count = (f: (c: StoryCoup) => boolean) => coups.filter(f).length;
  const columns = bigRoadColumns(coups.map((c) => c.winner));
  const tallest = (side: 'banker' | 'player') =>
    columns.reduce((most, c) => (c.side === side ? Math.max(most, c.length) : most), 0);
  const figures = {
    hands: coups.length,
    banker: count((c) => c.winner === 'banker'),
    player: count((c) => c.winner === 'player'),
    tie: count((c) => c.winner === 'tie'),
    playerPairs: count((c) => c.playerPair),
    bankerPairs: count((c) => c.bankerPair),
    naturals: count((c) => c.natural),
    longestBankerRun: tallest('banker'),
    longestPlayerRun: tallest('player'),
    longestAlternation: longestAlternation(columns),
    longestDoubleJump: longestDoubleJump(columns),
  };
  const shows: Readonly<Record<StoryPattern, boolean>> = {
    'long-banker': figures.longestBankerRun >= LONG_RUN,
    'long-player': figures.longestPlayerRun >= LONG_RUN,
    'single-jump': figures.longestAlternation >= SINGLE_JUMP,
    'double-jump': figures.longestDoubleJump >= DOUBLE_JUMP,
  };
  return { ...figures, patterns: STORY_PATTERNS.filter((p) => shows[p]) };
}
