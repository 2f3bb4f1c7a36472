/**
 * The reader: a save is untrusted text until every field has been checked and every saved hand
 * replayed through the rules. Older versions are brought up to the current one first (MIGRATIONS).
 */
import {
  betsOffered,
  cents,
  checkDeal,
  coupFromCards,
  GAMES,
  LIMITS,
  NO_TABLE_BETS,
  parseCard,
  settle,
  SHOE_DECKS,
  SIDE_BETS,
  totalBets,
  type BySideBet,
  type BySpot,
  type Card,
  type Cents,
  type Game,
  isOriginalGame as isOriginalBets,
} from '../rules';
import type { SaveRefusal, SavedAmount } from '../table/notices';
import { totalOnTable, type RestoredTable } from '../table/state';
import {
  anySideBet,
  DEAL_SPEEDS,
  DEFAULT_SETTINGS,
  isLanguage,
  MAX_SAVED_HANDS,
  NO_SIDE_BETS,
  REVEALS,
  SHOE_KINDS,
  type DealSpeed,
  type HandRecord,
  type Reveal,
  type Settings,
  type ShoeInPlay,
} from '../table/vocabulary';
import type { CasinoShoeRules, VariantRules } from './chunks';
import { SAVE_VERSION } from './format';
import { readPastShoes } from './pastShoes';

export type ParsedSave =
  { readonly ok: true; readonly table: RestoredTable } | { readonly ok: false; readonly reason: SaveRefusal };

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
  return Object.fromEntries(
    SIDE_BETS.map((bet) => [bet, money(value[bet] ?? 0, { of: 'bet', bet, hand })]),
  ) as BySideBet<Cents>;
}

/** Main bets and side bets together within the limits of a table of `game` with side bets (the variants' rules check them). */
function checkVariantBets(
  main: BySpot<Cents>,
  side: BySideBet<Cents>,
  game: Game,
  rules: VariantRules | null,
  hand: number | null,
): void {
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
  if (shoe !== undefined && previous?.shoe !== undefined && shoe < previous.shoe)
    refuse({ key: 'earlier-shoe', hand: at });
  return {
    hand: number,
    coup,
    bets: stakes,
    settlement:
      variant && rules !== null
        ? rules.settleCoup({ ...NO_TABLE_BETS, ...stakes, ...sideBets }, coup, game as Game)
        : settle(stakes, coup.winner),
    balanceAfter: money(value.balanceAfter, { of: 'balanceAfter', hand: at }),
    ...(shoe === undefined ? {} : { shoe }),
    ...(anySideBet(sideBets) ? { sideBets } : {}),
    ...(game === 'punto-banco' ? {} : { game: game as Game }),
  };
}

const isShoeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

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
  if (!(DEAL_SPEEDS as readonly unknown[]).includes(dealSpeed))
    refuse({ key: 'option-not-offered', option: 'dealSpeed' });
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
function shoeInPlay(
  value: unknown,
  settings: Settings,
  hands: readonly HandRecord[],
  rules: CasinoShoeRules | null,
): ShoeInPlay | null {
  if (value === undefined) return null;
  if (!isRecord(value) || !isShoeNumber(value.number)) refuse({ key: 'shoe-no-number' });
  if (rules === null) refuse({ key: 'casino-unreadable' });
  const read = rules.readSavedShoe(
    { ...value, number: value.number },
    settings,
    hands,
    hands.length === MAX_SAVED_HANDS,
  );
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
export function parseSavedTable(
  raw: unknown,
  casino: CasinoShoeRules | null = null,
  variants: VariantRules | null = null,
): ParsedSave {
  try {
    let data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (!isRecord(data)) refuse({ key: 'not-a-table' });
    while (typeof data.version === 'number' && data.version < SAVE_VERSION && MIGRATIONS[data.version]) {
      data = MIGRATIONS[data.version]!(data);
      if (!isRecord(data)) refuse({ key: 'not-a-table' });
    }
    if (data.version !== SAVE_VERSION) refuse({ key: 'unknown-version', version: String(data.version) });
    // The bankroll first: a save whose bankroll is wrong is refused for its bankroll, whatever else it lacks.
    const bankroll = money(data.bankroll, { of: 'bankroll' });
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
    if (
      typeof scoreboardFrom !== 'number' ||
      !Number.isSafeInteger(scoreboardFrom) ||
      scoreboardFrom < 0 ||
      scoreboardFrom > lastHand
    ) {
      refuse({ key: 'scoreboard-start' });
    }
    const sideOnTable = sideBetsOf(data.sideBets, null);
    const onTable =
      anySideBet(sideOnTable) || !isOriginalBets(settings) ? mainBets(data.bets, null) : bets(data.bets, null);
    if (anySideBet(sideOnTable) || !isOriginalBets(settings)) {
      const offered = betsOffered(settings.game, settings.sideBets);
      if (SIDE_BETS.some((bet) => sideOnTable[bet] !== 0 && !offered.includes(bet)))
        refuse({ key: 'side-bet-not-offered' });
      if (totalOnTable({ bets: onTable, sideBets: sideOnTable }) > 0)
        checkVariantBets(onTable, sideOnTable, settings.game, variants, null);
    }
    const balance = hands[hands.length - 1]?.balanceAfter ?? startingBankroll;
    if (!balanceFollows(balance, bankroll + totalOnTable({ bets: onTable, sideBets: sideOnTable }), 0)) {
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
        ...readPastShoes(data.pastShoes, hands),
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.refusal };
    if (error instanceof SyntaxError) return { ok: false, reason: { key: 'not-json' } };
    throw error;
  }
}
