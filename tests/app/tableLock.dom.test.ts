/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { delayLoadEvent } from '../../src/app/tableLock';

// index.html's holdLoad, which makes the frame, as the page has it.
beforeAll(() => {
  const page = readFileSync('index.html', 'utf8');
  const script = /<script id="hold-load">([\s\S]*?)<\/script>/.exec(page)![1]!;
  window.eval(script.replace(/requestAnimationFrame[\s\S]*$/, ''));
});

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

  it('adopts the frame index.html made after the first paint, and lets it go', () => {
    (window as unknown as { holdLoad: () => HTMLIFrameElement }).holdLoad();
    expect(frames()).toBe(1);
    const hold = delayLoadEvent();
    expect(frames()).toBe(1);
    hold();
    expect(frames()).toBe(0);
  });
});
