import type { KeyboardEvent } from 'react';

/** A handler the school's keys go to first (1 2 3, Enter), set by the drill on screen. */
export type KeyHandler = (event: KeyboardEvent) => void;
