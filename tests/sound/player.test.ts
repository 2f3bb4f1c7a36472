/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import type { SoundCue } from '../../src/sound/cues';
import { startSound } from '../../src/sound/player';
import { createSoundStore } from '../../src/sound/preference';
import type { Synth } from '../../src/sound/synth';
import { makeTable, memoryStorage } from '../store/helpers';

/** A synthesiser that only writes down what it is asked. */
function fakeSynth() {
  const played: SoundCue[] = [];
  const volumes: number[] = [];
  const woken: (number | undefined)[] = []; // the volume at each wake
  let closed = false;
  const synth: Synth = {
    play: (cue) => void played.push(cue),
    setVolume: (volume) => void volumes.push(volume),
    wake: () => void woken.push(volumes.at(-1)),
    close: () => void (closed = true),
  };
  return { synth, played, volumes, woken, wakes: () => woken.length, closed: () => closed };
}

/** The player makes its sounds in a task of its own, after the change that asked for them. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

/** A frame painted, then a task: what comes after a press's answer. */
const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function start(options: { on?: boolean; pressEnded?: Promise<unknown> } = {}) {
  const { store } = makeTable({ instant: true, seed: 2 });
  const preference = createSoundStore(memoryStorage());
  if (options.on === false) preference.getState().toggle();
  const fake = fakeSynth();
  const stop = startSound(store, preference, store.getState(), options.pressEnded, fake.synth);
  stops.push(stop);
  return { store, preference, fake, stop };
}

describe('the sound player', () => {
  it('plays the director’s cues as the table changes, in a task after the change', async () => {
    const { store, fake } = start();
    store.getState().placeBet('player');
    store.getState().deal();
    expect(fake.played).toEqual([]);
    await nextTask();
    expect(fake.played.map((c) => c.kind)).toEqual(expect.arrayContaining(['chips', 'cards']));
  });

  it('hears what the first gesture did before the sound had loaded: the state then is its starting point', async () => {
    const { store } = makeTable({ instant: true, seed: 2 });
    const atGesture = store.getState();
    store.getState().placeBet('player'); // the click that loaded the sound, already done
    const fake = fakeSynth();
    stops.push(startSound(store, createSoundStore(memoryStorage()), atGesture, undefined, fake.synth));
    await nextTask();
    expect(fake.played).toEqual([{ kind: 'chips', at: 0 }]);
  });

  it('plays nothing while the sound is off, and again once it is on', async () => {
    const { store, preference, fake } = start({ on: false });
    store.getState().placeBet('player');
    await nextTask();
    expect(fake.played).toEqual([]);
    preference.getState().toggle();
    store.getState().placeBet('player');
    await nextTask();
    expect(fake.played).toEqual([{ kind: 'chips', at: 0 }]);
  });

  it('plays nothing in a hidden tab', async () => {
    const { store, fake } = start();
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    try {
      store.getState().placeBet('player');
    } finally {
      Reflect.deleteProperty(document, 'hidden');
    }
    expect(document.hidden).toBe(false);
    await nextTask();
    expect(fake.played).toEqual([]);
  });

  it('sets the synthesiser’s volume from the preference: 0 while off', () => {
    const { preference, fake } = start();
    preference.getState().setVolume(40);
    preference.getState().toggle();
    preference.getState().toggle();
    expect(fake.volumes).toEqual([70, 40, 0, 40]);
  });

  it('wakes the audio on each key press, and as each click starts and once it is handled', () => {
    const { fake } = start();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter' }));
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('click'));
    expect(fake.wakes()).toBe(3);
  });

  it('opens the audio in a task of its own as it starts, not in the next key press', async () => {
    const { fake } = start();
    expect(fake.wakes()).toBe(0);
    await nextTask();
    expect(fake.woken).toEqual([70]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(fake.wakes()).toBe(2);
  });

  it('wakes the audio after a gesture that turns the sound on, so that gesture opens it', () => {
    const { preference, fake } = start();
    preference.getState().toggle(); // off
    window.dispatchEvent(new Event('pointerdown')); // the press on the switch, still muted
    preference.getState().toggle(); // the switch's click turns it on
    window.dispatchEvent(new Event('click'));
    expect(fake.woken).toEqual([0, 70]);
  });

  it('stops listening, and closes the audio, when stopped', async () => {
    const { store, fake, stop } = start();
    stop();
    store.getState().placeBet('player');
    for (const type of ['pointerdown', 'keydown', 'click', 'keyup']) window.dispatchEvent(new Event(type));
    await nextTask();
    expect(fake.played).toEqual([]);
    expect(fake.wakes()).toBe(0);
    expect(fake.closed()).toBe(true);
  });

  it('plays nothing that was still waiting when it is stopped', async () => {
    const { store, fake, stop } = start();
    store.getState().placeBet('player');
    stop();
    await nextTask();
    expect(fake.played).toEqual([]);
  });

  it('started by a press (a coup: Player bet, dealt at once, seed 2), opens the audio once the press has ended and its answer is painted, and plays its sounds in the task after', async () => {
    let end = (): void => undefined;
    const pressEnded = new Promise<void>((resolve) => (end = resolve));
    const { store, fake } = start({ pressEnded });
    store.getState().placeBet('player'); // the press's own move
    window.dispatchEvent(new Event('click')); // its click: no audio opened in it
    await afterNextFrame();
    expect(fake.wakes()).toBe(0);
    expect(fake.played).toEqual([]);
    end(); // the finger is lifted
    await Promise.resolve();
    expect(fake.wakes()).toBe(0); // not in the task that ends the press
    await afterNextFrame();
    expect(fake.woken).toEqual([70]);
    expect(fake.played).toEqual([]); // the audio's opening is a task of its own
    await nextTask();
    expect(fake.played).toEqual([{ kind: 'chips', at: 0 }]);
    // From then on, as before: each change in a task of its own, each gesture wakes the audio.
    store.getState().deal();
    await nextTask();
    expect(fake.played.map((c) => c.kind)).toEqual(expect.arrayContaining(['chips', 'cards']));
    window.dispatchEvent(new Event('click'));
    expect(fake.wakes()).toBe(2);
  });

  it('stopped before its press ends, opens nothing', async () => {
    const { store, fake, stop } = start({ pressEnded: Promise.resolve() });
    store.getState().placeBet('player');
    stop();
    await afterNextFrame();
    await afterNextFrame();
    expect(fake.wakes()).toBe(0);
    expect(fake.played).toEqual([]);
  });

  it('does nothing, and throws nothing, where there is no Web Audio (jsdom has none)', () => {
    const { store } = makeTable({ instant: true });
    const stop = startSound(store, createSoundStore(null), store.getState());
    expect(() => {
      store.getState().placeBet('player');
      stop();
    }).not.toThrow();
  });
});
