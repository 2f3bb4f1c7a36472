/**
 * Lab sessions on this table's rules (house-rules.md, "The lab"): a bankroll, a number of
 * hands, a system naming each bet, the table's limits cutting what they must, money settled
 * as the table settles it, and each bet's exact expected value summed beside the result.
 *
 * Several systems play the same sessions on the same cards (common random numbers): session
 * `i` deals from `sessionRng(seed, i)` whatever system, worker or chunk plays it.
 */
import { cardPoints } from '../cards';
import { dealNextCoup, newShoe, nextCoupComposition, type Shoe } from '../casinoShoe';
import { compositionProblem, type Composition } from '../composition';
import { MAX_CARDS_IN_COUP } from '../coup';
import { LIMITS } from '../limits';
import type { Rng } from '../rng';
import { bankerCommission } from '../settlement';
import { freshShoe, type ShoeDecks } from '../shoe';
import { drawingTables } from '../simulate';
import type { Cents } from '../money';
import type { Game } from '../variants';
import { expectedOnLines, freshShoeExpected, lineOdds, type LineOdds } from './expected';
import { sfc32Next } from '../seeded';
import { sessionRng, sessionState } from './random';
import { BANKER_WON, LOSE, PLAYER_WON, PUSH, systemFor, TIE_WON, WIN, type BettingSystem, type CoupWinner, type Side, type SystemId } from './systems';

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

/** Why the options cannot be run, or null. */
export function labOptionsProblem(o: LabOptions): string | null {
  const whole = (n: number) => Number.isSafeInteger(n);
  if (o.systems.length === 0) return 'choose at least one system';
  if (!whole(o.unit) || o.unit % 100 !== 0 || o.unit < LIMITS.minimumBet || o.unit > LIMITS.maximumTotal) return 'the unit is whole dollars from $5 to $300';
  if (!whole(o.bankroll) || o.bankroll < o.unit || o.bankroll > LIMITS.maximumBankroll) return 'the bankroll must cover one unit';
  if (!whole(o.hands) || o.hands < 1 || o.hands > 1_000_000) return 'hands per session: 1 to 1,000,000';
  if (!whole(o.sessions) || o.sessions < 1 || o.sessions > 100_000_000) return 'sessions: 1 to 100,000,000';
  if (o.stopWin !== null && (!whole(o.stopWin) || o.stopWin <= 0)) return 'stop-win must be a positive amount';
  if (o.stopLoss !== null && (!whole(o.stopLoss) || o.stopLoss <= 0)) return 'stop-loss must be a positive amount';
  if (!whole(o.seed)) return 'the seed is a whole number';
  return null;
}

/**
 * Where a session's coups come from. `deal` returns the coup packed in a small integer
 * (winner + 4 × Banker's total + 64 × Banker drew: all that any game's Player or Banker bet
 * reads); `values(side)` the exact expected value of each stake on `side` in the coup about
 * to be dealt, one slot per cent up to the table maximum (NaN where not yet worked out:
 * `value` fills a slot). Both return no fresh doubles, so the loop allocates nothing.
 */
interface Dealer {
  values(side: Side): Float64Array;
  value(side: Side, amount: number): number;
  deal(): number;
  /** The coup just dealt was its shoe's last (a casino shoe): road followers start afresh. */
  shoeEnded(): boolean;
}

const SLOTS = LIMITS.maximumTotal + 1;
const TWO_32 = 0x1_0000_0000;
const TWO_MINUS_32 = 1 / TWO_32;

