import type { CueKind, SoundCue } from './cues';

/**
 * The table's sounds, made by the Web Audio API as they are played: filtered noise for cards
 * sliding and a shoe being shuffled, short clicks for a card turning and chips, a soft two-note
 * chime for a win. Nothing is downloaded. Every sound is short and quiet, and all of them pass
 * through one master gain, the player's volume.
 */
export interface Synth {
  play(cue: SoundCue): void;
  /**
   * The master volume, 0…100; 0 silences at once, even a sound still ringing, and suspends the
   * audio (a muted table keeps no audio running); a volume above 0 resumes audio already open.
   */
  setVolume(volume: number): void;
  /** Starts or resumes the audio, from a click or a key press (browsers allow it then). */
  wake(): void;
  close(): void;
}

/** The browser's AudioContext, under its old name in older Safari; none in jsdom. */
function audioContextClass(scope: typeof globalThis): typeof AudioContext | undefined {
  return scope.AudioContext ?? (scope as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
}

/** Seconds of white noise every noisy sound reads from, at a different place each time. */
const NOISE_SECONDS = 1;

/** White noise from a small xorshift generator: sound, not play, so no Rng is needed. */
function noiseBuffer(context: BaseAudioContext): AudioBuffer {
  const buffer = context.createBuffer(1, Math.round(context.sampleRate * NOISE_SECONDS), context.sampleRate);
  const data = buffer.getChannelData(0);
  let x = 0x2545f491;
  for (let i = 0; i < data.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = (x >>> 0) / 0x80000000 - 1;
  }
  return buffer;
}

interface Noise {
  readonly filter: BiquadFilterType;
  readonly freq: number; // Hz at the start
  readonly freqEnd?: number; // Hz at the end, for a sweep
  readonly q?: number;
  readonly seconds: number;
  readonly peak: number; // 0…1, before the master volume
  readonly attack?: number; // seconds to the peak
}

interface Tone {
  readonly freq: number;
  readonly seconds: number;
  readonly peak: number;
  readonly attack?: number;
  readonly type?: OscillatorType;
}

/** A sound made of noise bursts and tones, each at its offset in seconds. */
type Part = readonly [at: number, sound: Noise | Tone];
const isNoise = (sound: Noise | Tone): sound is Noise => 'filter' in sound;

/** A chip on chips: a short, bright click with a faint ring. */
const clack = (peak: number, freq = 4200): readonly (Noise | Tone)[] => [
  { filter: 'bandpass', freq, q: 4, seconds: 0.03, peak, attack: 0.001 },
  { freq: freq * 0.8, seconds: 0.05, peak: peak * 0.12, attack: 0.001, type: 'triangle' },
];
const clacks = (times: readonly number[], peak: number): Part[] =>
  times.flatMap((t, i) => clack(peak, 3800 + 300 * (i % 3)).map((s): Part => [t, s]));
/** A card landing face up: a snap and a small thump of the card on the felt. */
const snap: readonly Part[] = [
  [0, { filter: 'highpass', freq: 2500, seconds: 0.035, peak: 0.3, attack: 0.002 }],
  [0, { freq: 150, seconds: 0.07, peak: 0.18, attack: 0.003 }],
];
const slide: Noise = { filter: 'bandpass', freq: 2200, freqEnd: 900, q: 0.9, seconds: 0.22, peak: 0.22, attack: 0.04 };

/** Each cue's sound. */
const SOUNDS: Readonly<Record<CueKind, readonly Part[]>> = {
  slide: [[0, slide]],
  turn: snap,
  // A whole hand at once: three quick slides and one snap, well under half a second.
  cards: [
    [0, { ...slide, seconds: 0.09, peak: 0.16 }],
    [0.07, { ...slide, seconds: 0.09, peak: 0.16 }],
    [0.14, { ...slide, seconds: 0.09, peak: 0.16 }],
    ...snap.map(([, s]): Part => [0.22, s]),
  ],
  chips: clacks([0, 0.05], 0.3),
  chipsBack: clacks([0, 0.04, 0.08], 0.2),
  paid: clacks([0, 0.06, 0.11, 0.17, 0.22], 0.28),
  // The rake: a low brush across the felt, then the chips settle in the rack.
  taken: [
    [0, { filter: 'lowpass', freq: 1400, freqEnd: 500, seconds: 0.28, peak: 0.25, attack: 0.06 }],
    ...clacks([0.22, 0.27], 0.15),
  ],
  push: clacks([0], 0.15),
  // A soft chime: A5 then E6, sine tones with a slow decay and a faint octave.
  chime: [
    [0, { freq: 880, seconds: 0.9, peak: 0.1, attack: 0.01 }],
    [0, { freq: 1760, seconds: 0.4, peak: 0.015, attack: 0.01 }],
    [0.12, { freq: 1318.5, seconds: 1.1, peak: 0.09, attack: 0.01 }],
    [0.12, { freq: 2637, seconds: 0.4, peak: 0.012, attack: 0.01 }],
  ],
  // A squeezed card bent a step: a soft, rising creak of card.
  bend: [[0, { filter: 'bandpass', freq: 1100, freqEnd: 1700, q: 1.4, seconds: 0.14, peak: 0.09, attack: 0.03 }]],
  // A riffle: grains of card noise coming quicker, then the shoe squared on the felt.
  shuffle: [
    ...[0, 0.05, 0.095, 0.135, 0.17, 0.2, 0.225, 0.25, 0.27, 0.29, 0.31].map((t): Part => [
      t,
      { filter: 'bandpass', freq: 3000, q: 1.2, seconds: 0.035, peak: 0.12, attack: 0.003 },
    ]),
    [0.38, { filter: 'lowpass', freq: 500, seconds: 0.08, peak: 0.25, attack: 0.004 }],
  ],
};

/** How loud the master gain is for a volume of 0…100: squared, as loudness is heard. */
export const masterGain = (volume: number): number => (volume / 100) ** 2;

/** A part's loudness over time, into the master gain. */
function envelope(
  ctx: AudioContext,
  master: GainNode,
  start: number,
  { peak, seconds, attack = 0.005 }: Noise | Tone,
): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.linearRampToValueAtTime(peak, start + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  gain.connect(master);
  return gain;
}

/** Plays one part of a sound: filtered noise from `noiseAt` seconds into the noise buffer, or a tone. */
function playPart(
  ctx: AudioContext,
  master: GainNode,
  noise: AudioBuffer | null,
  start: number,
  part: Noise | Tone,
  noiseAt: number,
): void {
  const gain = envelope(ctx, master, start, part);
  if (isNoise(part)) {
    const source = ctx.createBufferSource();
    source.buffer = noise;
    const filter = ctx.createBiquadFilter();
    filter.type = part.filter;
    filter.frequency.setValueAtTime(part.freq, start);
    if (part.freqEnd !== undefined) filter.frequency.exponentialRampToValueAtTime(part.freqEnd, start + part.seconds);
    filter.Q.value = part.q ?? 0.7;
    source.connect(filter).connect(gain);
    source.start(start, noiseAt, part.seconds + 0.02);
  } else {
    const osc = ctx.createOscillator();
    osc.type = part.type ?? 'sine';
    osc.frequency.value = part.freq;
    osc.connect(gain);
    osc.start(start);
    osc.stop(start + part.seconds + 0.02);
  }
}

/**
 * The synthesiser, or null where the browser has no Web Audio. Its AudioContext is made when
 * first needed (a sound, or a click or key press, at a volume above 0), never before the page's
 * first user gesture, since the sound starts only after one.
 */
export function createSynth(scope: typeof globalThis = globalThis): Synth | null {
  const Context = audioContextClass(scope);
  if (Context === undefined) return null;
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let noise: AudioBuffer | null = null;
  let volume = 0;
  let noiseAt = 0;

  const open = (): AudioContext | null => {
    if (context === null) {
      try {
        context = new Context();
      } catch {
        return null; // too many contexts, or the browser refuses: silence, never an error
      }
      master = context.createGain();
      master.gain.value = masterGain(volume);
      master.connect(context.destination);
      noise = noiseBuffer(context);
    }
    return context;
  };

  /** One part of a sound, each from a different stretch of the noise, so repeated sounds are not identical. */
  const sound = (ctx: AudioContext, start: number, part: Noise | Tone): void => {
    noiseAt = (noiseAt + 0.137) % (NOISE_SECONDS - 0.5);
    playPart(ctx, master!, noise, start, part, noiseAt);
  };

  const wake = (): void => {
    if (volume === 0) return;
    const ctx = open();
    if (ctx !== null && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  };

  return {
    play(cue) {
      const ctx = volume > 0 ? open() : null;
      // A context the browser holds suspended would play every cue at once when it resumes.
      if (ctx === null || ctx.state !== 'running') return;
      const start = ctx.currentTime + 0.01 + cue.at;
      for (const [at, part] of SOUNDS[cue.kind]) sound(ctx, start + at, part);
    },
    setVolume(next) {
      volume = next;
      // A volume opens no audio: the first sound or gesture does. The sound's start sets the
      // volume it finds, and a first key press that mutes (M) may land just after it.
      if (context === null || master === null) return;
      master.gain.setTargetAtTime(masterGain(volume), context.currentTime, 0.015);
      // Muted: the audio device is let go (no AudioContext keeps running, or draining a battery).
      if (volume === 0 && context.state === 'running') void context.suspend().catch(() => undefined);
      wake();
    },
    wake,
    close() {
      void context?.close().catch(() => undefined);
      context = null;
      master = null;
    },
  };
}
