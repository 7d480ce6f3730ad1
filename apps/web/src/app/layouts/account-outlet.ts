import { useOutletContext } from 'react-router';

/** What the protected layout hands to its child layouts. */
export interface AccountOutletContext {
  navigationOpen: boolean;
  closeNavigation: () => void;
}

export const useAccountOutlet = () => useOutletContext<AccountOutletContext>();

/** Routes whose handle says `drawer: true` get the phone menu button in the header. */
export interface AccountRouteHandle {
  drawer?: boolean;
  /**
   * No idle or tab-hidden logout on this page (docs/product/kiosk-and-sessions.md): the live orders
   * board and kiosk mode are meant to stay open on a counter. A function decides by the page's
   * query string (the ORDERS tab is `?tab=orders` of the owner area).
   */
  idleExempt?: boolean | ((search: URLSearchParams) => boolean);
}

export function hasDrawer(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as AccountRouteHandle).drawer === true
  );
}

export function isIdleExempt(handle: unknown, search = ''): boolean {
  if (typeof handle !== 'object' || handle === null) return false;
  const exempt = (handle as AccountRouteHandle).idleExempt;
  return typeof exempt === 'function' ? exempt(new URLSearchParams(search)) : exempt === true;
}
