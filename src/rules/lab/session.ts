/**
 * Lab sessions on this table's rules (house-rules.md, "The lab"): a bankroll, a number of
 * hands, a system naming each bet, the table's limits cutting what they must, money settled
 * as the table settles it, and each bet's exact expected value summed beside the result.
 *
 * Several systems play the same sessions on the same cards (common random numbers): session
 * `i` deals from `sessionRng(seed, i)` whatever system, worker or chunk plays it.
 */
import { cardPoints } from '../cards';
import { CARDS_BEHIND_CUT, newShoe } from '../casinoShoe';
import { MAX_CARDS_IN_COUP } from '../coup';
import { LIMITS } from '../limits';
import { bankerCommission } from '../settlement';
import type { ShoeDecks } from '../shoe';
import { freshShoe } from '../shuffle';
import { drawingTables } from '../simulate';
import type { Cents } from '../money';
import type { Rng } from '../rng';
import type { Game } from '../variants';
import { sfc32Next } from '../seeded';
import {
  BANKER_WINS,
  BANKER_WINS_THREE_CARD_7,
  BANKER_WINS_WITH_6,
  DRAWS,
  PLAYER_WINS,
  pointOdds,
  POINT_ODDS_SIZE,
} from './pointOdds';
import { sessionRng, sessionState } from './random';
import {
  BANKER,
  BANKER_WON,
  LOSE,
  PLAYER,
  PLAYER_WON,
  PUSH,
  sideIndex,
  sideName,
  systemFor,
  TIE_WON,
  WIN,
  type BettingSystem,
  type CoupWinner,
  type Side,
  type SideIndex,
  type SystemId,
} from './systems';

export const LAB_SHOES = ['fresh', 'casino'] as const;
export type LabShoe = (typeof LAB_SHOES)[number];

/** Everything a lab run needs; money in cents. */
export interface LabOptions {
  /** The systems compared, each on the same sessions. */
  readonly systems: readonly SystemId[];
  /** The side bet when the system does not choose: Banker unless the player picks Player. */
  readonly side: Side;
  /** The base amount: whole dollars from $5 to $300. */
  readonly unit: number;
  /** Each session's starting bankroll: at least one unit. */
  readonly bankroll: number;
  /** Hands per session at most. */
  readonly hands: number;
  readonly sessions: number;
  /** A session stops once the bankroll is at or above start + stopWin (null: never). */
  readonly stopWin: number | null;
  /** … or at or below start − stopLoss (null: never). */
  readonly stopLoss: number | null;
  readonly shoe: LabShoe;
  readonly decks: ShoeDecks;
  readonly game: Game;
  readonly seed: number;
}

/** Why a session ended. */
export const END_HANDS = 0;
export const END_STOP_WIN = 1;
export const END_STOP_LOSS = 2;
export const END_RUIN = 3;

/** The bankroll's course is kept for this many sessions (the first), at this many points: the fan chart. */
export const PATH_SESSIONS = 2000;
export const PATH_POINTS = 40;

/** One system's sessions `from`…`to − 1`, one entry per session, in session order. */
export interface SessionColumns {
  /** Final bankroll, cents. */
  readonly final: Float64Array;
  readonly hands: Float64Array;
  /** Every stake dealt on, cents. */
  readonly wagered: Float64Array;
  /** The sum of each placed bet's exact expected value, cents (a fraction of a cent). */
  readonly exact: Float64Array;
  readonly maxBet: Float64Array;
  /** Bets the limits cut. */
  readonly capped: Float64Array;
  /** END_HANDS, END_STOP_WIN, END_STOP_LOSS or END_RUIN. */
  readonly end: Uint8Array;
  /** For the sessions below PATH_SESSIONS: the bankroll after hand round(k × hands / PATH_POINTS), k = 0…PATH_POINTS. */
  readonly paths: Float64Array;
}

/** What a run of sessions `from`…`to − 1` gives: one column set per system, in the options' order. */
export interface LabChunk {
  readonly from: number;
  readonly to: number;
  readonly systems: readonly SessionColumns[];
  /** Hands played, all systems together. */
  readonly coups: number;
}

