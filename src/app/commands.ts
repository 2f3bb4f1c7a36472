/**
 * The player's commands, each one record (excalidraw's actions): its keys, the move it plays on
 * the table, and so whether it may be played now (the phase table, MOVES_BY_PHASE, says when a
 * move may be played: no component restates it). Its words are `shortcuts[command]` in every
 * catalogue (what its keys are called, what it does). The key handler (useKeyboard), the buttons,
 * their `aria-keyshortcuts` (`shortcutOf`) and the `?` help all read this one table.
 *
 * Keypad digits are matched by `event.code`, which is the same with Num Lock on or off; the
 * dedicated arrows by code too, so that keypad 2 (which sends ArrowDown with Num Lock off) bets
 * BANKER instead of lowering the railing.
 */
import { LIMITS, type Bet } from '../rules';
import type { TableStore } from '../store/api';
import type { Command } from '../table/commands';
import { allows, canDeal, type MoveName, type ReadyState } from '../table/moves';
import type { TableState } from '../table/state';
import { loadSoundPreference } from '../sound/useSound';

/** One way of pressing a command: every field given must match the event. */
export interface KeyChord {
  readonly key?: string;
  readonly code?: string;
  readonly shift?: boolean;
}

/** The moves a command can play: those the store offers as actions of the same name. */
type CommandMove = Extract<MoveName, keyof ReturnType<TableStore['getState']>>;

export interface CommandRecord {
  readonly keys: readonly KeyChord[];
  /** The moves it plays, the first the phase allows (Deal, or during the reveal Show hand); none: the page's own (the help, the sound). */
  readonly moves?: readonly CommandMove[];
  /** The move's argument: the spot a bet places a chip on, the railing's step. */
  readonly with?: Bet | number;
  /** Only when this holds too; else its key keeps its page meaning (Space scrolls unless a card waits to be squeezed). */
  readonly when?: (s: Pick<TableState, 'squeeze'>) => boolean;
  /** A held key plays it once: a held Enter deals one hand, and never skips its reveal. */
  readonly once?: true;
  /** The focused squeezed card's keys (a slider), not the page's: SqueezeCard plays them. */
  readonly card?: true;
}

/** A digit on the keypad (with Num Lock on or off) or above the letters. */
const digit = (n: number): KeyChord[] => [{ code: `Numpad${n}` }, { code: `Digit${n}` }];
const bet = (spot: Bet, keys: KeyChord[]): CommandRecord => ({ keys, moves: ['placeBet'], with: spot });
const railing = (code: string, shift: boolean, step: number): CommandRecord => ({
  keys: [{ code, shift }],
  moves: ['adjustRailing'],
  with: step,
});

/** Every command, in the order the help lists them. */
export const COMMANDS: Readonly<Record<Command, CommandRecord>> = {
  deal: { keys: [{ key: 'Enter' }], moves: ['deal', 'finishReveal'], once: true },
  railingUp: railing('ArrowUp', false, LIMITS.railingStep),
  railingUpTen: railing('ArrowUp', true, LIMITS.railingBigStep),
  railingDown: railing('ArrowDown', false, -LIMITS.railingStep),
  railingDownTen: railing('ArrowDown', true, -LIMITS.railingBigStep),
  betPlayer: bet('player', [...digit(1), { code: 'End' }]),
  betBanker: bet('banker', digit(2)),
  betTie: bet('tie', [...digit(3), { code: 'PageDown' }]),
  // The side bets (house-rules.md, "Side bets"): refused with a message when the table does not offer them.
  betPlayerPair: bet('player-pair', digit(4)),
  betBankerPair: bet('banker-pair', digit(6)),
  betDragonPlayer: bet('dragon-player', digit(7)),
  betDragonBanker: bet('dragon-banker', digit(9)),
  betDragon7: bet('dragon-7', digit(5)),
  betPanda8: bet('panda-8', digit(8)),
  clearBets: { keys: [{ key: 'Delete' }], moves: ['clearBets'] },
  rebet: { keys: [{ code: 'KeyR', shift: false }], moves: ['rebet'] },
  double: { keys: [{ code: 'KeyX', shift: false }], moves: ['double'] },
  undo: { keys: [{ key: 'Backspace' }], moves: ['undo'] },
  // The squeeze: Space lifts the card being squeezed a step (on a focused button it presses the button).
  liftCard: { keys: [{ key: ' ' }], moves: ['liftCard'], when: (s) => s.squeeze !== null },
  showShortcuts: { keys: [{ key: '?' }] },
  // Sound off and on (house-rules.md, "Reveal and more controls").
  mute: { keys: [{ code: 'KeyM', shift: false }] },
  // On the focused squeezed card each arrow lifts the edge it points to, as a drag from that edge does; never the railing.
  liftEdge: {
    keys: ['Left', 'Right', 'Up', 'Down'].map((to) => ({ code: `Arrow${to}` })),
    moves: ['liftCard'],
    card: true,
  },
};

