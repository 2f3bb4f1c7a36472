/**
 * The lab's words in English: a catalogue of their own, loaded with the lab's chunk. The
 * Chinese catalogues (zh-Hans.ts, zh-Hant.ts) are typed against this one, so none lacks a word.
 */
import { cents as asCents, type Game, type ShoeDecks } from '../../rules';
import type { LabRefusal, LabShoe, Side, SystemId } from '../../rules/lab';
import { formats } from '../../i18n/format';

const { money, number } = formats('en');
const percent = (fraction: number, digits = 1) => `${(100 * fraction).toFixed(digits)}%`;
/** A time left, rounded as a person would say it: "12 s", "3 min", "1 h 5 min". */
const duration = (seconds: number) => {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/** What the results sentence says of one system. */
export interface SentenceFacts {
  readonly system: string;
  readonly ahead: number;
  /** Mean wagered per session, cents. */
  readonly wagered: number;
  /** The loss per dollar wagered, simulated and exact (a fraction; negative is a gain). */
  readonly lossRate: number;
  readonly exactRate: number;
  readonly ruin: number;
}

export const words = {
  title: 'Strategy lab',
  lead: 'Play any betting system through this table’s own rules — the same shoe, the $0.25 rounded-up commission and the $5–$300 limits — over many sessions on every core of this device, beside the exact answer no system can change.',
  back: 'Back to the table',
  parameters: 'Parameters',
  systems: 'Systems to compare',
  /** Under the systems' checkboxes. */
  systemsHint: 'Each plays the same shoes; one at least stays chosen.',
  system: {
    flat: 'Flat',
    martingale: 'Martingale',
    paroli: 'Paroli',
    dalembert: 'D’Alembert',
    fibonacci: 'Fibonacci',
    '1326': '1-3-2-6',
    labouchere: 'Labouchère',
    'oscars-grind': 'Oscar’s Grind',
    'follow-winner': 'Follow the last winner',
    chop: 'Against the last winner (chop)',
    'follow-big-road': 'Follow the Big Road (dragon)',
  } satisfies Record<SystemId, string>,
  rule: {
    flat: 'Always one unit.',
    martingale: 'After a loss, double the last amount; after a win, one unit; a push changes nothing.',
    paroli: 'After a win, double the last amount, back to one unit after 3 wins in a row; after a loss, one unit.',
    dalembert: 'After a loss one unit more, after a win one unit less (never below one).',
    fibonacci: 'After a loss, the next Fibonacci multiple (1, 1, 2, 3, 5, 8…); after a win, two steps back.',
    '1326': '1, 3, 2, 6 units on successive wins; back to 1 after a loss or after the 6.',
    labouchere: 'Line 1 2 3 4: bet first + last; a win crosses both out, a loss writes the amount at the end.',
    'oscars-grind':
      'Aims for +1 unit per series: after a win one unit more, never past +1; after a loss the same amount.',
    'follow-winner': 'One unit on the last hand’s winner (ties ignored; Banker first).',
    chop: 'One unit on the opposite of the last winner.',
    'follow-big-road': 'One unit on the side of the Big Road’s current column (afresh with each casino shoe).',
  } satisfies Record<SystemId, string>,
  /** Between a system's name and its rule in the list of the chosen ones. */
  ruleAfterName: ': ',
  bet: 'Bet',
  side: { banker: 'Banker', player: 'Player' } satisfies Record<Side, string>,
  unit: 'Unit ($)',
  bankroll: 'Starting bankroll ($)',
  hands: 'Hands per session',
  sessions: 'Sessions',
  /** The lab's one cap (MAX_SESSIONS), on the field and in the refusal, the command line's too. */
  sessionsCap: (max: number) => `at most ${number(max)} sessions`,
  stopWin: 'Stop-win ($, empty for none)',
  stopLoss: 'Stop-loss ($, empty for none)',
  seed: 'Seed',
  shoe: 'Shoe',
  shoeKind: { fresh: 'Fresh shoe every hand', casino: 'Casino shoe' } satisfies Record<LabShoe, string>,
  casinoCost:
    'A casino shoe values each bet on the cards seen: an exact enumeration per hand, some ten thousand hands a second per core, about a thousand times slower than a fresh shoe.',
  decks: 'Decks',
  deckCount: (decks: ShoeDecks) => `${decks} decks`,
  game: 'Game',
  gameName: {
    'punto-banco': 'Punto Banco (5% commission)',
    ez: 'EZ Baccarat',
    'no-commission': 'No commission',
  } satisfies Record<Game, string>,
  run: 'Run',
  cancel: 'Cancel',
  progress: 'Progress',
  running: (workers: number) => `Running on ${number(workers)} ${workers === 1 ? 'core' : 'cores'}…`,
  /** After Cancel: how far the run had got. */
  stopped: (done: number, total: number) => `Stopped after ${number(done)} of ${number(total)} sessions.`,
  /** Beside the bar while a run goes on: its percentage, and the time left at the rate so far (null: not known yet). */
  timeLeft: (percent: number, seconds: number | null) =>
    `${percent}% · ${seconds === null ? 'estimating the time left' : `about ${duration(seconds)} left`}`,
  problem: (reason: string) => `Cannot run: ${reason}.`,
  /** Why the options were refused (the rules' LabRefusal): the reason `problem` and the command line give. */
  refusal: (r: LabRefusal): string => {
    switch (r.key) {
      case 'noSystem':
        return 'choose at least one system';
      case 'unit':
        return `the unit is whole dollars from $${r.min / 100} to $${r.max / 100}`;
      case 'bankroll':
        return 'the bankroll must cover one unit';
      case 'hands':
        return `hands per session: 1 to ${number(r.max)}`;
      case 'sessions':
        return `at least 1 and ${words.sessionsCap(r.max)}`;
      case 'stopWin':
        return 'stop-win must be a positive amount';
      case 'stopLoss':
        return 'stop-loss must be a positive amount';
      case 'seed':
        return 'the seed is a whole number';
    }
  },
  results: 'Results',
  done: (hands: number, seconds: number) =>
    `${number(hands)} hands in ${seconds.toFixed(1)} s (${number(Math.round(hands / Math.max(seconds, 0.001)))} hands/s).`,
  exportCsv: 'Export sessions (CSV)',
  columns: {
    sessions: 'Sessions',
    hands: 'Hands',
    wagered: 'Wagered',
    meanSession: 'Mean result per session (95% interval)',
    meanHand: 'Per hand (95% interval)',
    exact: 'Exact expectation per session / per hand',
    covered: 'Interval holds the exact value',
    ahead: 'Ended ahead',
    ruin: 'Ruined',
    percentiles: 'Final bankroll p5 · p25 · p50 · p75 · p95',
    maxBet: 'Largest bet',
    capped: 'Bets cut by the limits',
  },
  yes: 'yes',
  no: 'no',
  money: (cents: number) => money(asCents(Math.round(cents))),
  cents: (cents: number) => `${cents.toFixed(2)}¢`,
  interval: (low: string, high: string) => `${low} to ${high}`,
  percent,
  count: (n: number) => number(n),
  sentence: (f: SentenceFacts) =>
    `${f.system} ended ahead in ${percent(f.ahead, 0)} of sessions and ruined ${percent(f.ruin, 1)} of them; it lost ${percent(f.lossRate, 2)} of the ${money(asCents(Math.round(f.wagered)))} it wagered per session, against an exact ${percent(f.exactRate, 2)} — what its bets lose per dollar whatever the system.`,
  exactTitle: 'Exact distribution of Flat (no simulation)',
  exactLine: (ruin: number, ahead: number, mean: number) =>
    `Dynamic programming over the bankroll in cents: ruined ${percent(ruin, 3)}, ahead ${percent(ahead, 2)}, mean result ${money(asCents(Math.round(mean)))} (${(mean / 100).toFixed(4)} dollars).`,
  exactSimulated: (system: string, sessions: number) => `Simulated: ${number(sessions)} sessions of ${system}`,
  exactExact: 'Exact: dynamic programming, no sampling',
  exactSimulatedChart: (system: string, low: string, high: string) =>
    `Final bankroll of ${system} from ${low} to ${high}: the share of simulated sessions in each range`,
  exactExactChart: (system: string, low: string, high: string) =>
    `Final bankroll of ${system} from ${low} to ${high}: the exact probability of each range, by dynamic programming`,
  exactTable: 'Both distributions as a table',
  exactTableHeaders: ['Final bankroll', 'Simulated', 'Exact'],
  histogram: (system: string) => `Final bankroll of ${system}: how many sessions ended in each range`,
  fanChart: (system: string) =>
    `Bankroll of ${system} over the hands: the middle 50% and 90% of sessions, and the median`,
  /** The charts' axes and their legend. */
  axis: { hands: 'hands', final: 'final bankroll', bankroll: 'bankroll', sessions: 'sessions', share: 'share' },
  legend: {
    band90: 'middle 90% of sessions',
    band50: 'middle 50%',
    median: 'median',
    start: 'starting bankroll',
    simulated: 'simulated',
    exact: 'exact',
  },
  csvHeaders: [
    'session',
    'system',
    'hands',
    'final bankroll (cents)',
    'result (cents)',
    'wagered (cents)',
    'exact expectation (cents)',
    'largest bet (cents)',
    'bets cut',
    'ended by',
  ],
  endedBy: { hands: 'hands', 'stop-win': 'stop-win', 'stop-loss': 'stop-loss', ruin: 'ruin' } as Record<string, string>,
};

export type LabWords = typeof words;
