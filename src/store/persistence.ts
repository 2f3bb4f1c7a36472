import {
  cents,
  checkDeal,
  coupFromCards,
  formatCard,
  LIMITS,
  parseCard,
  settle,
  SHOE_DECKS,
  totalBets,
  type SavedShoe,
  type BySpot,
  type Card,
  type Cents,
  type BySideBet,
  type Bet,
  type Game,
  betsOffered,
  GAMES,
  NO_TABLE_BETS,
  SIDE_BETS,
} from '../rules';
import { isLanguage } from '../i18n/languages';
import { DEAL_SPEEDS, isOriginalGame as isOriginalBets, REVEALS, SHOE_KINDS, type CasinoShoeRules, type DealSpeed, type Reveal, type HandRecord, type NextShoe, type RevealedShoe, type Settings, type ShoeInPlay, type VariantRules } from './types';

/** Where the table is saved in localStorage. */
export const SAVE_KEY = 'baccarat.table';
/**
 * Version 3 adds the table options, the casino shoe, the game, the side bets and the language
 * (only once chosen: until then the table follows the browser's preferred language). A table at the original game's
 * defaults still saves as version 2, field for field, so its save reads back in any build.
 */
export const SAVE_VERSION = 3;
/** The hands kept, in the store and in the save: enough for any session, small enough for localStorage. */
export const MAX_SAVED_HANDS = 5000;

/** What is saved: chosen fields only, and cards rather than anything derived from them. */
export interface SavedTableV3 extends Omit<SavedTableV2, 'version' | 'hands'> {
  readonly version: 3;
  readonly hands: readonly (SavedHand & { readonly shoe?: number; readonly sideBets?: BySideBet<number>; readonly game?: Game })[];
  /** The side bets on the table, when any is staked. */
  readonly sideBets?: BySideBet<number>;
  /** The casino shoe on the table, when the Shoe option is a casino shoe; a committed shoe's seed (secret until it ends), commitment and cut too. */
  readonly shoe?: { readonly number: number; readonly replayOf?: number } & SavedShoe & Partial<SavedCommitment>;
  /** The next casino shoe, committed once the shoe on the table has dealt its last coup. */
  readonly nextShoe?: { readonly number: number; readonly replayOf?: number } & SavedCommitment;
  /** The shoes whose seeds are revealed, oldest first, with the cards dealt from each. */
  readonly revealedShoes?: readonly ({ readonly number: number; readonly decks: number; readonly cards: string; readonly replayOf?: number } & SavedCommitment)[];
}

/** A committed shoe's seed, commitment and cut, as saved. */
export interface SavedCommitment {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly cut: string;
}

/** Version 2 had only the original game's table. */
export interface SavedTableV2 extends Omit<SavedTableV1, 'version'> {
  readonly version: 2;
  /** The roads show the hands played after this hand number (0: the whole session). */
  readonly scoreboardFrom: number;
}

/**
 * The options as saved: the original game's Instant deal box, and each later option only when
 * it is not the original game's (a save from before them reads as the original game).
 */
export type SavedSettings = Omit<Settings, 'dealSpeed' | 'reveal'> & {
  readonly instantDeal: boolean;
  readonly dealSpeed?: 'slow' | 'fast';
  readonly reveal?: 'squeeze';
};

/** Version 1 had no scoreboard. */
export interface SavedTableV1 {
  readonly version: 1;
  readonly bankroll: number;
  readonly railing: number;
  readonly bets: BySpot<number>;
  readonly startingBankroll: number;
  readonly settings: SavedSettings | Pick<SavedSettings, 'instantDeal'>;
  readonly hands: readonly SavedHand[];
}

export interface SavedHand {
  readonly hand: number;
  /** The cards in dealing order, in the card notation: `4S 3H KD 6C`. */
  readonly cards: string;
  readonly bets: BySpot<number>;
  /** Bankroll plus bets left on the table once the hand was settled. */
  readonly balanceAfter: number;
}

/** The table as the store holds it, once a save has been accepted. */
export interface RestoredTable {
  readonly bankroll: Cents;
  readonly railing: Cents;
  readonly bets: BySpot<Cents>;
  readonly sideBets: BySideBet<Cents>;
  readonly startingBankroll: Cents;
  readonly settings: Settings;
  readonly hands: readonly HandRecord[];
  readonly scoreboardFrom: number;
  readonly shoe: ShoeInPlay | null;
  readonly nextShoe?: NextShoe | null; // committed once the shoe on the table has dealt its last coup
  readonly revealedShoes?: readonly RevealedShoe[]; // oldest first
}

