/** The exact odds of the next coup from the cards seen, remembered by the cards left: the odds panel's and the honest session's. */
import {
  compositionAfter,
  compositionOdds,
  exactOdds,
  tableOdds,
  type Card,
  type Composition,
  type CoupOdds,
  type TableOdds,
  type Game,
  type PricedOdds,
  isOriginalGame,
  pricedOdds,
} from '../rules';

/**
 * The exact odds of the next coup from `decks` decks less the cards seen: by the rules
 * module's enumeration, through the same drawing rules the game deals with.
 */
export function oddsAfter(decks: number, seen: readonly Card[]): CoupOdds {
  if (seen.length === 0) return freshShoeOdds(decks);
  const left = compositionLeft(decks, seen);
  return remembered(coupOddsByShoe, left, () => compositionOdds(left));
}

/** The odds of every bet of every game, side bets included, by the same enumeration refined. */
export function tableOddsAfter(decks: number, seen: readonly Card[]): TableOdds {
  const left = compositionLeft(decks, seen);
  return remembered(tableOddsByShoe, left, () => tableOdds(left));
}

/**
 * What a table's bets are priced by after the cards `seen`: the coup's odds, and for another
 * game or side bets every bet's paytable lines (the odds panel's, How baccarat works', the
 * honest session's).
 */
export function pricedOddsAfter(
  settings: { readonly decks: number; readonly game: Game; readonly sideBets: boolean },
  seen: readonly Card[],
): PricedOdds {
  const { decks, game } = settings;
  const table = isOriginalGame(settings) ? null : tableOddsAfter(decks, seen);
  return pricedOdds(oddsAfter(decks, seen), table, game);
}

/**
 * A fresh shoe's odds, worked out once per number of decks: the default table asks for them
 * at every deal and settle (odds panel, Ask roads, the roads' story, the honest session), and
 * one enumeration is about 10 ms on a mid-range phone.
 */
const freshShoe = new Map<number, CoupOdds>();

function freshShoeOdds(decks: number): CoupOdds {
  const known = freshShoe.get(decks);
  if (known !== undefined) return known;
  const odds = exactOdds(decks);
  freshShoe.set(decks, odds);
  return odds;
}

/**
 * The last few figures, by the cards left. A Deal shows the panels the same cards seen as
 * before it (the coup's cards count once they are face up), in a new list: this keeps the
 * enumeration off the deal's first frames. A few entries, so a reload or a new shoe stays small.
 */
const coupOddsByShoe = new Map<string, CoupOdds>();
const tableOddsByShoe = new Map<string, TableOdds>();
const REMEMBERED = 4;

const keyOf = (left: Composition): string => `${left.decks}:${Object.values(left.counts).join(',')}`;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  cache.set(key, value);
  if (cache.size > REMEMBERED) cache.delete(cache.keys().next().value!);
  return value;
}

function remembered<T>(cache: Map<string, T>, left: Composition, compute: () => T): T {
  const key = keyOf(left);
  return cache.get(key) ?? remember(cache, key, compute());
}

/** The shoe a coup would leave, by its key: what the odds worker is asked, once. */
export function shoeToPrepare(
  decks: number,
  seen: readonly Card[],
  table: boolean,
): { left: Composition; key: string } | null {
  if (seen.length === 0) return null;
  const left = compositionLeft(decks, seen);
  const key = keyOf(left);
  if (coupOddsByShoe.has(key) && (!table || tableOddsByShoe.has(key))) return null;
  return { left, key };
}

/** Remembers figures worked out elsewhere (the odds worker) for the shoe `left`; returns its key. */
export function rememberOdds(left: Composition, coup: CoupOdds, table: TableOdds | null): string {
  const key = keyOf(left);
  if (!coupOddsByShoe.has(key)) remember(coupOddsByShoe, key, coup);
  if (table !== null && !tableOddsByShoe.has(key)) remember(tableOddsByShoe, key, table);
  return key;
}

/**
 * The cards left, by the list of cards seen: the panels of a casino shoe (the odds, the Asks, the
 * shoe's story, the shoe's chart) and the worker's job each ask with the same list after a coup
 * (`shoeView`'s `seen`), and counting a shoe's cards by card is about a millisecond on a
 * mid-range phone, asked some six times a settle. Lists are never changed in place.
 */
const leftBySeen = new WeakMap<readonly Card[], Composition>();

function compositionLeft(decks: number, seen: readonly Card[]): Composition {
  const known = leftBySeen.get(seen);
  if (known !== undefined && known.decks === decks) return known;
  const composition = compositionAfter(decks, seen);
  if (!composition.ok) throw new Error(composition.reason); // a shoe's own cards are never too many
  leftBySeen.set(seen, composition.composition);
  return composition.composition;
}
