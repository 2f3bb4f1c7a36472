import {
  cents,
  formatCard,
  parseStoryCoups,
  shoeSummary,
  SIDE_BETS,
  WINNERS,
  type Cents,
  type ShoeSummary,
  type SideBet,
  type Winner,
} from '../rules';
import type { ExportedShoe } from '../rules/verifyShoe';
import type { PastShoe } from './vocabulary';
import type { HandRecord } from './vocabulary';

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
    balances: [
      hands[0] ? cents(hands[0].balanceAfter - hands[0].settlement.net) : startingBankroll,
      ...hands.map((h) => h.balanceAfter),
    ],
  };
}

/** The columns of every exported hand, in order. Money in cents; cards in the notation. */
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

/** Every hand's columns, and those an export adds when a hand needs them (side bets' own are named by `sideBetColumns`). */
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number] | 'shoe' | 'scoreboard' | 'game';

/** A side bet's part of a column name: 'player-pair' → 'PlayerPair', 'dragon-7' → 'Dragon7'. */
const columnName = (bet: SideBet): string =>
  bet.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());

/** The side bets' columns: what was staked and what it made, `betPlayerPairCents`, `netPlayerPairCents`. */
export const sideBetColumns = (bet: SideBet): [stake: string, net: string] => [
  `bet${columnName(bet)}Cents`,
  `net${columnName(bet)}Cents`,
];

export type HistoryRow = Record<string, string | number | boolean>;

/**
 * The columns of an export of these hands: every hand's columns, then, only when some hand
 * needs them, its shoe (a casino shoe), its scoreboard (when past shoes are kept), its game
 * (another than Punto Banco), and each side bet staked on any hand. An export of the original
 * game is as it always was.
 */
export function historyColumns(hands: readonly HandRecord[], pastShoes: readonly PastShoe[] = []): string[] {
  const columns: string[] = [...HISTORY_COLUMNS];
  if (pastShoes.length > 0) columns.splice(1, 0, 'scoreboard');
  if (hands.some((h) => h.shoe !== undefined)) columns.splice(1, 0, 'shoe');
  if (hands.some((h) => h.game !== undefined)) columns.push('game');
  for (const bet of SIDE_BETS)
    if (hands.some((h) => (h.sideBets?.[bet] ?? 0) > 0)) columns.push(...sideBetColumns(bet));
  return columns;
}

/** One hand as an export row: every column `historyColumns` can name for it. */
export function historyRow(h: HandRecord): HistoryRow {
  const row: HistoryRow = {
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
    shoe: h.shoe ?? '',
    game: h.game ?? 'punto-banco',
  };
  for (const bet of SIDE_BETS) {
    const [stake, net] = sideBetColumns(bet);
    row[stake] = h.sideBets?.[bet] ?? 0;
    row[net] = h.settlement.sideBets[bet].net;
  }
  return row;
}

/**
 * Which roads a hand was on, as the `scoreboard` column numbers them: 1 for the oldest past shoe
 * kept, 2 the next…, one more for the roads on the table; empty for a hand older than them all.
 */
function scoreboardOf(hand: number, pastShoes: readonly PastShoe[]): number | '' {
  const kept = pastShoes.findIndex((p) => hand >= p.from && hand <= p.to);
  if (kept >= 0) return kept + 1;
  const last = pastShoes[pastShoes.length - 1];
  return last !== undefined && hand > last.to ? pastShoes.length + 1 : '';
}

/** The rows of an export: each hand with exactly the export's columns. */
function historyRows(
  hands: readonly HandRecord[],
  pastShoes: readonly PastShoe[] = [],
): { columns: string[]; rows: HistoryRow[] } {
  const columns = historyColumns(hands, pastShoes);
  const rows = hands.map((h) => {
    const all: HistoryRow = { ...historyRow(h), scoreboard: scoreboardOf(h.hand, pastShoes) };
    return Object.fromEntries(columns.map((c) => [c, all[c]!]));
  });
  return { columns, rows };
}

/** A past shoe as the JSON export carries it: as kept (its coups in two characters each), with its summary. */
export interface ExportedPastShoe extends PastShoe {
  readonly summary: ShoeSummary;
}

const exportedPastShoe = (p: PastShoe): ExportedPastShoe => ({
  ...p,
  summary: shoeSummary(parseStoryCoups(p.coups) ?? []),
});

/**
 * The JSON export: every hand, with a casino shoe every committed shoe (ui-contract.md,
 * "Committed shoe"), which `npm run verify-shoe` and verify.html check, and the past shoes kept
 * (`pastShoes`, oldest first, each with its summary).
 */
export function historyJson(
  hands: readonly HandRecord[],
  shoes: readonly ExportedShoe[] = [],
  pastShoes: readonly PastShoe[] = [],
): string {
  const exported = {
    format: 'baccarat-hand-history',
    version: 1,
    hands: historyRows(hands, pastShoes).rows,
    ...(shoes.length > 0 ? { shoes } : {}),
    ...(pastShoes.length > 0 ? { pastShoes: pastShoes.map(exportedPastShoe) } : {}),
  };
  return `${JSON.stringify(exported, null, 2)}\n`;
}

/** How a CSV export names its columns in its header: the JSON keys, or a table's own words for them. */
export interface ColumnHeaders {
  readonly column: (column: HistoryColumn) => string;
  readonly sideBet: (bet: SideBet, part: 'stake' | 'net') => string;
}

/** The header as the JSON keys have it, the English table's. */
export const COLUMN_KEYS: ColumnHeaders = {
  column: (column) => column,
  sideBet: (bet, part) => sideBetColumns(bet)[part === 'stake' ? 0 : 1],
};

/** CSV (RFC 4180), a header then one hand a line, oldest first; with past shoes kept, each hand's `scoreboard`. */
export function historyCsv(
  hands: readonly HandRecord[],
  headers: ColumnHeaders = COLUMN_KEYS,
  pastShoes: readonly PastShoe[] = [],
): string {
  const quote = (value: string | number | boolean) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const names = new Map<string, string>(
    [...HISTORY_COLUMNS, 'shoe' as const, 'scoreboard' as const, 'game' as const].map((c) => [c, headers.column(c)]),
  );
  for (const bet of SIDE_BETS) {
    const [stake, net] = sideBetColumns(bet);
    names.set(stake, headers.sideBet(bet, 'stake'));
    names.set(net, headers.sideBet(bet, 'net'));
  }
  const { columns, rows } = historyRows(hands, pastShoes);
  const lines = [
    columns.map((c) => quote(names.get(c) ?? c)).join(','),
    ...rows.map((row) => columns.map((c) => quote(row[c]!)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
