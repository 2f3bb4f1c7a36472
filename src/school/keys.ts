import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** A handler the school's keys go to first (1 2 3, Enter), set by the drill on screen. */
export type KeyHandler = (event: KeyboardEvent) => void;

/** Sends the school's keys to `onKey` (this render's) while the drill is on screen; to nothing once it is gone. */
export function useSchoolKeys(keysRef: RefObject<KeyHandler | null>, onKey: KeyHandler): void {
  useEffect(() => {
    keysRef.current = onKey;
  });
  useEffect(
    () => () => {
      keysRef.current = null;
    },
    [keysRef],
  );
}
