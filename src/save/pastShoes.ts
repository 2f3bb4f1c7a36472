/**
 * Reading back the saved past shoes (the shoe's story, issue 20): untrusted like the rest of
 * the save. A past shoe that is not one is left out, not the save refused: the table, its
 * money and its hands do not depend on it.
 */
import { parseStoryCoups, SHOE_DECKS } from '../rules';
import { MAX_PAST_SHOES } from '../table/story';
import type { HandRecord, PastShoe } from '../table/vocabulary';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isHandNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** One saved past shoe, or null: hand numbers in order, as many coups as hands, decks the table offers, a shoe number if any. */
function readPastShoe(raw: unknown, lastHand: number): PastShoe | null {
  if (!isRecord(raw)) return null;
  const { from, to, shoe, decks, coups } = raw;
  if (!isHandNumber(from) || !isHandNumber(to) || to < from || to > lastHand) return null;
  if (!(SHOE_DECKS as readonly unknown[]).includes(decks) || (shoe !== undefined && !isHandNumber(shoe))) return null;
  const read = parseStoryCoups(coups);
  if (read === null || read.length !== to - from + 1) return null;
  return {
    from,
    to,
    ...(shoe === undefined ? {} : { shoe }),
    decks: decks as PastShoe['decks'],
    coups: coups as string,
  };
}

/**
 * The saved past shoes, oldest first: the readable ones, each after the one before and none
 * past the session's last hand, the newest 20. Absent when there are none.
 */
export function readPastShoes(value: unknown, hands: readonly HandRecord[]): { pastShoes?: readonly PastShoe[] } {
  if (!Array.isArray(value)) return {};
  const lastHand = hands[hands.length - 1]?.hand ?? 0;
  const kept: PastShoe[] = [];
  for (const raw of value) {
    const read = readPastShoe(raw, lastHand);
    if (read !== null && read.from > (kept[kept.length - 1]?.to ?? 0)) kept.push(read);
  }
  return kept.length === 0 ? {} : { pastShoes: kept.slice(-MAX_PAST_SHOES) };
}
