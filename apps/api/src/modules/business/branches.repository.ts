import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Database } from '../../db/client.ts';
import { branches } from '../../db/schema/business.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

export type BranchRow = typeof branches.$inferSelect;
export type BranchPatch = Partial<
  Pick<
    BranchRow,
    | 'name'
    | 'position'
    | 'outOfOperation'
    | 'outOfOperationReason'
    | 'outOfOperationUntil'
    | 'pinHash'
    | 'pinFailedAttempts'
    | 'pinLockedUntil'
  >
>;

export function createBranchesRepository(db: Database) {
  const one = (scope: TenantScope, businessId: string, branchId: string) =>
    ofTenant(branches, scope, eq(branches.businessId, businessId), eq(branches.id, branchId));

  return {
    async list(scope: TenantScope, businessId: string): Promise<BranchRow[]> {
      return db
        .select()
        .from(branches)
        .where(ofTenant(branches, scope, eq(branches.businessId, businessId)))
        .orderBy(asc(branches.position), asc(branches.createdAt));
    },

    async findById(
      scope: TenantScope,
      businessId: string,
      branchId: string,
    ): Promise<BranchRow | undefined> {
      const [row] = await db
        .select()
        .from(branches)
        .where(one(scope, businessId, branchId))
        .limit(1);
      return row;
    },

    /**
     * Adds a branch at the end of the list. `checkLimit` sees the account's branch count (both kinds)
     * under a per-account lock, so two requests at once cannot both pass the plan limit.
     */
    async insert(
      scope: TenantScope,
      values: { businessId: string; kind: BusinessKind; name: string },
      checkLimit: (accountBranchCount: number) => void,
    ): Promise<BranchRow> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`branches:${scope.accountId}`}))`,
        );
        const [total] = await tx
          .select({ value: count() })
          .from(branches)
          .where(ofTenant(branches, scope));
        checkLimit(total?.value ?? 0);
        const [last] = await tx
          .select({ value: max(branches.position) })
          .from(branches)
          .where(ofTenant(branches, scope, eq(branches.businessId, values.businessId)));
        const [row] = await tx
          .insert(branches)
          .values({ ...values, accountId: scope.accountId, position: (last?.value ?? -1) + 1 })
          .returning();
        return row!;
      });
    },

    async update(
      scope: TenantScope,
      businessId: string,
      branchId: string,
      patch: BranchPatch,
    ): Promise<BranchRow | undefined> {
      const [row] = await db
        .update(branches)
        .set({ ...patch, updatedAt: new Date() })
        .where(one(scope, businessId, branchId))
        .returning();
      return row;
    },

    async delete(scope: TenantScope, businessId: string, branchId: string): Promise<boolean> {
      const deleted = await db
        .delete(branches)
        .where(one(scope, businessId, branchId))
        .returning({ id: branches.id });
      return deleted.length > 0;
    },
  };
}

export type BranchesRepository = ReturnType<typeof createBranchesRepository>;
