/**
 * The writer: the table's saved fields (SAVED_FIELDS, the one list) as the save holds them. A
 * table at the original game's defaults saves as version 2, field for field, so any build reads it.
 */
import { formatCard, isOriginalGame, type Shoe } from '../rules';
import type { RestoredTable } from '../table/state';
import {
  anySideBet,
  DEFAULT_SETTINGS,
  MAX_SAVED_HANDS,
  type HandRecord,
  type RevealedShoe,
  type Settings,
  type ShoeInPlay,
} from '../table/vocabulary';
import type { SavedHand, SavedSettings, SavedTableV2, SavedTableV3 } from './format';

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

/** A shoe's cards never change: they are written out once per shoe, not on every save. */
const savedShoeCards = new WeakMap<Shoe['order'], string>();

/** The shoe in play: a committed shoe's seed stays secret until it ends, and is kept in the save only. */
function savedShoe({ number, shoe, committed, replayOf }: ShoeInPlay): SavedTableV3['shoe'] {
  let cards = savedShoeCards.get(shoe.order);
  if (cards === undefined) {
    cards = shoe.order.map(formatCard).join(' '); // as parseShoe reads it back
    savedShoeCards.set(shoe.order, cards);
  }
  return { number, cards, coups: shoe.coups, ...committed, ...(replayOf === undefined ? {} : { replayOf }) };
}

type SavedRevealed = NonNullable<SavedTableV3['revealedShoes']>[number];
/** A revealed shoe never changes: written out once. */
const savedRevealed = new WeakMap<RevealedShoe, SavedRevealed>();

function savedRevealedShoe(r: RevealedShoe): SavedRevealed {
  let saved = savedRevealed.get(r);
  if (saved === undefined) {
    saved = {
      number: r.number,
      decks: r.decks,
      ...r.committed,
      cards: r.cards.map(formatCard).join(' '),
      ...(r.replayOf === undefined ? {} : { replayOf: r.replayOf }),
    };
    savedRevealed.set(r, saved);
  }
  return saved;
}

/** The casino shoes' part of the save: the shoe in play, the next shoe (committed), the revealed shoes. */
function savedShoes({
  shoe,
  nextShoe,
  revealedShoes = [],
}: RestoredTable): Pick<SavedTableV3, 'shoe' | 'nextShoe' | 'revealedShoes'> {
  return {
    ...(shoe == null ? {} : { shoe: savedShoe(shoe) }),
    ...(nextShoe == null
      ? {}
      : {
          nextShoe: {
            number: nextShoe.number,
            ...nextShoe.committed,
            ...(nextShoe.replayOf === undefined ? {} : { replayOf: nextShoe.replayOf }),
          },
        }),
    ...(revealedShoes.length === 0 ? {} : { revealedShoes: revealedShoes.map(savedRevealedShoe) }),
  };
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

/** A list of hands as the save holds it: the hands, their JSON text, and whether all are the original game's. */
interface SavedList {
  readonly hands: readonly SavedHand[];
  readonly text: string;
  readonly original: boolean;
}

/** Each saved hand's JSON text, made once. */
const handTexts = new WeakMap<SavedHand, string>();

function handText(hand: SavedHand): string {
  let text = handTexts.get(hand);
  if (text === undefined) {
    text = JSON.stringify(hand);
    handTexts.set(hand, text);
  }
  return text;
}

/**
 * The table's list of hands as saved, made once per list: a bet changes the table but not its
 * hands, and a long session's save is mostly its hands (3,000 hands, 660 KB).
 */
const savedLists = new WeakMap<readonly HandRecord[], SavedList>();

function savedList(list: readonly HandRecord[]): SavedList {
  let saved = savedLists.get(list);
  if (saved === undefined) {
    const hands = list.slice(-MAX_SAVED_HANDS).map(savedHand);
    saved = {
      hands,
      text: `[${hands.map(handText).join(',')}]`,
      original: list.every((h) => h.shoe === undefined && h.game === undefined && !anySideBet(h.sideBets)),
    };
    savedLists.set(list, saved);
  }
  return saved;
}

const isOriginalTable = (table: RestoredTable): boolean =>
  table.shoe === null &&
  table.nextShoe == null &&
  (table.revealedShoes ?? []).length === 0 &&
  (table.settings.dealSpeed === 'normal' || table.settings.dealSpeed === 'instant') &&
  table.settings.reveal === 'deal' &&
  table.settings.shoe === DEFAULT_SETTINGS.shoe &&
  table.settings.decks === DEFAULT_SETTINGS.decks &&
  table.settings.language === undefined &&
  isOriginalGame(table.settings) &&
  !anySideBet(table.sideBets) &&
  savedList(table.hands).original;

export function toSaved(table: RestoredTable): SavedTableV2 | SavedTableV3 {
  const common = {
    scoreboardFrom: table.scoreboardFrom,
    bankroll: table.bankroll,
    railing: table.railing,
    bets: table.bets,
    startingBankroll: table.startingBankroll,
    hands: savedList(table.hands).hands,
    // Kept as saved (never an empty list; absent, JSON leaves it out); on a version 2 save too, whose older readers pass over it.
    pastShoes: table.pastShoes,
  };
  if (isOriginalTable(table))
    return { version: 2, ...common, settings: { instantDeal: table.settings.dealSpeed === 'instant' } };
  return {
    version: 3,
    ...common,
    settings: savedSettings(table.settings),
    ...(anySideBet(table.sideBets) ? { sideBets: table.sideBets } : {}),
    ...savedShoes(table),
  };
}

/** Where the hands' text goes in the rest of the save's text: a string no save can hold. */
const HANDS_HERE = '\0hands';

/**
 * The save's text, `JSON.stringify(toSaved(table))` character for character, its hands' text
 * made once per list of hands (the table is saved at every bet and every Deal: a session of 3,000
 * hands stringified anew took 1.8 ms on a desktop each time, about 25 ms at the low tier).
 */
export function savedText(table: RestoredTable): string {
  const rest = JSON.stringify({ ...toSaved(table), hands: HANDS_HERE });
  return rest.replace(JSON.stringify(HANDS_HERE), () => savedList(table.hands).text);
}
