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
   * No idle or tab-hidden logout on this page (decisions.md "Session and idle"): the live orders
   * board and kiosk mode are meant to stay open on a counter.
   */
  idleExempt?: boolean;
}

export function hasDrawer(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as AccountRouteHandle).drawer === true
  );
}

export function isIdleExempt(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as AccountRouteHandle).idleExempt === true
  );
}