/** A session's most hands. */
export const MAX_HANDS = 1_000_000;
/**
 * A run's most sessions, the one cap of the lab's view and of `npm run lab` (each states it, in
 * the words of `src/lab/words/`). Every session is kept (about 49 bytes a system) for the
 * percentiles and the CSV export: 200,000 sessions of all eleven systems stay near 110 MB, and
 * their CSV within what a page can hold as one string.
 */
export const MAX_SESSIONS = 200_000;

/**
 * Why the lab refuses its options, as data: a code and the values its sentence needs. The words
 * (each language's, `src/lab/words/`) say it; the rules never do.
 */
export type LabRefusal =
  | { readonly key: 'noSystem' } // no system chosen
  | { readonly key: 'unit'; readonly min: Cents; readonly max: Cents } // whole dollars within the table's limits
  | { readonly key: 'bankroll' } // it must cover one unit
  | { readonly key: 'hands'; readonly max: number } // hands per session, 1 to max
  | { readonly key: 'sessions'; readonly max: number } // sessions, 1 to max
  | { readonly key: 'stopWin' } // a positive amount, or none
  | { readonly key: 'stopLoss' }
  | { readonly key: 'seed' }; // a whole number

/** Why the options cannot be run, or null. */
export function labOptionsProblem(o: LabOptions): LabRefusal | null {
  const whole = (n: number) => Number.isSafeInteger(n);
  if (o.systems.length === 0) return { key: 'noSystem' };
  if (!whole(o.unit) || o.unit % 100 !== 0 || o.unit < LIMITS.minimumBet || o.unit > LIMITS.maximumTotal)
    return { key: 'unit', min: LIMITS.minimumBet, max: LIMITS.maximumTotal };
  if (!whole(o.bankroll) || o.bankroll < o.unit || o.bankroll > LIMITS.maximumBankroll) return { key: 'bankroll' };
  if (!whole(o.hands) || o.hands < 1 || o.hands > MAX_HANDS) return { key: 'hands', max: MAX_HANDS };
  if (!whole(o.sessions) || o.sessions < 1 || o.sessions > MAX_SESSIONS) return { key: 'sessions', max: MAX_SESSIONS };
  if (o.stopWin !== null && (!whole(o.stopWin) || o.stopWin <= 0)) return { key: 'stopWin' };
  if (o.stopLoss !== null && (!whole(o.stopLoss) || o.stopLoss <= 0)) return { key: 'stopLoss' };
  if (!whole(o.seed)) return { key: 'seed' };
  return null;
}

/**
 * A coup as the session reads it, in one small integer: the winner + 4 × Banker's total +
 * 64 × Banker drew (all that any game's Player or Banker bet reads) + 128 when the coup was
 * its casino shoe's last (the road followers start afresh after it).
 */
const BANKER_DREW = 64;
const LAST_OF_SHOE = 128;

/**
 * The odds of a bet, per coup: for each side (BANKER, then PLAYER) the probability that it
 * wins in full, that it wins half (No commission's Banker 6: paid 1 to 2), that it loses.
 * A push is the rest and moves no money.
 */
const ODDS = 6;

/**
 * Where a session's coups come from. `deal` deals the session's next coup, packs it into
 * `codes[dealt]` and writes the odds its bets face (before it is dealt) at `dealt × oddsStep`
 * in `odds` (a fresh shoe's never change: `oddsStep` 0, one set), then counts it. Every
 * system of a run plays the same coups: the first to need a coup deals it, the others read
 * it. Typed arrays only: a fresh shoe allocates nothing per coup (a casino shoe, only its
 * odds' key and, for a composition not met before, its weights).
 */
interface Dealer {
  dealt: number;
  readonly codes: Uint8Array;
  readonly oddsStep: number;
  readonly odds: Float64Array;
  deal(): number;
  /** Starts session `index` of the run seeded `seed`: no coup dealt, a new shoe, the session's own generator. */
  reset(seed: number, index: number): void;
}

const SLOTS = LIMITS.maximumTotal + 1;
const TWO_32 = 0x1_0000_0000;
const TWO_MINUS_32 = 1 / TWO_32;

