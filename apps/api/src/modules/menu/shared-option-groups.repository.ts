import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { optionSchemas } from '@scanorder/shared/menu/option-groups';
import type { Database } from '../../db/client.ts';
import { menuItems } from '../../db/schema/business.ts';
import { sharedOptionGroups } from '../../db/schema/shared-option-groups.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

type SharedGroupRow = typeof sharedOptionGroups.$inferSelect;
export type SharedGroupColumns = Pick<
  typeof sharedOptionGroups.$inferInsert,
  'type' | 'name' | 'min' | 'max' | 'options'
>;

const optionsSchema = z.array(optionSchemas.option);

/** A shared group row with its JSONB options checked on the way out. */
function readGroup(row: SharedGroupRow) {
  return { ...row, options: optionsSchema.parse(row.options) };
}
export type SharedGroupRecord = ReturnType<typeof readGroup>;

/** The restaurant's shared option groups and which items attach them (decision 035). */
export function createSharedOptionGroupsRepository(db: Database) {
  const ofBusiness = (scope: TenantScope, businessId: string) =>
    ofTenant(sharedOptionGroups, scope, eq(sharedOptionGroups.businessId, businessId));
  const one = (scope: TenantScope, businessId: string, groupId: string) =>
    and(ofBusiness(scope, businessId), eq(sharedOptionGroups.id, groupId));
  // Spelt out: drizzle leaves a column's table off inside a select's sql, and "id" alone would
  // be the subquery's own menu_items.id.
  const itemCount = sql<number>`(
    select count(*)::integer from menu_items as attached
    where attached.account_id = "shared_option_groups"."account_id"
      and "shared_option_groups"."id" = any(attached.shared_option_group_ids)
  )`;

  return {
    /** Every group of the business, oldest first, each with how many items attach it. */
    async list(
      scope: TenantScope,
      businessId: string,
    ): Promise<(SharedGroupRecord & { itemCount: number })[]> {
      const rows = await db
        .select({ group: sharedOptionGroups, itemCount })
        .from(sharedOptionGroups)
        .where(ofBusiness(scope, businessId))
        .orderBy(asc(sharedOptionGroups.createdAt), asc(sharedOptionGroups.id));
      return rows.map((row) => ({ ...readGroup(row.group), itemCount: row.itemCount }));
    },

    async findById(
      scope: TenantScope,
      businessId: string,
      groupId: string,
    ): Promise<(SharedGroupRecord & { itemCount: number }) | undefined> {
      const [row] = await db
        .select({ group: sharedOptionGroups, itemCount })
        .from(sharedOptionGroups)
        .where(one(scope, businessId, groupId))
        .limit(1);
      return row && { ...readGroup(row.group), itemCount: row.itemCount };
    },

    /**
     * The groups of these ids that the account's business has: what items attach, resolved when
     * they are read. Ids of other accounts or businesses are simply not found.
     */
    async findMany(
      scope: TenantScope,
      businessId: string,
      ids: readonly string[],
    ): Promise<SharedGroupRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(sharedOptionGroups)
        .where(and(ofBusiness(scope, businessId), inArray(sharedOptionGroups.id, [...ids])));
      return rows.map(readGroup);
    },

    async count(scope: TenantScope, businessId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::integer` })
        .from(sharedOptionGroups)
        .where(ofBusiness(scope, businessId));
      return row?.value ?? 0;
    },

    async insert(
      scope: TenantScope,
      businessId: string,
      columns: SharedGroupColumns,
    ): Promise<SharedGroupRecord> {
      const [row] = await db
        .insert(sharedOptionGroups)
        .values({ ...columns, businessId, accountId: scope.accountId })
        .returning();
      return readGroup(row!);
    },

    async update(
      scope: TenantScope,
      businessId: string,
      groupId: string,
      columns: SharedGroupColumns,
    ): Promise<SharedGroupRecord | undefined> {
      const [row] = await db
        .update(sharedOptionGroups)
        .set({ ...columns, updatedAt: new Date() })
        .where(one(scope, businessId, groupId))
        .returning();
      return row && readGroup(row);
    },

    /** Deletes the group and takes its id off every item that attached it, in one transaction. */
    async delete(scope: TenantScope, businessId: string, groupId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(sharedOptionGroups)
          .where(one(scope, businessId, groupId))
          .returning({ id: sharedOptionGroups.id });
        if (deleted.length === 0) return false;
        await tx
          .update(menuItems)
          .set({
            sharedOptionGroupIds: sql`array_remove(${menuItems.sharedOptionGroupIds}, ${groupId}::uuid)`,
            updatedAt: new Date(),
          })
          .where(
            ofTenant(
              menuItems,
              scope,
              eq(menuItems.businessId, businessId),
              sql`${groupId}::uuid = any(${menuItems.sharedOptionGroupIds})`,
            ),
          );
        return true;
      });
    },
  };
}

export type SharedOptionGroupsRepository = ReturnType<typeof createSharedOptionGroupsRepository>;
