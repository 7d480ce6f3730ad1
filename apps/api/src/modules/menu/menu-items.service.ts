import { policyOf } from '@scanorder/shared/business/kind-policy';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { KIND_LABEL, MENU_LIMITS } from '@scanorder/shared/business/constants';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  availabilityResetAt,
  effectiveAvailability,
  type MenuAvailability,
} from '@scanorder/shared/menu/availability';
import {
  categoryMessages,
  defaultCategoriesOf,
  type Categories,
  type CategoriesInput,
} from '@scanorder/shared/menu/categories';
import type {
  MenuItem,
  MenuItemInput,
  MenuItemListQuery,
  MenuItemOrderInput,
  MenuItemPage,
} from '@scanorder/shared/menu/menu-item';
import { sharedOptionGroupMessages } from '@scanorder/shared/menu/shared-option-groups';
import { assertCan } from '../../auth/roles.ts';
import { processImage, type UploadedFile } from '../../images/process-image.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { BusinessRecord, BusinessRepository } from '../business/business.repository.ts';
import { newImageKey, type BusinessService } from '../business/business.service.ts';
import type { MenuItemRecord, MenuItemsRepository, NewMenuItem } from './menu-items.repository.ts';
import { menuItemColumns } from './menu-item-options.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import type { SharedOptionGroupsRepository } from './shared-option-groups.repository.ts';

export interface MenuServiceOptions {
  items: MenuItemsRepository;
  sharedGroups: SharedOptionGroupsRepository;
  businesses: BusinessRepository;
  business: BusinessService;
  storage: FileStorage;
  now?: () => Date;
}

export const MENU_IMAGE_MAX_SIZE = 800;

export const menuMessages = {
  notFound: 'Menu item not found',
  limit: (kind: BusinessKind) =>
    `Your ${KIND_LABEL[kind].toLowerCase()} menu can hold up to ${MENU_LIMITS[kind].maxItems} items.`,
  staleOrder: 'The menu changed meanwhile. Reload and try again.',
  renameUnknown: (name: string) => `Category ${name} does not exist`,
} as const;

