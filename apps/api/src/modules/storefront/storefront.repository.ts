import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { branches } from '../../db/schema/business.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import {
  type MenuItemsRepository,
  type MenuItemListOptions,
  type MenuItemRecord,
} from '../menu/menu-items.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import type { StorefrontCache } from './storefront-cache.ts';

export type BranchRow = typeof branches.$inferSelect;
export type StorefrontItem = MenuItemRecord;

/**
 * What customers read of a business: its listed menu and its branches. Every call is scoped to the
 * account named in the customer's URL (see `unsafePublicScope`), never to a signed-in tenant.
 */
/**
 * `menu` is the menu module's repository: the storefront reads the same rows, listed only. With a
 * `cache`, the items a cart names are shared like the rest of the storefront (decision 011): a rush
 * of orders for one menu reads its items once, not once per order (decision 040). Their
 * availability is judged at pricing against the clock, so the module keeps them until the owner's
 * next announced change (the fifth pass).
 */
export function createStorefrontRepository(
  db: Database,
  menu: MenuItemsRepository,
  cache?: StorefrontCache,
) {
  return {
    /** Items customers see (Hidden from Menu left out), in menu order, a page at a time. */
    listListedItems: (
      scope: TenantScope,
      businessId: string,
      options: Pick<MenuItemListOptions, 'search' | 'limit' | 'offset'>,
    ) => menu.list(scope, businessId, { ...options, listedOnly: true, fuzzy: true }),

    /** "Did you mean": the listed name closest to a search (see the menu repository). */
    closestName: (scope: TenantScope, businessId: string, search: string) =>
      menu.closestName(scope, businessId, search),

    /** The items a cart names (whatever their availability: pricing judges that). */
    findItems(scope: TenantScope, businessId: string, ids: string[]): Promise<StorefrontItem[]> {
      const load = () => menu.findMany(scope, businessId, ids);
      if (!cache) return load();
      const key = ['items', businessId, ...[...ids].sort()].join('\n');
      return cache.read(scope.accountId, key, load);
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
        .where(ofTenant(branches, scope, eq(branches.businessId, businessId), match))
        .limit(1);
      return row;
    },
  };
}

export type StorefrontRepository = ReturnType<typeof createStorefrontRepository>;
