import { useEffect, useSyncExternalStore } from 'react';

/**
 * The room the "new version" card needs at the end of the page, and whether a site footer is
 * there to hold it. The card floats over the page's bottom; a spacer after the page left a white
 * strip under the dark footer, so a page with a footer grows its footer instead.
 */
let room = 0;
let footers = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setAppUpdateRoom(height: number) {
  if (room === height) return;
  room = height;
  notify();
}

/** The room to leave at the end of the page (0 when no card shows). */
export function useAppUpdateRoom(): number {
  return useSyncExternalStore(
    subscribe,
    () => room,
    () => 0,
  );
}

/** A site footer on the page: it holds the room, and no spacer goes after it. */
export function useHoldsAppUpdateRoom(): number {
  useEffect(() => {
    footers += 1;
    notify();
    return () => {
      footers -= 1;
      notify();
    };
  }, []);
  return useAppUpdateRoom();
}

/** Whether a site footer holds the room. */
export function useFooterHoldsRoom(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => footers > 0,
    () => false,
  );
}
