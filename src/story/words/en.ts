/**
 * The shoe's story's words in English (issue 20): a catalogue of their own, loaded with the
 * panels; the Chinese ones (zh-Hans.ts, zh-Hant.ts) load when the table speaks Chinese, typed
 * against this one so none lacks a word.
 */
import type { StoryPattern } from '../../rules';

const percent = (fraction: number, digits = 0) => `${(100 * fraction).toFixed(digits)}%`;

/** Where a story came from, to name it: a casino shoe's number, and its hands. */
export interface StoryName {
  readonly shoe?: number;
  readonly from: number;
  readonly to: number;
}

export const words = {
  title: (casino: boolean): string => (casino ? 'This shoe’s story' : 'The story of the roads'),
  empty: 'No hands on the roads yet.',
  figure: {
    hands: 'Hands',
    banker: 'Banker',
    player: 'Player',
    tie: 'Tie',
    playerPairs: 'Player pairs',
    bankerPairs: 'Banker pairs',
    naturals: 'Naturals',
    longestBankerRun: 'Longest Banker run',
    longestPlayerRun: 'Longest Player run',
    longestAlternation: 'Longest alternation',
  },
  /** The lobbies' names; in English with the Chinese lobby name beside it. */
  pattern: {
    'long-banker': 'Long Banker',
    'long-player': 'Long Player',
    'single-jump': 'Single jump',
    'double-jump': 'Double jump',
  } satisfies Record<StoryPattern, string>,
  lobbyName: { 'long-banker': '长庄', 'long-player': '长闲', 'single-jump': '单跳', 'double-jump': '双跳' } as Partial<
    Record<StoryPattern, string>
  >,
  patternRule: {
    'long-banker': 'six or more Banker wins in a row',
    'long-player': 'six or more Player wins in a row',
    'single-jump': 'six or more hands in a row alternating Banker and Player',
    'double-jump': 'three or more Big Road columns in a row of exactly two',
  } satisfies Record<StoryPattern, string>,
  patternLine: (rule: string, chance: number, hands: number, casino: boolean) =>
    ` — ${rule}: appears in ${percent(chance)} of random ${hands}-hand ${casino ? 'shoes' : 'roads'}.`,
  noPattern: 'No named pattern yet, such as Long Banker.',
  nextCoup: (banker: string, player: string, tie: string) =>
    `None of this changes the next coup: Banker ${banker}, Player ${player}, Tie ${tie}, exactly as the odds panel says.`,
  exact: 'How often each pattern appears is exact, assuming independent coups; ties are skipped, as on the Big Road.',
  howLink: 'How baccarat works',
  pastShoes: 'Past shoes',
  pastShoesNote:
    'The last 20 are kept. A casino shoe ends at its last coup; the roads end when they start afresh (New scoreboard).',
  choose: 'Choose one to review',
  storyName: (name: StoryName) =>
    `${name.shoe === undefined ? 'Hands' : `Shoe ${name.shoe}: hands`} ${name.from}–${name.to}`,
  percent,
};

export type StoryWords = typeof words;