export type ParsedSave = { readonly ok: true; readonly table: RestoredTable } | { readonly ok: false; readonly reason: SaveRefusal };

/** A saved amount of money, by what it is; `hand` is the saved hand's place in the history (1 for the first), null for the table now. */
export type SavedAmount =
  | { readonly of: 'railing' | 'startingBankroll' | 'bankroll' }
  | { readonly of: 'balanceAfter'; readonly hand: number }
  | { readonly of: 'bet'; readonly bet: Bet; readonly hand: number | null };

/**
 * Why a save was refused, as data: which check failed and where. The player reads it in the
 * table's language (`saveRefusal` in src/i18n); `shoe-unreadable` carries the casino shoe
 * reader's own reason, in English.
 */
export type SaveRefusal =
  | { readonly key: 'not-money' | 'too-much'; readonly amount: SavedAmount }
  | { readonly key: 'bets-break-limits' | 'bets-missing' | 'side-bets-unreadable'; readonly hand: number | null }
  | {
      readonly key:
        | 'not-a-hand'
        | 'no-number'
        | 'out-of-order'
        | 'no-cards'
        | 'not-a-coup'
        | 'game-not-offered'
        | 'no-bet'
        | 'shoe-not-a-number'
        | 'earlier-shoe'
        | 'balance-does-not-follow';
      readonly hand: number;
    }
  | { readonly key: 'not-a-card'; readonly hand: number; readonly card: string }
  | { readonly key: 'option-not-offered'; readonly option: 'shoe' | 'decks' | 'game' | 'sideBets' | 'dealSpeed' | 'reveal' }
  | { readonly key: 'unknown-version'; readonly version: string }
  | { readonly key: 'shoe-unreadable'; readonly detail: string }
  | {
      readonly key:
        | 'not-json'
        | 'not-a-table'
        | 'variants-unreadable'
        | 'settings-missing'
        | 'settings-unreadable'
        | 'language-unknown'
        | 'shoe-no-number'
        | 'casino-unreadable'
        | 'shoe-mismatch'
        | 'hand-from-later-shoe'
        | 'shoe-hands-mismatch'
        | 'shoe-cards-mismatch'
        | 'shoe-not-last'
        | 'railing-outside'
        | 'history-missing'
        | 'scoreboard-start'
        | 'bankroll-mismatch'
        | 'side-bet-not-offered';
    };

export const DEFAULT_SETTINGS: Settings = { dealSpeed: 'normal', reveal: 'deal', shoe: 'fresh', decks: 8, game: 'punto-banco', sideBets: false };

/** No side bet staked. */
export const NO_SIDE_BETS: BySideBet<Cents> = Object.fromEntries(SIDE_BETS.map((bet) => [bet, cents(0)])) as Record<(typeof SIDE_BETS)[number], Cents>;

export const anySideBet = (sideBets: BySideBet<number> | undefined): boolean => sideBets !== undefined && SIDE_BETS.some((bet) => sideBets[bet] !== 0);

/** A played hand never changes: each is written out once, not on every save of a long session. */
const savedHands = new WeakMap<HandRecord, SavedHand>();

function savedHand(record: HandRecord): SavedHand {
  let saved = savedHands.get(record);
  if (saved === undefined) {
    saved = {
      hand: record.hand,
      cards: record.coup.dealt.map((d) => formatCard(d.card)).join(' '),
      bets: record.bets,
      balanceAfter: record.balanceAfter,
      ...(record.shoe === undefined ? {} : { shoe: record.shoe }),
      ...(anySideBet(record.sideBets) ? { sideBets: record.sideBets } : {}),
      ...(record.game === undefined ? {} : { game: record.game }),
    };
    savedHands.set(record, saved);
  }
  return saved;
}

/**
 * The settings as a save holds them: `instantDeal`, as the original game has always written it,
 * and the newer options only when they are not the original game's.
 */
function savedSettings(settings: Settings): SavedSettings {
  const { dealSpeed, reveal, ...rest } = settings;
  return {
    instantDeal: dealSpeed === 'instant',
    ...(dealSpeed === 'slow' || dealSpeed === 'fast' ? { dealSpeed } : {}),
    ...(reveal === 'deal' ? {} : { reveal }),
    ...rest,
  };
}

