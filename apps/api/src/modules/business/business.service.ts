import { policyOf } from '@scanorder/shared/business/kind-policy';
import { randomUUID } from 'node:crypto';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  setupStatusOf,
  type Business,
  type BusinessStatusInput,
  type MenuLanguageInput,
} from '@scanorder/shared/business/business';
import type { BusinessDetailsInput } from '@scanorder/shared/business/details';
import {
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_MENU_TYPE_HOURS,
  normalizeClosures,
  normalizeHours,
  type BusinessHours,
  type Closure,
  type MenuTypeHours,
} from '@scanorder/shared/business/hours';
import {
  defaultOrderSettingsOf,
  defaultPickupDelivery,
  type OrderSettings,
  type PickupDelivery,
  type RestaurantPickupDelivery,
} from '@scanorder/shared/business/settings';
import { defaultCategoriesOf } from '@scanorder/shared/menu/categories';
import { assertCan } from '../../auth/roles.ts';
import { processImage, type UploadedFile } from '../../images/process-image.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type {
  BusinessDetailColumns,
  BusinessRecord,
  BusinessRepository,
  BusinessValues,
} from './business.repository.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import { businessNotFound } from './business-errors.ts';

export interface BusinessServiceOptions {
  businesses: BusinessRepository;
  storage: FileStorage;
  /** Called when a file could not be removed after its record moved on; never fails the request. */
  onOrphanedFile?: (key: string, error: unknown) => void;
}

export const LOGO_MAX_SIZE = 512;

/** A new image key under the account and kind: `<accountId>/<kind>/<random>.webp` (docs/product/photos-and-print.md). */
export function newImageKey(accountId: string, kind: BusinessKind): string {
  return `${accountId}/${kind}/${randomUUID()}.webp`;
}

