/**
 * The lab's betting systems (house-rules.md, "The lab"): each a small pure function of its
 * state and the last coup, naming the next bet. A new system is a dozen lines here.
 *
 * Amounts are in units (the base amount): the session multiplies by the unit and the table's
 * limits cut what they must. A system's "last amount" is the amount it named, so a Martingale
 * cut to $300 still doubles what it asked for.
 */

/** The systems, by the ids the lab and the command line use (ui-contract.md, `lab-system`). */
export const SYSTEM_IDS = [
  'flat',
  'martingale',
  'paroli',
  'dalembert',
  'fibonacci',
  '1326',
  'labouchere',
  'oscars-grind',
  'follow-winner',
  'chop',
  'follow-big-road',
] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];

export const isSystemId = (value: unknown): value is SystemId => (SYSTEM_IDS as readonly unknown[]).includes(value);

/** The two sides a system may bet. */
export type Side = 'banker' | 'player';

/** What the last coup did to the system's bet: won, lost, or pushed (a tie, or EZ Banker's three-card 7). */
export const WIN = 1;
export const PUSH = 0;
export const LOSE = -1;
export type BetResult = typeof WIN | typeof PUSH | typeof LOSE;

/** Who won the last coup, as the roads read it. */
export const BANKER_WON = 0;
export const PLAYER_WON = 1;
export const TIE_WON = 2;
export type CoupWinner = typeof BANKER_WON | typeof PLAYER_WON | typeof TIE_WON;

/**
 * A betting system: its state before the first hand, the bet a state names, and the state
 * after a hand. `side` is the side the player chose (Banker unless Player was chosen).
 */
export interface BettingSystem<S = unknown> {
  readonly id: SystemId;
  /** The state at a session's start. */
  readonly start: S;
  /** How many units to stake next: a positive whole number. */
  units(state: S): number;
  /** Which side to stake them on. */
  side(state: S, chosen: Side): Side;
  /** The state after a hand in which the bet had `result` and the coup was won by `winner`. */
  next(state: S, result: BetResult, winner: CoupWinner): S;
  /** The state when a new casino shoe starts (only the Big Road follower starts afresh: the roads do). */
  newShoe?(state: S): S;
}

/** Far beyond any table maximum: a doubling system's units stop growing here, and the limits cut them anyway. */
export const MAX_UNITS = 2 ** 40;
const capped = (units: number): number => Math.min(units, MAX_UNITS);

const fixedSide = (_: unknown, chosen: Side): Side => chosen;

/** Flat: always one unit. */
const flat: BettingSystem<0> = { id: 'flat', start: 0, units: () => 1, side: fixedSide, next: () => 0 };

/** Martingale: after a loss double the last amount, after a win one unit; a push changes nothing. State: units. */
const martingale: BettingSystem<number> = {
  id: 'martingale',
  start: 1,
  units: (units) => units,
  side: fixedSide,
  next: (units, result) => (result === LOSE ? capped(units * 2) : result === WIN ? 1 : units),
};

/** Paroli: after a win double, back to one unit after 3 wins in a row; after a loss one unit. State: wins in a row (0–2). */
const paroli: BettingSystem<number> = {
  id: 'paroli',
  start: 0,
  units: (wins) => 2 ** wins,
  side: fixedSide,
  next: (wins, result) => (result === WIN ? (wins + 1) % 3 : result === LOSE ? 0 : wins),
};

/** D'Alembert: after a loss one unit more, after a win one less (never below one). State: units. */
const dalembert: BettingSystem<number> = {
  id: 'dalembert',
  start: 1,
  units: (units) => units,
  side: fixedSide,
  next: (units, result) => (result === LOSE ? capped(units + 1) : result === WIN ? Math.max(1, units - 1) : units),
};

/** The Fibonacci multiples 1, 1, 2, 3, 5, 8 … up to MAX_UNITS. */
export const FIBONACCI: readonly number[] = (() => {
  const f = [1, 1];
  while (f[f.length - 1]! < MAX_UNITS) f.push(f[f.length - 1]! + f[f.length - 2]!);
  return f;
})();

/** Fibonacci: after a loss the next multiple, after a win two steps back (never below the first). State: the step. */
const fibonacci: BettingSystem<number> = {
  id: 'fibonacci',
  start: 0,
  units: (step) => FIBONACCI[step]!,
  side: fixedSide,
  next: (step, result) => (result === LOSE ? Math.min(step + 1, FIBONACCI.length - 1) : result === WIN ? Math.max(0, step - 2) : step),
};