let drawing: ReturnType<typeof drawingTables> | undefined;
const tables = () => (drawing ??= drawingTables());

/** The odds of Banker and Player under `game`, from the exact weights `pointOdds` wrote, into `odds` at `at`. */
function betOdds(weights: Float64Array, game: Game, odds: Float64Array, at: number): void {
  const all = weights[DRAWS]!;
  const banker = weights[BANKER_WINS]!;
  const player = weights[PLAYER_WINS]!;
  // Integer weights subtracted before dividing: each probability is the double nearest the exact fraction.
  const half = game === 'no-commission' ? weights[BANKER_WINS_WITH_6]! : 0;
  const pushed = game === 'ez' ? weights[BANKER_WINS_THREE_CARD_7]! : 0;
  odds[at + 3 * BANKER] = (banker - half - pushed) / all;
  odds[at + 3 * BANKER + 1] = half / all;
  odds[at + 3 * BANKER + 2] = player / all;
  odds[at + 3 * PLAYER] = player / all;
  odds[at + 3 * PLAYER + 1] = 0;
  odds[at + 3 * PLAYER + 2] = banker / all;
}

/** A fresh shoe's cards counted by points (index 0: tens and court cards). */
const freshPointCounts = (decks: number): Float64Array => {
  const counts = new Float64Array(10);
  for (const card of freshShoe(decks)) counts[cardPoints(card)]! += 1;
  return counts;
};

/**
 * The exact weights of a composition's next coup, kept by composition: a casino shoe's first
 * coups repeat (a full shoe less its shown burn card), and replays of a session meet the same
 * shoes again. A few thousand at most; cleared when full.
 */
const weightsByShoe = new Map<string, Float64Array>();
function weightsOf(counts: Float64Array): Float64Array {
  const key = String.fromCharCode(...counts);
  let weights = weightsByShoe.get(key);
  if (weights === undefined) {
    weights = new Float64Array(POINT_ODDS_SIZE);
    pointOdds(counts, weights);
    if (weightsByShoe.size >= 4096) weightsByShoe.clear();
    weightsByShoe.set(key, weights);
  }
  return weights;
}

/** A fresh shoe's odds: the same before every coup. */
function freshOdds(decks: number, game: Game): Float64Array {
  const odds = new Float64Array(ODDS);
  betOdds(weightsOf(freshPointCounts(decks)), game, odds, 0);
  return odds;
}

/** A fresh shoe's points, made once per decks; each session deals from its own copy. */
const points = new Map<number, Int8Array>();
function freshPoints(decks: number): Int8Array {
  let shoe = points.get(decks);
  if (shoe === undefined) {
    shoe = Int8Array.from(freshShoe(decks), cardPoints);
    points.set(decks, shoe);
  }
  return shoe;
}

/**
 * The fresh shoe's fast path: the first six steps of a Fisher–Yates shuffle of the shoe's
 * points, which draw six cards without replacement exactly as the top of a freshly shuffled
 * shoe would (simulate.ts `tallyCoups` explains why the array need not be reset between
 * coups), and the coup's arithmetic on the drawing tables. Integer typed arrays only.
 */
class FreshDealer implements Dealer {
  dealt = 0;
  readonly oddsStep = 0;
  readonly odds: Float64Array;
  private readonly draws = tables();
  private readonly template: Int8Array;
  private readonly shoe: Int8Array;
  private readonly cards = new Int8Array(MAX_CARDS_IN_COUP);
  private words: Int32Array = new Int32Array(4);

  constructor(
    decks: number,
    game: Game,
    readonly codes: Uint8Array,
  ) {
    this.template = freshPoints(decks);
    this.shoe = this.template.slice();
    this.odds = freshOdds(decks, game);
  }

  reset(seed: number, index: number): void {
    this.dealt = 0;
    this.shoe.set(this.template);
    this.words = sessionState(seed, index);
  }

