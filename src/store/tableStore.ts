import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import type { TableLock } from '../app/tableLock';
import {
  adjustRailing,
  cents,
  checkDeal,
  dealFromShuffledShoe,
  LIMITS,
  NO_BETS,
  placeBet,
  settle,
  totalBets,
  betsOffered,
  BETS,
  byBet,
  NO_TABLE_BETS,
  SIDE_BETS,
  SPOTS,
  type Bet,
  type SideBet,
  type Stakes,
  type BySideBet,
  type BySpot,
  type Cents,
  type Rng,
  type Spot,
  type TableBets,
} from '../rules';
import type { ShoeCommitment } from '../rules/committedShoe';
import type { Notice } from './messages';
import { allOpened, cardToSqueeze, dealerBringsCard, LIFT_STEPS, SQUEEZE_START, type Squeeze } from './squeeze';
import { isBroke } from './selectors';
import { anySideBet, DEFAULT_SETTINGS, MAX_SAVED_HANDS, NO_SIDE_BETS, parseSavedTable, SAVE_KEY, toSaved, type RestoredTable } from './persistence';
import {
  isOriginalGame,
  loadCasinoShoeRules,
  loadVariantRules,
  saveNeedsCasinoShoe,
  saveNeedsVariantRules,
  type CasinoShoeRules,
  type HandRecord,
  type Message,
  type NextShoe,
  type RevealedShoe,
  type Phase,
  type Settings,
  type ShoeInPlay,
  type VariantRules,
} from './types';

/** The part of localStorage the store uses, so tests can hand it a Map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface TableDependencies {
  /** The randomness that shuffles the shoe for a hand, by hand number (1, 2, …). */
  readonly rngForHand: (hand: number) => Rng;
  readonly storage: KeyValueStorage | null;
  /** Start a fresh session with this bankroll instead of the saved table (`?bankroll=`). */
  readonly freshBankroll?: Cents;
  /** Skip the reveal whatever the settings say (`?speed=instant`, reduced motion). */
  readonly instant?: boolean;
  /** Which tab plays the table; without one this page holds it at once (tests, no Web Locks). */
  readonly lock?: TableLock;
  /** The randomness that shuffles each casino shoe, by shoe number (1, 2, …). */
  readonly rngForShoe?: (shoe: number) => Rng;
  /** `?seed=N`: each casino shoe's seed and cut follow from N (house-rules.md); otherwise they are drawn from `rngForShoe`'s Web Crypto words. */
  readonly seed?: number | null;
  /**
   * The casino shoe's rules, when the page has them already (a save with a casino shoe needs
   * them to be read); otherwise they load when a casino shoe is first chosen.
   */
  readonly casinoRules?: CasinoShoeRules;
  readonly loadCasinoRules?: () => Promise<CasinoShoeRules>;
  /** The variants' and side bets' rules, when the page has them already; otherwise they load when first needed. */
  readonly variantRules?: VariantRules;
  readonly loadVariantRules?: () => Promise<VariantRules>;
  /** Table options the address sets (`?shoe=casino`), applied and saved once this tab holds the table. */
  readonly options?: Partial<Settings>;
  /** Options the address named with values the table does not offer: said once, then ignored. */
  readonly unknownOptions?: readonly string[];
}

/** asking: the lock has not answered yet; held: this tab plays; elsewhere: another tab does. */
export type Hold = 'asking' | 'held' | 'elsewhere';

