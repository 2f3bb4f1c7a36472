import { seenHands } from './selectors';
import type { TableState } from './state';
import type { HandRecord } from './vocabulary';

/** The history last returned outside a deal. */
let lastShown: readonly HandRecord[] = [];

/**
 * `seenHands` for the panels, keeping its identity through a Deal: the hand being dealt is not
 * seen yet, so the panels show the same list as before it and need not re-render as the cards
 * start to move. (Apart from selectors.ts so the first load does not carry it: the panels are a
 * chunk of their own.)
 */
export function shownHands(s: Pick<TableState, 'phase' | 'hands'>): readonly HandRecord[] {
  const seen = seenHands(s);
  if (seen === s.hands) return (lastShown = seen);
  const before = lastShown;
  return before.length === seen.length && before.every((h, i) => h === seen[i]) ? before : seen;
}
