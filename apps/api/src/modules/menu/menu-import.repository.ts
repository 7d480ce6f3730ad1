import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, menuItems } from '../../db/schema/business.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import type { MenuItemPatch, NewMenuItem } from './menu-items.repository.ts';

export interface MenuImportWrite {
  /** The category list after the import (new categories appended). */
  categories: string[];
  creates: Omit<NewMenuItem, 'businessId' | 'position'>[];
  updates: { id: string; patch: MenuItemPatch; moveToEnd: boolean }[];
  /** Checked again under the lock: the menu's size after the import. */
  checkSize: (itemCount: number) => void;
}

/** Writes a whole menu import in one transaction, so a failure anywhere leaves the menu as it was. */
export function createMenuImportRepository(db: Database) {
  return {
    async apply(scope: TenantScope, businessId: string, write: MenuImportWrite): Promise<void> {
      await db.transaction(async (tx) => {
        // One import of a business at a time: the size check and positions stay true.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu:${businessId}`}))`);
        const ofBusiness = ofTenant(menuItems, scope, eq(menuItems.businessId, businessId));
        const [total] = await tx.select({ value: count() }).from(menuItems).where(ofBusiness);
        write.checkSize((total?.value ?? 0) + write.creates.length);
        await tx
          .update(businesses)
          .set({ categories: write.categories, updatedAt: new Date() })
          .where(ofTenant(businesses, scope, eq(businesses.id, businessId)));
        const last = await tx
          .select({ category: menuItems.category, value: max(menuItems.position) })
          .from(menuItems)
          .where(ofBusiness)
          .groupBy(menuItems.category);
        const next = new Map(last.map((row) => [row.category, (row.value ?? -1) + 1]));
        const positionIn = (category: string) => {
          const position = next.get(category) ?? 0;
          next.set(category, position + 1);
          return position;
        };
        for (const update of write.updates) {
          const category = update.patch.category;
          const position = update.moveToEnd && category ? positionIn(category) : undefined;
          await tx
            .update(menuItems)
            .set({
              ...update.patch,
              ...(position === undefined ? {} : { position }),
              updatedAt: new Date(),
            })
            .where(and(ofBusiness, eq(menuItems.id, update.id)));
        }
        const values = write.creates.map((item) => ({
          ...item,
          businessId,
          accountId: scope.accountId,
          position: positionIn(item.category),
        }));
        // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters.
        for (let start = 0; start < values.length; start += 500)
          await tx.insert(menuItems).values(values.slice(start, start + 500));
      });
    },
  };
}

export type MenuImportRepository = ReturnType<typeof createMenuImportRepository>;
