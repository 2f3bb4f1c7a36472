import { describe, expect, it, test } from 'vitest';
import { commandFor, KEYMAP, type KeyLike } from '../../src/app/keymap';

const press = (key: string, code: string, shiftKey = false): KeyLike => ({
  key,
  code,
  shiftKey,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
});

describe('the keyboard map', () => {
  it('binds no key twice', () => {
    const chords = KEYMAP.flatMap((b) => b.chords.map((c) => JSON.stringify([c.key, c.code, c.shift])));
    expect(new Set(chords).size).toBe(chords.length);
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
    ['Delete', press('Delete', 'Delete'), 'clearBets'],
    ['?', press('?', 'Slash', true), 'showShortcuts'],
  ] as const)('%s means %s', (_, event, command) => {
    expect(commandFor(event)).toBe(command);
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(commandFor(press('a', 'KeyA'))).toBeNull();
    expect(commandFor({ ...press('1', 'Digit1'), ctrlKey: true })).toBeNull();
    expect(commandFor(press('4', 'Numpad4'))).toBeNull();
  });

  it('documents every command for the help', () => {
    for (const binding of KEYMAP) {
      expect(binding.keys).not.toBe('');
      expect(binding.does).not.toBe('');
    }
  });
});
