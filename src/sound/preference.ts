import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from '../store/api';

/**
 * The sound preference: a device's choice, saved under a key of its own, never in the table's
 * save (whose format stays the original game's). On by default: sound still starts only after
 * the player's first click or key press, as browsers require.
 */
export interface SoundPreference {
  readonly on: boolean; // true: the table plays its sounds
  readonly volume: number; // 0…100, the master volume: 70
}

export interface SoundActions {
  /** Sound off if on, on if off (the `M` key and the top bar's switch). */
  toggle(): void;
  setVolume(volume: number): void;
}

export type SoundStore = StoreApi<SoundPreference & SoundActions>;

export const SOUND_KEY = 'baccarat.sound';
export const DEFAULT_SOUND: SoundPreference = { on: true, volume: 70 };

/** A volume as the preference keeps it: a whole number from 0 to 100. */
const clampVolume = (volume: number): number => Math.min(100, Math.max(0, Math.round(volume)));

/** The saved preference, or the defaults for anything missing or unreadable. */
export function parseSoundPreference(raw: string | null): SoundPreference {
  try {
    const saved: unknown = JSON.parse(raw ?? '{}');
    const { on, volume } = (saved ?? {}) as Partial<Record<keyof SoundPreference, unknown>>;
    return {
      on: typeof on === 'boolean' ? on : DEFAULT_SOUND.on,
      volume: Number.isFinite(volume) ? clampVolume(volume as number) : DEFAULT_SOUND.volume, // isFinite: a number, and not NaN
    };
  } catch {
    return DEFAULT_SOUND;
  }
}

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
