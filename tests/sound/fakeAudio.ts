/**
 * A stand-in for the Web Audio API, enough for the synthesiser: it records every node made,
 * every sound started, and every value an AudioParam is given (Node and jsdom have no audio).
 */
export class FakeParam {
  value = 0;
  readonly values: number[] = [];
  setValueAtTime(v: number) {
    this.values.push(v);
    return this;
  }
  linearRampToValueAtTime(v: number) {
    this.values.push(v);
    return this;
  }
  exponentialRampToValueAtTime(v: number) {
    if (v <= 0) throw new RangeError('an exponential ramp cannot reach 0');
    this.values.push(v);
    return this;
  }
  setTargetAtTime(v: number) {
    this.values.push(v);
    this.value = v;
    return this;
  }
}

class FakeNode {
  readonly connections: unknown[] = [];
  connect<T>(to: T): T {
    this.connections.push(to);
    return to;
  }
}

export interface Started {
  readonly kind: 'noise' | 'tone';
  readonly when: number;
  readonly stopAt?: number;
}

export function fakeAudio(state: AudioContextState = 'running') {
  const contexts: FakeContext[] = [];
  class FakeContext {
    state: AudioContextState = state;
    currentTime = 10;
    sampleRate = 8000;
    readonly destination = new FakeNode();
    readonly gains: { gain: FakeParam; connections: unknown[] }[] = [];
    readonly started: Started[] = [];
    closed = false;
    constructor() {
      contexts.push(this);
    }
    createGain() {
      const node = Object.assign(new FakeNode(), { gain: new FakeParam() });
      this.gains.push(node);
      return node;
    }
    createBiquadFilter() {
      return Object.assign(new FakeNode(), { type: 'lowpass', frequency: new FakeParam(), Q: new FakeParam() });
    }
    createBuffer(_channels: number, length: number) {
      const data = new Float32Array(length);
      return { getChannelData: () => data, data };
    }
    createBufferSource() {
      const started = this.started;
      return Object.assign(new FakeNode(), {
        buffer: null as unknown,
        start(when: number) {
          started.push({ kind: 'noise', when });
        },
      });
    }
    createOscillator() {
      const started = this.started;
      let mine: { kind: 'tone'; when: number; stopAt?: number } | null = null;
      return Object.assign(new FakeNode(), {
        type: 'sine',
        frequency: new FakeParam(),
        start(when: number) {
          mine = { kind: 'tone', when };
          started.push(mine);
        },
        stop(when: number) {
          if (mine) mine.stopAt = when;
        },
      });
    }
    resume() {
      this.state = 'running';
      return Promise.resolve();
    }
    suspend() {
      this.state = 'suspended';
      return Promise.resolve();
    }
    close() {
      this.closed = true;
      this.state = 'closed';
      return Promise.resolve();
    }
  }
  return { scope: { AudioContext: FakeContext } as unknown as typeof globalThis, contexts };
}
