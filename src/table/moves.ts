/**
 * The table's moves (style.md §15): each a plain function of the state, the rules in play and
 * the randomness, returning what changes, a notice refusing it, or which rules it waits for.
 * MOVES_BY_PHASE says which moves each phase allows: "not now" is that one table, not a guard
 * in every move. The store only calls them and sets the result.
 */
import {
  adjustRailing as movedRailing,
  betsOffered,
  byBet,
  cents,
  dealFromShuffledShoe,
  LIMITS,
  NO_BETS,
  ORIGINAL_RULES,
  isOriginalGame,
  NO_TABLE_BETS,
  SIDE_BETS,
  totalBets,
  stakeSum,
  type Bet,
  type BySideBet,
  type BySpot,
  type Cents,
  type Coup,
  type Rng,
  type Shoe,
  type ShoeDecks,
  type SideBet,
  type Stakes,
  type TableRules,
} from '../rules';
import type { SessionRefusal } from '../rules/session';
import type { ShoeCommitment } from '../rules/committedShoe';
import type { Commit, cutShoe as cutCommitted, replayShoe as replayCommitted, startCommittedShoe } from './committed';
import type { Notice } from './notices';
import { isBroke } from './selectors';
import {
  allOpened,
  cardToSqueeze,
  dealerBringsCard,
  LIFT_STEPS,
  liftStep,
  SQUEEZE_START,
  type LiftEdge,
} from './squeeze';
import { lastHand, splitBets, tableBetsOf, totalOnTable, type TableState } from './state';
import {
  anySideBet,
  MAX_SAVED_HANDS,
  NO_SIDE_BETS,
  type HandRecord,
  type Phase,
  type Settings,
  type ShoeInPlay,
} from './vocabulary';

/**
 * The casino shoe's rules (their own lazy chunk): a shoe's commitment, a committed shoe started
 * (shuffled and burned), its next coup dealt, the next shoe committed (src/table/committed.ts).
 */
export interface ShoeRules {
  newShoe(decks: ShoeDecks, rng: Rng): Shoe;
  dealNextCoup(shoe: Shoe): { readonly coup: Coup; readonly shoe: Shoe; readonly last: boolean };
  commitment(number: number, from: number | Rng): ShoeCommitment;
  startCommittedShoe: typeof startCommittedShoe;
  cutShoe: typeof cutCommitted;
  replayShoe: typeof replayCommitted;
  nextShoe(number: number, commit: Commit): NonNullable<TableState['nextShoe']>;
  revealing(s: Pick<TableState, 'shoe' | 'revealedShoes'>): readonly NonNullable<TableState['revealedShoes']>[number][];
}

/** What a move is played with, besides the state. */
export interface MoveContext {
  readonly rules: TableRules | null; // rulesFor(settings, the full rules once loaded); null: the full rules are needed first
  readonly shoeRules: ShoeRules | null; // the casino shoe's, once loaded
  readonly rngForHand: (hand: number) => Rng;
  readonly rngForShoe: (shoe: number) => Rng;
  readonly seed?: number | null; // ?seed=N: each casino shoe's seed and cut follow from N (house-rules.md); null: drawn from rngForShoe's words
  readonly instant: boolean; // ?speed=instant or reduced motion: no dealer's pace whatever the options say
  readonly session?: (onTable: Cents) => SessionRefusal | null; // the honest session's word now on a table holding this for the next deal (sessionRefusal); absent: none yet (tests, the lab)
}

/** The lazily loaded rules a move can wait for. */
export type RulesChunk = 'full' | 'casino';

/**
 * What a move comes to: a change of the state (with something to say, and rules worth loading
 * now), a refusal that changes nothing but says why, or the rules to load before playing it
 * again. Null: nothing happens.
 */
export type Outcome =
  | { readonly change: Partial<TableState>; readonly say?: Notice; readonly preload?: RulesChunk }
  | { readonly refuse: Notice }
  | { readonly needs: RulesChunk }
  | null;

