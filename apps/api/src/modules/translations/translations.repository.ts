import { and, eq, notExists, sql } from 'drizzle-orm';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import type { MenuTranslation } from '@scanorder/shared/i18n/menu-translations';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/business.ts';
import { menuTranslations } from '../../db/schema/translations.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

export type TranslationRow = Pick<
  typeof menuTranslations.$inferSelect,
  'entityKind' | 'entityKey' | 'field' | 'text'
>;

/** The owner's menu translations; every call is scoped to one account and business. */
export function createTranslationsRepository(db: Database) {
  const ofBusiness = (scope: TenantScope, businessId: string) =>
    ofTenant(menuTranslations, scope, eq(menuTranslations.businessId, businessId));
  const columns = {
    entityKind: menuTranslations.entityKind,
    entityKey: menuTranslations.entityKey,
    field: menuTranslations.field,
    text: menuTranslations.text,
  };

  return {
    /** One language's rows, as a guest reading it is served them. */
    async list(
      scope: TenantScope,
      businessId: string,
      locale: GuestLocale,
    ): Promise<TranslationRow[]> {
      return db
        .select(columns)
        .from(menuTranslations)
        .where(
          and(
            ofBusiness(scope, businessId),
            eq(menuTranslations.locale, locale),
            // Translations into the language the menu is written in are not served: a guest reading
            // it reads the originals (decision 054, the menu's language changed after they were saved).
            notExists(
              db
                .select({ one: sql`1` })
                .from(businesses)
                .where(and(eq(businesses.id, businessId), eq(businesses.menuLanguage, locale))),
            ),
          ),
        );
    },

    /** Every language's rows, for the completeness of each. */
    async listAll(
      scope: TenantScope,
      businessId: string,
    ): Promise<(TranslationRow & { locale: GuestLocale })[]> {
      return db
        .select({ ...columns, locale: menuTranslations.locale })
        .from(menuTranslations)
        .where(ofBusiness(scope, businessId));
    },

    /**
     * Saves one language's texts in one transaction: a text replaces the one before it, an empty
     * text removes it (the guest reads the original again).
     */
    async save(
      scope: TenantScope,
      businessId: string,
      locale: GuestLocale,
      entries: readonly MenuTranslation[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const entry of entries) {
          const key = and(
            ofBusiness(scope, businessId),
            eq(menuTranslations.locale, locale),
            eq(menuTranslations.entityKind, entry.entityKind),
            eq(menuTranslations.entityKey, entry.entityKey),
            eq(menuTranslations.field, entry.field),
          );
          if (entry.text === '') {
            await tx.delete(menuTranslations).where(key);
            continue;
          }
          await tx
            .insert(menuTranslations)
            .values({
              accountId: scope.accountId,
              businessId,
              locale,
              entityKind: entry.entityKind,
              entityKey: entry.entityKey,
              field: entry.field,
              text: entry.text,
            })
            .onConflictDoUpdate({
              target: [
                menuTranslations.accountId,
                menuTranslations.businessId,
                menuTranslations.locale,
                menuTranslations.entityKind,
                menuTranslations.entityKey,
                menuTranslations.field,
              ],
              set: { text: entry.text, updatedAt: sql`now()` },
            });
        }
      });
    },
  };
}

export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
