import { useCallback, useEffect, useRef, useState } from 'react';
import { dropHistoryMark, historyState } from '../lib/history-state.ts';
import type { DrawerView } from './cart-drawer.tsx';

/** The key in `history.state` that marks an entry as the cart or checkout step. */
const DRAWER_KEY = 'scanorderDrawer';

function drawerInHistory(): DrawerView | null {
  const view = historyState()[DRAWER_KEY];
  return view === 'cart' || view === 'checkout' ? view : null;
}

const depthOf = (view: DrawerView | null) => (view === 'checkout' ? 2 : view === 'cart' ? 1 : 0);

/**
 * The cart drawer and its checkout step as browser-history entries (same address, a mark in
 * `history.state`): a phone's Back goes from checkout to the cart and from the cart to the menu,
 * as on other ordering menus, instead of leaving the menu with everything typed. A reload on a
 * marked entry opens the same step again when there is still something in the cart.
 */
export function useDrawerHistory(canRestore: boolean) {
  const [drawer, setShown] = useState<DrawerView | null>(() =>
    canRestore ? drawerInHistory() : null,
  );
  const current = useRef(drawer);
  const hasItems = useRef(canRestore);
  useEffect(() => {
    hasItems.current = canRestore;
  }, [canRestore]);
  const setDrawer = useCallback((view: DrawerView | null) => {
    current.current = view;
    setShown(view);
  }, []);

  useEffect(() => {
    // A marked entry that is not shown (a reload with an empty cart) loses its mark, so the
    // steps pushed from here count back to a menu entry.
    if (current.current === null) dropHistoryMark(DRAWER_KEY);
    // An entry of a cart since emptied (Back from the order page, past the menu) opens nothing.
    const onPopState = () => setDrawer(hasItems.current ? drawerInHistory() : null);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [setDrawer]);

  /** Moves to a step: forward pushes an entry, back to the cart goes back one. */
  const show = useCallback(
    (view: DrawerView) => {
      const from = current.current;
      if (view === from) return;
      if (depthOf(view) < depthOf(from)) window.history.back();
      else window.history.pushState({ ...historyState(), [DRAWER_KEY]: view }, '');
      setDrawer(view);
    },
    [setDrawer],
  );

  /** Closes the drawer from any step, going back over the entries it added. */
  const close = useCallback(() => {
    const depth = depthOf(current.current);
    if (depth > 0 && drawerInHistory() !== null) window.history.go(-depth);
    setDrawer(null);
  }, [setDrawer]);

  return { drawer, show, close };
}
