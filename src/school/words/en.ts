/**
 * The school's words in English: a catalogue of its own, loaded with the school's chunk. The
 * Chinese catalogues (zh-Hans.ts, zh-Hant.ts) are typed against this one, so none lacks a word.
 * The table's own words (card names, bets, games, why each hand drew) come from the table's
 * catalogue, so a rule is worded once.
 */
import type { Cents } from '../../rules';
import type { CountName, DrillKind, DrillMode } from '../../rules/school';
import { formats } from '../../i18n/format';

const { money, number } = formats('en');
const percent = (fraction: number, digits = 0) => `${(100 * fraction).toFixed(digits)}%`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const signedPercent = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(100 * value).toFixed(2)}%`;
const units = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${number(Math.abs(n))} ${Math.abs(n) === 1 ? 'unit' : 'units'}`;

/** What a payout line pays, as the hint says it: "40 to 1"; a push, and Punto Banco's Banker less its commission. */
export interface PaysFacts {
  readonly bet: string;
  readonly stake: Cents;
  readonly pays: Cents;
  /** "to 1" as a fraction: 40/1, 1/2; null for a push. */
  readonly odds: { readonly win: number; readonly per: number } | null;
  readonly commission: Cents;
}

export const words = {
  title: 'School',
  lead: 'Practise the dealer’s decisions and the counter’s arithmetic. Every answer is worked out by the rules this table plays by, and none shows before you commit yours.',
  back: 'Back to the table',
  settings: 'Drill settings',
  drill: 'Drill',
  kinds: {
    'third-card': 'Third card',
    commission: 'Commission',
    payout: 'Payout',
    count: 'Count trainer',
  } satisfies Readonly<Record<DrillKind | 'count', string>>,
  mode: 'Mode',
  modes: { guided: 'Guided: a hint after a miss', test: 'Test: 20 questions, timed' } satisfies Readonly<
    Record<DrillMode, string>
  >,
  seed: 'Seed',
  newSeed: 'New questions',
  link: 'Link to these questions',
  linkHint: 'The same seed asks the same questions, on any device: share the link with a class.',
  question: 'Question',
  questionOf: (n: number, total: number | null) =>
    total === null ? `Question ${number(n)}` : `Question ${number(n)} of ${number(total)}`,
  replaying: 'Replaying the questions missed',
  ask: {
    natural: 'Is either hand a natural?',
    'player-draws': 'Does Player draw a third card?',
    'banker-draws': 'Does Banker draw a third card?',
    winner: 'Who wins?',
    commission: (stake: Cents) => `Banker wins a ${money(stake)} bet. What is the commission?`,
    paid: (stake: Cents) =>
      `Banker wins a ${money(stake)} bet. What is paid back in all (the stake and the winnings, less the commission)?`,
    pay: (bet: string, stake: Cents) => `Pay ${bet} (${money(stake)} staked): how much do you pay beside the stake?`,
  },
  choice: { yes: 'Yes', no: 'No', player: 'Player', banker: 'Banker', tie: 'Tie' } as Readonly<Record<string, string>>,
  amountLabel: 'Amount in dollars',
  commit: 'Answer',
  choiceKeys: 'Keys 1, 2, 3 answer; Enter goes on.',
  amountKeys: 'Type the amount and press Enter.',
  choiceTap: 'Tap an answer; Next goes on.',
  amountTap: 'Type the amount and tap Answer.',
  right: 'Right.',
  wrong: (expected: string) => `Not right: the answer is ${expected}.`,
  next: 'Next',
  finish: 'See the result',
  hint: 'Why',
  /** The winner's line: "Player 9, Banker 5: Player wins." */
  winner: (player: number, banker: number, who: string, tie: boolean) =>
    `Player ${player}, Banker ${banker}: ${tie ? 'a tie' : `${who} wins`}.`,
  commissionHint: (stake: Cents, tenth: number, five: number, commission: Cents, paid: Cents) =>
    `The dealer’s shortcut: 10% of ${money(stake)} is ${money(tenth as Cents)}, half of it ${money(five as Cents)}; the table rounds that up to the next $0.25 (at least $0.25): ${money(commission)}. Paid back: ${money(stake)} + ${money(stake)} − ${money(commission)} = ${money(paid)}.`,
  payHint: (f: PaysFacts) =>
    f.odds === null
      ? `${f.bet} pushes: nothing is paid, the stake is not taken.`
      : `${f.bet} pays ${number(f.odds.win)} to ${number(f.odds.per)}${f.commission > 0 ? `, less the ${money(f.commission)} commission` : ''}: ${money(f.pays)} on ${money(f.stake)}.`,
  dealerOrder: 'Losing bets are taken first; then the winners are paid, right to left.',
  taken: 'taken',
  paidHere: 'paid',
  toPay: 'to pay',
  layout: (game: string) => `The layout (${game})`,
  stake: (bet: string, stake: Cents) => `${bet}: ${money(stake)}`,
  score: (answered: number, correct: number, medianMs: number) =>
    answered === 0
      ? 'No answers yet.'
      : `${number(correct)} of ${number(answered)} right (${percent(correct / answered)}), median ${seconds(medianMs)} an answer.`,
  elapsed: (ms: number) => `Time ${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`,
  testDone: (answered: number, correct: number, medianMs: number) =>
    `Test done: ${number(correct)} of ${number(answered)} answers right (${percent(correct / Math.max(1, answered))}), median ${seconds(medianMs)} an answer.`,
  again: 'Start again',
  progress: 'Progress on this device',
  progressLine: (answered: number, correct: number, medianMs: number, best: number) =>
    answered === 0
      ? 'Not started.'
      : `${number(answered)} answers, ${percent(correct / answered)} right, median ${seconds(medianMs)}, best streak ${number(best)}.`,
  replay: (n: number) => `Replay the ${number(n)} missed`,
  noMisses: 'Nothing missed to replay.',
  // The count trainer.
  countLead:
    'A casino shoe of 8 decks, the cut card 14 cards from the end, dealt at your pace. Keep the running count: the shown burn card counts, the cards burned face down do not.',
  countNames: { dragon7: 'Dragon 7', panda8: 'Panda 8' } satisfies Readonly<Record<CountName, string>>,
  countToKeep: 'The count you keep',
  countTags: {
    dragon7: 'Dragon 7: 4, 5, 6, 7 count −1; 8, 9 count +2; the rest 0. Bet at a true count of +4 or more.',
    panda8: (trigger: number) =>
      `Panda 8: A +1, 2 +1, 3 −2, 4 −2, 5 −2, 6 −1, 7 −1, 8 −2, 9 +4, tens +1. Bet at a true count of +${trigger} or more (the trigger the lab finds).`,
  } as { readonly dragon7: string; readonly panda8: (trigger: number) => string },
  every: 'Ask my count',
  everyN: (n: number) => (n === 0 ? 'only when I ask' : `every ${number(n)} coups`),
  deal: 'Deal the next coup',
  check: 'Check my count now',
  askCount: (name: string) => `Your ${name} running count?`,
  countLabel: 'Running count',
  lastCoup: 'The last coup',
  noCoupYet: 'No coup dealt yet: the burn card is shown.',
  burn: 'Burn card',
  meter: (coups: number, left: number) => `${number(coups)} coups dealt, ${number(left)} cards left in the shoe`,
  exactTitle: 'The next coup, exactly',
  exactLine: (name: string, bet: boolean, ev: number) =>
    `${name}: the count says ${bet ? 'bet' : 'do not bet'}; exact EV ${signedPercent(ev)}.`,
  trueCountLine: (running: number, trueCount: number) =>
    `Running count ${running > 0 ? '+' : ''}${number(running)}, true count ${trueCount > 0 ? '+' : ''}${trueCount.toFixed(2)}.`,
  shoeEnd: 'The shoe is finished',
  reportLine: (name: string, coups: number, agreement: number) =>
    `${name}: over ${number(coups)} coups the count’s signal and the exact EV’s sign agreed ${percent(agreement)} of the time.`,
  bettors: { count: 'Following the count', exact: 'Betting when the exact EV is positive', never: 'Never betting' },
  bettorUnits: (bettor: string, u: number, bets: number) => `${bettor}: ${units(u)} (${number(bets)} bets).`,
  newShoe: 'Deal a new shoe',
  // The count in the lab.
  labTitle: 'Over many shoes (the lab)',
  labLead: (shoes: number) =>
    `A one-unit bettor over ${number(shoes)} shoes on every core of this device, each coup priced exactly for the exact bettor; beside the published figures (8 decks, cut at 14): Dragon 7 at most about 0.597 units a shoe, Panda 8 about 0.237.`,
  labRun: 'Run',
  labRunning: 'Running…',
  labResult: (
    name: string,
    trigger: number,
    count: number,
    low: number,
    high: number,
    exact: number,
    eLow: number,
    eHigh: number,
  ) =>
    `${name}, true count +${trigger}: the count ${count.toFixed(3)} units a shoe (95% ${low.toFixed(3)} to ${high.toFixed(3)}); the exact EV ${exact.toFixed(3)} (95% ${eLow.toFixed(3)} to ${eHigh.toFixed(3)}).`,
  labExpected: (exact: number, exactToCut: number, count: number, countToCut: number) =>
    `Expected, each coup priced exactly: the exact EV ${exact.toFixed(3)} units a shoe, the count ${count.toFixed(3)}. This table deals one more coup after the cut card comes out; the published figures end the shoe at the cut card, and so ended: the exact EV ${exactToCut.toFixed(3)}, the count ${countToCut.toFixed(3)}.`,
  labFound: (trigger: number | null) =>
    trigger === null
      ? 'The exact EVs point to no trigger in this run.'
      : `The exact EVs turn positive on average from a true count of +${trigger}.`,
};

export type SchoolWords = typeof words;
