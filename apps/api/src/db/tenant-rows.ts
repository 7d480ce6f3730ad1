import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../tenancy/tenant.ts';

/**
 * The scope's rows of `table` that also meet `conditions`: the account filter a tenant query starts
 * with, written once instead of beside every query's own conditions.
 */
export const ofTenant = (
  table: { accountId: PgColumn },
  scope: TenantScope,
  ...conditions: (SQL | undefined)[]
) => and(eq(table.accountId, scope.accountId), ...conditions);

/**
 * Joins the row of `to` that `column` of `from` names, in `from`'s own account: a tenant foreign
 * key (columns.ts `tenantForeignKey`) followed in a query.
 */
export const tenantRowOf = (
  to: { id: PgColumn; accountId: PgColumn },
  from: { accountId: PgColumn },
  column: PgColumn,
) => and(eq(to.accountId, from.accountId), eq(to.id, column));