/** The details columns of a saved OVERVIEW form (WhatsApp cleared when it is the mobile number). */
export function detailColumns(
  kind: BusinessKind,
  input: BusinessDetailsInput,
): BusinessDetailColumns {
  const restaurant = policyOf(kind).hasAddress && 'businessAddress' in input ? input : undefined;
  const ownWhatsApp = !input.whatsAppSameAsMobileNo;
  return {
    businessOwnerLegalName: input.businessOwnerLegalName,
    businessName: input.businessName,
    businessType: input.businessType,
    businessDescription: input.businessDescription,
    countryCode: input.countryCode,
    mobileNo: input.mobileNo,
    whatsAppSameAsMobileNo: input.whatsAppSameAsMobileNo,
    whatsAppCountryCode: ownWhatsApp ? (input.whatsAppCountryCode ?? null) : null,
    whatsAppMobileNo: ownWhatsApp ? (input.whatsAppMobileNo ?? null) : null,
    menuCurrency: input.menuCurrency,
    websiteUrl: input.websiteUrl ?? null,
    timeZone: input.timeZone,
    businessAddress: restaurant?.businessAddress ?? null,
    placeId: restaurant?.placeId ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

export function createBusinessService({
  businesses,
  storage,
  onOrphanedFile = () => undefined,
}: BusinessServiceOptions) {
  async function present(ctx: TenantContext, record: BusinessRecord): Promise<Business> {
    const counts = await businesses.setupCounts(ctx, record.id);
    const common = {
      id: record.id,
      businessOwnerLegalName: record.businessOwnerLegalName,
      businessName: record.businessName,
      businessType: record.businessType,
      businessDescription: record.businessDescription,
      countryCode: record.countryCode,
      mobileNo: record.mobileNo,
      whatsAppSameAsMobileNo: record.whatsAppSameAsMobileNo,
      whatsAppCountryCode: record.whatsAppCountryCode,
      whatsAppMobileNo: record.whatsAppMobileNo,
      menuCurrency: record.menuCurrency,
      websiteUrl: record.websiteUrl,
      timeZone: record.timeZone,
      latitude: record.latitude,
      longitude: record.longitude,
      logoUrl: record.logoKey ? storage.urlOf(record.logoKey) : null,
      hours: record.hours,
      closures: record.closures,
      menuTypeHours: record.menuTypeHours,
      orderSettings: record.orderSettings,
      takingOrders: record.takingOrders,
      categories: record.categories,
      menuLanguage: record.menuLanguage,
      completeSetup: setupStatusOf({
        hasDetails: true,
        hasLogo: Boolean(record.logoKey),
        hours: record.hours,
        pickupDelivery: record.pickupDelivery,
        ...counts,
      }),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
    if (policyOf(record.kind).hasAddress) {
      return {
        kind: 'restaurant',
        ...common,
        businessAddress: record.businessAddress,
        placeId: record.placeId,
        pickupDelivery: record.pickupDelivery as RestaurantPickupDelivery,
      };
    }
    return { kind: 'grocery', ...common, pickupDelivery: record.pickupDelivery };
  }

  async function requireBusiness(ctx: TenantContext, kind: BusinessKind): Promise<BusinessRecord> {
    const record = await businesses.findByKind(ctx, kind);
    if (!record) throw businessNotFound(kind);
    return record;
  }

  async function updateSection(
    ctx: TenantContext,
    kind: BusinessKind,
    values: Partial<BusinessValues>,
  ): Promise<Business> {
    assertCan(ctx, 'business.manage');
    const record = await businesses.update(ctx, kind, values);
    if (!record) throw businessNotFound(kind);
    return present(ctx, record);
  }

  async function removeFile(key: string) {
    try {
      await storage.delete(key);
    } catch (error) {
      onOrphanedFile(key, error);
    }
  }

  return {
    requireBusiness,
    removeFile,

    /** Any member of the account may read its business (members need it for the menu and orders). */
    async get(ctx: TenantContext, kind: BusinessKind): Promise<Business> {
      return present(ctx, await requireBusiness(ctx, kind));
    },

    /** Saves the OVERVIEW form: creates the business the first time, replaces its details afterwards. */
    async saveDetails(
      ctx: TenantContext,
      kind: BusinessKind,
      input: BusinessDetailsInput,
    ): Promise<{ business: Business; created: boolean }> {
      assertCan(ctx, 'business.manage');
      // The menu is written in the creating owner's language, its starting categories too
      // (decision 054); only a new business takes it, a saved one keeps its own.
      const menuLanguage = await businesses.languageOfUser(ctx.userId);
      const { record, created } = await businesses.upsertDetails(
        ctx,
        kind,
        detailColumns(kind, input),
        {
          hours: DEFAULT_BUSINESS_HOURS,
          closures: [],
          menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
          pickupDelivery: defaultPickupDelivery(kind),
          orderSettings: defaultOrderSettingsOf(menuLanguage),
          takingOrders: true,
          categories: defaultCategoriesOf(kind, menuLanguage),
          menuLanguage,
          logoKey: null,
        },
      );
      return { business: await present(ctx, record), created };
    },

    setHours: (ctx: TenantContext, kind: BusinessKind, hours: BusinessHours) =>
      updateSection(ctx, kind, { hours: normalizeHours(hours) }),
    setClosures: (ctx: TenantContext, kind: BusinessKind, closures: Closure[]) =>
      updateSection(ctx, kind, { closures: normalizeClosures(closures) }),
    setMenuTypeHours: (ctx: TenantContext, kind: BusinessKind, menuTypeHours: MenuTypeHours) =>
      updateSection(ctx, kind, { menuTypeHours }),
    setPickupDelivery: (ctx: TenantContext, kind: BusinessKind, pickupDelivery: PickupDelivery) =>
      updateSection(ctx, kind, { pickupDelivery }),
    setOrderSettings: (ctx: TenantContext, kind: BusinessKind, orderSettings: OrderSettings) =>
      updateSection(ctx, kind, { orderSettings }),
    setStatus: (ctx: TenantContext, kind: BusinessKind, status: BusinessStatusInput) =>
      updateSection(ctx, kind, { takingOrders: status.takingOrders }),
    /**
     * The menu's language, changed by the owner (a menu rewritten in the other language): its
     * texts and categories stay as written, and translating into it is refused from now on
     * (translations saved into it earlier stay, unserved; decision 054 addendum).
     */
    setMenuLanguage: (ctx: TenantContext, kind: BusinessKind, input: MenuLanguageInput) =>
      updateSection(ctx, kind, { menuLanguage: input.menuLanguage }),

    /** Re-encodes the upload to WebP, stores it under a new key and deletes the previous logo. */
    async setLogo(ctx: TenantContext, kind: BusinessKind, file: UploadedFile): Promise<Business> {
      assertCan(ctx, 'business.manage');
      const previous = await requireBusiness(ctx, kind);
      const image = await processImage(file, { maxSize: LOGO_MAX_SIZE, rules: PHOTO_RULES });
      const key = newImageKey(ctx.accountId, kind);
      await storage.put(key, image, 'image/webp');
      const record = await businesses
        .update(ctx, kind, { logoKey: key })
        .catch(async (error: unknown) => {
          await removeFile(key);
          throw error;
        });
      if (!record) {
        await removeFile(key);
        throw businessNotFound(kind);
      }
      if (previous.logoKey) await removeFile(previous.logoKey);
      return present(ctx, record);
    },

    async removeLogo(ctx: TenantContext, kind: BusinessKind): Promise<Business> {
      assertCan(ctx, 'business.manage');
      const previous = await requireBusiness(ctx, kind);
      const record = await businesses.update(ctx, kind, { logoKey: null });
      if (!record) throw businessNotFound(kind);
      if (previous.logoKey) await removeFile(previous.logoKey);
      return present(ctx, record);
    },

    /** Deletes the business, its branches, menu and images. Account admins only. */
    async delete(ctx: TenantContext, kind: BusinessKind): Promise<void> {
      assertCan(ctx, 'business.delete');
      const { deleted, fileKeys } = await businesses.delete(ctx, kind);
      if (!deleted) throw businessNotFound(kind);
      await Promise.all(fileKeys.map(removeFile));
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
