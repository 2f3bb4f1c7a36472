/**
 * The sound preference's store, made as every store of the house is (a factory over zustand's
 * createStore, its storage injected, state and actions in one object): on by default, sound still
 * starts only after the player's first click or key press, as browsers require. The saved form
 * and its reader are `save/soundPreference.ts`.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { SOUND_KEY } from '../save/format';
import { clampVolume, DEFAULT_SOUND, parseSoundPreference, type SoundPreference } from '../save/soundPreference';
import type { KeyValueStorage } from '../store/api';

/** What the player does with it. */
export interface SoundActions {
  /** Sound off if on, on if off (the `M` key and the top bar's switch). */
  toggle(): void;
  setVolume(volume: number): void;
}

export type SoundStore = StoreApi<SoundPreference & SoundActions>;

/**
 * The preference's store. Its initial state is the defaults, which the prerendered page shows and
 * hydration matches; the saved choice follows at once (as the table's save does).
 */
export function createSoundStore(storage: KeyValueStorage | null): SoundStore {
  const store = createStore<SoundPreference & SoundActions>()((set) => ({
    ...DEFAULT_SOUND,
    toggle: () => set((s) => ({ on: !s.on })),
    setVolume: (volume) => set({ volume: clampVolume(volume) }),
  }));
  try {
    store.setState(parseSoundPreference(storage?.getItem(SOUND_KEY) ?? null));
  } catch {
    // Storage unavailable (privacy modes): the defaults, unsaved.
  }
  store.subscribe(({ on, volume }) => {
    try {
      storage?.setItem(SOUND_KEY, JSON.stringify({ on, volume }));
    } catch {
      // A full or unavailable storage loses the preference, never the game.
    }
  });
  return store;
}

function localStorageIfAllowed(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** This device's sound preference: one for the page, like the speakers it drives. */
export const soundStore: SoundStore = createSoundStore(localStorageIfAllowed());