const change = (patch: Partial<TableState>, say?: Notice, preload?: RulesChunk): Outcome => ({
  change: patch,
  ...(say ? { say } : {}),
  ...(preload ? { preload } : {}),
});
const refuse = (notice: Notice): Outcome => ({ refuse: notice });

const needs = (chunk: RulesChunk): Outcome => ({ needs: chunk });

/** The honest session's word on `onTable` staked for the next deal: a closed table, or a day limit it would pass (null: allowed). */
const sessionSays = (ctx: MoveContext, onTable: Cents): Outcome => {
  const why = ctx.session?.(onTable);
  return why ? refuse(why) : null;
};

/** The table's rules for its options: the full rules once loaded, else the original game's if they can play it, else none yet. */
export const rulesFor = (settings: Pick<Settings, 'game' | 'sideBets'>, full: TableRules | null): TableRules | null =>
  full ?? (isOriginalGame(settings) ? ORIGINAL_RULES : null);

const offeredAt = (s: Pick<TableState, 'settings'>): readonly Bet[] =>
  betsOffered(s.settings.game, s.settings.sideBets);

/** The dealer's pace is skipped: by the page (`?speed=instant`, reduced motion) or by the Instant option. */
const isInstant = (s: TableState, ctx: MoveContext): boolean => ctx.instant || s.settings.dealSpeed === 'instant';

/** How a casino shoe is committed: its seed, commitment and default cut, from ?seed=N or from play's words. */
export const commitFor =
  (rules: ShoeRules, ctx: MoveContext): Commit =>
  (number) =>
    rules.commitment(number, ctx.seed ?? ctx.rngForShoe(number));

/** A new committed casino shoe, shuffled and burned; the roads start afresh with it, and the shoe it replaces is revealed. */
const startShoe = (rules: ShoeRules, s: TableState, settings: Settings, ctx: MoveContext) =>
  rules.startCommittedShoe(s, settings, commitFor(rules, ctx));

/** Rebet's and Double's chips, all or none: the original game's bets and side bets alike. */
function placeChips(s: TableState, ctx: MoveContext, rules: TableRules, stakes: Stakes): Outcome {
  if (rules.stakes === null) return needs('full');
  const closed = sessionSays(ctx, totalOnTable(s));
  if (closed !== null) return closed;
  const placed = rules.stakes.placeStakes(s.bankroll, tableBetsOf(s), stakes, offeredAt(s));
  if (!placed.ok) {
    const amount = stakeSum(stakes);
    return refuse(
      placed.reason === 'not-enough-money'
        ? { key: 'chipsNeedMore', amount }
        : { key: 'refused', reason: placed.reason },
    );
  }
  const refused = sessionSays(ctx, stakeSum(placed.bets));
  if (refused !== null) return refused;
  return change({ bankroll: placed.bankroll, ...splitBets(placed.bets), message: null, placed: [...s.placed, stakes] });
}

const placeBet = (s: TableState, ctx: MoveContext, bet: Bet): Outcome => {
  if (!offeredAt(s).includes(bet)) return refuse({ key: 'refused', reason: 'not-offered' });
  const closed = sessionSays(ctx, totalOnTable(s));
  if (closed !== null) return closed;
  if (ctx.rules === null) return needs('full');
  const placed = ctx.rules.place(s.bankroll, tableBetsOf(s), bet, s.railing, offeredAt(s));
  if (!placed.ok) return refuse({ key: 'refused', reason: placed.reason });
  const refused = sessionSays(ctx, stakeSum(placed.bets));
  if (refused !== null) return refused;
  return change({
    bankroll: placed.bankroll,
    ...splitBets(placed.bets),
    message: null,
    placed: [...s.placed, { [bet]: s.railing }],
  });
};

