/** A hand's content box this narrow or less gets the smaller title (a phone's hand is about 120 px wide). */
const NARROW_HAND_PX = 170;

/**
 * Writes the room the hands are given in pixels (`--hands-h` on the hands, `--hand-w` and
 * `data-narrow` on each hand) as it changes, and marks the hands `data-measured`, which turns
 * their container queries off (styles.css). Returns what stops it.
 */
export function measureHands(box: HTMLElement): () => void {
  // Only a change is written: a write, even of the same value, has the browser restyle every card.
  const write = (element: HTMLElement, property: string, px: number) => {
    const value = `${px}px`;
    if (element.style.getPropertyValue(property) !== value) element.style.setProperty(property, value);
  };
  const observer = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      const element = target as HTMLElement;
      if (element === box) write(element, '--hands-h', contentRect.height);
      else {
        write(element, '--hand-w', contentRect.width);
        element.toggleAttribute('data-narrow', contentRect.width <= NARROW_HAND_PX);
      }
    }
    if (!box.hasAttribute('data-measured')) box.setAttribute('data-measured', '');
  });
  observer.observe(box);
  for (const hand of box.querySelectorAll('.hand')) observer.observe(hand);
  return () => observer.disconnect();
}
