import MenuItem from '@mui/material/MenuItem';
import { ROLES, type Role } from '@scanorder/shared/account/services';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  member: 'Member',
};

/** docs/product/roles.md: what each role may do, shown under the select. */
export const ROLE_HINTS: Record<Role, string> = {
  admin: 'Everything, including billing and the team.',
  manager: 'Everything but billing, the team and deleting the business.',
  member: 'The orders board and menu availability only.',
};

export const roleMenuItems = (t: (text: string) => string) =>
  ROLES.map((role) => (
    <MenuItem key={role} value={role}>
      {t(ROLE_LABELS[role])}
    </MenuItem>
  ));