const rebet = (s: TableState, ctx: MoveContext): Outcome => {
  const last = lastHand(s);
  if (last === undefined) return refuse({ key: 'noLastHand' });
  // Their rules come with the full rules (a small chunk, loaded on the first press if not before).
  if (ctx.rules?.stakes == null) return needs('full');
  const stakes = ctx.rules.stakes.rebetStakes({ ...NO_TABLE_BETS, ...last.bets, ...last.sideBets }, tableBetsOf(s));
  if (Object.keys(stakes).length === 0) return refuse({ key: 'rebetOnTable' });
  return placeChips(s, ctx, ctx.rules, stakes);
};

const double = (s: TableState, ctx: MoveContext): Outcome => {
  if (ctx.rules?.stakes == null) return needs('full');
  const stakes = ctx.rules.stakes.doubleStakes(tableBetsOf(s));
  if (Object.keys(stakes).length === 0) return refuse({ key: 'refused', reason: 'no-bet' });
  return placeChips(s, ctx, ctx.rules, stakes);
};

const undo = (s: TableState): Outcome => {
  const chips = s.placed[s.placed.length - 1];
  if (chips === undefined) return refuse({ key: 'nothingToUndo' });
  const bets = tableBetsOf(s);
  const back = splitBets(byBet((bet) => cents(bets[bet] - (chips[bet] ?? 0))));
  const amount = stakeSum(chips);
  return change({ bankroll: cents(s.bankroll + amount), ...back, placed: s.placed.slice(0, -1), message: null });
};

const clearBets = (s: TableState): Outcome =>
  change({
    bankroll: cents(s.bankroll + totalOnTable(s)),
    bets: NO_BETS,
    sideBets: NO_SIDE_BETS,
    message: null,
    placed: [],
  });

/** The coup and where it came from: the casino shoe in play (shuffled first if need be), or a fresh shoe for this hand alone. */
function dealCoup(s: TableState, ctx: MoveContext, number: number) {
  const rules = s.settings.shoe === 'casino' ? ctx.shoeRules : null;
  const started =
    rules !== null && (s.shoe === null || s.shoe.shoe.finished) ? startShoe(rules, s, s.settings, ctx) : null;
  const inPlay = started?.shoe ?? s.shoe;
  const fromShoe = rules !== null && inPlay !== null ? rules.dealNextCoup(inPlay.shoe) : null;
  const coup = fromShoe?.coup ?? dealFromShuffledShoe(ctx.rngForHand(number), s.settings.decks);
  const shoe: ShoeInPlay | null = fromShoe && inPlay ? { ...inPlay, shoe: fromShoe.shoe } : null;
  // The shoe's last coup: its seed is revealed, and the next shoe is committed before its first bet.
  const next =
    rules !== null && fromShoe?.last && inPlay
      ? { nextShoe: rules.nextShoe(inPlay.number + 1, commitFor(rules, ctx)) }
      : {};
  return { coup, started, shoe, next };
}

