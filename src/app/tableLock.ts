/**
 * Which tab plays the table. Every tab of the game shares one save; a tab may change the table
 * (and so write the save) only while it holds the table, and one tab holds it at a time.
 */
import type { TableLock } from '../store/tabLock';

/**
 * The table as a Web Lock (https://developer.mozilla.org/docs/Web/API/Web_Locks_API): held for
 * as long as the page lives, released by the browser when the page goes away, and taken over
 * with `steal`, which makes the previous holder's request fail with an AbortError.
 */
export function webLocks(locks: LockManager, name: string): TableLock {
  return {
    request(steal, answer, lost) {
      let held = false;
      locks
        .request(name, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
          held = lock !== null;
          answer(held);
          // The lock is held while this promise is pending, which is never.
          return held ? new Promise<never>(() => {}) : undefined;
        })
        // Once held, a failure means another tab stole the table. Before that the browser refused
        // the request itself (an opaque origin): no tab can be told apart, so play as the only one.
        .catch(() => (held ? lost() : answer(true)));
    },
  };
}

/** index.html's: the frame that holds the load event, made once (the built page makes it once the table is parsed). */
declare function holdLoad(): HTMLIFrameElement;

/**
 * The frame holding the page's load event, and how many holds it serves: creating a frame costs
 * tens of milliseconds on a phone, and removing one as many again (measured at 4x: about 95 ms
 * to make, 30-90 ms to remove), so it is made once and kept, hidden and empty, once let go.
 */
let holding: { holds: number; release: () => void } | null = null;

/**
 * Holds back the page's load event until the returned function is called: a document still
 * being written in a child frame delays its parent's load. The Web Lock answers only after
 * the page has loaded (measured: 30 ms to over a second later), and whoever acts as soon as
 * the page has loaded, a test or a quick player, should find the table already held. Holds
 * taken at the same time share one frame; the load waits for the last to be released.
 */
export function delayLoadEvent(): () => void {
  if (holding === null) {
    const doc = holdLoad().contentDocument!; // about:blank, this page's own
    // A frame let go before is written again: the load waits for its document once more.
    if (doc.readyState != 'loading') doc.open();
    holding = { holds: 0, release: () => doc.close() };
  }
  const hold = holding;
  hold.holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--hold.holds > 0) return;
    hold.release();
    if (holding === hold) holding = null;
  };
}
