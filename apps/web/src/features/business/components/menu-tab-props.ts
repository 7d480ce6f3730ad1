import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';

/** What the MENU tab gets from the area (the menu is its own feature, composed by the app). */
export interface MenuTabProps {
  kind: BusinessKind;
  business: Business;
  /** Owners and managers edit the menu; members only change availability. */
  canEdit: boolean;
  /** The business changed elsewhere (categories, item count): refetch it. */
  onBusinessChanged: () => void;
}
