/**
 * "How baccarat works" in English: a catalogue of its own, loaded with the page's chunk (never
 * in the first load). The Chinese catalogues (zh-Hans.ts, zh-Hant.ts) are typed against it.
 * Every figure is given by the page, from the rules module: no odds are typed in here.
 */
import type { Winner } from '../../rules';

/** The pattern figures the page computes for a shoe of `hands` coups, as percentages. */
export interface PatternFigures {
  readonly hands: number;
  readonly run: string; // a run of six or more, either side
  readonly alternation: string; // an alternation of six or more: a single jump
  readonly longBanker: string;
  readonly longPlayer: string;
  readonly doubleJump: string;
}

/** The house edges of the three main bets at this table, as percentages. */
export interface Edges {
  readonly banker: string;
  readonly player: string;
  readonly tie: string;
  /**
   * Punto Banco only (null elsewhere): the Banker's $0.25 rounded-up commission makes its edge hold
   * for stakes in $5 steps alone; another stake loses more, as `stake` (e.g. "$6.00") loses `edge`.
   */
  readonly bankerOther: { readonly stake: string; readonly edge: string } | null;
}

export const words = {
  title: 'How baccarat works',
  back: 'Back to the table',
  lead: 'The rules, the exact odds, and why nothing on the roads or in a betting system changes them.',
  coupTitle: 'The coup',
  coup: [
    'Two hands, Player and Banker, get two cards each, and you bet on the one that ends closer to 9, or on a tie. Tens and court cards count 0, aces 1, the rest their face value, and only the last digit of a total counts: 7 + 6 makes 3.',
    'An 8 or a 9 on two cards is a natural, and both hands stand. Otherwise Player draws a third card on 0 to 5, and Banker draws by a fixed table (the keyboard help, ?, shows it). Nobody chooses anything: the cards alone decide the coup.',
  ],
  oddsTitle: 'The exact odds',
  oddsLead: (decks: number, game: string) =>
    `Every coup dealt from a full ${decks}-deck shoe, at ${game}, counted exactly over every way the cards can fall:`,
  oddsCasino:
    'In a casino shoe these move a little with the cards already dealt (the odds panel shows them exactly for the cards you have seen), never with who won.',
  result: 'Result',
  probability: 'Probability',
  edge: 'House edge of a bet on it',
  outcome: { banker: 'Banker wins', player: 'Player wins', tie: 'Tie' } satisfies Record<Winner, string>,
  patternsTitle: 'Why no pattern predicts the next coup',
  patterns: [
    'Each coup is dealt from shuffled cards. With a fresh shoe every hand nothing of the last hand is left, so the odds above hold for every coup. In a casino shoe the only thing that moves them is which cards have gone — cards, not results — and the odds panel counts them.',
    'The roads are a record drawn by fixed arithmetic: worth reading as a story, blind to the cards.',
  ],
  patternFigures: (f: PatternFigures) =>
    `Patterns are what chance looks like. In random ${f.hands}-hand shoes a run of six or more of one side appears in ${f.run} of shoes, and an alternation of six or more (a single jump) in ${f.alternation}; Long Banker in ${f.longBanker}, Long Player in ${f.longPlayer}, a double jump in ${f.doubleJump}.`,
  patternExact: 'These figures are computed by this page, exactly, assuming independent coups.',
  systemsTitle: 'Why no betting system changes the expected loss',
  systems: (edges: Edges) =>
    `On average every bet loses its house edge times its stake: ${edges.banker} of each dollar on Banker${edges.bankerOther === null ? '' : ` (for stakes in $5 steps: the commission is rounded up to the next $0.25, so any other stake loses more — ${edges.bankerOther.stake} loses ${edges.bankerOther.edge})`}, ${edges.player} on Player, ${edges.tie} on Tie. A system only chooses how much to bet and when; each of its bets carries the same edge, so on average it loses the edge times everything it wagers, however it is arranged.`,
  progressions:
    'Progressions such as the Martingale trade many small wins for rare large losses — the $300 table limit and your bankroll see to that — and leave the average where it was.',
  labLink: 'Try any system in the strategy lab',
  schoolLink: 'Practise the third-card rule, the commission, the payouts and the count in the school',
  mythsTitle: 'Common misconceptions',
  myths: [
    [
      'A side is “due” after a long run.',
      'The cards do not remember. After six Banker wins the next coup is Banker with the same chance as ever.',
    ],
    [
      'A hot side stays hot: follow the streak.',
      'A streak is a record, not a force. Following it and betting against it cost the same.',
    ],
    [
      'The roads, or the Ask buttons, show what comes next.',
      'They redraw the Big Road by a fixed rule. An Ask shows what each result would add to the roads, never which result will come.',
    ],
    [
      'A tie is due after a long time without one.',
      'Past results do not change its chance. With a fresh shoe every hand a tie has the same chance every coup; in a casino shoe that chance moves a little with the cards already dealt (the odds panel shows it exactly), never with how long it has been since the last tie.',
    ],
    [
      'A betting system, or betting more after a loss, wins in the long run.',
      'Every bet keeps its edge; the system only changes how the losses are spread.',
    ],
    [
      'Squeezing the cards, the deal’s speed or your timing changes the result.',
      'The coup is decided the moment you press Deal; the reveal only shows it.',
    ],
    [
      'Playing on wins back what you lost.',
      'Each hand expects a loss of its own. Decide on a limit before you play, and stop there.',
    ],
  ] as readonly (readonly [myth: string, truth: string])[],
  mythLabel: 'Myth',
  truthLabel: 'In fact',
  percent: (fraction: number, digits: number) => `${(100 * fraction).toFixed(digits)}%`,
};

export type HowWords = typeof words;
