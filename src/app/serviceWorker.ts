import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker that Workbox generated (it precaches the build, so the table
 * loads and plays offline after one visit). A new version waits: `onUpdate` is given the
 * function that switches to it, for the player to call when it suits them.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  const update = registerSW({ onNeedRefresh: () => onUpdate(() => void update(true)) });
}