/** Decides the whole coup and its settlement, before any card shows; the reveal follows (revealNext, openCard). */
const deal = (s: TableState, ctx: MoveContext): Outcome => {
  // A closed table deals nothing; bets a tie left on the table are wagered again, within the day's limits.
  const refused = sessionSays(ctx, totalOnTable(s));
  if (refused !== null) return refused;
  if (ctx.rules === null) return needs('full');
  const allowed = ctx.rules.checkDeal(tableBetsOf(s), offeredAt(s));
  // "Place a bet first" would ask the impossible of a player who cannot cover one.
  if (!allowed.ok) return refuse(isBroke(s) ? { key: 'broke' } : { key: 'refused', reason: allowed.reason });
  // A casino shoe deals on until its last coup; its rules come in a chunk of their own.
  if (s.settings.shoe === 'casino' && ctx.shoeRules === null) return needs('casino');
  const number = (lastHand(s)?.hand ?? 0) + 1;
  const { coup, started, shoe, next } = dealCoup(s, ctx, number);
  const settlement = ctx.rules.settle(tableBetsOf(s), coup, s.settings.game);
  const bankroll = cents(s.bankroll + settlement.paid);
  // Side bets never stay on the table; only Player and Banker stakes pushed by a tie do. The
  // settlement's own object stays on the spots, so justSettled can tell no bet was placed since.
  const betsAfter: BySpot<Cents> = settlement.betsAfter;
  const record: HandRecord = {
    hand: number,
    coup,
    bets: s.bets,
    settlement,
    balanceAfter: cents(bankroll + totalBets(betsAfter)),
    ...(shoe ? { shoe: shoe.number } : {}),
    ...(anySideBet(s.sideBets) ? { sideBets: s.sideBets } : {}),
    ...(s.settings.game === 'punto-banco' ? {} : { game: s.settings.game }),
  };
  // ?speed=instant and reduced motion skip the dealer's pace; a squeeze is still the player's to open.
  const instant = isInstant(s, ctx);
  const squeeze = s.settings.reveal === 'squeeze';
  return change({
    bankroll,
    bets: betsAfter,
    sideBets: NO_SIDE_BETS,
    // The history on screen is the history saved: a reload never shortens it.
    hands: [...s.hands, record].slice(-MAX_SAVED_HANDS),
    phase: instant && !squeeze ? 'settled' : 'dealing',
    revealed: instant ? (squeeze ? 4 : coup.dealt.length) : 0,
    squeeze: squeeze ? SQUEEZE_START : null,
    message: null,
    placed: [],
    ...started, // its shoe as dealt from follows
    ...(shoe ? { shoe } : {}),
    ...next,
  });
};

/** The dealer turns up the next card; in a squeeze, puts it down face down for the player to open. */
const revealNext = (s: TableState): Outcome => {
  const hand = lastHand(s);
  if (hand === undefined) return null;
  const total = hand.coup.dealt.length;
  if (s.squeeze !== null) {
    // In a squeeze the dealer puts the cards down face down; only the player opens them.
    return dealerBringsCard({ squeeze: s.squeeze, arrived: s.revealed, total })
      ? change({ revealed: s.revealed + 1 })
      : null;
  }
  const revealed = Math.min(s.revealed + 1, total);
  return change({ revealed, phase: revealed === total ? 'settled' : 'dealing' });
};

const finishReveal = (s: TableState): Outcome => {
  const hand = lastHand(s);
  return hand === undefined ? null : change({ revealed: hand.coup.dealt.length, phase: 'settled', squeeze: null });
};

/** The card the player squeezes now, with the coup's length; null when none is waiting to be opened. */
function squeezing(s: TableState): { total: number; squeeze: NonNullable<TableState['squeeze']> } | null {
  const hand = lastHand(s);
  if (s.squeeze === null || hand === undefined) return null;
  const total = hand.coup.dealt.length;
  return cardToSqueeze({ squeeze: s.squeeze, arrived: s.revealed, total }) === null
    ? null
    : { total, squeeze: s.squeeze };
}

/** Opens the card being squeezed at once (a drag past halfway, or the last lift). */
const openCard = (s: TableState, ctx: MoveContext): Outcome => {
  const now = squeezing(s);
  if (now === null) return null;
  const squeeze = { opened: now.squeeze.opened + 1, lift: 0 };
  if (allOpened({ squeeze, total: now.total })) return change({ revealed: now.total, phase: 'settled', squeeze: null });
  // At instant speed a third card the rules call for is down at once, ready to squeeze.
  const arrives = isInstant(s, ctx) && dealerBringsCard({ squeeze, arrived: s.revealed, total: now.total });
  return change({ squeeze, revealed: arrives ? s.revealed + 1 : s.revealed });
};

/** Lifts the card being squeezed one step (Space), or from the edge an arrow points to; the last step opens it. */
const liftCard = (s: TableState, ctx: MoveContext, from?: LiftEdge): Outcome => {
  const now = squeezing(s);
  if (now === null) return null;
  const squeeze = liftStep(now.squeeze, from);
  if (squeeze.lift >= LIFT_STEPS) return openCard(s, ctx);
  return change({ squeeze });
};

