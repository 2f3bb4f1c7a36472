/**
 * The documented keyboard bindings, as data: one table read by the key handler and rendered
 * by the shortcuts help (which names the keys and says what each does in the player's
 * language: `shortcuts` in src/i18n). Keypad digits are matched by `event.code`, which is the same with
 * Num Lock on or off; the dedicated arrows by code too, so that keypad 2 (which sends
 * ArrowDown with Num Lock off) bets BANKER instead of lowering the railing.
 */

import type { Bet } from '../rules';
import type { Command } from '../table/commands';

/** One way of pressing a command: every field given must match the event. */
export interface KeyChord {
  readonly key?: string;
  readonly code?: string;
  readonly shift?: boolean;
}

export interface Binding {
  readonly command: Command;
  /** The spot a bet command places a chip on. */
  readonly spot?: Bet;
  readonly chords: readonly KeyChord[];
}

/** A digit on the keypad (with Num Lock on or off) or above the letters. */
const digit = (n: number): KeyChord[] => [{ code: `Numpad${n}` }, { code: `Digit${n}` }];

export const KEYMAP: readonly Binding[] = [
  { command: 'deal', chords: [{ key: 'Enter' }] },
  { command: 'railingUp', chords: [{ code: 'ArrowUp', shift: false }] },
  { command: 'railingUpTen', chords: [{ code: 'ArrowUp', shift: true }] },
  { command: 'railingDown', chords: [{ code: 'ArrowDown', shift: false }] },
  { command: 'railingDownTen', chords: [{ code: 'ArrowDown', shift: true }] },
  { command: 'betPlayer', spot: 'player', chords: [...digit(1), { code: 'End' }] },
  { command: 'betBanker', spot: 'banker', chords: digit(2) },
  { command: 'betTie', spot: 'tie', chords: [...digit(3), { code: 'PageDown' }] },
  // The side bets (house-rules.md, "Side bets"): refused with a message when the table does not offer them.
  { command: 'betPlayerPair', spot: 'player-pair', chords: digit(4) },
  { command: 'betBankerPair', spot: 'banker-pair', chords: digit(6) },
  { command: 'betDragonPlayer', spot: 'dragon-player', chords: digit(7) },
  { command: 'betDragonBanker', spot: 'dragon-banker', chords: digit(9) },
  { command: 'betDragon7', spot: 'dragon-7', chords: digit(5) },
  { command: 'betPanda8', spot: 'panda-8', chords: digit(8) },
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

/** The key a chord sends, as `aria-keyshortcuts` names it: Enter, ?, R (KeyR), 1 (Digit1 or Numpad1), Shift+ArrowUp. */
const keyName = (chord: KeyChord): string =>
  (chord.shift ? 'Shift+' : '') + (chord.key ?? chord.code!.replace(/^(Key|Digit|Numpad)/, ''));

/** A command's keys for `aria-keyshortcuts`, each once, from its chords: "Enter", "1 End" (Player); or a spot's keys. */
export function shortcutOf(command: Command | Bet): string {
  const { chords } = KEYMAP.find((binding) => binding.command === command || binding.spot === command)!;
  return [...new Set(chords.map(keyName))].join(' ');
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
