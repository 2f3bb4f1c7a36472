/**
 * The sound preference as saved: a device's choice under a key of its own (`SOUND_KEY`), never in
 * the table's save (whose format stays the original game's), and its reader, which trusts nothing.
 */

export interface SoundPreference {
  readonly on: boolean; // true: the table plays its sounds
  readonly volume: number; // 0…100, the master volume: 70
}

export const DEFAULT_SOUND: SoundPreference = { on: true, volume: 70 };

/** A volume as the preference keeps it: a whole number from 0 to 100. */
export const clampVolume = (volume: number): number => Math.min(100, Math.max(0, Math.round(volume)));

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