  deal(): number {
    const { shoe, cards, words } = this;
    const { playerDraws, bankerDrawsAlone, bankerDrawsAfter } = this.draws;
    const size = shoe.length;
    for (let count = 0; count < MAX_CARDS_IN_COUP; count++) {
      // sfc32 and Lemire's bounded integers (rng.ts `boundedFromWords`), written out here so
      // that no 32-bit word leaves this loop as a boxed number: the same draws as `sessionRng`.
      const bound = size - count;
      let product = sfc32Next(words) * bound;
      let high = Math.floor(product * TWO_MINUS_32);
      let low = product - high * TWO_32;
      if (low < bound) {
        const rejectBelow = (TWO_32 - bound) % bound;
        while (low < rejectBelow) {
          product = sfc32Next(words) * bound;
          high = Math.floor(product * TWO_MINUS_32);
          low = product - high * TWO_32;
        }
      }
      const j = count + high;
      const card = shoe[j]!;
      shoe[j] = shoe[count]!;
      shoe[count] = card;
      cards[count] = card;
    }
    const p = (cards[0]! + cards[2]!) % 10;
    const b = (cards[1]! + cards[3]!) % 10;
    const totals = 10 * p + b;
    const fifth = cards[4]!;
    const playerDrew = playerDraws[totals]!;
    const afterThird = playerDrew * bankerDrawsAfter[10 * b + fifth]!;
    const alone = bankerDrawsAlone[totals]!;
    const pt = (p + playerDrew * fifth) % 10;
    const bt = (b + afterThird * cards[5]! + alone * fifth) % 10;
    const winner = pt > bt ? PLAYER_WON : bt > pt ? BANKER_WON : TIE_WON;
    const code = winner + 4 * bt + BANKER_DREW * (afterThird + alone);
    this.codes[this.dealt++] = code;
    return code;
  }
}

/**
 * A casino shoe (casinoShoe.ts): shuffled once by `newShoe` (the same draws of the session's
 * generator), burned, dealt to the cut card, then a new one. The cards are dealt from their
 * points by the drawing tables, and each bet's odds are for the cards the player has seen
 * (the shown burn card and every card dealt), as the odds panel shows them: one exact
 * enumeration per coup (`pointOdds`), the costly part; a full shoe once the last coup is out.
 */
class CasinoDealer implements Dealer {
  dealt = 0;
  readonly oddsStep = ODDS;
  /** Grown as a session deals: ODDS numbers a coup. */
  odds = new Float64Array(64 * ODDS);
  private readonly draws = tables();
  private readonly full: Float64Array;
  private readonly left = new Float64Array(10);
  private rng: Rng = () => 0;
  private order = new Int8Array(0);
  private next = 0;
  private finished = true;

  constructor(
    private readonly decks: ShoeDecks,
    private readonly game: Game,
    readonly codes: Uint8Array,
  ) {
    this.full = freshPointCounts(decks);
  }

  reset(seed: number, index: number): void {
    this.dealt = 0;
    this.rng = sessionRng(seed, index);
    this.shuffle();
  }

  private shuffle(): void {
    const shoe = newShoe(this.decks, this.rng);
    this.order = Int8Array.from(shoe.order, cardPoints);
    this.next = shoe.next;
    this.left.set(this.full);
    this.left[this.order[0]!]! -= 1; // the burn card, shown
    this.finished = false;
  }

  /** The next coup, as `dealNextCoup` deals it (the same cards, the same last coup), after the odds its bets face. */
  deal(): number {
    const at = this.dealt * ODDS;
    if (at + ODDS > this.odds.length) {
      const grown = new Float64Array(2 * this.odds.length);
      grown.set(this.odds);
      this.odds = grown;
    }
    betOdds(weightsOf(this.finished ? this.full : this.left), this.game, this.odds, at);
    if (this.finished) this.shuffle();
    const { order, left } = this;
    const { playerDraws, bankerDrawsAlone, bankerDrawsAfter } = this.draws;
    const first = this.next;
    let next = first + 4;
    const p = (order[first]! + order[first + 2]!) % 10;
    let b = (order[first + 1]! + order[first + 3]!) % 10;
    let pt = p;
    let drew = 0;
    if (playerDraws[10 * p + b] === 1) {
      const third = order[next++]!;
      pt = (p + third) % 10;
      if (bankerDrawsAfter[10 * b + third] === 1) drew = 1;
    } else if (bankerDrawsAlone[10 * p + b] === 1) drew = 1;
    if (drew === 1) b = (b + order[next++]!) % 10;
    for (let k = first; k < next; k++) left[order[k]!]! -= 1;
    this.next = next;
    this.finished = first >= order.length - CARDS_BEHIND_CUT;
    const winner = pt > b ? PLAYER_WON : b > pt ? BANKER_WON : TIE_WON;
    const code = winner + 4 * b + BANKER_DREW * drew + (this.finished ? LAST_OF_SHOE : 0);
    this.codes[this.dealt++] = code;
    return code;
  }
}

