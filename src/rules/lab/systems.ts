/**
 * The lab's betting systems (house-rules.md, "The lab"): each a few small functions of its
 * state (a few numbers) and the last coup, naming the next bet and rewriting the state; they
 * read and write nothing else. A new system is a dozen lines here. The state lives in a
 * Float64Array that the session reuses, so a hand allocates nothing and the session's loop,
 * running one system, calls the same functions every hand (V8 inlines them).
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

/** The sides as numbers, as the session loop indexes its tables: the same as the winners BANKER_WON and PLAYER_WON. */
export const BANKER = 0;
export const PLAYER = 1;
export type SideIndex = typeof BANKER | typeof PLAYER;
export const sideIndex = (side: Side): SideIndex => (side === 'banker' ? BANKER : PLAYER);
export const sideName = (side: SideIndex): Side => (side === BANKER ? 'banker' : 'player');

/**
 * A betting system: its state at a session's start, the bet a state names, and the state
 * after a hand. The state is a few numbers in a Float64Array that the session owns and the
 * system rewrites after each hand (`next`), so a hand allocates nothing; each function reads
 * only its arguments. `chosen` is the side the player chose (Banker unless Player was chosen).
 */
export interface BettingSystem {
  readonly id: SystemId;
  /** How many numbers the state needs in a session of `hands` hands. */
  size(hands: number): number;
  /** Writes the state at a session's start. */
  start(state: Float64Array): void;
  /** How many units to stake next: a positive whole number. */
  units(state: Float64Array): number;
  /** Which side to stake them on. */
  side(state: Float64Array, chosen: SideIndex): SideIndex;
  /** The state after a hand in which the bet had `result` and the coup was won by `winner`. */
  next(state: Float64Array, result: BetResult, winner: CoupWinner): void;
  /** The state when a new casino shoe starts (only the Big Road follower starts afresh: the roads do). */
  newShoe?(state: Float64Array): void;
}

/** Far beyond any table maximum: a doubling system's units stop growing here, and the limits cut them anyway. */
export const MAX_UNITS = 2 ** 40;
const capped = (units: number): number => Math.min(units, MAX_UNITS);

const one = () => 1;
const fixedSide = (_: Float64Array, chosen: SideIndex): SideIndex => chosen;
/** Most systems keep one number, state[0], starting at `first`. */
const oneNumber = (first: number) => ({ size: one, start: (s: Float64Array) => void (s[0] = first) });

/** Flat: always one unit. */
const flat: BettingSystem = { id: 'flat', ...oneNumber(0), units: one, side: fixedSide, next: () => {} };

/** Martingale: after a loss double the last amount, after a win one unit; a push changes nothing. State: units. */
const martingale: BettingSystem = {
  id: 'martingale',
  ...oneNumber(1),
  units: (s) => s[0]!,
  side: fixedSide,
  next: (s, result) => {
    if (result !== PUSH) s[0] = result === LOSE ? capped(s[0]! * 2) : 1;
  },
};

/** Paroli: after a win double, back to one unit after 3 wins in a row; after a loss one unit. State: wins in a row (0–2). */
const paroli: BettingSystem = {
  id: 'paroli',
  ...oneNumber(0),
  units: (s) => 2 ** s[0]!,
  side: fixedSide,
  next: (s, result) => {
    if (result !== PUSH) s[0] = result === WIN ? (s[0]! + 1) % 3 : 0;
  },
};

/** D'Alembert: after a loss one unit more, after a win one less (never below one). State: units. */
const dalembert: BettingSystem = {
  id: 'dalembert',
  ...oneNumber(1),
  units: (s) => s[0]!,
  side: fixedSide,
  next: (s, result) => {
    if (result !== PUSH) s[0] = result === LOSE ? capped(s[0]! + 1) : Math.max(1, s[0]! - 1);
  },
};

/** The Fibonacci multiples 1, 1, 2, 3, 5, 8 … up to MAX_UNITS. */
export const FIBONACCI: readonly number[] = (() => {
  const f = [1, 1];
  while (f[f.length - 1]! < MAX_UNITS) f.push(f[f.length - 1]! + f[f.length - 2]!);
  return f;
})();

/** Fibonacci: after a loss the next multiple, after a win two steps back (never below the first). State: the step. */
const fibonacci: BettingSystem = {
  id: 'fibonacci',
  ...oneNumber(0),
  units: (s) => FIBONACCI[s[0]!]!,
  side: fixedSide,
  next: (s, result) => {
    if (result !== PUSH) s[0] = result === LOSE ? Math.min(s[0]! + 1, FIBONACCI.length - 1) : Math.max(0, s[0]! - 2);
  },
};