export interface TableState {
  readonly bankroll: Cents; // money not on the table, with every dealt hand already paid: 100000
  readonly railing: Cents; // the next chip's amount: 500
  readonly bets: BySpot<Cents>; // on the spots for the next deal: { player: 1000, banker: 0, tie: 0 }
  readonly sideBets: BySideBet<Cents>; // on the side bets for the next deal: { 'player-pair': 500, … }
  readonly phase: Phase;
  readonly revealed: number; // how many cards of the last hand are face up (in a squeeze: on the table, face down or up): 0…6
  readonly squeeze: Squeeze | null; // while a squeezed coup is being opened; null otherwise (and after a reload)
  readonly hands: readonly HandRecord[]; // the session's hands, oldest first; the last is on the table
  readonly startingBankroll: Cents; // the bankroll the session started with, for session figures
  readonly settings: Settings;
  readonly message: Message | null; // the latest refusal or hint
  readonly scoreboardFrom: number; // the roads show hands after this hand number: 0
  readonly hold: Hold; // only a tab that holds the table changes or saves it: 'held'
  readonly shoe: ShoeInPlay | null; // the casino shoe, after its latest coup; null with a fresh shoe every hand
  readonly nextShoe?: NextShoe | null; // committed once the shoe in play has dealt its last coup: its commitment shows before its first bet
  readonly revealedShoes?: readonly RevealedShoe[]; // the session's ended shoes, their seeds revealed, oldest first; none: absent
  readonly applyUpdate: (() => void) | null; // a new version of the app is ready: this switches to it (reloads)
  /**
   * True only in the store's initial state: the fresh table the build prerenders and the page
   * hydrates against, before any save is read; money shown then is a placeholder. The store's
   * own state, read from the save at once, has false.
   */
  readonly unread: boolean;
  readonly placed: readonly Stakes[]; // the chips placed since the table was last dealt or cleared, for Undo (not saved)
}

export interface TableActions {
  adjustRailing(delta: number): void;
  placeBet(bet: Bet): void;
  clearBets(): void;
  /** The last hand's bets again, all or none. */
  rebet(): void;
  /** As much again on every bet on the table, all or none. */
  double(): void;
  /** Takes back the last chip placed (all of a Rebet's or a Double's chips). */
  undo(): void;
  /** Decides the whole coup and its settlement and saves them, before any card shows. */
  deal(): void;
  revealNext(): void;
  finishReveal(): void;
  /** Lifts the card being squeezed one step (Space); the last step opens it. */
  liftCard(): void;
  /** Opens the card being squeezed at once (a drag past halfway). */
  openCard(): void;
  pass(): void;
  takeFreshBankroll(): void;
  setSettings(settings: Partial<Settings>): void;
  /** Starts the roads afresh from the next hand; the history keeps every hand. */
  newScoreboard(): void;
  /** Takes the table over from the tab holding it, and reads the save afresh. */
  playHere(): void;
  /**
   * A committed-shoe move between hands, once the casino shoe's rules are here: the player's cut
   * (`cutShoe`), "Play this shoe again" (`replayShoe`), both in src/store/committedTable.ts, given
   * the table and how a new shoe is committed.
   */
  shoeMove(move: (table: TableState, commit: (shoe: number) => ShoeCommitment) => Partial<TableState>): void;
}

export type Table = TableState & TableActions;


export type TableStore = StoreApi<Table>;

function readSave(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(SAVE_KEY) ?? null;
  } catch {
    return null; // Storage can be unavailable (privacy modes); play goes on unsaved.
  }
}

/** The table's whole stake, main spots and side bets, as the variants' rules read it. */
export const tableBetsOf = (s: Pick<TableState, 'bets' | 'sideBets'>): TableBets => ({ ...NO_TABLE_BETS, ...s.bets, ...s.sideBets });

const sideTotal = (sideBets: BySideBet<Cents>): Cents => cents(SIDE_BETS.reduce((sum, bet) => sum + sideBets[bet], 0));

/** A new session's table with this bankroll, at the original game's defaults. */
const fresh = (bankroll: Cents): RestoredTable => ({
  bankroll,
  railing: LIMITS.railingMinimum,
  bets: NO_BETS,
  sideBets: NO_SIDE_BETS,
  startingBankroll: bankroll,
  settings: DEFAULT_SETTINGS,
  hands: [],
  scoreboardFrom: 0,
  shoe: null,
});

