import { useSyncExternalStore } from 'react';

/**
 * How the player plays, detected once, here: a device whose main pointer is a finger
 * (`pointer: coarse`, a phone or a tablet) is told to tap and is not offered keys it has not; any
 * other (a mouse, a trackpad, a pen) is told to click, and its keys. The words take the answer
 * (i18n: `refusedOnTouch`, the help's order); the detection is nowhere else.
 */
export const TOUCH_QUERY = '(pointer: coarse)';

/** What the detection reads: the page's matchMedia, or a test's. */
export type MediaMatcher = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

const pageMedia = (): MediaMatcher | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : null;

/** Whether the player plays by touch (false where media queries cannot be asked: a server render, a test's DOM). */
export function isTouch(media: MediaMatcher | null = pageMedia()): boolean {
  return media?.(TOUCH_QUERY).matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = pageMedia()?.(TOUCH_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * `isTouch`, following a change (a tablet's keyboard docked). A server render and a hydration say
 * false, as the prerendered page does; the parts that use it load after the first paint.
 */
export function useTouch(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isTouch(),
    () => false,
  );
}
