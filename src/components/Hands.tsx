import { useLayoutEffect, useRef } from 'react';
import { Hand } from './Hand';

/** A hand's content box this narrow or less gets the smaller title (a phone's hand is about 120 px wide). */
const NARROW_HAND_PX = 170;

/**
 * The two hands. Their cards follow the room the hands are given: until it is measured (the
 * prerendered page) CSS container units say it; from then on a ResizeObserver writes it in
 * pixels (`--hands-h`, `--hand-w`, `data-narrow`) and the container queries are turned off
 * (`data-measured`). The same sizes either way, but a container query makes Blink recalculate
 * the style of every card in the hands each time the table is laid out, on every chip and
 * every card turned: a long frame on a slow phone.
 */
export function Hands() {
  const hands = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = hands.current;
    if (box === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const { target, contentRect } of entries) {
        const element = target as HTMLElement;
        if (element === box) element.style.setProperty('--hands-h', `${contentRect.height}px`);
        else {
          element.style.setProperty('--hand-w', `${contentRect.width}px`);
          element.toggleAttribute('data-narrow', contentRect.width <= NARROW_HAND_PX);
        }
      }
      box.setAttribute('data-measured', '');
    });
    observer.observe(box);
    for (const hand of box.querySelectorAll('.hand')) observer.observe(hand);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="hands" ref={hands}>
      <Hand hand="player" />
      <Hand hand="banker" />
    </div>
  );
}
