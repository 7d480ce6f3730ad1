import type { Role } from '@scanorder/shared/account/services';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { TenantContext } from '../tenancy/tenant.ts';

/**
 * What each role may do (docs/product/roles.md): admin everything; manager everything but billing, team
 * and deleting the business; member the orders board and menu availability only.
 */
export const PERMISSIONS = {
  'business.manage': ['admin', 'manager'],
  'business.delete': ['admin'],
  'menu.manage': ['admin', 'manager'],
  'menu.availability': ['admin', 'manager', 'member'],
  'orders.view': ['admin', 'manager', 'member'],
  'orders.manage': ['admin', 'manager', 'member'],
  /** A CSV of orders is a list of customers' contact details: not for every team member. */
  'orders.export': ['admin', 'manager'],
  'qr.manage': ['admin', 'manager'],
  /** Sales figures are money: members do not see them (issue 25). */
  'reports.view': ['admin', 'manager'],
  'team.manage': ['admin'],
  'billing.manage': ['admin'],
  /** The Terms' promise: the admin can take all of the account's data away (issue 21). */
  'account.export': ['admin'],
  /** Closing erases the whole team's sign-ins: only an admin asks, with their password. */
  'account.close': ['admin'],
  'billing.view': ['admin', 'manager'],
  /** Giving a guest's money back (issue 18): not for members. */
  'payments.refund': ['admin', 'manager'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Throws 403 with the spec's wording when the tenant's role may not do this. */
export function assertCan(tenant: TenantContext, permission: Permission): void {
  if (!can(tenant.role, permission))
    throw new AppError('FORBIDDEN', 'Your are not authorized to perform this action.');
}