export function createMenuService({
  items,
  sharedGroups,
  businesses,
  business,
  storage,
  now = () => new Date(),
}: MenuServiceOptions) {
  function present(record: MenuItemRecord, owner: BusinessRecord): MenuItem {
    const availability = effectiveAvailability(record.availability, record.availableAgainAt, now());
    const common = {
      id: record.id,
      category: record.category,
      name: record.name,
      description: record.description,
      priceMinor: record.priceMinor,
      currency: owner.menuCurrency,
      taxEnabled: record.taxEnabled,
      taxPercentage: record.taxPercentage,
      imageUrl: record.imageKey ? storage.urlOf(record.imageKey) : null,
      tags: record.tags as MenuItem['tags'],
      allergens: record.allergens as MenuItem['allergens'],
      availability,
      availableAgainAt:
        availability === 'Not Available Today'
          ? (record.availableAgainAt?.toISOString() ?? null)
          : null,
      position: record.position,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
    return policyOf(record.kind).hasOptionGroups
      ? {
          kind: 'restaurant',
          ...common,
          ...record.optionGroups,
          sharedOptionGroupIds: record.sharedOptionGroupIds,
        }
      : { kind: 'grocery', ...common, variants: record.variants };
  }

  function availabilityColumns(
    availability: MenuAvailability,
    owner: BusinessRecord,
    current?: MenuItemRecord,
  ) {
    const stillToday =
      current &&
      availability === 'Not Available Today' &&
      effectiveAvailability(current.availability, current.availableAgainAt, now()) === availability;
    return {
      availability,
      availableAgainAt: stillToday
        ? current.availableAgainAt
        : availabilityResetAt(availability, now(), owner.timeZone),
    };
  }

  /** Another business's group id reads as unknown, exactly like one that never existed. */
  async function assertKnownSharedGroups(
    ctx: TenantContext,
    owner: BusinessRecord,
    input: MenuItemInput,
  ) {
    if (!('sharedOptionGroupIds' in input) || input.sharedOptionGroupIds.length === 0) return;
    const found = await sharedGroups.findMany(ctx, owner.id, input.sharedOptionGroupIds);
    if (found.length !== input.sharedOptionGroupIds.length)
      throw new AppError(
        'VALIDATION_FAILED',
        sharedOptionGroupMessages.unknown,
        'sharedOptionGroupIds',
      );
  }

  function assertKnownCategory(owner: BusinessRecord, category: string) {
    if (!owner.categories.includes(category))
      throw new AppError('VALIDATION_FAILED', categoryMessages.unknown, 'category');
  }

  async function assertRoomFor(ctx: TenantContext, owner: BusinessRecord) {
    if ((await items.count(ctx, owner.id)) >= MENU_LIMITS[owner.kind].maxItems)
      throw new AppError('LIMIT_REACHED', menuMessages.limit(owner.kind));
  }

  async function requireItem(
    ctx: TenantContext,
    owner: BusinessRecord,
    itemId: string,
  ): Promise<MenuItemRecord> {
    const record = await items.findById(ctx, owner.id, itemId);
    if (!record) throw new AppError('NOT_FOUND', menuMessages.notFound);
    return record;
  }

  /** Deletes an image file once no item of the account shows it any more. */
  async function releaseImage(ctx: TenantContext, key: string | null) {
    if (key && (await items.countImageUsers(ctx, key)) === 0) await business.removeFile(key);
  }

  function itemColumns(
    owner: BusinessRecord,
    input: MenuItemInput,
  ): Omit<NewMenuItem, 'businessId' | 'kind' | 'position' | 'availability' | 'availableAgainAt'> {
    return {
      category: input.category,
      ...menuItemColumns(owner.kind, input),
    };
  }

  async function getCategories(ctx: TenantContext, kind: BusinessKind): Promise<Categories> {
    const owner = await business.requireBusiness(ctx, kind);
    return {
      categories: owner.categories,
      defaults: defaultCategoriesOf(kind, owner.menuLanguage),
      itemCounts: await items.countByCategory(ctx, owner.id),
    };
  }

  return {
    /** Any member may read the menu. Restaurant: the whole menu (up to 1000); grocery: pages of 100. */
    async list(
      ctx: TenantContext,
      kind: BusinessKind,
      query: MenuItemListQuery,
    ): Promise<MenuItemPage> {
      const owner = await business.requireBusiness(ctx, kind);
      const { items: records, total } = await items.list(ctx, owner.id, {
        search: query.search || undefined,
        category: query.category || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: records.map((record) => present(record, owner)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(ctx: TenantContext, kind: BusinessKind, itemId: string): Promise<MenuItem> {
      const owner = await business.requireBusiness(ctx, kind);
      return present(await requireItem(ctx, owner, itemId), owner);
    },

    async create(ctx: TenantContext, kind: BusinessKind, input: MenuItemInput): Promise<MenuItem> {
      assertCan(ctx, 'menu.manage');
      const owner = await business.requireBusiness(ctx, kind);
      assertKnownCategory(owner, input.category);
      await assertKnownSharedGroups(ctx, owner, input);
      await assertRoomFor(ctx, owner);
      const [record] = await items.insertMany(ctx, owner.id, [
        {
          ...itemColumns(owner, input),
          kind,
          ...availabilityColumns(input.availability ?? 'Available', owner),
        },
      ]);
      return present(record!, owner);
    },

    /** Replaces an item; a new category puts it at the end of that category. */
    async update(
      ctx: TenantContext,
      kind: BusinessKind,
      itemId: string,
      input: MenuItemInput,
    ): Promise<MenuItem> {
      assertCan(ctx, 'menu.manage');
      const owner = await business.requireBusiness(ctx, kind);
      const current = await requireItem(ctx, owner, itemId);
      if (input.category !== current.category) assertKnownCategory(owner, input.category);
      await assertKnownSharedGroups(ctx, owner, input);
      const record = await items.update(
        ctx,
        owner.id,
        itemId,
        {
          ...itemColumns(owner, input),
          ...availabilityColumns(input.availability ?? current.availability, owner, current),
        },
        input.category === current.category ? undefined : input.category,
      );
      if (!record) throw new AppError('NOT_FOUND', menuMessages.notFound);
      return present(record, owner);
    },

    async delete(ctx: TenantContext, kind: BusinessKind, itemId: string): Promise<void> {
      assertCan(ctx, 'menu.manage');
      const owner = await business.requireBusiness(ctx, kind);
      const deleted = await items.delete(ctx, owner.id, itemId);
      if (!deleted) throw new AppError('NOT_FOUND', menuMessages.notFound);
      await releaseImage(ctx, deleted.imageKey);
    },

    /** A copy at the end of the same category, named "<name> (Copy)", sharing the image. */
    async duplicate(ctx: TenantContext, kind: BusinessKind, itemId: string): Promise<MenuItem> {
      assertCan(ctx, 'menu.manage');
      const owner = await business.requireBusiness(ctx, kind);
      const source = await requireItem(ctx, owner, itemId);
      await assertRoomFor(ctx, owner);
      const suffix = ' (Copy)';
      const [record] = await items.insertMany(ctx, owner.id, [
        {
          kind,
          category: source.category,
          name: source.name.slice(0, 100 - suffix.length) + suffix,
          description: source.description,
          priceMinor: source.priceMinor,
          taxEnabled: source.taxEnabled,
          taxPercentage: source.taxPercentage,
          imageKey: source.imageKey,
          tags: source.tags,
          allergens: source.allergens,
          availability: source.availability,
          availableAgainAt: source.availableAgainAt,
          optionGroups: source.optionGroups,
          sharedOptionGroupIds: source.sharedOptionGroupIds,
          variants: source.variants,
        },
      ]);
      return present(record!, owner);
    },

    /** Every role may change availability (docs/product/roles.md: members run the menu availability). */
    async setAvailability(
      ctx: TenantContext,
      kind: BusinessKind,
      itemId: string,
      availability: MenuAvailability,
    ): Promise<MenuItem> {
      assertCan(ctx, 'menu.availability');
      const owner = await business.requireBusiness(ctx, kind);
      const current = await requireItem(ctx, owner, itemId);
      const record = await items.update(
        ctx,
        owner.id,
        itemId,
        availabilityColumns(availability, owner, current),
      );
      if (!record) throw new AppError('NOT_FOUND', menuMessages.notFound);
      return present(record, owner);
    },

    async reorder(
      ctx: TenantContext,
      kind: BusinessKind,
      input: MenuItemOrderInput,
    ): Promise<void> {
      assertCan(ctx, 'menu.manage');
      const owner = await business.requireBusiness(ctx, kind);
      if (!(await items.reorder(ctx, owner.id, input.category, input.itemIds)))
        throw new AppError('CONFLICT', menuMessages.staleOrder);
    },

    async setImage(
      ctx: TenantContext,
      kind: BusinessKind,
      itemId: string,
      file: UploadedFile,
    ): Promise<MenuItem> {
      assertCan(ctx, 'menu.manage');
      const owner = await business.requireBusiness(ctx, kind);
      const current = await requireItem(ctx, owner, itemId);
      const image = await processImage(file, { maxSize: MENU_IMAGE_MAX_SIZE, rules: PHOTO_RULES });
      const key = newImageKey(ctx.accountId, kind);
      await storage.put(key, image, 'image/webp');
      const record = await items
        .update(ctx, owner.id, itemId, { imageKey: key })
        .catch(async (error: unknown) => {
          await business.removeFile(key);
          throw error;
        });
      if (!record) {
        await business.removeFile(key);
        throw new AppError('NOT_FOUND', menuMessages.notFound);
      }
      await releaseImage(ctx, current.imageKey);
      return present(record, owner);
    },

    async removeImage(ctx: TenantContext, kind: BusinessKind, itemId: string): Promise<MenuItem> {
      assertCan(ctx, 'menu.manage');
      const owner = await business.requireBusiness(ctx, kind);
      const current = await requireItem(ctx, owner, itemId);
      const record = await items.update(ctx, owner.id, itemId, { imageKey: null });
      if (!record) throw new AppError('NOT_FOUND', menuMessages.notFound);
      await releaseImage(ctx, current.imageKey);
      return present(record, owner);
    },

    getCategories,

    /**
     * Saves the ordered category list. Renames move their items along; removing a category that
     * still has items is refused, so no item is ever left outside the menu.
     */
    async setCategories(
      ctx: TenantContext,
      kind: BusinessKind,
      input: CategoriesInput,
    ): Promise<Categories> {
      assertCan(ctx, 'menu.manage');
      const owner = await business.requireBusiness(ctx, kind);
      for (const rename of input.renames) {
        if (!owner.categories.includes(rename.from))
          throw new AppError(
            'VALIDATION_FAILED',
            menuMessages.renameUnknown(rename.from),
            'renames',
          );
        if (!input.categories.includes(rename.to))
          throw new AppError('VALIDATION_FAILED', categoryMessages.unknown, 'renames');
      }
      const counts = await items.countByCategory(ctx, owner.id);
      const renamed = new Map(input.renames.map((rename) => [rename.from, rename.to]));
      for (const [category, total] of Object.entries(counts)) {
        const target = renamed.get(category) ?? category;
        if (total > 0 && !input.categories.includes(target))
          throw new AppError('CONFLICT', categoryMessages.inUse(category, total), 'categories');
      }
      await businesses.update(ctx, kind, { categories: input.categories });
      for (const rename of input.renames)
        await items.renameCategory(ctx, owner.id, rename.from, rename.to);
      return getCategories(ctx, kind);
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
