/**
 * The documented keyboard bindings, as data: one table read by the key handler and rendered
 * by the shortcuts help (which names the keys and says what each does in the player's
 * language: `shortcuts` in src/i18n). Keypad digits are matched by `event.code`, which is the same with
 * Num Lock on or off; the dedicated arrows by code too, so that keypad 2 (which sends
 * ArrowDown with Num Lock off) bets BANKER instead of lowering the railing.
 */

import type { Command } from '../table/commands';

export type { Command } from '../table/commands';

/** One way of pressing a command: every field given must match the event. */
export interface KeyChord {
  readonly key?: string;
  readonly code?: string;
  readonly shift?: boolean;
}

export interface Binding {
  readonly command: Command;
  readonly chords: readonly KeyChord[];
}

export const KEYMAP: readonly Binding[] = [
  { command: 'deal', chords: [{ key: 'Enter' }] },
  { command: 'railingUp', chords: [{ code: 'ArrowUp', shift: false }] },
  { command: 'railingUpTen', chords: [{ code: 'ArrowUp', shift: true }] },
  { command: 'railingDown', chords: [{ code: 'ArrowDown', shift: false }] },
  { command: 'railingDownTen', chords: [{ code: 'ArrowDown', shift: true }] },
  { command: 'betPlayer', chords: [{ code: 'Numpad1' }, { code: 'End' }, { code: 'Digit1' }] },
  { command: 'betBanker', chords: [{ code: 'Numpad2' }, { code: 'Digit2' }] },
  { command: 'betTie', chords: [{ code: 'Numpad3' }, { code: 'PageDown' }, { code: 'Digit3' }] },
  // The side bets (house-rules.md, "Side bets"): refused with a message when the table does not offer them.
  { command: 'betPlayerPair', chords: [{ code: 'Numpad4' }, { code: 'Digit4' }] },
  { command: 'betBankerPair', chords: [{ code: 'Numpad6' }, { code: 'Digit6' }] },
  { command: 'betDragonPlayer', chords: [{ code: 'Numpad7' }, { code: 'Digit7' }] },
  { command: 'betDragonBanker', chords: [{ code: 'Numpad9' }, { code: 'Digit9' }] },
  { command: 'betDragon7', chords: [{ code: 'Numpad5' }, { code: 'Digit5' }] },
  { command: 'betPanda8', chords: [{ code: 'Numpad8' }, { code: 'Digit8' }] },
  { command: 'clearBets', chords: [{ key: 'Delete' }] },
  { command: 'rebet', chords: [{ code: 'KeyR', shift: false }] },
  { command: 'double', chords: [{ code: 'KeyX', shift: false }] },
  { command: 'undo', chords: [{ key: 'Backspace' }] },
  // The squeeze: Space lifts the card being squeezed a step (on a focused button it presses the button).
  { command: 'liftCard', chords: [{ key: ' ' }] },
  { command: 'showShortcuts', chords: [{ key: '?' }] },
  // Sound off and on (house-rules.md, "Reveal and more controls").
  { command: 'mute', chords: [{ code: 'KeyM', shift: false }] },
];

/** A command's key as `aria-keyshortcuts` names it, from its first chord: Enter, ?, Delete, ArrowUp, R (KeyR). */
export function shortcutOf(command: Command): string {
  const chord = KEYMAP.find((binding) => binding.command === command)!.chords[0]!;
  return chord.key ?? chord.code!.replace(/^Key/, '');
}

export interface KeyLike {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

const matches = (chord: KeyChord, event: KeyLike): boolean =>
  (chord.key === undefined || chord.key === event.key) &&
  (chord.code === undefined || chord.code === event.code) &&
  (chord.shift === undefined || chord.shift === event.shiftKey);

/**
 * The command a key press means in a keymap (the page's, or the focused squeezed card's:
 * SQUEEZE_KEYMAP in squeezeKeymap.ts), if any; presses with Ctrl, Alt or Meta belong to the browser.
 */
export function commandFor(event: KeyLike, keymap: readonly Binding[] = KEYMAP): Command | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  return keymap.find((binding) => binding.chords.some((chord) => matches(chord, event)))?.command ?? null;
}
