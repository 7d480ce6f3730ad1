import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PersonIcon from '@mui/icons-material/Person';
import { ROLES, type Role } from '@scanorder/shared/account/services';

export interface AccountNavItem {
  label: string;
  /** The page segment after `/:userId/`. */
  page: string;
  /** Any @mui/icons-material icon. */
  icon: typeof DashboardIcon;
  roles: readonly Role[];
  /** Only for platform administrators (the configured emails), whatever their role. */
  platformAdminOnly?: boolean;
}

/**
 * The signed-in drawer (docs/product/screens.md: OVERVIEW, PROFILE, USERS, PRICING, SUBSCRIPTIONS). Pages
 * join this list as their issues deliver them; `roles` keeps USERS and billing away from members.
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { label: 'OVERVIEW', page: 'overview', icon: DashboardIcon, roles: ROLES },
  { label: 'PROFILE', page: 'profile', icon: PersonIcon, roles: ROLES },
  // docs/product/roles.md: members (and managers) never see USERS.
  { label: 'USERS', page: 'users', icon: GroupIcon, roles: ['admin'] },
  { label: 'PRICING', page: 'pricing', icon: LocalOfferIcon, roles: ROLES },
  // Billing is the admin's; managers may look (docs/product/roles.md), members never.
  {
    label: 'SUBSCRIPTIONS',
    page: 'subscriptions',
    icon: CreditCardIcon,
    roles: ['admin', 'manager'],
  },
  {
    label: 'MODIFY SETTINGS',
    page: 'admin',
    icon: AdminPanelSettingsIcon,
    roles: ROLES,
    platformAdminOnly: true,
  },
];

export function navItemsFor(role: Role, isPlatformAdmin = false) {
  return ACCOUNT_NAV_ITEMS.filter(
    (item) => item.roles.includes(role) && (!item.platformAdminOnly || isPlatformAdmin),
  );
}
