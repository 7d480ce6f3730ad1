import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

const SOUND_KEY = 'scanorder.orderSound';
const listeners = new Set<() => void>();

/** The new-order sound is on unless the owner switched it off on this device. */
export function soundEnabled(): boolean {
  return readStorage(SOUND_KEY) !== 'off';
}

export function setSoundEnabled(enabled: boolean) {
  writeStorage(SOUND_KEY, enabled ? null : 'off');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const scoped = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? scoped.webkitAudioContext ?? null;
}

/** `run` once the page is idle (soon after, where the browser has no idle callbacks); a canceller. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 500);
  return () => clearTimeout(timer);
}

/**
 * The owner's new-order sound: two short tones made with Web Audio (nothing to download). Browsers
 * start audio only from a click or key press, so the first one resumes the context; before that a
 * new order is shown and announced without sound. The context is made while the page is idle
 * (suspended until that gesture): making it queries the audio device, 10-16 ms that the first
 * click, often the one opening ORDERS, paid before (decision 031, seventh addendum). If the
 * gesture comes first, it makes the context itself, as Safari needs it made or resumed inside one.
 */
export function useOrderSound() {
  const enabled = useSyncExternalStore(subscribe, soundEnabled, () => true);
  const context = useRef<AudioContext | null>(null);

  useEffect(() => {
    const make = () => {
      const Context = audioContextClass();
      if (!Context || context.current) return;
      try {
        context.current = new Context();
      } catch {
        // No audio on this device: new orders are still shown and announced.
      }
    };
    const unlock = () => {
      make();
      if (context.current?.state === 'suspended')
        void context.current.resume().catch(() => undefined);
    };
    const cancelIdle = whenIdle(make);
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      cancelIdle();
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
      void context.current?.close().catch(() => undefined);
      context.current = null;
    };
  }, []);

  const play = useCallback(() => {
    if (!soundEnabled()) return;
    const audio = context.current;
    if (!audio || audio.state !== 'running') return;
    const start = audio.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + index * 0.18;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.17);
    });
  }, []);

  return { enabled, setEnabled: setSoundEnabled, play };
}
