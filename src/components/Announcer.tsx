import { startTransition, useEffect, useState } from 'react';
import { commandPlaying } from '../app/commands';
import { announcementFor, type Announcement } from '../table/announcements';
import { useTableStore } from '../store/TableContext';
import { announcementText } from '../i18n/announce';
import { useLaterWords } from '../i18n/useLaterWords';
import { soundStore } from '../sound/preference';
import { listening } from './AnnouncerRegion';

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
  const [said, setSaid] = useState<{ what: Announcement; n: number } | null>(null);
  useEffect(() => {
    const say = (what: Announcement | null) => what !== null && setSaid((last) => ({ what, n: (last?.n ?? 0) + 1 }));
    // Said in a transition, after the press's own answer is painted: the words are for the ear, and
    // a bet press's synchronous render is the spot's, the chips' and the bankroll's alone (a
    // deal's or a settle's words come with its commit, useTable, as every reader's do).
    const stopTable = store.subscribe((after, before) => {
      const what = announcementFor(before, after, commandPlaying());
      startTransition(() => void say(what));
    });
    // The sound's switch (M, the top bar's button) keeps its own store.
    const stopSound = soundStore.subscribe(
      (now, was) => void (now.on !== was.on && say({ kind: 'sound', on: now.on })),
    );
    listening();
    return () => {
      stopTable();
      stopSound();
    };
  }, [store]);
  return said !== null && <span key={said.n}>{announcementText(words, said.what)}</span>;
}
