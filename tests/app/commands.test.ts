import { enLater } from '../../src/i18n/enLater';
import { catalogue as zhHans } from '../../src/i18n/zh-Hans';
import { catalogue as zhHant } from '../../src/i18n/zh-Hant';
import { describe, expect, it, test } from 'vitest';
import fc from 'fast-check';
import {
  betCommand,
  commandFor,
  COMMANDS,
  enabled,
  moveOf,
  ready,
  shortcutOf,
  type KeyLike,
} from '../../src/app/commands';
import { canDeal } from '../../src/table/moves';
import { DEFAULT_SETTINGS, NO_SIDE_BETS } from '../../src/table/vocabulary';
import type { Command } from '../../src/table/commands';
import { BETS, dollars, NO_BETS } from '../../src/rules';

const press = (key: string, code: string, shiftKey = false): KeyLike => ({
  key,
  code,
  shiftKey,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
});

const NAMES = Object.keys(COMMANDS) as Command[];

describe('the command table', () => {
  it.each([
    ['the page', false],
    ['the focused squeezed card', true],
  ])('binds no key twice where it acts: %s', (_, card) => {
    const records = NAMES.map((name) => COMMANDS[name]).filter((record) => !record.card === !card);
    const chords = records.flatMap((r) => r.keys.map((c) => JSON.stringify([c.key, c.code, c.shift])));
    expect(new Set(chords).size).toBe(chords.length);
  });

  it('on the focused squeezed card (a slider), each arrow lifts the edge it points to; on the page the arrows keep the railing', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])
      expect(commandFor(press(key, key), true)).toBe('liftEdge');
    expect(commandFor(press('ArrowDown', 'ArrowDown', true), true)).toBe('liftEdge');
    expect(commandFor(press('ArrowLeft', 'ArrowLeft'))).toBeNull();
    expect(commandFor(press('ArrowUp', 'ArrowUp'))).toBe('railingUp');
    expect(commandFor(press(' ', 'Space'), true)).toBeNull(); // Space is the page's, on the card too
  });

  // The documented bindings, as Chromium reports them (keypad with Num Lock off and on).
  test.each([
    ['Enter', press('Enter', 'Enter'), 'deal'],
    ['keypad Enter', press('Enter', 'NumpadEnter'), 'deal'],
    ['Up Arrow', press('ArrowUp', 'ArrowUp'), 'railingUp'],
    ['Shift+Up Arrow', press('ArrowUp', 'ArrowUp', true), 'railingUpTen'],
    ['Down Arrow', press('ArrowDown', 'ArrowDown'), 'railingDown'],
    ['Shift+Down Arrow', press('ArrowDown', 'ArrowDown', true), 'railingDownTen'],
    ['keypad 1, Num Lock off', press('End', 'Numpad1'), 'betPlayer'],
    ['keypad 1, Num Lock on', press('1', 'Numpad1'), 'betPlayer'],
    ['End', press('End', 'End'), 'betPlayer'],
    ['keypad 2, Num Lock off (sends ArrowDown)', press('ArrowDown', 'Numpad2'), 'betBanker'],
    ['keypad 2, Num Lock on', press('2', 'Numpad2'), 'betBanker'],
    ['keypad 3, Num Lock off', press('PageDown', 'Numpad3'), 'betTie'],
    ['keypad 3, Num Lock on', press('3', 'Numpad3'), 'betTie'],
    ['Page Down', press('PageDown', 'PageDown'), 'betTie'],
    ['top-row 1', press('1', 'Digit1'), 'betPlayer'],
    ['top-row 2', press('2', 'Digit2'), 'betBanker'],
    ['top-row 3', press('3', 'Digit3'), 'betTie'],
    ['keypad 4, Num Lock off (sends ArrowLeft)', press('ArrowLeft', 'Numpad4'), 'betPlayerPair'],
    ['top-row 6', press('6', 'Digit6'), 'betBankerPair'],
    ['keypad 7', press('7', 'Numpad7'), 'betDragonPlayer'],
    ['top-row 9', press('9', 'Digit9'), 'betDragonBanker'],
    ['keypad 5', press('5', 'Numpad5'), 'betDragon7'],
    ['keypad 8, Num Lock off (sends ArrowUp)', press('ArrowUp', 'Numpad8'), 'betPanda8'],
    ['Delete', press('Delete', 'Delete'), 'clearBets'],
    ['?', press('?', 'Slash', true), 'showShortcuts'],
    ['M', press('m', 'KeyM'), 'mute'],
    ['M with Caps Lock', press('M', 'KeyM'), 'mute'],
  ] as const)('%s means %s', (_, event, command) => {
    expect(commandFor(event)).toBe(command);
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(commandFor(press('a', 'KeyA'))).toBeNull();
    expect(commandFor({ ...press('1', 'Digit1'), ctrlKey: true })).toBeNull();
    expect(commandFor(press('0', 'Numpad0'))).toBeNull(); // 4 to 9 are the side bets' keys
  });

  it('documents every command for the help, in every language', () => {
    for (const later of [enLater, zhHans.later, zhHant.later]) {
      for (const command of NAMES) {
        const [keys, does] = later.shortcuts[command];
        expect(keys).not.toBe('');
        expect(does).not.toBe('');
      }
    }
  });

  it("names a button's keys for aria-keyshortcuts from the same table, as keys the press sends", () => {
    const named = {
      deal: 'Enter',
      rebet: 'R',
      double: 'X',
      undo: 'Backspace',
      clearBets: 'Delete',
      showShortcuts: '?',
      mute: 'M',
      railingUp: 'ArrowUp',
      railingUpTen: 'Shift+ArrowUp',
      railingDown: 'ArrowDown',
      railingDownTen: 'Shift+ArrowDown',
    } as const;
    const commands = Object.keys(named) as (keyof typeof named)[];
    expect(Object.fromEntries(commands.map((c) => [c, shortcutOf(c)]))).toEqual(named);
    // A spot's keys: the digit (above the letters or on the keypad, named once) and, for Player
    // and Tie, their other keys, End and PageDown.
    expect(Object.fromEntries(BETS.map((spot) => [spot, shortcutOf(spot)]))).toEqual({
      player: '1 End',
      banker: '2',
      tie: '3 PageDown',
      'player-pair': '4',
      'banker-pair': '6',
      'dragon-player': '7',
      'dragon-banker': '9',
      'dragon-7': '5',
      'panda-8': '8',
    });
    // Each named key, pressed, runs its command; a spot's places a chip on that spot.
    const pressOf = (name: string): KeyLike => {
      const shift = name.startsWith('Shift+');
      const key = name.replace('Shift+', '');
      if (/^\d$/.test(key)) return press(key, `Digit${key}`, shift);
      if (/^[A-Z]$/.test(key)) return press(key.toLowerCase(), `Key${key}`, shift);
      if (key === '?') return press('?', 'Slash', true);
      return press(key, key, shift);
    };
    for (const [command, keys] of Object.entries(named))
      for (const key of keys.split(' ')) expect(commandFor(pressOf(key)), key).toBe(command);
    for (const spot of BETS)
      for (const key of shortcutOf(spot).split(' ')) expect(commandFor(pressOf(key)), key).toBe(betCommand(spot));
  });

  it('plays each command by the move it names, when the phase table allows that move', () => {
    // Deal deals between hands; during the reveal the same key and button show the hand.
    expect(moveOf('deal', { phase: 'betting' })).toBe('deal');
    expect(moveOf('deal', { phase: 'settled' })).toBe('deal');
    expect(moveOf('deal', { phase: 'dealing' })).toBe('finishReveal');
    // The bets and their tools only between hands; the railing at any time.
    for (const command of ['betPlayer', 'betDragon7', 'clearBets', 'rebet', 'double', 'undo'] as const) {
      expect(enabled(command, { phase: 'betting', squeeze: null }), command).toBe(true);
      expect(enabled(command, { phase: 'dealing', squeeze: null }), command).toBe(false);
    }
    expect(enabled('railingUp', { phase: 'dealing', squeeze: null })).toBe(true);
    // Space lifts a card only while one waits to be squeezed; the help and the sound are the page's, always there.
    expect(enabled('liftCard', { phase: 'dealing', squeeze: null })).toBe(false);
    expect(enabled('liftCard', { phase: 'dealing', squeeze: { opened: 0, lift: 0 } })).toBe(true);
    expect(enabled('liftCard', { phase: 'betting', squeeze: null })).toBe(false);
    for (const phase of ['betting', 'dealing', 'settled'] as const) {
      expect(enabled('showShortcuts', { phase, squeeze: null })).toBe(true);
      expect(enabled('mute', { phase, squeeze: null })).toBe(true);
    }
  });

  it('places a chip on the spot each bet command names, every spot one command', () => {
    expect(BETS.map((spot) => COMMANDS[betCommand(spot)].with)).toEqual(BETS);
    expect(new Set(BETS.map(betCommand)).size).toBe(BETS.length);
  });

  it('answers "may I deal" once: Deal looks ready exactly when canDeal says a press would deal, or shows the hand', () => {
    const stake = fc.constantFrom(0, 1, 5, 25, 150, 301).map(dollars);
    fc.assert(
      fc.property(
        fc.constantFrom('betting', 'dealing', 'settled'),
        fc.record({ player: stake, banker: stake, tie: stake }),
        stake,
        fc.boolean(),
        (phase, bets, pair, sideBets) => {
          const s = {
            phase,
            squeeze: null,
            bets,
            sideBets: { ...NO_SIDE_BETS, 'player-pair': pair },
            settings: { ...DEFAULT_SETTINGS, sideBets },
          };
          // During the reveal Deal shows the hand: ready; between hands, ready only when it would deal.
          expect(ready('deal', s)).toBe(phase === 'dealing' || canDeal(s));
          expect(enabled('deal', s)).toBe(true);
        },
      ),
    );
    // An empty table between hands: Deal is pressed (and says "Place a bet first") but is not ready.
    const empty = {
      phase: 'betting',
      squeeze: null,
      bets: NO_BETS,
      sideBets: NO_SIDE_BETS,
      settings: DEFAULT_SETTINGS,
    } as const;
    expect([enabled('deal', empty), ready('deal', empty), canDeal(empty)]).toEqual([true, false, false]);
    // $5 on Banker deals.
    expect(ready('deal', { ...empty, bets: { ...NO_BETS, banker: dollars(5) } })).toBe(true);
  });
});
