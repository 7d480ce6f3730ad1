import type { BusinessKind } from '@scanorder/shared/account/services';
import { BusinessArea } from '../../features/business/components/business-area.tsx';
import { MenuTab } from '../../features/menu/components/menu-tab.tsx';

/**
 * The owner area of one kind (/:userId/restaurant, /:userId/grocery): the business feature's tabs,
 * with the menu feature composed in as the MENU tab (features never import each other).
 */
export function BusinessPage({ kind }: { kind: BusinessKind }) {
  return <BusinessArea key={kind} kind={kind} renderMenu={(props) => <MenuTab {...props} />} />;
}