function restore(raw: string | null, casino: CasinoShoeRules | null, variants: VariantRules | null, freshBankroll?: Cents): { table: RestoredTable; message: Notice | null } {
  if (freshBankroll !== undefined) return { table: fresh(freshBankroll), message: null };
  if (raw === null) return { table: fresh(LIMITS.startingBankroll), message: null };
  const parsed = parseSavedTable(raw, casino, variants);
  if (parsed.ok) return { table: parsed.table, message: null };
  return { table: fresh(LIMITS.startingBankroll), message: { key: 'corruptSave', reason: parsed.reason } };
}

/** A table opened from a save: a hand interrupted by a reload was decided and paid when it was dealt, so it shows finished. */
function opened(table: RestoredTable): RestoredTable & Pick<TableState, 'phase' | 'revealed' | 'squeeze'> {
  return {
    ...table,
    squeeze: null,
    phase: table.hands.length > 0 ? 'settled' : 'betting',
    revealed: table.hands[table.hands.length - 1]?.coup.dealt.length ?? 0,
  };
}

/** Only the tab that holds the table changes it: in any other tab, every action leaves it as it is. */
const whileHeld =
  (create: StateCreator<Table>): StateCreator<Table> =>
  (set, get, api) =>
    create(((partial: Parameters<typeof set>[0]) => get().hold === 'held' && set(partial)) as typeof set, get, api);

/** The three main spots and the side bets of one TableBets, as the store keeps them. */
function splitBets(bets: TableBets): { bets: BySpot<Cents>; sideBets: BySideBet<Cents> } {
  return {
    bets: Object.fromEntries(SPOTS.map((spot) => [spot, bets[spot]])) as BySpot<Cents>,
    sideBets: Object.fromEntries(SIDE_BETS.map((bet) => [bet, bets[bet]])) as BySideBet<Cents>,
  };
}

/** Rules that come in a chunk of their own: at hand once loaded (or given), loaded when first needed. */
function lazyRules<R>(given: R | undefined, load: () => Promise<R>): { now: R | null; with(then: () => void): void } {
  const rules: { now: R | null; with(then: () => void): void } = {
    now: given ?? null,
    /** Runs `then` with the rules at hand, loading them first if need be. */
    with(then: () => void): void {
      if (rules.now !== null) return then();
      void load().then((loaded) => {
        rules.now = loaded;
        then();
      });
    },
  };
  return rules;
}

