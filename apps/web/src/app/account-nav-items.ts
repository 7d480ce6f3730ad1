import DashboardIcon from '@mui/icons-material/Dashboard';
import { ROLES, type Role } from '@scanorder/shared/account/services';

export interface AccountNavItem {
  label: string;
  /** The page segment after `/:userId/`. */
  page: string;
  /** Any @mui/icons-material icon. */
  icon: typeof DashboardIcon;
  roles: readonly Role[];
}

/**
 * The signed-in drawer (spec 01 section 2: OVERVIEW, PROFILE, USERS, PRICING, SUBSCRIPTIONS). Pages
 * join this list as their issues deliver them; `roles` keeps USERS and billing away from members.
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { label: 'OVERVIEW', page: 'overview', icon: DashboardIcon, roles: ROLES },
];

export function navItemsFor(role: Role) {
  return ACCOUNT_NAV_ITEMS.filter((item) => item.roles.includes(role));
}
