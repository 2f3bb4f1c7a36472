/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from '../../src/store/afterFrame';

/** The page's visibility as the browser reports it, and its change heard. */
function pageBecomes(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Fake timers, and the frames the page asks for, held until the test runs them. */
function framesHeld(): FrameRequestCallback[] {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  return frames;
}

afterEach(() => {
  pageBecomes('visible');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextFrame: work a press must not wait for', () => {
  it('runs in a task after the next frame, once', () => {
    const frames = framesHeld();
    const run = vi.fn();
    afterNextFrame(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled(); // no frame yet
    frames.forEach((frame) => frame(0));
    expect(run).not.toHaveBeenCalled(); // a task of its own after the frame
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is done as the page hides (a tab switched away or closed right after Deal), and not again after', () => {
    const frames = framesHeld();
    const run = vi.fn();
    afterNextFrame(run);
    pageBecomes('hidden'); // no frame comes to a hidden page
    expect(run).toHaveBeenCalledTimes(1);
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('in a page already hidden, waits for no frame', () => {
    framesHeld(); // and never run
    pageBecomes('hidden');
    const run = vi.fn();
    afterNextFrame(run);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
