/**
 * One system's figures as labelled rows, written as the lab writes them (money through the one
 * money formatter, counts and percentages in the words' own forms): the view's result card and
 * the command line's side-by-side table both read these rows.
 */
import type { SystemSummary } from '../rules/lab';
import type { LabWords } from './words/en';

export function resultRows(s: SystemSummary, words: LabWords): [label: string, value: string][] {
  const { money, cents, interval } = words;
  const p = s.percentilesCents;
  return [
    [words.columns.sessions, words.count(s.sessions)],
    [words.columns.hands, words.count(s.hands)],
    [words.columns.wagered, money(s.wageredCents)],
    [
      words.columns.meanSession,
      `${money(s.meanResultCents)} (${interval(money(s.ci95Cents[0]), money(s.ci95Cents[1]))})`,
    ],
    [
      words.columns.meanHand,
      `${cents(s.meanPerHandCents)} (${interval(cents(s.ci95PerHandCents[0]), cents(s.ci95PerHandCents[1]))})`,
    ],
    [words.columns.exact, `${money(s.exactExpectedCents)} / ${cents(s.exactPerHandCents)}`],
    [words.columns.covered, s.covered ? words.yes : words.no],
    [words.columns.ahead, words.percent(s.ahead)],
    [words.columns.ruin, words.percent(s.ruin)],
    [words.columns.percentiles, [p.p5, p.p25, p.p50, p.p75, p.p95].map(money).join(' · ')],
    [words.columns.maxBet, money(s.maxBetCents)],
    [words.columns.capped, words.count(s.cappedBets)],
  ];
}
