import { startTransition, useEffect, useReducer } from 'react';
import { commandPlaying } from '../app/commands';
import { announcementFor, type Announcement } from '../table/announcements';
import type { Command } from '../table/commands';
import { useTableStore } from '../store/TableContext';
import { announcementText } from '../i18n/announce';
import { useLaterWords } from '../i18n/useLaterWords';
import { soundStore } from '../sound/preference';
import { listening } from './AnnouncerRegion';

/** What the announcer has said last and its number; a change of the table, or a thing said outright. */
type Announced = Parameters<typeof announcementFor>[0];
type Said = { what: Announcement; n: number } | null;
type Heard =
  { kind: 'change'; before: Announced; after: Announced; cause: Command | null } | { kind: 'say'; what: Announcement };

/**
 * The words a change calls for, worked out as the announcer renders (a reducer runs in the render,
 * here a transition's, after the press's answer is painted), not in the press: a change that says
 * nothing leaves the last words as they are.
 */
function hear(said: Said, heard: Heard): Said {
  const what = heard.kind === 'say' ? heard.what : announcementFor(heard.before, heard.after, heard.cause);
  return what === null ? said : { what, n: (said?.n ?? 0) + 1 };
}

/**
 * The screen reader's running commentary, said in the announcer's live region (AnnouncerRegion,
 * in the first HTML; the `message` region keeps the refusals and hints, `outcome` the result):
 * each bet placed, changed or cleared with the bankroll, each chip chosen, the sound switched,
 * each card as it turns. A chunk of its own, loaded as the save is read, so the first load
 * carries none of it.
 */
export default function Announcer() {
  const store = useTableStore();
  const words = useLaterWords();
  // The latest announcement and its number: the same words said again are a new node, read again.
  const [said, dispatch] = useReducer(hear, null);
  useEffect(() => {
    // Said in a transition, after the press's own answer is painted: the words are for the ear, and
    // a bet press's synchronous render is the spot's, the chips' and the bankroll's alone (a
    // deal's or a settle's words come with its commit, useTable, as every reader's do).
    const stopTable = store.subscribe((after, before) => {
      const cause = commandPlaying(); // asked now: it is the press's until the move returns
      startTransition(() => dispatch({ kind: 'change', before, after, cause }));
    });
    // The sound's switch (M, the top bar's button) keeps its own store.
    const stopSound = soundStore.subscribe(
      (now, was) => void (now.on !== was.on && dispatch({ kind: 'say', what: { kind: 'sound', on: now.on } })),
    );
    listening();
    return () => {
      stopTable();
      stopSound();
    };
  }, [store]);
  return said !== null && <span key={said.n}>{announcementText(words, said.what)}</span>;
}
