import { useEffect } from 'react';
import type { TableStore } from '../store/api';

/** The sound's preference (on, volume), a chunk of its own: fetched after the first gesture, or by M. */
export const loadSoundPreference = () => import('./preference');

/**
 * The table's sound, on the first load only this: after the page's first click, tap or key press
 * (browsers let sound start only then) the sound's chunk loads and listens to the table. Play never
 * waits for it, and a browser without Web Audio, or a chunk that fails to load, leaves it silent.
 */
export function useSound(store: TableStore): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      forget();
      const before = store.getState(); // the table as the gesture finds it: a deal it makes is heard
      Promise.all([import('./player'), loadSoundPreference()]).then(
        ([{ startSound }, { soundStore }]) => {
          if (!gone) stop = startSound(store, soundStore, before);
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
