import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Marks an element this component made focusable, so it takes the focus without a ring. */
const NAVIGATION_FOCUS_ATTRIBUTE = 'data-navigation-focus';

/**
 * After a move to another page, the keyboard starts on that page's heading (a screen reader reads
 * where it now is) when the control that moved it went with the old page and left the focus on
 * nothing. A control that stayed (a drawer's link) keeps it, and so does whatever the new page
 * focused itself (a dialog, a form's first field).
 */
export function NavigationFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const target =
        document.querySelector<HTMLElement>('main h1') ??
        document.querySelector<HTMLElement>('main');
      if (!target) return;
      if (!target.hasAttribute('tabindex')) {
        target.setAttribute('tabindex', '-1');
        target.setAttribute(NAVIGATION_FOCUS_ATTRIBUTE, '');
      }
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
