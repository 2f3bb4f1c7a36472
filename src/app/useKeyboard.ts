import { useLayoutEffect } from 'react';
import { COMMANDS, commandFor } from './commands';
import type { Command } from '../table/commands';

/** Inputs that are pressed rather than typed in: the table's keys still work on them. */
const PRESSED_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/** A field the keys belong to while it has the focus. */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !PRESSED_INPUTS.has(target.type);
  return target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable;
}

/**
 * What Enter presses when it has the focus, as on every web page. A checkbox is not among
 * them: Enter does nothing to one, so on a ticked Instant deal box Enter still deals.
 */
const CONTROL =
  'button, a[href], summary, select, textarea, input:not([type="checkbox"]):not([type="radio"]), [role="button"], [role="tab"], [role="link"]';

/** A box or a radio button, which Space ticks. */
const isTicked = (target: EventTarget | null): boolean =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

/** Whether a control (not the page, nor a scrolling region) has the focus. */
export function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(CONTROL) !== null;
}

/**
 * Listens for the commands' keys (COMMANDS) on the whole page. Enter deals when no control has the
 * focus; on a focused control it presses that control, as on every web page (the table's
 * buttons drop the focus after a pointer press, so Enter deals after a click). Nothing fires
 * while `paused` (a dialog is open) or while the focus is in a field that takes typing. A key
 * whose command does not apply now (`applies`: its record's `when`) keeps its page meaning; one
 * that does is the table's, even when the phase lets its move do nothing now (a bet key during
 * the deal never scrolls the page). A held key plays a `once` command once (mashing-proof).
 */
export function useKeyboard(
  run: (command: Command) => void,
  paused: boolean,
  applies: (command: Command) => boolean,
): void {
  // A layout effect, so the keys work as soon as the table is on screen (a test or a quick
  // player may press a key right after the page loads).
  useLayoutEffect(() => {
    if (paused) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTypingIn(event.target)) return;
      if (event.key === 'Enter' && isControl(event.target)) return;
      // Space presses a focused control, and ticks a box, as on every web page.
      if (event.key === ' ' && (isControl(event.target) || isTicked(event.target))) return;
      const command = commandFor(event);
      // A key that means nothing now (Space with no card to squeeze) keeps its page meaning: Space scrolls.
      if (command === null || !applies(command)) return;
      event.preventDefault();
      if (event.repeat && COMMANDS[command].once) return;
      run(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run, paused, applies]);
}
