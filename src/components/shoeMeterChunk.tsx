import { createElement, lazy, type ComponentType } from 'react';

type ShoeMeterModule = typeof import('./ShoeMeter');

let loaded: ComponentType | null = null;
let loading: Promise<ShoeMeterModule> | null = null;

/**
 * Fetches the casino shoe's meter (and its commitment) once. The page asks for it before it first
 * draws a saved casino shoe (main.tsx), so that its first render has the meter in place: a meter
 * arriving a moment later would move the hands and the controls under the player's finger.
 */
export function loadShoeMeter(): Promise<ShoeMeterModule> {
  loading ??= import('./ShoeMeter').then((module) => {
    loaded = module.default;
    return module;
  });
  return loading;
}

const LazyShoeMeter = lazy(loadShoeMeter);

/** The shoe meter: drawn at once when its chunk is here, else (in a Suspense boundary) once it is. */
export function ShoeMeterSlot() {
  return createElement(loaded ?? LazyShoeMeter);
}