/** Coups stated by a test, valued as on a fresh shoe. */
class StatedDealer implements Dealer {
  dealt = 0;
  readonly oddsStep = 0;
  readonly odds: Float64Array;
  readonly codes: Uint8Array;
  constructor(
    private readonly coups: readonly number[],
    options: LabOptions,
  ) {
    this.codes = new Uint8Array(coups.length);
    this.odds = freshOdds(options.decks, options.game);
  }
  reset(): void {
    this.dealt = 0;
  }
  deal(): number {
    const code = this.coups[this.dealt]!;
    this.codes[this.dealt++] = code;
    return code;
  }
}

/**
 * The money tables of one game: what a stake wins in full on each side (`won`, by side × SLOTS
 * + amount: even money, less the Banker's rounded-up commission in Punto Banco), and for each
 * side × 256 + coup code whether the bet wins in full, wins half, or loses (none: a push).
 */
interface Money {
  readonly won: Int32Array;
  readonly full: Uint8Array;
  readonly half: Uint8Array;
  readonly lose: Uint8Array;
}

const moneyByGame = new Map<Game, Money>();
/**
 * How the table settles a coup (coupSettlement.ts), as tables: Player even money; Banker even
 * money less the rounded-up commission (Punto Banco), pushed by a three-card 7 (EZ), paid 1 to
 * 2 on a 6 (No commission); a tie pushes both.
 */
function moneyOf(game: Game): Money {
  let money = moneyByGame.get(game);
  if (money !== undefined) return money;
  const won = new Int32Array(2 * SLOTS);
  for (let amount = 1; amount < SLOTS; amount++) {
    won[BANKER * SLOTS + amount] = game === 'punto-banco' ? amount - bankerCommission(amount as Cents) : amount;
    won[PLAYER * SLOTS + amount] = amount;
  }
  const full = new Uint8Array(512);
  const half = new Uint8Array(512);
  const lose = new Uint8Array(512);
  for (let code = 0; code < 256; code++) {
    const winner = code & 3;
    const total = (code >> 2) & 15;
    const drew = (code & BANKER_DREW) !== 0;
    if (winner === TIE_WON) continue;
    lose[PLAYER * 256 + code] = winner === BANKER_WON ? 1 : 0;
    full[PLAYER * 256 + code] = winner === PLAYER_WON ? 1 : 0;
    lose[BANKER * 256 + code] = winner === PLAYER_WON ? 1 : 0;
    if (winner !== BANKER_WON) continue;
    if (game === 'no-commission' && total === 6) half[BANKER * 256 + code] = 1;
    else if (!(game === 'ez' && total === 7 && drew)) full[BANKER * 256 + code] = 1;
  }
  money = { won, full, half, lose };
  moneyByGame.set(game, money);
  return money;
}

/** Packs a coup's facts as the dealers do, for tests: winner, Banker's total, whether Banker drew. */
export function coupCode(winner: CoupWinner, bankerTotal: number, bankerDrew: boolean): number {
  return winner + 4 * bankerTotal + (bankerDrew ? BANKER_DREW : 0);
}

/** The hands after which a kept path records the bankroll: round(k × hands / PATH_POINTS). */
function checkpoints(hands: number): Int32Array {
  return Int32Array.from({ length: PATH_POINTS + 1 }, (_, k) => Math.round((k * hands) / PATH_POINTS));
}