const isOriginalGame = (table: RestoredTable): boolean =>
  table.shoe === null &&
  (table.settings.dealSpeed === 'normal' || table.settings.dealSpeed === 'instant') &&
  table.settings.reveal === 'deal' &&
  table.settings.shoe === DEFAULT_SETTINGS.shoe &&
  table.settings.decks === DEFAULT_SETTINGS.decks &&
  table.settings.language === undefined &&
  isOriginalBets(table.settings) &&
  !anySideBet(table.sideBets) &&
  table.hands.every((h) => h.shoe === undefined && h.game === undefined && !anySideBet(h.sideBets));

export function toSaved(table: RestoredTable, casino: CasinoShoeRules | null = null): SavedTableV2 | SavedTableV3 {
  const common = {
    scoreboardFrom: table.scoreboardFrom,
    bankroll: table.bankroll,
    railing: table.railing,
    bets: table.bets,
    startingBankroll: table.startingBankroll,
    hands: table.hands.slice(-MAX_SAVED_HANDS).map(savedHand),
  };
  if (isOriginalGame(table)) return { version: 2, ...common, settings: { instantDeal: table.settings.dealSpeed === 'instant' } };
  return {
    version: 3,
    ...common,
    settings: savedSettings(table.settings),
    ...(anySideBet(table.sideBets) ? { sideBets: table.sideBets } : {}),
    // The casino shoe, the next shoe and the revealed shoes, written by the casino shoe's chunk (loaded whenever there are any).
    ...casino?.savedShoes(table),
  };
}

class Refusal extends Error {
  constructor(readonly refusal: SaveRefusal) {
    super(refusal.key);
  }
}

function refuse(refusal: SaveRefusal): never {
  throw new Refusal(refusal);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function money(value: unknown, amount: SavedAmount): Cents {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) refuse({ key: 'not-money', amount });
  if (value > LIMITS.maximumBankroll) refuse({ key: 'too-much', amount });
  return cents(value);
}

/** The bets on the spots of saved hand `hand` (its place in the history), or on the table now (null). */
function bets(value: unknown, hand: number | null): BySpot<Cents> {
  const parsed = mainBets(value, hand);
  if (totalBets(parsed) > 0 && !checkDeal(parsed).ok) refuse({ key: 'bets-break-limits', hand });
  return parsed;
}

/** The three main spots' amounts, unchecked against the limits. */
function mainBets(value: unknown, hand: number | null): BySpot<Cents> {
  if (!isRecord(value)) refuse({ key: 'bets-missing', hand });
  return {
    player: money(value.player, { of: 'bet', bet: 'player', hand }),
    banker: money(value.banker, { of: 'bet', bet: 'banker', hand }),
    tie: money(value.tie, { of: 'bet', bet: 'tie', hand }),
  };
}

function cards(value: unknown, hand: number): Card[] {
  if (typeof value !== 'string') refuse({ key: 'no-cards', hand });
  return value.split(' ').map((card) => parseCard(card) ?? refuse({ key: 'not-a-card', hand, card }));
}

/** The side bets of saved hand `hand`, or on the table now (null), each an amount of money; none when the save has none. */
function sideBetsOf(value: unknown, hand: number | null): BySideBet<Cents> {
  if (value === undefined) return NO_SIDE_BETS;
  if (!isRecord(value)) refuse({ key: 'side-bets-unreadable', hand });
  return Object.fromEntries(SIDE_BETS.map((bet) => [bet, money(value[bet] ?? 0, { of: 'bet', bet, hand })])) as BySideBet<Cents>;
}

/** Main bets and side bets together within the limits of a table of `game` with side bets (the variants' rules check them). */
function checkVariantBets(main: BySpot<Cents>, side: BySideBet<Cents>, game: Game, rules: VariantRules | null, hand: number | null): void {
  if (rules === null) refuse({ key: 'variants-unreadable' });
  const all = { ...NO_TABLE_BETS, ...main, ...side };
  if (!rules.checkTableDeal(all, betsOffered(game, true)).ok) refuse({ key: 'bets-break-limits', hand });
}