const STEPS_1326 = [1, 3, 2, 6] as const;
/** 1-3-2-6: 1, 3, 2, 6 units on successive wins; back to 1 after a loss or after the 6. State: the step (0–3). */
const oneThreeTwoSix: BettingSystem<number> = {
  id: '1326',
  start: 0,
  units: (step) => STEPS_1326[step]!,
  side: fixedSide,
  next: (step, result) => (result === WIN ? (step + 1) % STEPS_1326.length : result === LOSE ? 0 : step),
};

/** Labouchère's line at the start, and again whenever it is crossed out. */
export const LABOUCHERE_LINE: readonly number[] = [1, 2, 3, 4];
/** Labouchère: bet the first plus the last number; a win crosses both out, a loss writes the amount at the end. State: the line. */
const labouchere: BettingSystem<readonly number[]> = {
  id: 'labouchere',
  start: LABOUCHERE_LINE,
  units: (line) => capped(line.length === 1 ? line[0]! : line[0]! + line[line.length - 1]!),
  side: fixedSide,
  next: (line, result) => {
    if (result === PUSH) return line;
    if (result === LOSE) return [...line, capped(line.length === 1 ? line[0]! : line[0]! + line[line.length - 1]!)];
    const rest = line.slice(1, -1);
    return rest.length === 0 ? LABOUCHERE_LINE : rest;
  },
};

/** Oscar's Grind's state: the units bet and what the series has won so far, in units. */
export interface GrindState {
  readonly units: number;
  readonly series: number;
}
const GRIND_START: GrindState = { units: 1, series: 0 };
/**
 * Oscar's Grind: aims for +1 unit per series. After a win one unit more, unless that would
 * take the series above +1 (then just what reaches +1); after a loss the same amount. A
 * series that reaches +1 starts afresh. Counted in units, as players count it (a Banker
 * win's commission aside).
 */
const oscarsGrind: BettingSystem<GrindState> = {
  id: 'oscars-grind',
  start: GRIND_START,
  units: (s) => s.units,
  side: fixedSide,
  next: (s, result) => {
    if (result === PUSH) return s;
    if (result === LOSE) return { units: s.units, series: s.series - s.units };
    const series = s.series + s.units;
    if (series >= 1) return GRIND_START;
    return { units: capped(Math.min(s.units + 1, 1 - series)), series };
  },
};

/** The last side that won (ties ignored), or null before any. */
type LastWinner = Side | null;
const sideOf = (winner: CoupWinner, last: LastWinner): LastWinner =>
  winner === BANKER_WON ? 'banker' : winner === PLAYER_WON ? 'player' : last;
const other = (side: Side): Side => (side === 'banker' ? 'player' : 'banker');

/** Follow the last winner: one unit on the last hand's winner, ties ignored; the chosen side (Banker) first. */
const followWinner: BettingSystem<LastWinner> = {
  id: 'follow-winner',
  start: null,
  units: () => 1,
  side: (last, chosen) => last ?? chosen,
  next: (last, _, winner) => sideOf(winner, last),
};

/** Against the last winner ("chop"): one unit on the other side from the last winner; the chosen side first. */
const chop: BettingSystem<LastWinner> = {
  id: 'chop',
  start: null,
  units: () => 1,
  side: (last, chosen) => (last === null ? chosen : other(last)),
  next: (last, _, winner) => sideOf(winner, last),
};

/**
 * Follow the Big Road ("dragon"): one unit on the side of the Big Road's current column,
 * which is the last side that won (ties are marked on a cell, not a column). The Big Road
 * starts afresh with each casino shoe, and so does this system: the chosen side first.
 */
const followBigRoad: BettingSystem<LastWinner> = {
  id: 'follow-big-road',
  start: null,
  units: () => 1,
  side: (column, chosen) => column ?? chosen,
  next: (column, _, winner) => sideOf(winner, column),
  newShoe: () => null,
};

/** Every system by id. */
export const SYSTEMS = {
  flat,
  martingale,
  paroli,
  dalembert,
  fibonacci,
  '1326': oneThreeTwoSix,
  labouchere,
  'oscars-grind': oscarsGrind,
  'follow-winner': followWinner,
  chop,
  'follow-big-road': followBigRoad,
} as const satisfies Record<SystemId, { readonly id: SystemId }>;

/** A system's functions with its state type forgotten, for code that runs any system. */
export function systemFor(id: SystemId): BettingSystem<unknown> {
  return SYSTEMS[id] as unknown as BettingSystem<unknown>;
}