/** Every stake's exact value on a fresh shoe, per decks, game and side: worked out once (an enumeration each). */
const freshValues = new Map<string, Float64Array>();
function freshTable(decks: number, game: Game, side: Side): Float64Array {
  const key = `${decks} ${game} ${side}`;
  let table = freshValues.get(key);
  if (table === undefined) {
    const value = freshShoeExpected(decks, game, side);
    table = Float64Array.from({ length: SLOTS }, (_, amount) => value(amount));
    freshValues.set(key, table);
  }
  return table;
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

let drawing: ReturnType<typeof drawingTables> | undefined;
const tables = () => (drawing ??= drawingTables());

/**
 * The fresh shoe's fast path: the first six steps of a Fisher–Yates shuffle of the shoe's
 * points, which draw six cards without replacement exactly as the top of a freshly shuffled
 * shoe would (simulate.ts `tallyCoups` explains why the array need not be reset between
 * coups), and the coup's arithmetic on the drawing tables. Integer typed arrays only.
 * A class, so that every session shares one compiled `deal` (closures made per session
 * would each start cold).
 */
class FreshDealer implements Dealer {
  private readonly draws = tables();
  private readonly template: Int8Array;
  private readonly shoe: Int8Array;
  private readonly cards = new Int8Array(MAX_CARDS_IN_COUP);
  private readonly banker: Float64Array;
  private readonly player: Float64Array;
  private words: Int32Array = new Int32Array(4);

  constructor(decks: number, game: Game) {
    this.template = freshPoints(decks);
    this.shoe = this.template.slice();
    this.banker = freshTable(decks, game, 'banker');
    this.player = freshTable(decks, game, 'player');
  }

  /** Starts session `index` of the run seeded `seed`: a full shoe, and the session's own words. */
  reset(seed: number, index: number): this {
    this.shoe.set(this.template);
    this.words = sessionState(seed, index);
    return this;
  }

  values(side: Side): Float64Array {
    return side === 'banker' ? this.banker : this.player;
  }

  value(side: Side, amount: number): number {
    return this.values(side)[amount]!;
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
    return winner + 4 * bt + 64 * (afterThird + alone);
  }

  shoeEnded(): boolean {
    return false;
  }
}

/**
 * A casino shoe (casinoShoe.ts): shuffled once, burned, dealt to the cut card, then a new one.
 * Each bet's exact value is for the cards the player has seen (the shown burn card and every
 * card dealt), as the odds panel shows it: one enumeration per coup (lineOdds), the costly part.
 */
class CasinoDealer implements Dealer {
  private shoe: Shoe;
  private ended = false;
  private readonly tables = { banker: new Float64Array(SLOTS).fill(NaN), player: new Float64Array(SLOTS).fill(NaN) };
  private lines: { banker: LineOdds | null; player: LineOdds | null } = { banker: null, player: null };

  constructor(
    private readonly rng: Rng,
    private readonly decks: ShoeDecks,
    private readonly game: Game,
  ) {
    this.shoe = newShoe(decks, rng);
  }

  values(side: Side): Float64Array {
    return this.tables[side];
  }

  value(side: Side, amount: number): number {
    const lines = (this.lines[side] ??= cachedLines(nextCoupComposition(this.shoe), this.game, side));
    const ev = expectedOnLines(lines, this.game, side, amount);
    this.tables[side][amount] = ev;
    return ev;
  }

  deal(): number {
    if (this.shoe.finished) this.shoe = newShoe(this.decks, this.rng);
    const { coup, last, shoe } = dealNextCoup(this.shoe);
    this.shoe = shoe;
    this.ended = last;
    if (this.lines.banker !== null) this.tables.banker.fill(NaN);
    if (this.lines.player !== null) this.tables.player.fill(NaN);
    this.lines = { banker: null, player: null };
    const winner = coup.winner === 'banker' ? BANKER_WON : coup.winner === 'player' ? PLAYER_WON : TIE_WON;
    return winner + 4 * coup.bankerTotal + 64 * (coup.banker.length === 3 ? 1 : 0);
  }

  shoeEnded(): boolean {
    return this.ended;
  }
}

/** The odds at a shoe's start repeat (a full shoe less its burn card): kept, a few hundred at most. */
const lineCache = new Map<string, LineOdds>();
function cachedLines(composition: Composition, game: Game, side: Side): LineOdds {
  const problem = compositionProblem(composition);
  if (problem !== null) throw new RangeError(problem);
  const key = `${game} ${side} ${composition.decks} ${Object.values(composition.counts).join(',')}`;
  let lines = lineCache.get(key);
  if (lines === undefined) {
    lines = lineOdds(composition, game, side);
    if (lineCache.size > 256) lineCache.clear();
    lineCache.set(key, lines);
  }
  return lines;
}

/** What a Punto Banco Banker win nets per stake: the stake less the table's rounded-up commission. */
let bankerWins: Int32Array | undefined;
const bankerWinNet = (): Int32Array =>
  (bankerWins ??= Int32Array.from({ length: SLOTS }, (_, amount) => (amount === 0 ? 0 : amount - bankerCommission(amount as Cents))));

/**
 * What `amount` on `side` nets on a coup (`deal`'s code), as the table settles it: Player
 * even money; Banker even money less the rounded-up commission (Punto Banco), pushed by a
 * three-card 7 (EZ), paid 1 to 2 on a 6 (No commission); a tie pushes both.
 */
export function netOfCoup(code: number, game: Game, side: Side, amount: number): number {
  const winner = code & 3;
  if (winner === TIE_WON) return 0;
  if (side === 'player') return winner === PLAYER_WON ? amount : -amount;
  if (winner === PLAYER_WON) return -amount;
  if (game === 'punto-banco') return bankerWinNet()[amount]!;
  const total = (code >> 2) & 15;
  if (game === 'ez') return total === 7 && code >= 64 ? 0 : amount;
  return total === 6 ? Math.floor(amount / 2) : amount;
}

/** Packs a coup's facts as `deal` does, for tests: winner, Banker's total, whether Banker drew. */
export function coupCode(winner: CoupWinner, bankerTotal: number, bankerDrew: boolean): number {
  return winner + 4 * bankerTotal + (bankerDrew ? 64 : 0);
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

/**
 * One session of one system: plays up to `options.hands` coups from `dealer`, the limits
 * cutting each named bet, and writes the session's figures in row `row` of `out` (and its
 * bankroll's course at `path`, unless negative). Returns the coups dealt.
 */
function playSession(
  system: BettingSystem<unknown>,
  dealer: Dealer,
  options: LabOptions,
  out: SessionColumns,
  row: number,
  path: number,
  marks: Int32Array,
  record?: (side: Side, amount: number) => void,
): number {
  const { game, side: chosen, unit, bankroll: start, hands, stopWin, stopLoss } = options;
  const win = stopWin === null ? Infinity : start + stopWin;
  const loss = stopLoss === null ? -Infinity : start - stopLoss;
  const maximum = LIMITS.maximumTotal;
  const minimum = LIMITS.minimumBet;
  let state = system.start;
  let money = start;
  let wagered = 0;
  let exact = 0;
  let maxBet = 0;
  let capped = 0;
  let played = 0;
  let end = END_HANDS;
  let mark = 1;
  const paths = out.paths;
  if (path >= 0) {
    paths[path] = start;
    // With fewer hands than points, the first points fall before the first hand.
    while (mark <= PATH_POINTS && marks[mark] === 0) paths[path + mark++] = start;
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
    let ev = dealer.values(side)[amount]!;
    if (ev !== ev) ev = dealer.value(side, amount);
    exact += ev;
    const code = dealer.deal();
    const net = netOfCoup(code, game, side, amount);
    state = system.next(state, net > 0 ? WIN : net < 0 ? LOSE : PUSH, (code & 3) as CoupWinner);
    if (system.newShoe !== undefined && dealer.shoeEnded()) state = system.newShoe(state);
    money += net;
    played++;
    if (path >= 0) while (mark <= PATH_POINTS && marks[mark] === played) paths[path + mark++] = money;
    if (money < minimum) {
      end = END_RUIN;
      break;
    }
    if (money >= win) {
      end = END_STOP_WIN;
      break;
    }
    if (money <= loss) {
      end = END_STOP_LOSS;
      break;
    }
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

/**
 * One session of `system` on the coups given (each packed as `coupCode` packs it), valued as
 * on a fresh shoe: for tests that state their coups. Stops early when the coups run out.
 */
export function playCoups(
  system: SystemId,
  options: LabOptions,
  coups: readonly number[],
): { final: number; hands: number; wagered: number; exact: number; maxBet: number; capped: number; end: number; bets: { side: Side; amount: number }[] } {
  const fresh = new FreshDealer(options.decks, options.game);
  let next = 0;
  const scripted: Dealer = {
    values: (side) => fresh.values(side),
    value: (side, amount) => fresh.value(side, amount),
    deal: () => coups[next++]!,
    shoeEnded: () => false,
  };
  const out = emptyColumns(1, 0);
  const limited = { ...options, hands: Math.min(options.hands, coups.length) };
  const bets: { side: Side; amount: number }[] = [];
  playSession(systemFor(system), scripted, limited, out, 0, -1, checkpoints(limited.hands), (side, amount) => bets.push({ side, amount }));
  return { final: out.final[0]!, hands: out.hands[0]!, wagered: out.wagered[0]!, exact: out.exact[0]!, maxBet: out.maxBet[0]!, capped: out.capped[0]!, end: out.end[0]!, bets };
}

/**
 * Plays sessions `from`…`to − 1` of the run `options` describes and returns each system's
 * per-session figures in session order. Every system plays each session on the same cards:
 * session `i` deals from `sessionRng(seed, i)`, replayed for each system. `onProgress` hears
 * how many sessions are done (a worker reports it). Pure: the same options and range give
 * the same figures, and a range split anywhere gives the same figures joined.
 */
export function runSessions(options: LabOptions, from: number, to: number, onProgress?: (done: number) => void): LabChunk {
  const problem = labOptionsProblem(options);
  if (problem !== null) throw new RangeError(problem);
  const systems = options.systems.map(systemFor);
  const n = to - from;
  const kept = Math.max(0, Math.min(to, PATH_SESSIONS) - from);
  const columns = systems.map(() => emptyColumns(n, kept));
  const marks = checkpoints(options.hands);
  let coups = 0;
  const fresh = options.shoe === 'fresh' ? new FreshDealer(options.decks, options.game) : null;
  for (let session = from; session < to; session++) {
    const row = session - from;
    const path = session < PATH_SESSIONS ? row * (PATH_POINTS + 1) : -1;
    for (let s = 0; s < systems.length; s++) {
      const dealer = fresh?.reset(options.seed, session) ?? new CasinoDealer(sessionRng(options.seed, session), options.decks, options.game);
      coups += playSession(systems[s]!, dealer, options, columns[s]!, row, path, marks);
    }
    onProgress?.(row + 1);
  }
  return { from, to, systems: columns, coups };
}