const NAMES = Object.keys(COMMANDS) as Command[];

/** The move a command plays now: the first of its moves the phase allows (undefined: none now, or the page's own). */
export const moveOf = (command: Command, s: Pick<TableState, 'phase'>): CommandMove | undefined =>
  COMMANDS[command].moves?.find((move) => allows(s.phase, move));

/** Whether a command can be played now: a button is enabled, a key acts, when it can. */
export function enabled(command: Command, s: Pick<TableState, 'phase' | 'squeeze'>): boolean {
  const { moves, when } = COMMANDS[command];
  return (moves === undefined || moveOf(command, s) !== undefined) && (when?.(s) ?? true);
}

/**
 * Whether a press now would do the command's work, not be refused: a command that deals now asks
 * `canDeal` (table/moves.ts), the one answer; any other, whether it is enabled. Deal with no bet is
 * enabled (a press says "Place a bet first") but not ready, and looks idle; during the reveal it
 * shows the hand, and is ready.
 */
export const ready = (command: Command, s: ReadyState & Pick<TableState, 'squeeze'>): boolean =>
  moveOf(command, s) === 'deal' ? canDeal(s) : enabled(command, s);

/** The command that places a chip on a spot. */
export const betCommand = (spot: Bet): Command => NAMES.find((name) => COMMANDS[name].with === spot)!;

/** The key a chord sends, as `aria-keyshortcuts` names it: Enter, ?, R (KeyR), 1 (Digit1 or Numpad1), Shift+ArrowUp. */
const keyName = (chord: KeyChord): string =>
  (chord.shift ? 'Shift+' : '') + (chord.key ?? chord.code!.replace(/^(Key|Digit|Numpad)/, ''));

/** A command's keys for `aria-keyshortcuts`, each once, from its chords: "Enter", "1 End" (Player); or a spot's keys. */
export function shortcutOf(command: Command | Bet): string {
  const { keys } = COMMANDS[command as Command] ?? COMMANDS[betCommand(command as Bet)];
  return [...new Set(keys.map(keyName))].join(' ');
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
 * The command a key press means: on the page, or (`card`) on the focused squeezed card. Presses
 * with Ctrl, Alt or Meta belong to the browser.
 */
export function commandFor(event: KeyLike, card = false): Command | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  return (
    NAMES.find(
      (name) => !COMMANDS[name].card === !card && COMMANDS[name].keys.some((chord) => matches(chord, event)),
    ) ?? null
  );
}

/** The command whose move is changing the table right now, if a command's (null: a change of another cause). */
let playing: Command | null = null;

/**
 * The command that is making the change the store's listeners hear now, or null (a change the
 * store made on its own: a card turned, the save read, a chunk's move played later). The
 * announcer words a change by its cause with it (table/announcements.ts, `announcementFor`).
 */
export const commandPlaying = (): Command | null => playing;

/**
 * Plays a command: the move the phase allows now (nothing if none), or the page's own. The
 * keyboard and the buttons share it, so a key and a click can never disagree.
 */
export function runCommand(store: TableStore, command: Command, showShortcuts: () => void): void {
  const table = store.getState();
  const move = moveOf(command, table);
  if (move !== undefined) {
    // The store's listeners hear the change inside the move: they may ask what caused it.
    playing = command;
    (table[move] as (argument?: Bet | number) => void)(COMMANDS[command].with);
    playing = null;
    return;
  }
  if (command === 'showShortcuts') return showShortcuts();
  // The preference comes with the sound switch's chunk, loaded with the table.
  if (command === 'mute') void loadSoundPreference().then(({ soundStore }) => soundStore.getState().toggle());
}