const STEPS_1326 = [1, 3, 2, 6] as const;
/** 1-3-2-6: 1, 3, 2, 6 units on successive wins; back to 1 after a loss or after the 6. State: the step (0–3). */
const oneThreeTwoSix: BettingSystem = {
  id: '1326',
  ...oneNumber(0),
  units: (s) => STEPS_1326[s[0]!]!,
  side: fixedSide,
  next: (s, result) => {
    if (result !== PUSH) s[0] = result === WIN ? (s[0]! + 1) % STEPS_1326.length : 0;
  },
};

/** Labouchère's line at the start, and again whenever it is crossed out. */
export const LABOUCHERE_LINE: readonly number[] = [1, 2, 3, 4];
const LINE_AT = 2;
const newLine = (s: Float64Array) => {
  s.set(LABOUCHERE_LINE, LINE_AT);
  s[0] = LINE_AT;
  s[1] = LINE_AT + LABOUCHERE_LINE.length;
};
const lineBet = (s: Float64Array) => (s[1]! - s[0]! === 1 ? s[s[0]!]! : capped(s[s[0]!]! + s[s[1]! - 1]!));
/**
 * Labouchère: bet the first plus the last number; a win crosses both out, a loss writes the
 * amount at the end. State: the line, from state[state[0]] to just before state[state[1]];
 * a session of n hands writes at most n numbers after the first line.
 */
const labouchere: BettingSystem = {
  id: 'labouchere',
  size: (hands) => LINE_AT + LABOUCHERE_LINE.length + hands,
  start: newLine,
  units: lineBet,
  side: fixedSide,
  next: (s, result) => {
    if (result === LOSE) {
      const bet = lineBet(s);
      s[s[1]!] = bet;
      s[1] += 1;
    } else if (result === WIN && (s[1] -= 1) <= (s[0] += 1)) newLine(s);
  },
};

/**
 * Oscar's Grind: aims for +1 unit per series. After a win one unit more, unless that would
 * take the series above +1 (then just what reaches +1); after a loss the same amount. A
 * series that reaches +1 starts afresh. Counted in units, as players count it (a Banker
 * win's commission aside). State: the units bet, and what the series has won so far.
 */
const oscarsGrind: BettingSystem = {
  id: 'oscars-grind',
  size: () => 2,
  start: (s) => {
    s[0] = 1;
    s[1] = 0;
  },
  units: (s) => s[0]!,
  side: fixedSide,
  next: (s, result) => {
    if (result === PUSH) return;
    const units = s[0]!;
    const series = (s[1] = s[1]! + (result === WIN ? units : -units));
    if (series >= 1) oscarsGrind.start(s);
    else if (result === WIN) s[0] = capped(Math.min(units + 1, 1 - series));
  },
};

/** The last side that won (ties ignored), or NONE before any: state[0]. */
const NONE = -1;
const lastWinner = (s: Float64Array, _: BetResult, winner: CoupWinner) => {
  if (winner !== TIE_WON) s[0] = winner;
};

/** Follow the last winner: one unit on the last hand's winner, ties ignored; the chosen side (Banker) first. */
const followWinner: BettingSystem = {
  id: 'follow-winner',
  ...oneNumber(NONE),
  units: one,
  side: (s, chosen) => (s[0] === NONE ? chosen : (s[0] as SideIndex)),
  next: lastWinner,
};

/** Against the last winner ("chop"): one unit on the other side from the last winner; the chosen side first. */
const chop: BettingSystem = {
  id: 'chop',
  ...oneNumber(NONE),
  units: one,
  side: (s, chosen) => (s[0] === NONE ? chosen : s[0] === BANKER ? PLAYER : BANKER),
  next: lastWinner,
};

/**
 * Follow the Big Road ("dragon"): one unit on the side of the Big Road's current column,
 * which is the last side that won (ties are marked on a cell, not a column). The Big Road
 * starts afresh with each casino shoe, and so does this system: the chosen side first.
 */
const followBigRoad: BettingSystem = {
  id: 'follow-big-road',
  ...oneNumber(NONE),
  units: one,
  side: followWinner.side,
  next: lastWinner,
  newShoe: (s) => void (s[0] = NONE),
};

/** Every system by id. */
export const SYSTEMS: Readonly<Record<SystemId, BettingSystem>> = {
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
};

/** A system by id. */
export function systemFor(id: SystemId): BettingSystem {
  return SYSTEMS[id];
}
