import { useCallback, useEffect, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { reloadPage } from '../lib/reload-page.ts';
import { scheduleUpdateChecks, watchUncontrolledUpdates } from '../lib/update-schedule.ts';

/** Registrations whose checks already run (StrictMode may run the hook's setup twice). */
const scheduled = new WeakSet<ServiceWorkerRegistration>();

export interface AppUpdate {
  /** A new version of the app is installed and waits for this page to reload into it. */
  ready: boolean;
  /** Activates the waiting version and reloads this page into it. */
  reload: () => Promise<void>;
}

/**
 * The owner app's one registration of its service worker (vite-plugin-pwa, `registerType:
 * 'prompt'`), with update checks while the page stays open. A new version never takes over by
 * itself: the page reloads when its user asks (decision 053). When another tab's Reload has
 * already activated the new version, this one keeps its notice and reloads only when asked too.
 */
export function useAppUpdate(): AppUpdate {
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const asked = useRef(false);
  const markReady = useRef<(ready: boolean) => void>(() => undefined);
  const {
    needRefresh: [ready, setReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registered) {
      if (!registered) return;
      registration.current = registered;
      if (scheduled.has(registered)) return;
      scheduled.add(registered);
      scheduleUpdateChecks(registered);
      watchUncontrolledUpdates(registered, () => markReady.current(true));
    },
    onNeedReload() {
      if (asked.current) reloadPage();
    },
  });

  // The registration answers after the first render, so this is set by the time it is needed.
  useEffect(() => {
    markReady.current = setReady;
  }, [setReady]);

  const reload = useCallback(async () => {
    asked.current = true;
    // Waiting: it takes over and the library reloads the page once it controls it. Gone: another
    // tab activated it already, so reloading is all that is left.
    if (registration.current?.waiting) await updateServiceWorker(true);
    else reloadPage();
  }, [updateServiceWorker]);

  return { ready, reload };
}
