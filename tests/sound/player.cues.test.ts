/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import type { SoundCue } from '../../src/sound/cues';
import { startSound } from '../../src/sound/player';
import { createSoundStore } from '../../src/sound/preference';
import { makeTable, memoryStorage } from '../store/helpers';

/** The sound director, watched: when a change's cues are read. */
const { reads } = vi.hoisted(() => ({ reads: vi.fn() }));
vi.mock('../../src/sound/cues', async (original) => {
  const cues = await original<typeof import('../../src/sound/cues')>();
  return {
    ...cues,
    cuesFor: (...args: Parameters<typeof cues.cuesFor>) => {
      reads();
      return cues.cuesFor(...args);
    },
  };
});

describe('the sound player', () => {
  it('reads a change’s cues in the task that plays them, not in the change’s own (a $10 Player bet and Deal, instant, seed 2)', async () => {
    const { store } = makeTable({ instant: true, seed: 2 });
    const played: SoundCue[] = [];
    const synth = {
      play: (cue: SoundCue) => void played.push(cue),
      setVolume: () => {},
      wake: () => {},
      close: () => {},
    };
    const stop = startSound(store, createSoundStore(memoryStorage()), store.getState(), undefined, synth);
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads.mockClear();

    store.getState().placeBet('player');
    store.getState().deal();
    expect(reads).not.toHaveBeenCalled();

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toHaveBeenCalledTimes(2);
    expect(played.map((c) => c.kind)).toEqual(expect.arrayContaining(['chips', 'cards']));
    stop();
  });
});