const takeFreshBankroll = (s: TableState): Outcome =>
  isBroke(s)
    ? change(
        { bankroll: LIMITS.startingBankroll, bets: NO_BETS, sideBets: NO_SIDE_BETS, placed: [] },
        { key: 'freshBankroll' },
      )
    : null;

/** A new game or side bets: bets the new table does not offer go home, and their chips can no longer be taken back. */
function changeGame(
  s: TableState,
  to: Pick<Settings, 'game' | 'sideBets'>,
): { patch: Partial<TableState>; say?: Notice } {
  const settings = { ...s.settings, ...to };
  const offered = betsOffered(settings.game, settings.sideBets);
  const removed = SIDE_BETS.filter((bet) => s.sideBets[bet] !== 0 && !offered.includes(bet));
  const returned = stakeSum(s.sideBets, removed);
  const sideBets = Object.fromEntries(
    SIDE_BETS.map((bet) => [bet, removed.includes(bet) ? cents(0) : s.sideBets[bet]]),
  ) as BySideBet<Cents>;
  const placed = s.placed.map((chips) =>
    Object.fromEntries(Object.entries(chips).filter(([bet]) => !removed.includes(bet as SideBet))),
  );
  const patch = { settings, sideBets, placed, bankroll: cents(s.bankroll + returned) };
  return removed.length > 0 ? { patch, say: { key: 'betsReturned', bets: removed, amount: returned } } : { patch };
}

/**
 * Changes the table's options. The game, the side bets and the shoe change only between hands
 * (the phase table's changeGame and changeShoe); the deal speed and the reveal at any time.
 */
const setSettings = (before: TableState, ctx: MoveContext, wanted: Partial<Settings>): Outcome => {
  const to = { game: wanted.game ?? before.settings.game, sideBets: wanted.sideBets ?? before.settings.sideBets };
  const newGame = to.game !== before.settings.game || to.sideBets !== before.settings.sideBets;
  if (newGame && !allows(before.phase, 'changeGame')) return refuse({ key: 'gameBetweenHands' });
  const game = newGame ? changeGame(before, to) : { patch: {} };
  const s = { ...before, ...game.patch };
  const settings = { ...s.settings, ...wanted };
  // The full rules load now, so the first bet or deal under the new table does not wait for them.
  const preload = newGame && !isOriginalGame(settings) ? 'full' : undefined;
  const newShoe = settings.shoe !== s.settings.shoe || settings.decks !== s.settings.decks;
  if (!newShoe) return change({ ...game.patch, settings }, game.say, preload);
  // A new choice of shoe means a new shoe.
  if (!allows(s.phase, 'changeShoe')) return refuse({ key: 'betweenHands' });
  // A new shoe reveals the seed of the one it replaces (a next shoe already committed stays committed).
  const revealedShoes = ctx.shoeRules?.revealing(s);
  if (settings.shoe !== 'casino')
    return change({ ...game.patch, settings, shoe: null, revealedShoes }, game.say, preload);
  if (ctx.shoeRules !== null)
    return change({ ...game.patch, settings, ...startShoe(ctx.shoeRules, s, settings, ctx) }, game.say, preload);
  // The choice shows at once; the shoe is shuffled and burned as soon as its rules are here (shuffleShoe).
  return change({ ...game.patch, settings, shoe: null, revealedShoes }, game.say, 'casino');
};

/** Shuffles and burns the casino shoe the options ask for, once its rules are here, if none is on the table yet. */
const shuffleShoe = (s: TableState, ctx: MoveContext): Outcome =>
  ctx.shoeRules !== null && s.settings.shoe === 'casino' && s.shoe === null
    ? change(startShoe(ctx.shoeRules, s, s.settings, ctx))
    : null;

/** The player's cut of the casino shoe, before its first deal (committed.ts), once the shoe's rules are here. */
const cutShoe = (s: TableState, ctx: MoveContext, cut: string): Outcome =>
  ctx.shoeRules && change(ctx.shoeRules.cutShoe(s, cut));