function emptyColumns(n: number, kept: number): SessionColumns {
  return {
    final: new Float64Array(n),
    hands: new Float64Array(n),
    wagered: new Float64Array(n),
    exact: new Float64Array(n),
    maxBet: new Float64Array(n),
    capped: new Float64Array(n),
    end: new Uint8Array(n),
    paths: new Float64Array(kept * (PATH_POINTS + 1)),
  };
}

/** What stays the same for every session of a run. */
interface Run {
  readonly money: Money;
  readonly unit: number;
  readonly chosen: SideIndex;
  readonly hands: number;
  readonly start: number;
  /** The bankrolls that end a session: at or above `win`, at or below `loss`. */
  readonly win: number;
  readonly loss: number;
  readonly marks: Int32Array;
  /** Hears each bet (tests that state their coups). */
  readonly record?: (side: SideIndex, amount: number) => void;
}

/**
 * One session of one system: plays up to `run.hands` coups, the limits cutting each named
 * bet (at most the table maximum and the bankroll; each cut counted), each bet's exact value
 * added up, the table settling it and the system hearing the result; and writes the session's
 * figures in row `row` of `out` (and its bankroll's course at `path`, unless negative).
 * Coups already dealt in this session (another system's) are read; the first system to need
 * one deals it, in the same loop. Integer tables and a few numbers: nothing allocated per hand.
 * Returns the hands played.
 */
function playSession(
  system: BettingSystem,
  state: Float64Array,
  dealer: Dealer,
  run: Run,
  out: SessionColumns,
  row: number,
  path: number,
): number {
  const { won, full, half, lose } = run.money;
  const { unit, chosen, hands, win, loss, marks, record } = run;
  const { codes, oddsStep } = dealer;
  const paths = out.paths;
  const maximum = LIMITS.maximumTotal;
  const minimum = LIMITS.minimumBet;
  system.start(state);
  let money = run.start;
  let wagered = 0;
  let exact = 0;
  let maxBet = 0;
  let capped = 0;
  let played = 0;
  let end = END_HANDS;
  let mark = 1;
  if (path >= 0) {
    paths[path] = money;
    // With fewer hands than points, the first points fall before the first hand.
    while (mark <= PATH_POINTS && marks[mark] === 0) paths[path + mark++] = money;
  }
  while (played < hands) {
    const named = system.units(state) * unit;
    // At most the table maximum either way, so a small integer: `| 0` keeps it one for the hot loop
    // (a doubling system's named amount may be far larger, a double).
    let amount = named | 0;
    if (named > maximum || named > money) {
      amount = Math.min(named, maximum, money) | 0;
      capped++;
    }
    const side = system.side(state, chosen);
    if (record !== undefined) record(side, amount);
    wagered += amount;
    if (amount > maxBet) maxBet = amount;
    const code = played < dealer.dealt ? codes[played]! : dealer.deal();
    const wins = won[side * SLOTS + amount]!;
    const halfWins = amount >> 1;
    const odds = dealer.odds;
    const at = played * oddsStep + 3 * side;
    exact += odds[at]! * wins + odds[at + 1]! * halfWins - odds[at + 2]! * amount;
    const line = side * 256 + code;
    const net = full[line]! * wins + half[line]! * halfWins - lose[line]! * amount;
    system.next(state, net > 0 ? WIN : net < 0 ? LOSE : PUSH, (code & 3) as CoupWinner);
    if (code >= LAST_OF_SHOE && system.newShoe !== undefined) system.newShoe(state);
    money += net;
    played++;
    if (path >= 0) while (mark <= PATH_POINTS && marks[mark] === played) paths[path + mark++] = money;
    if (money < minimum) end = END_RUIN;
    else if (money >= win) end = END_STOP_WIN;
    else if (money <= loss) end = END_STOP_LOSS;
    if (end !== END_HANDS) break;
  }
  // A session that ended early keeps its last bankroll for the rest of the chart.
  if (path >= 0) while (mark <= PATH_POINTS) paths[path + mark++] = money;
  out.final[row] = money;
  out.hands[row] = played;
  out.wagered[row] = wagered;
  out.exact[row] = exact;
  out.maxBet[row] = maxBet;
  out.capped[row] = capped;
  out.end[row] = end;
  return played;
}

