import { useCallback, useEffect, useState } from 'react';
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
  const load = useCallback(() => {
    loadOrderingModule().then(
      (loaded) => {
        setFailed(false);
        setModule(loaded);
      },
      () => setFailed(true),
    );
  }, []);

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
