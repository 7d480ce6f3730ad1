import { count, eq, isNotNull } from 'drizzle-orm';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { ownerLanguageOf, type OwnerLanguage } from '@scanorder/shared/account/owner-language';
import {
  businessHoursSchema,
  closuresSchema,
  menuTypeHoursSchema,
} from '@scanorder/shared/business/hours';
import { orderSettingsSchema, pickupDeliverySchemas } from '@scanorder/shared/business/settings';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { branches, businesses, menuItems } from '../../db/schema/business.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

type BusinessRow = typeof businesses.$inferSelect;
type NewBusinessRow = typeof businesses.$inferInsert;

/** Writable columns of a business: everything but its identity and timestamps. */
export type BusinessValues = Omit<
  NewBusinessRow,
  'id' | 'accountId' | 'kind' | 'createdAt' | 'updatedAt'
>;
export type BusinessDetailColumns = Pick<
  BusinessValues,
  | 'businessOwnerLegalName'
  | 'businessName'
  | 'businessType'
  | 'businessDescription'
  | 'countryCode'
  | 'mobileNo'
  | 'whatsAppSameAsMobileNo'
  | 'whatsAppCountryCode'
  | 'whatsAppMobileNo'
  | 'menuCurrency'
  | 'websiteUrl'
  | 'timeZone'
  | 'businessAddress'
  | 'placeId'
  | 'latitude'
  | 'longitude'
>;

/** A business row with its JSONB settings checked against the shared schemas on the way out. */
export function readBusiness(row: BusinessRow) {
  return {
    ...row,
    hours: businessHoursSchema.parse(row.hours),
    closures: closuresSchema.parse(row.closures),
    menuTypeHours: menuTypeHoursSchema.parse(row.menuTypeHours),
    pickupDelivery: pickupDeliverySchemas[row.kind].parse(row.pickupDelivery),
    orderSettings: orderSettingsSchema.parse(row.orderSettings),
    menuLanguage: ownerLanguageOf(row.menuLanguage),
  };
}
export type BusinessRecord = ReturnType<typeof readBusiness>;

export function createBusinessRepository(db: Database) {
  const byKind = (scope: TenantScope, kind: BusinessKind) =>
    ofTenant(businesses, scope, eq(businesses.kind, kind));

  return {
    /** The signed-in user's own language (decision 051), English when none is chosen. */
    async languageOfUser(userId: string): Promise<OwnerLanguage> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return ownerLanguageOf(row?.language);
    },

    async findByKind(scope: TenantScope, kind: BusinessKind): Promise<BusinessRecord | undefined> {
      const [row] = await db.select().from(businesses).where(byKind(scope, kind)).limit(1);
      return row && readBusiness(row);
    },

    /** Creates the account's business of this kind with `defaults`, or replaces its details. */
    async upsertDetails(
      scope: TenantScope,
      kind: BusinessKind,
      details: BusinessDetailColumns,
      defaults: Omit<BusinessValues, keyof BusinessDetailColumns>,
    ): Promise<{ record: BusinessRecord; created: boolean }> {
      const now = new Date();
      const [row] = await db
        .insert(businesses)
        .values({ ...defaults, ...details, accountId: scope.accountId, kind })
        .onConflictDoUpdate({
          target: [businesses.accountId, businesses.kind],
          set: { ...details, updatedAt: now },
        })
        .returning();
      return {
        record: readBusiness(row!),
        created: row!.createdAt.getTime() === row!.updatedAt.getTime(),
      };
    },

    async update(
      scope: TenantScope,
      kind: BusinessKind,
      values: Partial<BusinessValues>,
    ): Promise<BusinessRecord | undefined> {
      const [row] = await db
        .update(businesses)
        .set({ ...values, updatedAt: new Date() })
        .where(byKind(scope, kind))
        .returning();
      return row && readBusiness(row);
    },

    /** Deletes the business with its branches and items; returns the image keys they held. */
    async delete(
      scope: TenantScope,
      kind: BusinessKind,
    ): Promise<{ deleted: boolean; fileKeys: string[] }> {
      return db.transaction(async (tx) => {
        const [business] = await tx
          .select({ id: businesses.id, logoKey: businesses.logoKey })
          .from(businesses)
          .where(byKind(scope, kind))
          .limit(1);
        if (!business) return { deleted: false, fileKeys: [] };
        const images = await tx
          .selectDistinct({ key: menuItems.imageKey })
          .from(menuItems)
          .where(
            ofTenant(
              menuItems,
              scope,
              eq(menuItems.businessId, business.id),
              isNotNull(menuItems.imageKey),
            ),
          );
        await tx
          .delete(businesses)
          .where(ofTenant(businesses, scope, eq(businesses.id, business.id)));
        const fileKeys = [business.logoKey, ...images.map((image) => image.key)].filter(
          (key): key is string => Boolean(key),
        );
        return { deleted: true, fileKeys };
      });
    },

    /** What the setup checklist needs to know beyond the business row. */
    async setupCounts(
      scope: TenantScope,
      businessId: string,
    ): Promise<{ branchCount: number; menuItemCount: number }> {
      const [branchCount] = await db
        .select({ value: count() })
        .from(branches)
        .where(ofTenant(branches, scope, eq(branches.businessId, businessId)));
      const [itemCount] = await db
        .select({ value: count() })
        .from(menuItems)
        .where(ofTenant(menuItems, scope, eq(menuItems.businessId, businessId)));
      return { branchCount: branchCount?.value ?? 0, menuItemCount: itemCount?.value ?? 0 };
    },
  };
}

export type BusinessRepository = ReturnType<typeof createBusinessRepository>;
