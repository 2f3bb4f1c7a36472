import { cents, formatCard, WINNERS, type Cents, type Winner } from '../rules';
import type { HandRecord } from './types';

/** The session's figures, from its hands. */
export interface SessionFigures {
  readonly hands: number;
  readonly outcomes: Readonly<Record<Winner, { count: number; share: number }>>;
  readonly net: Cents;
  /** Bankroll plus bets on the table: at the start, then after each hand. */
  readonly balances: readonly Cents[];
}

export function sessionFigures(hands: readonly HandRecord[], startingBankroll: Cents): SessionFigures {
  const count = (w: Winner) => hands.filter((h) => h.coup.winner === w).length;
  const outcomes = Object.fromEntries(
    WINNERS.map((w) => [w, { count: count(w), share: hands.length === 0 ? 0 : count(w) / hands.length }]),
  ) as Record<Winner, { count: number; share: number }>;
  return {
    hands: hands.length,
    outcomes,
    net: cents(hands.reduce((sum, h) => sum + h.settlement.net, 0)),
    balances: [hands[0] ? cents(hands[0].balanceAfter - hands[0].settlement.net) : startingBankroll, ...hands.map((h) => h.balanceAfter)],
  };
}

/** The columns of an exported hand, in order. Money in cents; cards in the notation. */
export const HISTORY_COLUMNS = [
  'hand',
  'player',
  'banker',
  'playerTotal',
  'bankerTotal',
  'winner',
  'natural',
  'betPlayerCents',
  'betBankerCents',
  'betTieCents',
  'commissionCents',
  'netCents',
  'balanceAfterCents',
] as const;

export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];

export type HistoryRow = Record<HistoryColumn, string | number | boolean>;

export function historyRow(h: HandRecord): HistoryRow {
  return {
    hand: h.hand,
    player: h.coup.player.map(formatCard).join(' '),
    banker: h.coup.banker.map(formatCard).join(' '),
    playerTotal: h.coup.playerTotal,
    bankerTotal: h.coup.bankerTotal,
    winner: h.coup.winner,
    natural: h.coup.natural,
    betPlayerCents: h.bets.player,
    betBankerCents: h.bets.banker,
    betTieCents: h.bets.tie,
    commissionCents: h.settlement.spots.banker.commission,
    netCents: h.settlement.net,
    balanceAfterCents: h.balanceAfter,
  };
}

export function historyJson(hands: readonly HandRecord[]): string {
  return `${JSON.stringify({ format: 'baccarat-hand-history', version: 1, hands: hands.map(historyRow) }, null, 2)}\n`;
}

/** The CSV header as the JSON keys have it; a table in another language names its columns in it. */
const COLUMN_KEYS = Object.fromEntries(HISTORY_COLUMNS.map((c) => [c, c])) as Readonly<Record<HistoryColumn, string>>;

/** CSV (RFC 4180), a header then one hand a line, oldest first. */
export function historyCsv(hands: readonly HandRecord[], headers: Readonly<Record<HistoryColumn, string>> = COLUMN_KEYS): string {
  const quote = (value: string | number | boolean) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [HISTORY_COLUMNS.map((c) => quote(headers[c])).join(','), ...hands.map((h) => HISTORY_COLUMNS.map((c) => quote(historyRow(h)[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
