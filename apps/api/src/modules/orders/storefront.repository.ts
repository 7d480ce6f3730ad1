import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { optionSchemas } from '@scanorder/shared/menu/option-groups';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { branches, businesses, menuItems } from '../../db/schema/business.ts';
import type { TenantScope } from '../business/business.repository.ts';

const optionGroupsSchema = z.object({
  modifiers: z.array(optionSchemas.modifierGroup),
  selectors: z.array(optionSchemas.selectorGroup),
  incrementors: z.array(optionSchemas.incrementorGroup),
});
const variantsSchema = z.array(optionSchemas.variant);

type MenuItemRow = typeof menuItems.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

function readItem(row: MenuItemRow) {
  return {
    ...row,
    optionGroups: optionGroupsSchema.parse(row.optionGroups),
    variants: variantsSchema.parse(row.variants),
  };
}
export type StorefrontItem = ReturnType<typeof readItem>;

/** LIKE pattern for a plain-text search: the user's % and _ are literal. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * What customers read of a business: its listed menu and its branches. Every call is scoped to the
 * account named in the customer's URL (see `unsafePublicScope`), never to a signed-in tenant.
 */
export function createStorefrontRepository(db: Database) {
  const ofBusiness = (scope: TenantScope, businessId: string) =>
    and(eq(menuItems.accountId, scope.accountId), eq(menuItems.businessId, businessId));
  const listed = ne(menuItems.availability, 'Hidden from Menu');

  return {
    /** Items customers see (Hidden from Menu left out), in menu order, a page at a time. */
    async listListedItems(
      scope: TenantScope,
      businessId: string,
      options: { search?: string | undefined; limit: number; offset: number },
    ): Promise<{ items: StorefrontItem[]; total: number }> {
      const filters: (SQL | undefined)[] = [ofBusiness(scope, businessId), listed];
      if (options.search) filters.push(ilike(menuItems.name, containsPattern(options.search)));
      const where = and(...filters);
      const rows = await db
        .select({ item: menuItems })
        .from(menuItems)
        .innerJoin(
          businesses,
          and(
            eq(businesses.id, menuItems.businessId),
            eq(businesses.accountId, menuItems.accountId),
          ),
        )
        .where(where)
        .orderBy(
          sql`array_position(${businesses.categories}, ${menuItems.category}) nulls last`,
          asc(menuItems.position),
          asc(menuItems.createdAt),
          asc(menuItems.id),
        )
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ value: count() }).from(menuItems).where(where);
      return { items: rows.map((row) => readItem(row.item)), total: total?.value ?? 0 };
    },

    /** The items a cart names (whatever their availability: pricing judges that). */
    async findItems(
      scope: TenantScope,
      businessId: string,
      ids: string[],
    ): Promise<StorefrontItem[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(menuItems)
        .where(and(ofBusiness(scope, businessId), inArray(menuItems.id, ids)));
      return rows.map(readItem);
    },

    async findBranch(
      scope: TenantScope,
      businessId: string,
      by: { branchId?: string | undefined; storeName?: string | undefined },
    ): Promise<BranchRow | undefined> {
      const match = by.branchId
        ? eq(branches.id, by.branchId)
        : sql`lower(${branches.name}) = lower(${by.storeName ?? ''})`;
      const [row] = await db
        .select()
        .from(branches)
        .where(
          and(eq(branches.accountId, scope.accountId), eq(branches.businessId, businessId), match),
        )
        .limit(1);
      return row;
    },
  };
}

export type StorefrontRepository = ReturnType<typeof createStorefrontRepository>;
