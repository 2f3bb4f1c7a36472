/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { delayLoadEvent } from '../../src/app/tableLock';

// tableLock.ts in a document: the load event's hold (the lock itself is tested in tableLock.test.ts).
describe('delayLoadEvent', () => {
  const frames = () => document.querySelectorAll('iframe').length;

  it('holds the load with one frame however many hold it, until the last lets go', () => {
    const first = delayLoadEvent();
    const second = delayLoadEvent();
    expect(frames()).toBe(1);
    first();
    first(); // a second call changes nothing
    expect(frames()).toBe(1);
    second();
    expect(frames()).toBe(0);
    const third = delayLoadEvent();
    expect(frames()).toBe(1);
    third();
    expect(frames()).toBe(0);
  });
});
