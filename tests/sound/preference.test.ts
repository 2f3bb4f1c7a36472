import { describe, expect, it, vi } from 'vitest';
import { commandFor, runCommand, type KeyLike } from '../../src/app/commands';
import { createSoundStore, soundStore } from '../../src/sound/preference';
import { DEFAULT_SOUND, parseSoundPreference } from '../../src/save/soundPreference';
import { SAVE_KEY, SOUND_KEY } from '../../src/save/format';
import { makeTable, memoryStorage } from '../store/helpers';

const key = (code: string, shiftKey = false): KeyLike => ({
  key: code.slice(3).toLowerCase(),
  code,
  shiftKey,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
});

describe('the sound preference', () => {
  it('is on at a volume of 70 on a first visit', () => {
    const store = createSoundStore(memoryStorage());
    expect(store.getState()).toMatchObject({ on: true, volume: 70 });
    expect(DEFAULT_SOUND).toEqual({ on: true, volume: 70 });
  });

  it('is saved under its own key, apart from the table’s save', () => {
    const storage = memoryStorage();
    const store = createSoundStore(storage);
    store.getState().toggle();
    store.getState().setVolume(35);
    expect(JSON.parse(storage.data.get(SOUND_KEY)!)).toEqual({ on: false, volume: 35 });
    expect(storage.data.has(SAVE_KEY)).toBe(false);
    expect(createSoundStore(storage).getState()).toMatchObject({ on: false, volume: 35 });
  });

  it('leaves the table’s save as it was: the sound is not a table option', () => {
    const storage = memoryStorage();
    const { store } = makeTable({ storage, instant: true });
    store.getState().placeBet('player');
    const saved = storage.data.get(SAVE_KEY);
    createSoundStore(storage).getState().toggle();
    expect(storage.data.get(SAVE_KEY)).toBe(saved);
    expect(saved).not.toMatch(/sound|volume/);
  });

  it('keeps the volume a whole number from 0 to 100', () => {
    const store = createSoundStore(memoryStorage());
    store.getState().setVolume(140);
    expect(store.getState().volume).toBe(100);
    store.getState().setVolume(-3);
    expect(store.getState().volume).toBe(0);
    store.getState().setVolume(42.6);
    expect(store.getState().volume).toBe(43);
  });

  it.each([
    ['not JSON', '{on: yes'],
    ['JSON null', 'null'],
    ['a number', '5'],
    ['a list', '[true, 50]'],
    ['wrong types', '{"on":"yes","volume":"loud"}'],
    ['a volume that is not a number', '{"on":true,"volume":null}'],
  ])('falls back to the defaults for a save that is %s', (_, raw) => {
    expect(parseSoundPreference(raw)).toEqual(DEFAULT_SOUND);
    expect(createSoundStore(memoryStorage({ [SOUND_KEY]: raw })).getState()).toMatchObject(DEFAULT_SOUND);
  });

  it('keeps what it can read of a partial save, and clamps a volume out of range', () => {
    expect(parseSoundPreference('{"on":false}')).toEqual({ on: false, volume: 70 });
    expect(parseSoundPreference('{"volume":250}')).toEqual({ on: true, volume: 100 });
    expect(parseSoundPreference(null)).toEqual(DEFAULT_SOUND);
  });

  it('plays on without storage, or with a storage that refuses every call', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createSoundStore(refusing);
    expect(store.getState()).toMatchObject(DEFAULT_SOUND);
    store.getState().toggle();
    expect(store.getState().on).toBe(false);
    const unsaved = createSoundStore(null);
    unsaved.getState().setVolume(10);
    expect(unsaved.getState().volume).toBe(10);
  });

  it('is turned off and on by M, and by no other M', async () => {
    expect(commandFor(key('KeyM'))).toBe('mute');
    expect(commandFor(key('KeyM', true))).toBeNull();
    expect(commandFor({ ...key('KeyM'), ctrlKey: true })).toBeNull();
    const { store } = makeTable({ instant: true });
    const on = soundStore.getState().on;
    // The preference loads with the sound switch's chunk: M acts once it is here.
    runCommand(store, 'mute', () => undefined);
    await vi.waitFor(() => expect(soundStore.getState().on).toBe(!on));
    runCommand(store, 'mute', () => undefined);
    await vi.waitFor(() => expect(soundStore.getState().on).toBe(on));
  });
});
