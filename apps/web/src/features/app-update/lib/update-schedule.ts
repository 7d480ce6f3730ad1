/** How often a page left open asks the server for a new version of the app (decision 053). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
/** Coming back to the tab asks again, but never within this long of the last question. */
export const UPDATE_CHECK_MIN_GAP_MS = 5 * 60_000;

/** What the schedule needs of a ServiceWorkerRegistration. */
export interface UpdatableRegistration {
  readonly installing: ServiceWorker | null;
  update(): Promise<unknown>;
}

interface ScheduleOptions {
  intervalMs?: number;
  minGapMs?: number;
  now?: () => number;
}

/**
 * The service worker's own update check (`registration.update()`) for a page that stays open
 * without a navigation, such as the ORDERS board or a kiosk: every hour while the tab is visible,
 * and when the tab becomes visible again after being hidden, at most once in five minutes. The
 * browser itself checks only on navigation. Registering counts as a check. Returns the stop.
 */
export function scheduleUpdateChecks(
  registration: UpdatableRegistration,
  {
    intervalMs = UPDATE_CHECK_INTERVAL_MS,
    minGapMs = UPDATE_CHECK_MIN_GAP_MS,
    now = Date.now,
  }: ScheduleOptions = {},
): () => void {
  let lastCheck = now();
  const check = () => {
    if (document.visibilityState !== 'visible') return;
    if (now() - lastCheck < minGapMs || registration.installing) return;
    lastCheck = now();
    // Offline or the server restarting: the next hour or the next return to the tab tries again.
    registration.update().catch(() => undefined);
  };
  const timer = window.setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', check);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}

/**
 * A page the worker does not control (the device's first visit to the app, never reloaded since)
 * hears of no waiting version: with no page of its own to wait for, a new worker activates at
 * once. When it replaces an older worker, this page still runs the older code all the same, so
 * `onReplaced` says a new version is ready. The first install replaces nothing and says nothing.
 */
export function watchUncontrolledUpdates(
  registration: ServiceWorkerRegistration,
  onReplaced: () => void,
): void {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker || !registration.active || navigator.serviceWorker.controller) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') onReplaced();
    });
  });
}

/** A route whose handle says `reloadWhenQuiet: true` (kiosk mode) applies a new version by itself. */
export interface AppUpdateRouteHandle {
  reloadWhenQuiet?: boolean;
}

export function reloadsWhenQuiet(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as AppUpdateRouteHandle).reloadWhenQuiet === true
  );
}