function hand(value: unknown, index: number, previous: HandRecord | undefined, rules: VariantRules | null): HandRecord {
  const at = index + 1; // the hand's place in the saved history
  if (!isRecord(value)) refuse({ key: 'not-a-hand', hand: at });
  const number = value.hand;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) refuse({ key: 'no-number', hand: at });
  if (previous !== undefined && number !== previous.hand + 1) refuse({ key: 'out-of-order', hand: at });
  const coup = coupFromCards(cards(value.cards, at)) ?? refuse({ key: 'not-a-coup', hand: at });
  const game = value.game ?? 'punto-banco';
  if (!(GAMES as readonly unknown[]).includes(game)) refuse({ key: 'game-not-offered', hand: at });
  const sideBets = sideBetsOf(value.sideBets, at);
  // Another game or side bets: the limits and the payouts are the variants' rules'.
  const variant = game !== 'punto-banco' || anySideBet(sideBets);
  const stakes = variant ? mainBets(value.bets, at) : bets(value.bets, at);
  if (variant) checkVariantBets(stakes, sideBets, game as Game, rules, at);
  else if (totalBets(stakes) === 0) refuse({ key: 'no-bet', hand: at });
  const shoe = value.shoe;
  if (shoe !== undefined && !isShoeNumber(shoe)) refuse({ key: 'shoe-not-a-number', hand: at });
  if (shoe !== undefined && previous?.shoe !== undefined && shoe < previous.shoe) refuse({ key: 'earlier-shoe', hand: at });
  return {
    hand: number,
    coup,
    bets: stakes,
    settlement: variant && rules !== null ? rules.settleCoup({ ...NO_TABLE_BETS, ...stakes, ...sideBets }, coup, game as Game) : settle(stakes, coup.winner),
    balanceAfter: money(value.balanceAfter, { of: 'balanceAfter', hand: at }),
    ...(shoe === undefined ? {} : { shoe }),
    ...(anySideBet(sideBets) ? { sideBets } : {}),
    ...(game === 'punto-banco' ? {} : { game: game as Game }),
  };
}

const totalSide = (sideBets: BySideBet<Cents>): number => SIDE_BETS.reduce((sum, bet) => sum + sideBets[bet], 0);

const isShoeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** The table options; a save from before they existed has the original game's. */
function settingsOf(value: unknown): Settings {
  const settings = isRecord(value) ? value : refuse({ key: 'settings-missing' });
  if (typeof settings.instantDeal !== 'boolean') refuse({ key: 'settings-unreadable' });
  const shoe = settings.shoe ?? DEFAULT_SETTINGS.shoe;
  if (!(SHOE_KINDS as readonly unknown[]).includes(shoe)) refuse({ key: 'option-not-offered', option: 'shoe' });
  const decks = settings.decks ?? DEFAULT_SETTINGS.decks;
  if (!(SHOE_DECKS as readonly unknown[]).includes(decks)) refuse({ key: 'option-not-offered', option: 'decks' });
  const game = settings.game ?? DEFAULT_SETTINGS.game;
  if (!(GAMES as readonly unknown[]).includes(game)) refuse({ key: 'option-not-offered', option: 'game' });
  const sideBets = settings.sideBets ?? DEFAULT_SETTINGS.sideBets;
  if (typeof sideBets !== 'boolean') refuse({ key: 'option-not-offered', option: 'sideBets' });
  const language = settings.language;
  if (language !== undefined && !isLanguage(language)) refuse({ key: 'language-unknown' });
  // A save from before the deal speeds has only the Instant deal box.
  const dealSpeed = settings.dealSpeed ?? (settings.instantDeal ? 'instant' : 'normal');
  if (!(DEAL_SPEEDS as readonly unknown[]).includes(dealSpeed)) refuse({ key: 'option-not-offered', option: 'dealSpeed' });
  const reveal = settings.reveal ?? DEFAULT_SETTINGS.reveal;
  if (!(REVEALS as readonly unknown[]).includes(reveal)) refuse({ key: 'option-not-offered', option: 'reveal' });
  return {
    dealSpeed: dealSpeed as DealSpeed,
    reveal: reveal as Reveal,
    shoe: shoe as Settings['shoe'],
    decks: decks as Settings['decks'],
    game: game as Game,
    sideBets,
    ...(language === undefined ? {} : { language }),
  };
}

/** The casino shoe on the table, read by the shoe's own chunk (which the caller loads for a save that needs it). */
function shoeInPlay(value: unknown, settings: Settings, hands: readonly HandRecord[], rules: CasinoShoeRules | null): ShoeInPlay | null {
  if (value === undefined) return null;
  if (!isRecord(value) || !isShoeNumber(value.number)) refuse({ key: 'shoe-no-number' });
  if (rules === null) refuse({ key: 'casino-unreadable' });
  const read = rules.readSavedShoe({ ...value, number: value.number }, settings, hands, hands.length === MAX_SAVED_HANDS);
  return read.ok ? read.shoe : refuse(read.refusal);
}

