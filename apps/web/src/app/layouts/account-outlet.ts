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
}

export function hasDrawer(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as AccountRouteHandle).drawer === true
  );
}
