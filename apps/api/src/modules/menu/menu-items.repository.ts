import { and, asc, count, eq, ilike, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import { optionSchemas } from '@scanorder/shared/menu/option-groups';
import { ACCENTED_LETTERS, PLAIN_LETTERS, foldAccents } from '@scanorder/shared/menu/search-text';
import { mergeSharedGroups } from '@scanorder/shared/menu/shared-option-groups';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { businesses, menuItems } from '../../db/schema/business.ts';
import { ofTenant, tenantRowOf } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { createSharedOptionGroupsRepository } from './shared-option-groups.repository.ts';

type MenuItemRow = typeof menuItems.$inferSelect;
export type NewMenuItem = Omit<
  typeof menuItems.$inferInsert,
  'id' | 'accountId' | 'createdAt' | 'updatedAt'
>;
export type MenuItemPatch = Partial<Omit<NewMenuItem, 'businessId' | 'kind'>>;

const optionGroupsSchema = z.object({
  modifiers: z.array(optionSchemas.modifierGroup),
  selectors: z.array(optionSchemas.selectorGroup),
  incrementors: z.array(optionSchemas.incrementorGroup),
});
const variantsSchema = z.array(optionSchemas.variant);
export type OptionGroups = z.infer<typeof optionGroupsSchema>;

/** A menu item row with its JSONB option groups and variants checked on the way out. */
function readItem(row: MenuItemRow) {
  return {
    ...row,
    optionGroups: optionGroupsSchema.parse(row.optionGroups),
    variants: variantsSchema.parse(row.variants),
  };
}
/**
 * An item as read: `optionGroups` are its own (what the owner edits on the item),
 * `menuOptionGroups` its own followed by the shared groups it attaches (what guests, pricing and
 * order edits read; decision 035).
 */
export type MenuItemRecord = ReturnType<typeof readItem> & { menuOptionGroups: OptionGroups };

/** LIKE pattern for a plain-text search: the user's % and _ are literal. */
/** The item's name with its Latin letters' accents dropped, as `foldAccents` drops the search's. */
const plainName = sql`translate(${menuItems.name}, ${ACCENTED_LETTERS}, ${PLAIN_LETTERS})`;

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface MenuItemListOptions {
  search?: string | undefined;
  /**
   * When no name contains the search, match names a trigram away from it ("tomatos", "onions" find
   * Tomatoes, Onion): the customer's product search (issue 22). The owner's list stays exact.
   */
  fuzzy?: boolean;
  category?: string | undefined;
  /** Customers' view: leave out items Hidden from Menu. */
  listedOnly?: boolean;
  limit: number;
  offset: number;
}

export function createMenuItemsRepository(db: Database) {
  const sharedGroups = createSharedOptionGroupsRepository(db);

  /** Reads rows of one business, resolving their shared groups with one query for all of them. */
  async function resolve(
    scope: TenantScope,
    rows: readonly MenuItemRow[],
  ): Promise<MenuItemRecord[]> {
    const records = rows.map(readItem);
    const ids = [...new Set(records.flatMap((record) => record.sharedOptionGroupIds))];
    const first = records[0];
    const groups =
      ids.length > 0 && first ? await sharedGroups.findMany(scope, first.businessId, ids) : [];
    const byId = new Map(groups.map((group) => [group.id, group]));
    return records.map((record) => ({
      ...record,
      menuOptionGroups:
        record.sharedOptionGroupIds.length > 0
          ? mergeSharedGroups(record.optionGroups, record.sharedOptionGroupIds, byId)
          : record.optionGroups,
    }));
  }
  const resolveOne = async (scope: TenantScope, row: MenuItemRow | undefined) =>
    row ? (await resolve(scope, [row]))[0] : undefined;

  /**
   * The items an order names (every order reads it): named, so PostgreSQL plans it once per
   * connection. Built on each call because `db` routes to the caller's scoped transaction, which a
   * statement prepared up front would not run on.
   */
  const itemsByIds = () =>
    db
      .select()
      .from(menuItems)
      .where(
        and(
          eq(menuItems.accountId, sql.placeholder('accountId')),
          eq(menuItems.businessId, sql.placeholder('businessId')),
          sql`${menuItems.id} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare('menu_items_by_ids');
  const ofBusiness = (scope: TenantScope, businessId: string) =>
    ofTenant(menuItems, scope, eq(menuItems.businessId, businessId));
  const one = (scope: TenantScope, businessId: string, itemId: string) =>
    and(ofBusiness(scope, businessId), eq(menuItems.id, itemId));

  async function listPage(
    scope: TenantScope,
    businessId: string,
    options: MenuItemListOptions,
    nameFilter: SQL | undefined,
  ): Promise<{ items: MenuItemRecord[]; total: number }> {
    const filters: (SQL | undefined)[] = [ofBusiness(scope, businessId), nameFilter];
    if (options.category) filters.push(eq(menuItems.category, options.category));
    if (options.listedOnly) filters.push(ne(menuItems.availability, 'Hidden from Menu'));
    const where = and(...filters);
    const rows = await db
      .select({ item: menuItems })
      .from(menuItems)
      .innerJoin(businesses, tenantRowOf(businesses, menuItems, menuItems.businessId))
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
    return {
      items: await resolve(
        scope,
        rows.map((row) => row.item),
      ),
      total: total?.value ?? 0,
    };
  }

  return {
    /** A page of items in menu order (category order of the business, then position) and the total. */
    async list(
      scope: TenantScope,
      businessId: string,
      options: MenuItemListOptions,
    ): Promise<{ items: MenuItemRecord[]; total: number }> {
      const page = (nameFilter: SQL | undefined) =>
        listPage(scope, businessId, options, nameFilter);
      if (!options.search) return page(undefined);
      // Accents aside ("platano" finds Plátanos): a grocery's menu is a few hundred names, read
      // within its business, so the trigram index is not needed for this one.
      const folded = foldAccents(options.search);
      const exact = await page(ilike(plainName, containsPattern(folded)));
      if (exact.total > 0 || !options.fuzzy) return exact;
      // Only when no name holds the text as typed: near matches would drown exact ones ("product
      // 11" is a trigram away from every "Product NNN"). `<%` is pg_trgm's word similarity at its
      // 0.6 threshold, served by the name's GIN index; the names without accents beside it
      // ("crem brulee" for Crème brûlée), within the business like the exact search.
      return page(sql`(${options.search} <% ${menuItems.name} or ${folded} <% ${plainName})`);
    },

    /**
     * The listed item name closest to a search that found nothing by its letters ("did you mean"),
     * when one is at least loosely alike (word similarity 0.3, pg_trgm's default for `%`).
     */
    async closestName(
      scope: TenantScope,
      businessId: string,
      search: string,
    ): Promise<string | null> {
      // Accents aside on both sides, as the search itself ("crem brulee": Crème brûlée).
      const folded = foldAccents(search);
      const likeness = sql<number>`word_similarity(${folded}, ${plainName})`;
      const [row] = await db
        .select({ name: menuItems.name })
        .from(menuItems)
        .where(
          and(
            ofBusiness(scope, businessId),
            ne(menuItems.availability, 'Hidden from Menu'),
            sql`${likeness} >= 0.3`,
          ),
        )
        // The whole name's likeness first: "tomatos" means Tomatoes more than Tomato Ketchup.
        .orderBy(
          sql`similarity(${folded}, ${plainName}) desc`,
          sql`${likeness} desc`,
          asc(menuItems.name),
        )
        .limit(1);
      return row?.name ?? null;
    },

    async findById(
      scope: TenantScope,
      businessId: string,
      itemId: string,
    ): Promise<MenuItemRecord | undefined> {
      const [row] = await db
        .select()
        .from(menuItems)
        .where(one(scope, businessId, itemId))
        .limit(1);
      return resolveOne(scope, row);
    },

    /** The items a cart names, whatever their availability (pricing judges that). */
    async findMany(
      scope: TenantScope,
      businessId: string,
      ids: string[],
    ): Promise<MenuItemRecord[]> {
      if (ids.length === 0) return [];
      const rows = await itemsByIds().execute({ accountId: scope.accountId, businessId, ids });
      return resolve(scope, rows);
    },

    async count(scope: TenantScope, businessId: string): Promise<number> {
      const [total] = await db
        .select({ value: count() })
        .from(menuItems)
        .where(ofBusiness(scope, businessId));
      return total?.value ?? 0;
    },

    async countByCategory(scope: TenantScope, businessId: string): Promise<Record<string, number>> {
      const rows = await db
        .select({ category: menuItems.category, value: count() })
        .from(menuItems)
        .where(ofBusiness(scope, businessId))
        .groupBy(menuItems.category);
      return Object.fromEntries(rows.map((row) => [row.category, row.value]));
    },

    /** Inserts items at the end of their categories, in the order given. */
    async insertMany(
      scope: TenantScope,
      businessId: string,
      items: Omit<NewMenuItem, 'businessId' | 'position'>[],
    ): Promise<MenuItemRecord[]> {
      if (items.length === 0) return [];
      const inserted = await db.transaction(async (tx) => {
        const last = await tx
          .select({ category: menuItems.category, value: max(menuItems.position) })
          .from(menuItems)
          .where(ofTenant(menuItems, scope, eq(menuItems.businessId, businessId)))
          .groupBy(menuItems.category);
        const next = new Map(last.map((row) => [row.category, (row.value ?? -1) + 1]));
        const values = items.map((item) => {
          const position = next.get(item.category) ?? 0;
          next.set(item.category, position + 1);
          return { ...item, businessId, position, accountId: scope.accountId };
        });
        const rows: MenuItemRow[] = [];
        // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters.
        for (let start = 0; start < values.length; start += 500) {
          rows.push(
            ...(await tx
              .insert(menuItems)
              .values(values.slice(start, start + 500))
              .returning()),
          );
        }
        return rows;
      });
      return resolve(scope, inserted);
    },

    async update(
      scope: TenantScope,
      businessId: string,
      itemId: string,
      patch: MenuItemPatch,
      moveToEndOf?: string,
    ): Promise<MenuItemRecord | undefined> {
      const updated = await db.transaction(async (tx) => {
        let position: number | undefined;
        if (moveToEndOf !== undefined) {
          const [last] = await tx
            .select({ value: max(menuItems.position) })
            .from(menuItems)
            .where(
              and(
                ofBusiness(scope, businessId),
                eq(menuItems.category, moveToEndOf),
                ne(menuItems.id, itemId),
              ),
            );
          position = (last?.value ?? -1) + 1;
        }
        const [row] = await tx
          .update(menuItems)
          .set({ ...patch, ...(position === undefined ? {} : { position }), updatedAt: new Date() })
          .where(one(scope, businessId, itemId))
          .returning();
        return row;
      });
      return resolveOne(scope, updated);
    },

    async delete(
      scope: TenantScope,
      businessId: string,
      itemId: string,
    ): Promise<MenuItemRecord | undefined> {
      const [row] = await db
        .delete(menuItems)
        .where(one(scope, businessId, itemId))
        .returning();
      return resolveOne(scope, row);
    },

    /** How many items of the account still show this image (duplicates share their image). */
    async countImageUsers(scope: TenantScope, imageKey: string): Promise<number> {
      const [total] = await db
        .select({ value: count() })
        .from(menuItems)
        .where(ofTenant(menuItems, scope, eq(menuItems.imageKey, imageKey)));
      return total?.value ?? 0;
    },

    /**
     * Puts the items of one category in the given order. Refused (false) unless the ids are exactly
     * the category's items, so a stale screen cannot lose or duplicate positions.
     */
    async reorder(
      scope: TenantScope,
      businessId: string,
      category: string,
      itemIds: string[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(and(ofBusiness(scope, businessId), eq(menuItems.category, category)));
        const wanted = new Set(itemIds);
        if (
          wanted.size !== itemIds.length ||
          current.length !== wanted.size ||
          current.some((row) => !wanted.has(row.id))
        )
          return false;
        const cases = sql.join(
          itemIds.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
          sql` `,
        );
        await tx
          .update(menuItems)
          .set({ position: sql`case ${menuItems.id} ${cases} end`, updatedAt: new Date() })
          .where(and(ofBusiness(scope, businessId), inArray(menuItems.id, itemIds)));
        return true;
      });
    },

    /** Moves every item of a renamed category to its new name. */
    async renameCategory(
      scope: TenantScope,
      businessId: string,
      from: string,
      to: string,
    ): Promise<void> {
      await db
        .update(menuItems)
        .set({ category: to, updatedAt: new Date() })
        .where(and(ofBusiness(scope, businessId), eq(menuItems.category, from)));
    },
  };
}

export type MenuItemsRepository = ReturnType<typeof createMenuItemsRepository>;