/** "Play this shoe again": a new shoe dealt from the revealed shoe `number`'s seed and cut (committed.ts). */
const replayShoe = (s: TableState, ctx: MoveContext, number: number): Outcome =>
  ctx.shoeRules && change(ctx.shoeRules.replayShoe(s, number, commitFor(ctx.shoeRules, ctx)));

/** Every move, by the name the store's action has. */
export const MOVES = {
  adjustRailing: (s: TableState, _ctx: MoveContext, delta: number): Outcome =>
    change({ railing: movedRailing(s.railing, delta) }),
  placeBet,
  clearBets,
  rebet,
  double,
  undo,
  deal,
  revealNext,
  finishReveal,
  liftCard,
  openCard,
  pass: (): Outcome => refuse({ key: 'pass' }),
  takeFreshBankroll,
  setSettings,
  shuffleShoe,
  // `kept`: the past shoes with the story of the roads it clears (endStory, src/table/story.ts, with the
  // panels: data worked out by the table's own code, which the first load does not carry).
  newScoreboard: (s: TableState, _ctx: MoveContext, kept?: Pick<TableState, 'pastShoes'>): Outcome =>
    change({ scoreboardFrom: lastHand(s)?.hand ?? 0, ...kept }),
  cutShoe,
  replayShoe,
} as const;

export type MoveName = keyof typeof MOVES;

/** The parts of a move that the phase decides separately: a new game or side bets, a new shoe. */
type Step = MoveName | 'changeGame' | 'changeShoe';

/** The reveal's moves: only while a hand is dealt. */
const REVEAL: readonly Step[] = ['revealNext', 'finishReveal', 'liftCard', 'openCard'];
/** Between hands: every move but the reveal's, a new game and a new shoe included. */
const BETWEEN_HANDS: readonly Step[] = [
  ...(Object.keys(MOVES) as MoveName[]).filter((move) => !REVEAL.includes(move)),
  'changeGame',
  'changeShoe',
];

/** Which moves each phase allows: while a hand is dealt, only its reveal, the railing, the roads and the options that can change mid-hand. */
export const MOVES_BY_PHASE: Readonly<Record<Phase, readonly Step[]>> = {
  betting: BETWEEN_HANDS,
  dealing: [...REVEAL, 'adjustRailing', 'pass', 'setSettings', 'newScoreboard'],
  settled: BETWEEN_HANDS,
};

/**
 * May the player play this move now? The one answer, from MOVES_BY_PHASE: `play` asks it, and so
 * do the commands' buttons and keys (app/commands.ts, `enabled`).
 */
export const allows = (phase: Phase, step: Step): boolean => MOVES_BY_PHASE[phase].includes(step);

/** What `canDeal` reads of the table. */
export type ReadyState = Pick<TableState, 'phase' | 'bets' | 'sideBets' | 'settings'>;

/**
 * Whether Deal would deal now, not refuse: the phase allows it and the bets pass the table's own
 * check (`checkTableDeal`, the original game's rules and the full rules alike; side bets alone may
 * be dealt on). A closed table or a day limit is the honest session's refusal, said when pressed.
 * The one answer to "may I deal": the Deal command reads it (app/commands.ts, `ready`), so Deal's
 * look and its key and button never disagree.
 */
export const canDeal = (s: ReadyState): boolean =>
  allows(s.phase, 'deal') && ORIGINAL_RULES.checkDeal(tableBetsOf(s), offeredAt(s)).ok;

/** Plays a move: null when its phase does not allow it. */
export function play<M extends MoveName>(name: M, s: TableState, ctx: MoveContext, ...args: MoveArgs<M>): Outcome {
  if (!allows(s.phase, name)) return null;
  return (MOVES[name] as (s: TableState, ctx: MoveContext, ...rest: MoveArgs<M>) => Outcome)(s, ctx, ...args);
}

/** A move's own arguments, after the state and the context. */
export type MoveArgs<M extends MoveName> = (typeof MOVES)[M] extends (
  s: TableState,
  ctx: MoveContext,
  ...rest: infer A
) => Outcome
  ? A
  : never;
