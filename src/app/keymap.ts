/**
 * The documented keyboard bindings, as data: one table read by the key handler and rendered
 * by the shortcuts help. Keypad digits are matched by `event.code`, which is the same with
 * Num Lock on or off; the dedicated arrows by code too, so that keypad 2 (which sends
 * ArrowDown with Num Lock off) bets BANKER instead of lowering the railing.
 */

export type Command =
  | 'deal'
  | 'railingUp'
  | 'railingUpTen'
  | 'railingDown'
  | 'railingDownTen'
  | 'betPlayer'
  | 'betBanker'
  | 'betTie'
  | 'clearBets'
  | 'rebet'
  | 'double'
  | 'undo'
  | 'showShortcuts'
  | 'betPlayerPair'
  | 'betBankerPair'
  | 'betDragonPlayer'
  | 'betDragonBanker'
  | 'betDragon7'
  | 'betPanda8';

/** One way of pressing a command: every field given must match the event. */
export interface KeyChord {
  readonly key?: string;
  readonly code?: string;
  readonly shift?: boolean;
}

export interface Binding {
  readonly command: Command;
  readonly chords: readonly KeyChord[];
  /** How the help names the keys. */
  readonly keys: string;
  readonly does: string;
}

export const KEYMAP: readonly Binding[] = [
  {
    command: 'deal',
    chords: [{ key: 'Enter' }],
    keys: 'Enter',
    does: 'Deal when no button has the focus (during the deal: show the whole hand at once)',
  },
  { command: 'railingUp', chords: [{ code: 'ArrowUp', shift: false }], keys: 'Up Arrow', does: 'Railing +$1' },
  { command: 'railingUpTen', chords: [{ code: 'ArrowUp', shift: true }], keys: 'Shift + Up Arrow', does: 'Railing +$10' },
  { command: 'railingDown', chords: [{ code: 'ArrowDown', shift: false }], keys: 'Down Arrow', does: 'Railing −$1' },
  { command: 'railingDownTen', chords: [{ code: 'ArrowDown', shift: true }], keys: 'Shift + Down Arrow', does: 'Railing −$10' },
  {
    command: 'betPlayer',
    chords: [{ code: 'Numpad1' }, { code: 'End' }, { code: 'Digit1' }],
    keys: '1 on the keypad, or End',
    does: 'Place the railing amount on PLAYER',
  },
  {
    command: 'betBanker',
    chords: [{ code: 'Numpad2' }, { code: 'Digit2' }],
    keys: '2 on the keypad',
    does: 'Place the railing amount on BANKER',
  },
  {
    command: 'betTie',
    chords: [{ code: 'Numpad3' }, { code: 'PageDown' }, { code: 'Digit3' }],
    keys: '3 on the keypad, or Page Down',
    does: 'Place the railing amount on TIE',
  },
  // The side bets (house-rules.md, "Side bets"): refused with a message when the table does not offer them.
  { command: 'betPlayerPair', chords: [{ code: 'Numpad4' }, { code: 'Digit4' }], keys: '4', does: 'Place the railing amount on Player Pair (side bets on)' },
  { command: 'betBankerPair', chords: [{ code: 'Numpad6' }, { code: 'Digit6' }], keys: '6', does: 'Place the railing amount on Banker Pair (side bets on)' },
  {
    command: 'betDragonPlayer',
    chords: [{ code: 'Numpad7' }, { code: 'Digit7' }],
    keys: '7',
    does: 'Place the railing amount on Dragon Bonus Player (side bets on)',
  },
  {
    command: 'betDragonBanker',
    chords: [{ code: 'Numpad9' }, { code: 'Digit9' }],
    keys: '9',
    does: 'Place the railing amount on Dragon Bonus Banker (side bets on)',
  },
  { command: 'betDragon7', chords: [{ code: 'Numpad5' }, { code: 'Digit5' }], keys: '5', does: 'Place the railing amount on Dragon 7 (EZ Baccarat, side bets on)' },
  { command: 'betPanda8', chords: [{ code: 'Numpad8' }, { code: 'Digit8' }], keys: '8', does: 'Place the railing amount on Panda 8 (EZ Baccarat, side bets on)' },
  { command: 'clearBets', chords: [{ key: 'Delete' }], keys: 'Delete', does: 'Remove all bets from the table' },
  { command: 'rebet', chords: [{ code: 'KeyR', shift: false }], keys: 'R', does: 'Rebet: the last hand’s bets again' },
  { command: 'double', chords: [{ code: 'KeyX', shift: false }], keys: 'X', does: 'Double every bet on the table' },
  { command: 'undo', chords: [{ key: 'Backspace' }], keys: 'Backspace', does: 'Undo: take back the last chip placed' },
  { command: 'showShortcuts', chords: [{ key: '?' }], keys: '?', does: 'Show these keyboard shortcuts' },
];

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

/** The command a key press means, if any; presses with Ctrl, Alt or Meta belong to the browser. */
export function commandFor(event: KeyLike): Command | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  return KEYMAP.find((binding) => binding.chords.some((chord) => matches(chord, event)))?.command ?? null;
}
