import { useLayoutEffect } from 'react';
import { commandFor, type Command } from './keymap';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Listens for the documented keys on the whole page. Enter deals wherever the focus is (as
 * the original game's help says); Space still presses a focused button. Nothing fires while
 * `paused` (a dialog is open) or while the focus is in a form field.
 */
export function useKeyboard(run: (command: Command) => void, paused: boolean): void {
  // A layout effect, so the keys work as soon as the table is on screen (a test or a quick
  // player may press a key right after the page loads).
  useLayoutEffect(() => {
    if (paused) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target !== null && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      const command = commandFor(event);
      if (command === null) return;
      event.preventDefault();
      if (event.repeat && command === 'deal') return;
      run(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run, paused]);
}
