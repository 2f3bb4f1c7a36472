import { useEffect } from 'react';
import type { TableStore } from '../store/api';

/** The sound's preference (on, volume), a chunk of its own: fetched after the first gesture, or by M. */
export const loadSoundPreference = () => import('./preference');

/** The events that end a press: the first gesture's audio opens once its press has ended (player.ts). */
const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup'];

/**
 * The table's sound, on the first load only this: after the page's first click, tap or key press
 * (browsers let sound start only then) the sound's chunk listens to the table. Play never waits for
 * it, and a browser without Web Audio, or a chunk that fails to load, leaves it silent. The audio
 * opens once that press has ended and been answered (player.ts), never in its answer.
 */
export function useSound(store: TableStore): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      forget();
      const before = store.getState(); // the table as the gesture finds it: a deal it makes is heard
      const pressEnded = new Promise((ended) => {
        // Each heard once: not on every press for the page's life.
        for (const type of PRESS_ENDS) window.addEventListener(type, ended, { capture: true, once: true });
      });
      Promise.all([import('./player'), loadSoundPreference()]).then(
        ([{ startSound }, { soundStore }]) => {
          if (!gone) stop = startSound(store, soundStore, before, pressEnded);
        },
        () => undefined,
      );
    };
    const forget = () => {
      window.removeEventListener('pointerdown', start, true);
      window.removeEventListener('keydown', start, true);
    };
    window.addEventListener('pointerdown', start, true);
    window.addEventListener('keydown', start, true);
    return () => {
      gone = true;
      forget();
      stop?.();
    };
  }, [store]);
}
