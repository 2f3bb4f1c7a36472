import { useEffect, useRef } from 'react';
import { Hand } from './Hand';

/**
 * The two hands. Their cards follow the room the hands are given: at first CSS container units
 * say it; once measured (measureHands, a small chunk loaded after the table has painted) it is
 * written in pixels and the container queries are turned off. The same sizes either way, but a
 * container query makes Blink recalculate the style of every card in the hands each time the
 * table is laid out, on every chip and every card turned: a long frame on a slow phone.
 */
export function Hands() {
  const hands = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = hands.current;
    if (box === null || typeof ResizeObserver === 'undefined') return;
    let stop: (() => void) | null = null;
    let gone = false;
    import('./measureHands')
      .then((chunk) => {
        if (!gone) stop = chunk.measureHands(box);
      })
      // Not loaded: the container queries go on sizing the cards, as on the prerendered page.
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return (
    <div className="hands" ref={hands}>
      <Hand hand="player" />
      <Hand hand="banker" />
    </div>
  );
}
