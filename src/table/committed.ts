/**
 * The committed shoe's moves at the table: starting a committed shoe, revealing the one it
 * replaces, the player's cut, "Play this shoe again". They come in the casino shoe's chunk
 * (src/save/casinoShoeRules.ts; the original game never loads them): moves.ts plays them through
 * its ShoeRules; the moves cutShoe and replayShoe play them with the table's state. Their part of the save: src/save.
 */
import { shoeDecks } from '../rules/casinoShoe';
import {
  committedShoe,
  isCut,
  randomCommitment,
  seededCommitment,
  withCut,
  type ShoeCommitment,
} from '../rules/committedShoe';
import type { Rng } from '../rules';
import type { TableState } from './state';
import { endStory } from './story';
import type { NextShoe, RevealedShoe, Settings, ShoeInPlay } from './vocabulary';

/** The revealed shoes kept, in the store and in the save (about 1.5 KB each). */
export const MAX_REVEALED_SHOES = 200;

export type Commit = (shoe: number) => ShoeCommitment;

/** Shoe `number`'s seed and cut: from `?seed=N` as house-rules.md says, or drawn from play's Web Crypto words. */
export const commitment = (number: number, from: number | Rng): ShoeCommitment =>
  typeof from === 'number' ? seededCommitment(from, number) : randomCommitment(from);
type Revealing = Pick<TableState, 'shoe' | 'revealedShoes'>;

/** The revealed shoes once the shoe in play ends (its last coup dealt, or a new shoe started). */
export function revealing(s: Revealing): readonly RevealedShoe[] {
  const ended = s.shoe;
  const before = s.revealedShoes ?? [];
  if (ended?.committed === undefined || before.some((r) => r.number === ended.number)) return before;
  const { shoe, number, committed, replayOf } = ended;
  const revealed: RevealedShoe = {
    number,
    decks: shoeDecks(shoe),
    committed,
    cards: shoe.order.slice(0, shoe.next),
    ...(replayOf === undefined ? {} : { replayOf }),
  };
  return [...before, revealed].slice(-MAX_REVEALED_SHOES);
}

/**
 * A new casino shoe, committed, shuffled and burned: the next shoe if one was committed (or the
 * shoe to play again), else one committed now; the roads start afresh with it (the story they
 * showed kept among the past shoes), and the shoe it replaces is revealed.
 */
export function startCommittedShoe(
  s: Pick<TableState, 'shoe' | 'nextShoe' | 'revealedShoes' | 'hands' | 'scoreboardFrom' | 'pastShoes' | 'settings'>,
  settings: Settings,
  commit: Commit,
  replay?: NextShoe,
): Pick<TableState, 'shoe' | 'scoreboardFrom' | 'nextShoe' | 'revealedShoes'> & Partial<Pick<TableState, 'pastShoes'>> {
  const last = s.hands[s.hands.length - 1];
  const number = Math.max(s.shoe?.number ?? 0, last?.shoe ?? 0) + 1;
  const next = replay ?? (s.nextShoe?.number === number ? s.nextShoe : null);
  const committed = next?.committed ?? commit(number);
  const replayOf = next?.replayOf;
  const shoe = committedShoe(settings.decks, committed.serverSeed, committed.cut, replayOf ?? number);
  return {
    shoe: { number, shoe, committed, ...(replayOf === undefined ? {} : { replayOf }) },
    scoreboardFrom: last?.hand ?? 0,
    nextShoe: null,
    revealedShoes: revealing(s),
    // The roads start afresh: the story they showed is kept.
    ...endStory(s),
  };
}

/** The next shoe, committed as soon as the one before has dealt its last coup. */
export const nextShoe = (number: number, commit: Commit): NextShoe => ({ number, committed: commit(number) });

/** The player's cut, before the first deal of the shoe it cuts; nothing changes for anything else. */
export function cutShoe(
  s: Pick<TableState, 'shoe' | 'nextShoe'>,
  cut: string,
): Partial<Pick<TableState, 'shoe' | 'nextShoe'>> {
  if (!isCut(cut)) return {};
  // The next shoe, committed after the last coup of the one before.
  if (s.nextShoe != null && s.nextShoe.replayOf === undefined && s.shoe?.shoe.finished) {
    // The shoe is copied so the table is saved: the store saves when the shoe or the hands change.
    return { nextShoe: { ...s.nextShoe, committed: withCut(s.nextShoe.committed, cut) }, shoe: { ...s.shoe } };
  }
  // The shoe on the table, before its first deal: shuffled again by the same seed and the new cut.
  const inPlay = s.shoe;
  if (
    inPlay?.committed === undefined ||
    inPlay.shoe.coups > 0 ||
    inPlay.replayOf !== undefined ||
    inPlay.committed.cut === cut
  )
    return {};
  const committed = withCut(inPlay.committed, cut);
  const shoe: ShoeInPlay = {
    ...inPlay,
    committed,
    shoe: committedShoe(shoeDecks(inPlay.shoe), committed.serverSeed, cut, inPlay.number),
  };
  return { shoe };
}

/** "Play this shoe again": a new shoe dealt from a revealed shoe's seed and cut (and its decks). */
export function replayShoe(s: TableState, number: number, commit: Commit): Partial<TableState> {
  if (s.settings.shoe !== 'casino') return {};
  const played = (s.shoe?.shoe.finished ? revealing(s) : (s.revealedShoes ?? [])).find((r) => r.number === number);
  if (played === undefined) return {};
  const settings = { ...s.settings, decks: played.decks };
  return {
    settings,
    ...startCommittedShoe(s, settings, commit, {
      number: 0,
      committed: played.committed,
      replayOf: played.replayOf ?? played.number,
    }),
  };
}
