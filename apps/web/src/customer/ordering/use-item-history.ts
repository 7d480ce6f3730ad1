import { useCallback, useEffect, useRef } from 'react';
import { dropHistoryMark, historyState } from '../lib/history-state.ts';

/** The key in `history.state` that marks an entry as an item's sheet (the item's id). */
const ITEM_KEY = 'scanorderItem';

/**
 * An item's sheet as a browser-history entry, as the cart's steps are (use-drawer-history.ts): a
 * phone's Back closes the sheet instead of leaving the menu with the choices half made. Closing it
 * on the page (×, Add to cart) goes back over its entry. `shownId` is the item whose sheet shows;
 * the answer is the close for the page to use.
 */
export function useItemHistory(shownId: string | null, onClose: () => void): () => void {
  const closeSheet = useRef(onClose);
  useEffect(() => {
    closeSheet.current = onClose;
  }, [onClose]);
  /** The item whose entry this page pushed and has not gone back over. */
  const pushedFor = useRef<string | null>(null);

  useEffect(() => {
    if (shownId === null || pushedFor.current === shownId) return;
    window.history.pushState({ ...historyState(), [ITEM_KEY]: shownId }, '');
    pushedFor.current = shownId;
  }, [shownId]);

  useEffect(() => {
    // A reload on a sheet's entry shows the menu: the entry loses its mark.
    if (pushedFor.current === null) dropHistoryMark(ITEM_KEY);
    const onPopState = () => {
      if (pushedFor.current === null || historyState()[ITEM_KEY] === pushedFor.current) return;
      pushedFor.current = null;
      closeSheet.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return useCallback(() => {
    if (pushedFor.current !== null && historyState()[ITEM_KEY] === pushedFor.current) {
      pushedFor.current = null;
      window.history.back();
    }
    closeSheet.current();
  }, []);
}
