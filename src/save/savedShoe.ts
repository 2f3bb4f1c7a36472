/**
 * Reading back a saved casino shoe: its cards are replayed by the rules, and the hands saved
 * from it must be the coups it dealt, in order, the last of them the shoe's latest coup. Only
 * a save with a casino shoe needs this, so it comes in the casino shoe's chunk.
 */
import { dealNextCoup, parseShoe, shoeDecks, shoeFromOrder } from '../rules/casinoShoe';
import { commitmentOf, committedOrder, isCut, isServerSeed, type ShoeCommitment } from '../rules/committedShoe';
import { formatCard, parseCard, SHOE_DECKS, type Card, type ShoeDecks } from '../rules';
import type { SaveRefusal } from '../table/notices';
import type { HandRecord, NextShoe, RevealedShoe, Settings, ShoeInPlay } from '../table/vocabulary';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isShoeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** A saved seed, commitment and cut, or null unless the seed is 64 hex digits hashing to the commitment and the cut a cut. */
export function readCommitment(value: unknown): ShoeCommitment | null {
  if (!isRecord(value)) return null;
  const { serverSeed, commitment, cut } = value;
  if (typeof serverSeed !== 'string' || !isServerSeed(serverSeed) || typeof cut !== 'string' || !isCut(cut))
    return null;
  if (commitment !== commitmentOf(serverSeed)) return null;
  return { serverSeed, commitment, cut };
}

/** The shoe number a saved shoe's stream was dealt as: its own, or the one it plays again. */
const replayOf = (value: Record<string, unknown>): { replayOf?: number } | null =>
  value.replayOf === undefined ? {} : isShoeNumber(value.replayOf) ? { replayOf: value.replayOf } : null;

/** The saved next shoe (committed, not dealt yet), or null if there is none or it is unreadable. */
export function readNextShoe(value: unknown): NextShoe | null {
  if (!isRecord(value) || !isShoeNumber(value.number)) return null;
  const committed = readCommitment(value);
  const replay = replayOf(value);
  return committed === null || replay === null ? null : { number: value.number, committed, ...replay };
}

/** The revealed shoes of a save; any shoe whose cards are not its committed shoe's is left out (it could not be verified). */
export function readRevealedShoes(value: unknown): RevealedShoe[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): RevealedShoe[] => {
    if (
      !isRecord(raw) ||
      !isShoeNumber(raw.number) ||
      !(SHOE_DECKS as readonly unknown[]).includes(raw.decks) ||
      typeof raw.cards !== 'string'
    )
      return [];
    const committed = readCommitment(raw);
    const replay = replayOf(raw);
    if (committed === null || replay === null) return [];
    const decks = raw.decks as ShoeDecks;
    const cards = raw.cards === '' ? [] : raw.cards.split(' ').map(parseCard);
    const order = committedOrder(decks, committed.serverSeed, committed.cut, replay.replayOf ?? raw.number);
    if (cards.length > order.length || cards.some((c, i) => c === null || formatCard(c) !== formatCard(order[i]!)))
      return [];
    return [{ number: raw.number, decks, committed, cards: cards as Card[], ...replay }];
  });
}

const coupCards = (h: HandRecord): string => h.coup.dealt.map((d) => formatCard(d.card)).join(' ');

/** The shoe numbered `number` on a saved table, checked against the table's options and hands. */
export function readSavedShoe(
  value: { readonly number: number },
  settings: Settings,
  hands: readonly HandRecord[],
  trimmed: boolean, // the history was cut to its newest hands: the shoe's first coups may be gone
): { readonly ok: true; readonly shoe: ShoeInPlay } | { readonly ok: false; readonly refusal: SaveRefusal } {
  const refused = (refusal: SaveRefusal) => ({ ok: false, refusal }) as const;
  const parsed = parseShoe(value);
  if (!parsed.ok) return refused({ key: 'shoe-unreadable', detail: parsed.reason });
  const { shoe } = parsed;
  // A committed shoe's cards are those its seed, cut and number give, and no others.
  const raw = value as Record<string, unknown>;
  let committed: { committed?: ShoeCommitment; replayOf?: number } = {};
  if (raw.serverSeed !== undefined) {
    const read = readCommitment(raw);
    const replay = replayOf(raw);
    if (read === null || replay === null)
      return refused({ key: 'shoe-unreadable', detail: "the shoe's seed, commitment or cut is not readable" });
    const order = committedOrder(shoeDecks(shoe), read.serverSeed, read.cut, replay.replayOf ?? value.number);
    if (order.some((card, i) => formatCard(card) !== formatCard(shoe.order[i]!)))
      return refused({ key: 'shoe-unreadable', detail: 'the cards are not the shoe its seed and cut commit to' });
    committed = { committed: read, ...replay };
  }
  if (settings.shoe !== 'casino' || shoeDecks(shoe) !== settings.decks) return refused({ key: 'shoe-mismatch' });
  const { number } = value;
  if (hands.some((h) => h.shoe !== undefined && h.shoe > number)) return refused({ key: 'hand-from-later-shoe' });
  const fromThisShoe = hands.filter((h) => h.shoe === number);
  if (fromThisShoe.length > shoe.coups || (!trimmed && fromThisShoe.length < shoe.coups))
    return refused({ key: 'shoe-hands-mismatch' });
  const replay = shoeFromOrder(shoe.order);
  if (!replay.ok) return refused({ key: 'shoe-unreadable', detail: replay.reason });
  let replayed = replay.shoe;
  const coups: string[] = [];
  for (let i = 0; i < shoe.coups; i++) {
    const dealt = dealNextCoup(replayed);
    coups.push(dealt.coup.dealt.map((d) => formatCard(d.card)).join(' '));
    replayed = dealt.shoe;
  }
  const saved = fromThisShoe.map(coupCards);
  if (saved.some((cards, i) => cards !== coups[coups.length - saved.length + i]))
    return refused({ key: 'shoe-cards-mismatch' });
  if (fromThisShoe.length > 0 && hands[hands.length - 1]!.shoe !== number) return refused({ key: 'shoe-not-last' });
  return { ok: true, shoe: { number, shoe, ...committed } };
}

/** The committed shoes a save holds beside the shoe in play: the next shoe and the revealed ones. */
export function readCommitments(save: { readonly nextShoe?: unknown; readonly revealedShoes?: unknown }): {
  nextShoe: NextShoe | null;
  revealedShoes: RevealedShoe[];
} {
  return { nextShoe: readNextShoe(save.nextShoe), revealedShoes: readRevealedShoes(save.revealedShoes) };
}
