/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { delayLoadEvent } from '../../src/app/tableLock';

/** The frames' documents opened and not yet closed (jsdom keeps a written document's readyState as it was). */
const writing = new WeakSet<Document>();

type WithHold = { holdLoad: () => HTMLIFrameElement };

// index.html's holdLoad, which makes the frame, as the page has it; each frame's writing watched.
beforeAll(() => {
  const page = readFileSync('index.html', 'utf8');
  const script = /<script id="hold-load">([\s\S]*?)<\/script>/.exec(page)![1]!;
  window.eval(script.replace(/requestAnimationFrame[\s\S]*$/, ''));
  const made = new WeakSet<Document>();
  const hold = (window as unknown as WithHold).holdLoad;
  (window as unknown as WithHold).holdLoad = () => {
    const frame = hold();
    const doc = frame.contentDocument!;
    if (!made.has(doc)) {
      made.add(doc);
      writing.add(doc); // made now: holdLoad opened it
      const open = doc.open.bind(doc) as () => Document;
      const close = doc.close.bind(doc);
      doc.open = (() => (writing.add(doc), open())) as Document['open'];
      doc.close = () => (writing.delete(doc), close());
    }
    return frame;
  };
});

// tableLock.ts in a document: the load event's hold (the lock itself is tested in tableLock.test.ts).
describe('delayLoadEvent', () => {
  const frames = () => document.querySelectorAll('iframe');
  /** Whether the page's load waits: the frame's document is still being written. */
  const held = () => [...frames()].some((frame) => writing.has(frame.contentDocument!));

  it('holds the load with one frame however many hold it, until the last lets go; the frame is kept for the next', () => {
    const first = delayLoadEvent();
    const second = delayLoadEvent();
    expect(frames()).toHaveLength(1);
    expect(held()).toBe(true);
    first();
    first(); // a second call changes nothing
    expect(held()).toBe(true);
    second();
    expect(held()).toBe(false);
    // Kept, hidden and empty (made and removed, a frame costs tens of milliseconds on a phone).
    expect(frames()).toHaveLength(1);
    expect(frames()[0]!.hidden).toBe(true);
    const third = delayLoadEvent();
    expect(frames()).toHaveLength(1);
    expect(held()).toBe(true);
    third();
    expect(held()).toBe(false);
  });

  it('adopts the frame index.html made once the table was parsed, and lets it go', () => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    (window as unknown as WithHold).holdLoad();
    expect(frames()).toHaveLength(1);
    expect(held()).toBe(true);
    const hold = delayLoadEvent();
    expect(frames()).toHaveLength(1);
    hold();
    expect(held()).toBe(false);
  });
});