export function createTableStore(deps: TableDependencies): TableStore {
  const savedAtOpen = readSave(deps.storage);
  // The casino shoe's rules and the variants' come in chunks of their own, loaded when first needed.
  const casino = lazyRules(deps.casinoRules, deps.loadCasinoRules ?? loadCasinoShoeRules);
  const variants = lazyRules(deps.variantRules, deps.loadVariantRules ?? loadVariantRules);
  const { table, message } = restore(savedAtOpen, casino.now, variants.now, deps.freshBankroll);
  let messageId = 0;
  const say = (notice: Notice): { message: Message } => ({ message: { id: ++messageId, notice } });
  const lastHand = (state: TableState): HandRecord | undefined => state.hands[state.hands.length - 1];
  const rngForShoe = deps.rngForShoe ?? ((shoe: number) => deps.rngForHand(-shoe));
  /** A casino shoe's seed, commitment and default cut. */
  const commitFor = (rules: CasinoShoeRules, number: number): ShoeCommitment => rules.commitment(number, deps.seed ?? rngForShoe(number));
  /** A new committed casino shoe (the casino shoe's chunk); the roads start afresh with it. */
  const startShoe = (rules: CasinoShoeRules, s: TableState, settings: Settings, replay?: NextShoe) => rules.startCommittedShoe(s, settings, (n) => commitFor(rules, n), replay);

  // The initial state is the same for every page, save or none: the table the build prerenders
  // (a server render and a hydration render read the store's initial state). The save follows at once.
  const store = createStore<Table>()(whileHeld((set, get) => {
    /** Rebet's and Double's chips, all or none: the original game's bets and side bets alike. */
    const placeChips = (rules: VariantRules, stakes: Stakes): void => {
      const s = get();
      const placed = rules.placeStakes(s.bankroll, tableBetsOf(s), stakes, betsOffered(s.settings.game, s.settings.sideBets));
      if (!placed.ok) {
        const amount = cents(Object.values(stakes).reduce((sum, stake) => sum + stake, 0));
        return set(say(placed.reason === 'not-enough-money' ? { key: 'chipsNeedMore', amount } : { key: 'refused', reason: placed.reason }));
      }
      set({ bankroll: placed.bankroll, ...splitBets(placed.bets), message: null, placed: [...s.placed, stakes] });
    };
    return {
      ...opened(fresh(LIMITS.startingBankroll)),
      placed: [],
      hold: 'asking',
      applyUpdate: null,
      message: null,
      unread: true,

      adjustRailing: (delta) => set((s) => ({ railing: adjustRailing(s.railing, delta) })),

      placeBet: (bet) => {
        const s = get();
        if (s.phase === 'dealing') return;
        const offered = betsOffered(s.settings.game, s.settings.sideBets);
        if (!offered.includes(bet)) return set(say({ key: 'refused', reason: 'not-offered' }));
        if (isOriginalGame(s.settings)) {
          // The original game's path, exactly as it always was.
          const placed = placeBet(s.bankroll, s.bets, bet as Spot, s.railing);
          if (placed.ok) set({ bankroll: placed.bankroll, bets: placed.bets, message: null, placed: [...s.placed, { [bet]: s.railing }] });
          else set(say({ key: 'refused', reason: placed.reason }));
          return;
        }
        if (variants.now === null) return variants.with(() => get().placeBet(bet));
        const placed = variants.now.placeTableBet(s.bankroll, tableBetsOf(s), bet, s.railing, offered);
        if (placed.ok) set({ bankroll: placed.bankroll, ...splitBets(placed.bets), message: null, placed: [...s.placed, { [bet]: s.railing }] });
        else set(say({ key: 'refused', reason: placed.reason }));
      },

      rebet: () => {
        const s = get();
        if (s.phase === 'dealing') return;
        const last = lastHand(s);
        if (last === undefined) return set(say({ key: 'noLastHand' }));
        // Their rules come with the variants' (a small chunk, loaded on the first press if not before).
        if (variants.now === null) return variants.with(() => get().rebet());
        const stakes = variants.now.rebetStakes({ ...NO_TABLE_BETS, ...last.bets, ...last.sideBets }, tableBetsOf(s));
        if (Object.keys(stakes).length === 0) return set(say({ key: 'rebetOnTable' }));
        placeChips(variants.now, stakes);
      },

      double: () => {
        const s = get();
        if (s.phase === 'dealing') return;
        if (variants.now === null) return variants.with(() => get().double());
        const stakes = variants.now.doubleStakes(tableBetsOf(s));
        if (Object.keys(stakes).length === 0) return set(say({ key: 'refused', reason: 'no-bet' }));
        placeChips(variants.now, stakes);
      },

      undo: () => {
        const s = get();
        if (s.phase === 'dealing') return;
        const chips = s.placed[s.placed.length - 1];
        if (chips === undefined) return set(say({ key: 'nothingToUndo' }));
        const bets = tableBetsOf(s);
        const back = splitBets(byBet((bet) => cents(bets[bet] - (chips[bet] ?? 0))));
        const amount = BETS.reduce((sum, bet) => sum + (chips[bet] ?? 0), 0);
        set({ bankroll: cents(s.bankroll + amount), ...back, placed: s.placed.slice(0, -1), message: null });
      },

      clearBets: () => {
        const s = get();
        if (s.phase === 'dealing') return;
        set({ bankroll: cents(s.bankroll + totalBets(s.bets) + sideTotal(s.sideBets)), bets: NO_BETS, sideBets: NO_SIDE_BETS, message: null, placed: [] });
      },

      deal: () => {
        const s = get();
        if (s.phase === 'dealing') return;
        // Another game, or a side bet staked: the variants' rules check and settle the hand.
        const variant = s.settings.game !== 'punto-banco' || anySideBet(s.sideBets);
        if (variant && variants.now === null) return variants.with(() => get().deal());
        const allowed = variant && variants.now !== null ? variants.now.checkTableDeal(tableBetsOf(s), betsOffered(s.settings.game, s.settings.sideBets)) : checkDeal(s.bets);
        if (!allowed.ok) {
          // "Place a bet first" would ask the impossible of a player who cannot cover one.
          set(say(isBroke(s) ? { key: 'broke' } : { key: 'refused', reason: allowed.reason }));
          return;
        }
        const number = (lastHand(s)?.hand ?? 0) + 1;
        // A casino shoe deals on until its last coup; the next Deal shuffles and burns a new one.
        const rules = s.settings.shoe === 'casino' ? casino.now : null;
        if (s.settings.shoe === 'casino' && rules === null) {
          // Its rules are loaded with the table's options; should they still be on their way, deal once they are here.
          casino.with(() => get().deal());
          return;
        }
        const started = rules !== null && (s.shoe === null || s.shoe.shoe.finished) ? startShoe(rules, s, s.settings) : null;
        const inPlay = started?.shoe ?? s.shoe;
        const fromShoe = rules !== null && inPlay !== null ? rules.dealNextCoup(inPlay.shoe) : null;
        const coup = fromShoe?.coup ?? dealFromShuffledShoe(deps.rngForHand(number), s.settings.decks);
        const settlement = variant && variants.now !== null ? variants.now.settleCoup(tableBetsOf(s), coup, s.settings.game) : settle(s.bets, coup.winner);
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
          ...(fromShoe && inPlay ? { shoe: inPlay.number } : {}),
          ...(anySideBet(s.sideBets) ? { sideBets: s.sideBets } : {}),
          ...(s.settings.game === 'punto-banco' ? {} : { game: s.settings.game }),
        };
        // ?speed=instant and reduced motion skip the dealer's pace; a squeeze is still the player's to open.
        const instant = deps.instant === true || s.settings.dealSpeed === 'instant';
        const squeeze = s.settings.reveal === 'squeeze';
        set({
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
          ...(fromShoe && inPlay ? { shoe: { ...inPlay, shoe: fromShoe.shoe } } : {}),
          // The shoe's last coup: its seed is revealed, and the next shoe is committed before its first bet.
          ...(fromShoe?.last && rules ? { nextShoe: rules.nextShoe(inPlay!.number + 1, (n) => commitFor(rules, n)) } : {}),
        });
      },

      revealNext: () => {
        const s = get();
        const hand = lastHand(s);
        if (s.phase !== 'dealing' || hand === undefined) return;
        const total = hand.coup.dealt.length;
        if (s.squeeze !== null) {
          // In a squeeze the dealer puts the cards down face down; only the player opens them.
          if (dealerBringsCard({ squeeze: s.squeeze, arrived: s.revealed, total })) set({ revealed: s.revealed + 1 });
          return;
        }
        const revealed = Math.min(s.revealed + 1, total);
        set({ revealed, phase: revealed === total ? 'settled' : 'dealing' });
      },

      finishReveal: () => {
        const s = get();
        const hand = lastHand(s);
        if (s.phase !== 'dealing' || hand === undefined) return;
        set({ revealed: hand.coup.dealt.length, phase: 'settled', squeeze: null });
      },

      liftCard: () => {
        const s = get();
        const hand = lastHand(s);
        if (s.phase !== 'dealing' || s.squeeze === null || hand === undefined) return;
        if (cardToSqueeze({ squeeze: s.squeeze, arrived: s.revealed, total: hand.coup.dealt.length }) === null) return;
        if (s.squeeze.lift + 1 >= LIFT_STEPS) return get().openCard();
        set({ squeeze: { ...s.squeeze, lift: s.squeeze.lift + 1 } });
      },

      openCard: () => {
        const s = get();
        const hand = lastHand(s);
        if (s.phase !== 'dealing' || s.squeeze === null || hand === undefined) return;
        const total = hand.coup.dealt.length;
        if (cardToSqueeze({ squeeze: s.squeeze, arrived: s.revealed, total }) === null) return;
        const squeeze = { opened: s.squeeze.opened + 1, lift: 0 };
        if (allOpened({ squeeze, total })) return set({ revealed: total, phase: 'settled', squeeze: null });
        // At instant speed a third card the rules call for is down at once, ready to squeeze.
        const instant = deps.instant === true || s.settings.dealSpeed === 'instant';
        const arrives = instant && dealerBringsCard({ squeeze, arrived: s.revealed, total });
        set({ squeeze, revealed: arrives ? s.revealed + 1 : s.revealed });
      },

      pass: () => set(say({ key: 'pass' })),

      takeFreshBankroll: () => {
        const s = get();
        if (s.phase === 'dealing' || s.bankroll + totalBets(s.bets) + sideTotal(s.sideBets) >= LIMITS.minimumBet) return;
        set({ bankroll: LIMITS.startingBankroll, bets: NO_BETS, sideBets: NO_SIDE_BETS, placed: [], ...say({ key: 'freshBankroll' }) });
      },

      setSettings: (change) => {
        const before = get();
        const newGame = (change.game ?? before.settings.game) !== before.settings.game || (change.sideBets ?? before.settings.sideBets) !== before.settings.sideBets;
        if (newGame) {
          // The game and the side bets change only between hands; bets the new table does not offer go home.
          if (before.phase === 'dealing') return set(say({ key: 'gameBetweenHands' }));
          const settings = { ...before.settings, game: change.game ?? before.settings.game, sideBets: change.sideBets ?? before.settings.sideBets };
          const offered = betsOffered(settings.game, settings.sideBets);
          const removed = SIDE_BETS.filter((bet) => before.sideBets[bet] !== 0 && !offered.includes(bet));
          const returned = cents(removed.reduce((sum, bet) => sum + before.sideBets[bet], 0));
          const sideBets = Object.fromEntries(SIDE_BETS.map((bet) => [bet, removed.includes(bet) ? cents(0) : before.sideBets[bet]])) as BySideBet<Cents>;
          // Chips of the bets sent home can no longer be taken back; the others can.
          const placed = before.placed.map((chips) => Object.fromEntries(Object.entries(chips).filter(([bet]) => !removed.includes(bet as SideBet))));
          set({ settings, sideBets, placed, bankroll: cents(before.bankroll + returned), ...(removed.length > 0 ? say({ key: 'betsReturned', bets: removed, amount: returned }) : {}) });
          // Loaded now, so the first bet or deal under the new table does not wait for them.
          if (!isOriginalGame(settings)) variants.with(() => undefined);
        }
        const s = get();
        const settings = { ...s.settings, ...change };
        const newShoe = settings.shoe !== s.settings.shoe || settings.decks !== s.settings.decks;
        if (!newShoe) return set({ settings });
        // The shoe changes only between hands, and a new choice means a new shoe.
        if (s.phase === 'dealing') return set(say({ key: 'betweenHands' }));
        // A new shoe reveals the seed of the one it replaces.
        // (A next shoe already committed stays committed: it is the next shoe whatever the decks.)
        const revealedShoes = casino.now?.revealing(s);
        if (settings.shoe !== 'casino') return set({ settings, shoe: null, revealedShoes });
        if (casino.now !== null) return set({ settings, ...startShoe(casino.now, s, settings) });
        // The choice shows at once; the shoe is shuffled and burned as soon as its rules are here.
        set({ settings, shoe: null, revealedShoes });
        casino.with(() => {
          const now = get();
          if (casino.now !== null && now.settings.shoe === 'casino' && now.shoe === null && now.phase !== 'dealing') set(startShoe(casino.now, now, now.settings));
        });
      },

      newScoreboard: () => set((s) => ({ scoreboardFrom: lastHand(s)?.hand ?? 0 })),

      playHere: () => takeTable(true),

      shoeMove: (move) => {
        const s = get();
        const rules = casino.now;
        if (rules !== null && s.phase !== 'dealing') set(move(s, (n) => commitFor(rules, n)));
      },
    };
  }));
  store.setState({ ...opened(table), message: message === null ? null : say(message).message, unread: false });

  const save = (s: TableState): void => {
    try {
      deps.storage?.setItem(SAVE_KEY, JSON.stringify(toSaved(s, casino.now)));
    } catch {
      // A full or unavailable storage loses the save, never the game.
    }
  };
  store.subscribe((s, before) => {
    if (s.hold !== 'held') return; // a tab that does not hold the table never writes
    if (
      s.hold !== before.hold ||
      s.bankroll !== before.bankroll ||
      s.railing !== before.railing ||
      s.bets !== before.bets ||
      s.sideBets !== before.sideBets ||
      s.hands !== before.hands ||
      s.settings !== before.settings ||
      s.startingBankroll !== before.startingBankroll ||
      s.scoreboardFrom !== before.scoreboardFrom ||
      s.shoe !== before.shoe // the next shoe and the revealed shoes change only with it, or with the hands
    ) {
      save(s);
    }
  });

  // One table, however many tabs: each answer of the lock shows the save as it is now (another
  // tab may have played since this page read it), except a ?bankroll= session, which only the
  // tab that gets the table as it opens starts. A superseded request's answers are ignored.
  const lock: TableLock = deps.lock ?? { request: (_steal, answer) => answer(true) };
  let requests = 0;
  const reopened = (raw: string | null): Partial<TableState> => {
    const { table, message } = restore(raw, casino.now, variants.now);
    return { ...opened(table), placed: [], message: message === null ? null : say(message).message };
  };
  function takeTable(steal: boolean): void {
    if (store.getState().hold === 'held') return;
    const request = ++requests;
    lock.request(
      steal,
      (held) => readTable(request, (raw) => {
        // The table this page opened with stands if nothing was saved since, or if it is a ?bankroll= session and this tab got the table.
        const keep = request === 1 && (deps.freshBankroll === undefined ? raw === savedAtOpen : held);
        store.setState({ ...(keep ? {} : reopened(raw)), hold: held ? 'held' : 'elsewhere' });
        if (held && request === 1) applyAddressOptions();
      }),
      () => readTable(request, (raw) => store.setState({ ...reopened(raw), hold: 'elsewhere' })),
    );
  }
  /**
   * Reads the save as it is now, for the latest request only. Another tab may have dealt from a
   * casino shoe since this page opened: that save is read with the shoe's rules, loaded first.
   */
  function readTable(request: number, then: (raw: string | null) => void): void {
    if (request !== requests) return;
    if (casino.now === null && saveNeedsCasinoShoe(readSave(deps.storage))) return casino.with(() => readTable(request, then));
    if (variants.now === null && saveNeedsVariantRules(readSave(deps.storage))) return variants.with(() => readTable(request, then));
    then(readSave(deps.storage));
  }
  // The address's options act as choosing them in the menu would, in the tab that plays.
  function applyAddressOptions(): void {
    if (deps.options !== undefined && Object.keys(deps.options).length > 0) store.getState().setSettings(deps.options);
    if (deps.unknownOptions !== undefined && deps.unknownOptions.length > 0) store.setState(say({ key: 'unknownOptions', named: deps.unknownOptions }));
  }
  takeTable(false);
  return store;
}
