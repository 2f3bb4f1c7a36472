import { describe, expect, it } from 'vitest';
import { isTouch, TOUCH_QUERY, type MediaMatcher } from '../../src/app/input';

/** A device whose media queries answer `coarse` (a finger) or `fine` (a mouse) for the pointer. */
const device =
  (pointer: 'coarse' | 'fine'): MediaMatcher =>
  (query) => ({
    matches: query === `(pointer: ${pointer})`,
    addEventListener: () => {},
    removeEventListener: () => {},
  });

describe('how the player plays (one detection)', () => {
  it('asks the main pointer: a finger is touch, a mouse is not', () => {
    expect(TOUCH_QUERY).toBe('(pointer: coarse)');
    expect(isTouch(device('coarse'))).toBe(true);
    expect(isTouch(device('fine'))).toBe(false);
  });

  it('says not touch where media queries cannot be asked (a server render)', () => {
    expect(isTouch(null)).toBe(false);
  });
});
