import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  scheduleUpdateChecks,
  watchUncontrolledUpdates,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_CHECK_MIN_GAP_MS,
  type UpdatableRegistration,
} from './update-schedule.ts';

const MINUTE = 60_000;
let visibility: DocumentVisibilityState = 'visible';

function registration(): UpdatableRegistration & { update: ReturnType<typeof vi.fn> } {
  return { installing: null, update: vi.fn(async () => undefined) };
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => vi.useRealTimers());

describe('the update checks of a page left open', () => {
  it('asks for a new version every hour while the page stays open, and no more often', () => {
    const worker = registration();
    const stop = scheduleUpdateChecks(worker);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60 * MINUTE);

    vi.advanceTimersByTime(59 * MINUTE);
    expect(worker.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(worker.update).toHaveBeenCalledTimes(1);
    // A twelve-hour shift: twelve checks.
    vi.advanceTimersByTime(11 * 60 * MINUTE);
    expect(worker.update).toHaveBeenCalledTimes(12);

    stop();
    vi.advanceTimersByTime(3 * 60 * MINUTE);
    expect(worker.update).toHaveBeenCalledTimes(12);
  });

  it('asks when the tab becomes visible again, at most once in five minutes', () => {
    const worker = registration();
    const stop = scheduleUpdateChecks(worker);

    // Registering was the first check: coming back a minute later asks nothing.
    vi.advanceTimersByTime(MINUTE);
    setVisibility('hidden');
    setVisibility('visible');
    expect(worker.update).not.toHaveBeenCalled();

    vi.advanceTimersByTime(UPDATE_CHECK_MIN_GAP_MS);
    setVisibility('hidden');
    expect(worker.update).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(worker.update).toHaveBeenCalledTimes(1);

    // Flicking between tabs does not ask again and again.
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(10_000);
      setVisibility('hidden');
      setVisibility('visible');
    }
    expect(worker.update).toHaveBeenCalledTimes(1);

    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_MIN_GAP_MS);
    setVisibility('hidden');
    setVisibility('visible');
    expect(worker.update).toHaveBeenCalledTimes(1);
  });

  it('does not ask while the tab is hidden, and catches up when it is shown', () => {
    const worker = registration();
    scheduleUpdateChecks(worker);
    setVisibility('hidden');
    vi.advanceTimersByTime(3 * 60 * MINUTE);
    expect(worker.update).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(worker.update).toHaveBeenCalledTimes(1);
  });

  it('does not ask while a new version is installing, and a failed check is no error', async () => {
    const worker = registration();
    worker.update.mockRejectedValue(new TypeError('Failed to fetch'));
    const installing = { ...worker, installing: {} as ServiceWorker };
    scheduleUpdateChecks(installing);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(worker.update).not.toHaveBeenCalled();

    scheduleUpdateChecks(worker);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(worker.update).toHaveBeenCalledTimes(1);
    await expect(worker.update.mock.results[0]?.value).rejects.toThrow('Failed to fetch');
  });
});

describe('a page the worker does not control', () => {
  it("says nothing of the app's first install, which replaces no older worker", () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null },
    });
    try {
      const worker = Object.assign(new EventTarget(), { state: 'installing' });
      const registration = Object.assign(new EventTarget(), { installing: worker, active: null });
      const onReplaced = vi.fn();
      watchUncontrolledUpdates(registration as unknown as ServiceWorkerRegistration, onReplaced);
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = 'activated';
      worker.dispatchEvent(new Event('statechange'));
      expect(onReplaced).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
