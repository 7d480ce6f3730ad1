import { vi } from 'vitest';

/**
 * A Web Audio stand-in for the new-order sound: records each context made (its unlocks and its
 * closing) and counts the tones played on any of them. A context starts `suspended`, as a browser's
 * does before a gesture, unless the test starts it `running`.
 */
export function stubAudio({ state = 'suspended' }: { state?: AudioContextState } = {}) {
  const made: FakeAudioContext[] = [];
  const tones = vi.fn();
  class FakeAudioContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    close = vi.fn(async () => {
      this.state = 'closed';
    });
    constructor() {
      made.push(this);
    }
    createGain() {
      return {
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (next: unknown) => next,
      };
    }
    createOscillator() {
      return {
        type: 'sine',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: tones,
        stop: vi.fn(),
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { made, tones };
}
