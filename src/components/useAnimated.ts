import { useSyncExternalStore } from 'react';

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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The animated parts once they are here, null until then: a component draws its part still
 * meanwhile. Null on the server and while hydrating, so the first render matches the prerendered page.
 */
export function useAnimated(): AnimatedParts | null {
  return useSyncExternalStore(
    subscribe,
    () => parts,
    () => null,
  );
}
