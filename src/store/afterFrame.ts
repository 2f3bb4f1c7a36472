/**
 * After the frame that paints what is drawn now, in a task of its own: work that a press's answer
 * must not wait for (the panels' turns, a dealt hand's pricing). Without frames (a test's DOM), a task.
 */
export const afterNextFrame = (run: () => void): void =>
  void (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(run)) : setTimeout(run));
