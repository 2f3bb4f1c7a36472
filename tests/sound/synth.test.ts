import { describe, expect, it } from 'vitest';
import { CUE_KINDS } from '../../src/sound/cues';
import { createSynth, masterGain } from '../../src/sound/synth';
import { fakeAudio } from './fakeAudio';

describe('the synthesiser', () => {
  it('is not there where the browser has no Web Audio (jsdom, old browsers): nothing throws', () => {
    expect(createSynth({} as typeof globalThis)).toBeNull();
  });

  it('makes no AudioContext until a sound is wanted, and none while the volume is 0', () => {
    const { scope, contexts } = fakeAudio();
    const synth = createSynth(scope)!;
    expect(contexts).toHaveLength(0);
    synth.setVolume(0);
    synth.wake();
    synth.play({ kind: 'turn', at: 0 });
    expect(contexts).toHaveLength(0);
    synth.setVolume(70);
    expect(contexts).toHaveLength(0); // a volume alone opens no audio
    synth.play({ kind: 'turn', at: 0 });
    expect(contexts).toHaveLength(1);
  });

  it('opens the audio on a gesture at a volume above 0, not on the volume alone', () => {
    const { scope, contexts } = fakeAudio();
    const synth = createSynth(scope)!;
    synth.setVolume(70);
    synth.wake();
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.gains[0]!.gain.value).toBe(masterGain(70));
  });

  it('leaves no audio behind when a first key press mutes just after the sound starts (M)', () => {
    const { scope, contexts } = fakeAudio();
    const synth = createSynth(scope)!;
    synth.setVolume(70); // the sound's start, at the volume it finds
    synth.setVolume(0); // M's own toggle, landing a moment later
    synth.wake();
    synth.play({ kind: 'chips', at: 0 });
    expect(contexts).toHaveLength(0);
  });

  it.each(CUE_KINDS)('plays %s: short and quiet, synthesised, at its time', (kind) => {
    const { scope, contexts } = fakeAudio();
    const synth = createSynth(scope)!;
    synth.setVolume(100);
    synth.wake();
    const context = contexts[0]!;
    synth.play({ kind, at: 0.5 });
    expect(context.started.length).toBeGreaterThan(0);
    for (const s of context.started) {
      expect(s.when).toBeGreaterThanOrEqual(context.currentTime + 0.5);
      expect(s.when).toBeLessThan(context.currentTime + 1);
      if (s.stopAt !== undefined) expect(s.stopAt - s.when).toBeLessThanOrEqual(1.2);
    }
    // Each part's envelope peaks well below full scale; the master gain is the volume.
    const [master, ...parts] = context.gains;
    expect(master!.connections).toEqual([context.destination]);
    for (const part of parts) expect(Math.max(...part.gain.values)).toBeLessThanOrEqual(0.35);
  });

  it('keeps a whole hand shown at once to one short sequence', () => {
    const { scope, contexts } = fakeAudio();
    const synth = createSynth(scope)!;
    synth.setVolume(70);
    synth.play({ kind: 'cards', at: 0 });
    const times = contexts[0]!.started.map((s) => s.when - contexts[0]!.currentTime);
    expect(Math.max(...times)).toBeLessThan(0.3);
  });

  it('follows the volume on one master gain, squared as loudness is heard, and goes silent at 0', () => {
    const { scope, contexts } = fakeAudio();
    const synth = createSynth(scope)!;
    synth.setVolume(50);
    synth.wake();
    const master = contexts[0]!.gains[0]!;
    expect(master.gain.value).toBe(masterGain(50));
    expect(masterGain(50)).toBe(0.25);
    synth.setVolume(0);
    expect(master.gain.value).toBe(0);
    synth.play({ kind: 'chime', at: 0 });
    expect(contexts[0]!.started).toHaveLength(0);
  });

  it('suspends the audio while muted, so no AudioContext keeps running, and resumes it when unmuted', () => {
    const { scope, contexts } = fakeAudio();
    const synth = createSynth(scope)!;
    synth.setVolume(70);
    synth.wake();
    const context = contexts[0]!;
    expect(context.state).toBe('running');
    synth.setVolume(0);
    expect(context.state).toBe('suspended');
    synth.wake(); // a click while muted does not start it again
    expect(context.state).toBe('suspended');
    synth.setVolume(70);
    expect(context.state).toBe('running');
    synth.play({ kind: 'turn', at: 0 });
    expect(context.started.length).toBeGreaterThan(0);
  });

  it('plays nothing while the browser holds the audio suspended, and asks it to resume on a gesture', async () => {
    const { scope, contexts } = fakeAudio('suspended');
    const synth = createSynth(scope)!;
    synth.setVolume(70);
    synth.wake();
    const context = contexts[0]!;
    await Promise.resolve(); // the resume asked for by that gesture
    context.state = 'suspended';
    synth.play({ kind: 'slide', at: 0 });
    expect(context.started).toHaveLength(0); // it would otherwise sound late, all at once
    synth.wake();
    expect(context.state).toBe('running');
    synth.play({ kind: 'slide', at: 0 });
    expect(context.started.length).toBeGreaterThan(0);
  });

  it('never throws when the browser refuses an AudioContext', () => {
    const scope = {
      AudioContext: class {
        constructor() {
          throw new Error('NotAllowedError');
        }
      },
    } as unknown as typeof globalThis;
    const synth = createSynth(scope)!;
    expect(() => {
      synth.setVolume(70);
      synth.play({ kind: 'chips', at: 0 });
      synth.close();
    }).not.toThrow();
  });

  it('closes its AudioContext when stopped', () => {
    const { scope, contexts } = fakeAudio();
    const synth = createSynth(scope)!;
    synth.setVolume(70);
    synth.wake();
    synth.close();
    expect(contexts[0]!.closed).toBe(true);
  });
});
