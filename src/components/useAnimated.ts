import { startTransition, useEffect, useState } from 'react';

type AnimatedParts = typeof import('./Animated');

let parts: AnimatedParts | null = null;
let loading: Promise<AnimatedParts> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the table's animated parts (framer-motion and what moves with it) once. Not needed to
 * paint the table or to play: the App asks for them as soon as it has rendered.
 */
export function loadAnimated(): Promise<AnimatedParts> {
  loading ??= import('./Animated').then((loaded) => {
    parts = loaded;
    listeners.forEach((listener) => listener());
    return loaded;
  });
  return loading;
}

/**
 * The animated parts once they are here, null until then: a component draws its part still
 * meanwhile. Null on the server and while hydrating (the App asks for them once it has rendered),
 * so the first render matches the prerendered page. Their arrival is drawn in a transition, in
 * slices between frames: as an external store's change (useSyncExternalStore) it was rendered at
 * once, every spot's first moving chip in one task just after the first paint.
 */
export function useAnimated(): AnimatedParts | null {
  const [shown, setShown] = useState(parts);
  useEffect(() => {
    const show = () => startTransition(() => setShown(parts));
    show(); // here before this effect ran? (the same parts change nothing)
    listeners.add(show);
    return () => void listeners.delete(show);
  }, []);
  return shown;
}
