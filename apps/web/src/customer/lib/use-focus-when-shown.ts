import { useCallback, useEffect, useRef } from 'react';

/**
 * For a control that goes away under the keyboard (a pressed button replaced by what it showed):
 * `focusWhenShown(id)` moves the focus to the element with that id once a render has put it in the
 * page, so the keyboard and the screen reader do not fall to the page body. Call it beside the
 * state change that shows the element.
 */
export function useFocusWhenShown(): (id: string) => void {
  const target = useRef<string | null>(null);
  useEffect(() => {
    const element = target.current && document.getElementById(target.current);
    if (!element) return;
    target.current = null;
    element.focus();
  });
  return useCallback((id: string) => {
    target.current = id;
  }, []);
}
