/** The honest session's words in English: the session line, the reality check, the closed table, the limits and their refusals. */
import { common, type SessionWords } from './common';

export const words: SessionWords = {
  ...common('en'),
  session: 'This session',
  time: 'Time',
  net: 'Net',
  wagered: 'Wagered',
  expected: 'Expected at the house edge',
  expectedTitle: 'The exact expected result of everything wagered this session: the sum of each bet’s expected value.',
  fresh: (n) => `${n} fresh ${n === 1 ? 'bankroll' : 'bankrolls'}`,
  realityTitle: 'Reality check',
  realityPlayed: (c) => `You have played for ${c}.`,
  realityFigures: 'This session so far:',
  stop: 'Stop for today',
  takeBreak: 'Take a break',
  breakFor: (m) => `${m} minutes`,
  carryOn: 'Continue',
  closedBreak: (until) => `You are taking a break. The table opens again at ${until}.`,
  closedStop: (until) => `You stopped for today. The table opens again at ${until}.`,
  limitsHeading: 'Your limits',
  limitsRule: 'Per day. Lowering a limit acts at once; raising or removing one takes effect after 24 hours.',
  lossLimit: 'Daily loss limit ($)',
  wagerLimit: 'Daily wager limit ($)',
  noLimit: 'Empty: no limit',
  interval: (m) => (m === 0 ? 'Off' : `Every ${m} minutes`),
  realityInterval: 'Reality check',
  pending: (limit, current, value, at) =>
    `${limit === 'loss' ? 'Loss' : 'Wager'} limit: ${current} today; ${value ?? 'no limit'} from ${at}.`,
  limitSet: (limit, value) =>
    value === null ? `Done: no daily ${limit} limit.` : `Done: your daily ${limit} limit is ${value}, from now.`,
  limitWaits: (limit) =>
    `Asked: a higher ${limit} limit, or none, takes effect after 24 hours; until then the limit in force stays.`,
  notAmount: 'Not an amount: type dollars, like 20 or 20.50, or leave the field empty for no limit.',
  limitBelowMinimum: (minimum) =>
    `Not set: a limit below the ${minimum} minimum bet would close the table for the rest of the day. Type 5 or more, or leave the field empty for no limit.`,
  newSession: 'New session',
  newSessionNote: 'Starts the clock and the figures afresh; the day’s limits go on.',
  tableClosed: (until) => `The table is closed until ${until}.`,
  overLimit: (limit, amount) =>
    `Refused: that would take today past your ${limit === 'loss' ? 'loss' : 'wager'} limit of ${amount}.`,
};
