import { useEffect, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

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

/**
 * One audio context for the page, however many hook users (the owner area's alerts and the kiosk's
 * board can both be mounted): browsers cap and warn about several, and each would need its own
 * unlock by a gesture. The first user starts it, the last one to leave closes it.
 */
let shared: AudioContext | null = null;
let users = 0;
let release: (() => void) | null = null;

function makeContext() {
  const Context = audioContextClass();
  if (!Context || shared) return;
  try {
    shared = new Context();
  } catch {
    // No audio on this device: new orders are still shown and announced.
  }
}

function unlock() {
  makeContext();
  if (shared?.state === 'suspended') void shared.resume().catch(() => undefined);
}

function prepare() {
  const cancelIdle = whenIdle(makeContext);
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
  return () => {
    cancelIdle();
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
    void shared?.close().catch(() => undefined);
    shared = null;
  };
}

function join(): () => void {
  users += 1;
  if (users === 1) release = prepare();
  return () => {
    users -= 1;
    if (users > 0) return;
    release?.();
    release = null;
  };
}

function playTones() {
  if (!soundEnabled()) return;
  const audio = shared;
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

  useEffect(join, []);

  return { enabled, setEnabled: setSoundEnabled, play: playTones };
}
