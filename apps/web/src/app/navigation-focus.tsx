import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FOCUS_TARGET_ATTRIBUTE } from '../components/focus-target.ts';

/** How long after a move the new page may take to show its heading (a lazy page's chunk). */
const WATCH_MS = 10_000;

/**
 * After a move to another page, the keyboard starts on that page's heading (a screen reader reads
 * where it now is) when the control that moved it went with the old page and left the focus on
 * nothing. A control that stayed (a drawer's link) keeps it, and so does whatever takes the focus
 * meanwhile (the new page's dialog or first field, or the person's own Tab).
 *
 * The old page may go a moment after the address changes (a dialog closing) and a lazy page may
 * show its heading only when its code has loaded, so the page is watched until one of those.
 */
export function NavigationFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('focusin', stop);
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
    /** Focuses the new page's heading once the focus is on nothing and the heading is there. */
    const settle = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return;
      stop();
      if (!heading.hasAttribute('tabindex')) {
        heading.setAttribute('tabindex', '-1');
        heading.setAttribute(FOCUS_TARGET_ATTRIBUTE, '');
      }
      heading.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(settle);
    observer.observe(document.body, { childList: true, subtree: true });
    // Anything focused from now on (not a control left over from the old page) is left alone.
    document.addEventListener('focusin', stop);
    const frame = requestAnimationFrame(settle);
    const timeout = setTimeout(stop, WATCH_MS);
    return stop;
  }, [pathname]);
  return null;
}
