import { useCallback, useEffect, useRef, useState } from 'react';
import type * as OrderingChunk from '../ordering/ordering-layer.tsx';
import type { MenuPageData } from '../page-data.ts';

type OrderingModule = typeof OrderingChunk;

let loading: Promise<OrderingModule> | null = null;

/** The ordering chunk, fetched once however many times it is asked for; asked again after a failure. */
export function loadOrderingModule(): Promise<OrderingModule> {
  loading ??= import('../ordering/ordering-layer.tsx').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'focusin'] as const;

function hasSaved(storage: MenuPageData['storage']): boolean {
  try {
    return (
      window.localStorage.getItem(storage.cartKey) !== null ||
      window.localStorage.getItem(storage.pendingKey) !== null
    );
  } catch {
    return false;
  }
}

/** A press's click comes right after its release; a press that ends in a scroll has none. */
const CLICK_AFTER_RELEASE_MS = 300;
/** The longest a chunk waits for a press to end. */
const HOLD_AT_MOST_MS = 1_000;

/**
 * Holds what is given to `apply` while a pointer is pressed, until the press's click has run. The
 * ordering chunk swaps a grocery product's Add for its own (the stepper's Add): swapped between a
 * tap's press and its release, the two land on different buttons and the browser sends no click,
 * so a first tap on a fast connection (the press itself starts the download) did nothing. Held,
 * the tap clicks the page's Add, which the chunk then honours.
 */
function useAfterPress<T>(apply: (value: T) => void): (value: T) => void {
  const pressed = useRef(false);
  const held = useRef<{ value: T } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      const waiting = held.current;
      held.current = null;
      if (waiting) apply(waiting.value);
    };
    // After the click's own listeners (React's among them), not before: one task later.
    const afterClick = () => {
      clearTimeout(timer);
      timer = setTimeout(release, 0);
    };
    const down = () => {
      clearTimeout(timer);
      pressed.current = true;
    };
    const up = () => {
      pressed.current = false;
      clearTimeout(timer);
      timer = setTimeout(release, CLICK_AFTER_RELEASE_MS);
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    window.addEventListener('click', afterClick, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
      window.removeEventListener('click', afterClick, true);
    };
  }, [apply]);

  return useCallback(
    (value: T) => {
      if (!pressed.current) return apply(value);
      const waiting = { value };
      held.current = waiting;
      // A release this window never hears (let go outside it) must not keep the chunk back.
      setTimeout(() => {
        if (held.current !== waiting) return;
        held.current = null;
        apply(value);
      }, HOLD_AT_MOST_MS);
    },
    [apply],
  );
}

/**
 * Loads the ordering code when it is going to be needed: at once when this branch has a saved cart
 * or an order waiting to be sent, otherwise on the customer's first touch, key, scroll or focus.
 * A menu that is only read never downloads it.
 */
export function useOrderingModule(page: MenuPageData) {
  const [module, setModule] = useState<OrderingModule | null>(null);
  /** The last try failed (no connection, or a page open since a new version replaced the chunk). */
  const [failed, setFailed] = useState(false);
  const { ordering, storage } = page;
  const loaded = useAfterPress(
    useCallback((chunk: OrderingModule) => {
      setFailed(false);
      setModule(chunk);
    }, []),
  );
  const load = useCallback(() => {
    loadOrderingModule().then(loaded, () => setFailed(true));
  }, [loaded]);

  useEffect(() => {
    if (!ordering.canOrder && !hasSaved(storage)) return;
    if (hasSaved(storage)) {
      load();
      return;
    }
    const onIntent = () => {
      stop();
      load();
    };
    const stop = () => {
      for (const name of INTENT_EVENTS) window.removeEventListener(name, onIntent, true);
    };
    for (const name of INTENT_EVENTS)
      window.addEventListener(name, onIntent, { capture: true, passive: true });
    return stop;
  }, [ordering.canOrder, storage, load]);

  return { module, load, failed };
}
