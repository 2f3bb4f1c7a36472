/**
 * The shoe's story at the table (issue 20): the story on the roads, and the past shoes kept
 * when it ends. A story ends when the roads start afresh — New scoreboard (with a fresh shoe
 * every hand, the only end a story has), a new casino shoe — and a casino shoe's story is
 * reviewable from its last coup on. The last 20 are kept, in the state and in the save, in
 * two characters a coup. Pure; loaded with the panels and with the casino shoe's chunk, never
 * in the first load.
 */
import { encodeStoryCoups, shoeDecks, storyCoupOf } from '../rules';
import type { TableState } from './state';
import type { HandRecord, PastShoe } from './vocabulary';

/** The past shoes kept, in the store and in the save (at most about 170 characters each). */
export const MAX_PAST_SHOES = 20;

type StoryTable = Pick<TableState, 'hands' | 'scoreboardFrom' | 'pastShoes' | 'settings' | 'shoe'>;

/** The hands the roads show: those played since the scoreboard was last started afresh. */
export const roadHands = (hands: readonly HandRecord[], scoreboardFrom: number): readonly HandRecord[] =>
  hands.filter((h) => h.hand > scoreboardFrom);

/** These hands (one story, oldest first) as a past shoe; null for none. */
export function pastShoeOf(hands: readonly HandRecord[], decks: PastShoe['decks']): PastShoe | null {
  const first = hands[0];
  const last = hands[hands.length - 1];
  if (first === undefined || last === undefined) return null;
  const shoe = first.shoe !== undefined && hands.every((h) => h.shoe === first.shoe) ? { shoe: first.shoe } : {};
  return {
    from: first.hand,
    to: last.hand,
    ...shoe,
    decks,
    coups: encodeStoryCoups(hands.map((h) => storyCoupOf(h.coup))),
  };
}

/** The decks the story on the roads is dealt from: its casino shoe's, else the table's. */
const decksOf = (s: Pick<TableState, 'settings' | 'shoe'>): PastShoe['decks'] =>
  s.shoe === null ? s.settings.decks : shoeDecks(s.shoe.shoe);

/** The past shoes with `ended` among them: in place of a story with the same first hand (the same roads, ended again), the oldest dropped past 20. */
function keeping(before: readonly PastShoe[], ended: PastShoe): readonly PastShoe[] {
  return [...before.filter((p) => p.from !== ended.from), ended].slice(-MAX_PAST_SHOES);
}

/**
 * What the table keeps when the roads start afresh: the story they showed among the past
 * shoes. Nothing changes when the roads are empty. For `newScoreboard` and a new casino shoe.
 */
export function endStory(s: StoryTable): Pick<TableState, 'pastShoes'> | Record<string, never> {
  const ended = pastShoeOf(roadHands(s.hands, s.scoreboardFrom), decksOf(s));
  return ended === null ? {} : { pastShoes: keeping(s.pastShoes ?? [], ended) };
}

/**
 * The shoes a player can review, oldest first: the past shoes, and a casino shoe whose last
 * coup is shown (its roads are still on the table). Nothing the player has not seen: during a
 * deal, a story that ends with the hand being dealt waits for its last card.
 */
export function reviewableShoes(s: StoryTable & Pick<TableState, 'phase'>): readonly PastShoe[] {
  const kept = s.pastShoes ?? [];
  const dealing = s.phase === 'dealing' ? s.hands[s.hands.length - 1]?.hand : undefined;
  const finished =
    s.shoe?.shoe.finished === true && dealing === undefined
      ? pastShoeOf(roadHands(s.hands, s.scoreboardFrom), decksOf(s))
      : null;
  const all = finished === null ? kept : keeping(kept, finished);
  return dealing === undefined ? all : all.filter((p) => p.to !== dealing);
}
