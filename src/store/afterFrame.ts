/** The runs waiting for a frame: a hidden page paints none, so they are done as it hides. */
const waiting = new Set<() => void>();
let hearingHide = false;

function doneAsPageHides(): void {
  if (hearingHide || typeof document === 'undefined') return;
  hearingHide = true;
  // A tab switched away or closed right after Deal still prices and saves the hand it dealt.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') [...waiting].forEach((run) => run());
  });
}

/**
 * After the frame that paints what is drawn now, in a task of its own: work that a press's answer
 * must not wait for (the panels' turns, a dealt hand's pricing). Without frames (a test's DOM) or in
 * a hidden page, a task; a page hidden before the frame comes does it then.
 */
export function afterNextFrame(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(run);
    return;
  }
  const once = () => {
    if (waiting.delete(once)) run();
  };
  waiting.add(once);
  doneAsPageHides();
  requestAnimationFrame(() => setTimeout(once));
}