/**
 * Whether money can have gone from `before` to `after` between two moments of a session:
 * only by a hand's result, or by the fresh bankroll the table offers a player who is out.
 */
function balanceFollows(before: Cents, after: number, net: number): boolean {
  return after === before + net || (before < LIMITS.minimumBet && after === LIMITS.startingBankroll + net);
}

/** Brings an older save up to the current version, one version at a time. */
const MIGRATIONS: Readonly<Record<number, (save: Record<string, unknown>) => Record<string, unknown>>> = {
  1: (v1) => ({ ...v1, version: 2, scoreboardFrom: 0 }),
  // Version 3 only adds what version 2 did not have; its reader fills in the defaults.
  2: (v2) => ({ ...v2, version: 3 }),
};

/**
 * Reads a save back: the raw JSON is untrusted until every field has been checked and every
 * saved hand replayed through the rules. Anything else is refused with the reason.
 */
export function parseSavedTable(raw: unknown, casino: CasinoShoeRules | null = null, variants: VariantRules | null = null): ParsedSave {
  try {
    let data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (!isRecord(data)) refuse({ key: 'not-a-table' });
    while (typeof data.version === 'number' && data.version < SAVE_VERSION && MIGRATIONS[data.version]) {
      data = MIGRATIONS[data.version]!(data);
      if (!isRecord(data)) refuse({ key: 'not-a-table' });
    }
    if (data.version !== SAVE_VERSION) refuse({ key: 'unknown-version', version: String(data.version) });
    const railing = money(data.railing, { of: 'railing' });
    if (railing < LIMITS.railingMinimum || railing > LIMITS.railingMaximum) refuse({ key: 'railing-outside' });
    const settings = settingsOf(data.settings);
    if (!Array.isArray(data.hands)) refuse({ key: 'history-missing' });
    const startingBankroll = money(data.startingBankroll, { of: 'startingBankroll' });
    const hands: HandRecord[] = [];
    data.hands.forEach((h, i) => {
      const record = hand(h, i, hands[i - 1], variants);
      // The first hand of the session starts from the starting bankroll; a history trimmed
      // to its newest hands starts from a balance the save no longer holds.
      const before = hands[i - 1]?.balanceAfter ?? (record.hand === 1 ? startingBankroll : null);
      if (before !== null && !balanceFollows(before, record.balanceAfter, record.settlement.net)) {
        refuse({ key: 'balance-does-not-follow', hand: i + 1 });
      }
      hands.push(record);
    });
    const scoreboardFrom = data.scoreboardFrom;
    const lastHand = hands[hands.length - 1]?.hand ?? 0;
    if (typeof scoreboardFrom !== 'number' || !Number.isSafeInteger(scoreboardFrom) || scoreboardFrom < 0 || scoreboardFrom > lastHand) {
      refuse({ key: 'scoreboard-start' });
    }
    const bankroll = money(data.bankroll, { of: 'bankroll' });
    const sideOnTable = sideBetsOf(data.sideBets, null);
    const onTable = anySideBet(sideOnTable) || !isOriginalBets(settings) ? mainBets(data.bets, null) : bets(data.bets, null);
    if (anySideBet(sideOnTable) || !isOriginalBets(settings)) {
      const offered = betsOffered(settings.game, settings.sideBets);
      if (SIDE_BETS.some((bet) => sideOnTable[bet] !== 0 && !offered.includes(bet))) refuse({ key: 'side-bet-not-offered' });
      if (totalBets(onTable) + totalSide(sideOnTable) > 0) checkVariantBets(onTable, sideOnTable, settings.game, variants, null);
    }
    const balance = hands[hands.length - 1]?.balanceAfter ?? startingBankroll;
    if (!balanceFollows(balance, bankroll + totalBets(onTable) + totalSide(sideOnTable), 0)) {
      refuse({ key: 'bankroll-mismatch' });
    }
    return {
      ok: true,
      table: {
        bankroll,
        railing,
        bets: onTable,
        sideBets: sideOnTable,
        startingBankroll,
        settings,
        hands,
        scoreboardFrom,
        shoe: shoeInPlay(data.shoe, settings, hands, casino),
        // Read with the casino shoe's rules; a save that has them asks for those rules (saveNeedsCasinoShoe).
        ...casino?.readCommitments(data),
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.refusal };
    if (error instanceof SyntaxError) return { ok: false, reason: { key: 'not-json' } };
    throw error;
  }
}