function runOf(options: LabOptions, record?: Run['record']): Run {
  const { bankroll: start, stopWin, stopLoss } = options;
  return {
    money: moneyOf(options.game),
    unit: options.unit,
    chosen: sideIndex(options.side),
    hands: options.hands,
    start,
    win: stopWin === null ? Infinity : start + stopWin,
    loss: stopLoss === null ? -Infinity : start - stopLoss,
    marks: checkpoints(options.hands),
    record,
  };
}

/**
 * One session of `system` on the coups given (each packed as `coupCode` packs it), valued as
 * on a fresh shoe: for tests that state their coups. Stops early when the coups run out.
 */
export function playCoups(
  system: SystemId,
  options: LabOptions,
  coups: readonly number[],
): {
  final: number;
  hands: number;
  wagered: number;
  exact: number;
  maxBet: number;
  capped: number;
  end: number;
  bets: { side: Side; amount: number }[];
} {
  const bets: { side: Side; amount: number }[] = [];
  const limited = { ...options, hands: Math.min(options.hands, coups.length) };
  const run = runOf(limited, (side, amount) => bets.push({ side: sideName(side), amount }));
  const out = emptyColumns(1, 0);
  const playing = systemFor(system);
  playSession(
    playing,
    new Float64Array(playing.size(limited.hands)),
    new StatedDealer(coups, options),
    run,
    out,
    0,
    -1,
  );
  return {
    final: out.final[0]!,
    hands: out.hands[0]!,
    wagered: out.wagered[0]!,
    exact: out.exact[0]!,
    maxBet: out.maxBet[0]!,
    capped: out.capped[0]!,
    end: out.end[0]!,
    bets,
  };
}

/**
 * The first `count` coups of session `index` of a casino-shoe run seeded `seed` (packed as
 * `coupCode` packs them, + 128 for a shoe's last coup) and the odds each coup's bets faced
 * (ODDS numbers a coup: Banker's full win, half win and loss, then Player's): for tests.
 */
export function casinoCoups(
  seed: number,
  index: number,
  decks: ShoeDecks,
  game: Game,
  count: number,
): { codes: Uint8Array; odds: Float64Array } {
  const dealer = new CasinoDealer(decks, game, new Uint8Array(count));
  dealer.reset(seed, index);
  for (let i = 0; i < count; i++) dealer.deal();
  return { codes: dealer.codes, odds: dealer.odds.slice(0, count * ODDS) };
}

/**
 * Plays sessions `from`…`to − 1` of the run `options` describes and returns each system's
 * per-session figures in session order. Every system plays each session on the same coups
 * (common random numbers): session `i` deals from `sessionRng(seed, i)` (its words), once for
 * all the systems. `onProgress` hears how many sessions are done (a worker reports it). Pure:
 * the same options and range give the same figures, and a range split anywhere gives the same
 * figures joined.
 */
export function runSessions(
  options: LabOptions,
  from: number,
  to: number,
  onProgress?: (done: number) => void,
): LabChunk {
  const problem = labOptionsProblem(options);
  if (problem !== null) throw new RangeError(`lab options refused: ${JSON.stringify(problem)}`);
  const n = to - from;
  const kept = Math.max(0, Math.min(to, PATH_SESSIONS) - from);
  const systems = options.systems.map(systemFor);
  const columns = systems.map(() => emptyColumns(n, kept));
  const states = systems.map((system) => new Float64Array(system.size(options.hands)));
  const run = runOf(options);
  const codes = new Uint8Array(options.hands);
  const dealer =
    options.shoe === 'fresh'
      ? new FreshDealer(options.decks, options.game, codes)
      : new CasinoDealer(options.decks, options.game, codes);
  let coups = 0;
  for (let session = from; session < to; session++) {
    const row = session - from;
    const path = session < PATH_SESSIONS ? row * (PATH_POINTS + 1) : -1;
    dealer.reset(options.seed, session);
    for (let s = 0; s < systems.length; s++)
      coups += playSession(systems[s]!, states[s]!, dealer, run, columns[s]!, row, path);
    onProgress?.(row + 1);
  }
  return { from, to, systems: columns, coups };
}
