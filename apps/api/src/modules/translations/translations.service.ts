import { MENU_LIMITS } from '@scanorder/shared/business/constants';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { AppError } from '@scanorder/shared/errors/app-error';
import { GUEST_LOCALES, type GuestLocale } from '@scanorder/shared/i18n/locales';
import { localizeMenu } from '@scanorder/shared/i18n/localize-menu';
import {
  translationKeyOf,
  type MenuTranslations,
  type MenuTranslationsInput,
  type TranslatableText,
} from '@scanorder/shared/i18n/menu-translations';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { assertCan } from '../../auth/roles.ts';
import { unsafePublicScope, type TenantContext } from '../../tenancy/tenant.ts';
import type { BusinessRecord } from '../business/business.repository.ts';
import type { BusinessService } from '../business/business.service.ts';
import type { MenuItemRecord, MenuItemsRepository } from '../menu/menu-items.repository.ts';
import type { TranslationsRepository } from './translations.repository.ts';

export const translationMessages = {
  unknownText: 'This text is no longer on the menu. Reload the page and try again.',
  sourceLocale:
    'The menu is written in this language. Choose another language to translate it into.',
} as const;

type Original = Omit<TranslatableText, 'text'>;

/** A shared group is one text whichever items attach it, so its context names no item. */
const SHARED_CONTEXT = 'Shared option group';

/**
 * Every text a guest reads on the menu, in the order the owner's menu lists them: the business's
 * description, the categories, then each item with its option groups and options.
 */
function originalsOf(business: BusinessRecord, items: readonly MenuItemRecord[]): Original[] {
  const texts: Original[] = [];
  if (business.businessDescription)
    texts.push({
      entityKind: 'business',
      entityKey: business.id,
      field: 'description',
      context: 'Business description',
      original: business.businessDescription,
    });
  for (const category of business.categories)
    texts.push({
      entityKind: 'category',
      entityKey: category,
      field: 'name',
      context: 'Category',
      original: category,
    });
  for (const item of items) {
    texts.push({
      entityKind: 'item',
      entityKey: item.id,
      field: 'name',
      context: item.category,
      original: item.name,
    });
    if (item.description)
      texts.push({
        entityKind: 'item',
        entityKey: item.id,
        field: 'description',
        context: item.name,
        original: item.description,
      });
    // What guests read: the item's own groups and the shared ones it attaches (decision 035).
    const { modifiers, selectors, incrementors } = item.menuOptionGroups;
    for (const group of [...modifiers, ...selectors, ...incrementors]) {
      const owner = item.sharedOptionGroupIds.includes(group.id) ? SHARED_CONTEXT : item.name;
      texts.push({
        entityKind: 'option-group',
        entityKey: group.id,
        field: 'name',
        context: owner,
        original: group.name,
      });
      for (const option of group.options)
        texts.push({
          entityKind: 'option',
          entityKey: option.id,
          field: 'value',
          context: `${owner} › ${group.name}`,
          original: option.value,
        });
    }
  }
  // A category named twice, or one option group shared by items, is one text to translate.
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = translationKeyOf(text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createTranslationsService(deps: {
  translations: TranslationsRepository;
  items: MenuItemsRepository;
  business: BusinessService;
}) {
  const { translations, items, business } = deps;

  async function load(ctx: TenantContext, kind: BusinessKind, locale: GuestLocale) {
    assertCan(ctx, 'menu.manage');
    const owner = await business.requireBusiness(ctx, kind);
    const listed = await items.list(ctx, owner.id, {
      limit: MENU_LIMITS[kind].maxItems,
      offset: 0,
    });
    const originals = originalsOf(owner, listed.items);
    const rows = await translations.listAll(ctx, owner.id);
    const current = new Set(originals.map(translationKeyOf));
    const byLocale = new Map<GuestLocale, Map<string, string>>();
    for (const row of rows) {
      const key = translationKeyOf(row);
      // A translation of a text the menu no longer has is kept (it returns if the text does) but not counted.
      if (!current.has(key)) continue;
      const map = byLocale.get(row.locale) ?? new Map<string, string>();
      map.set(key, row.text);
      byLocale.set(row.locale, map);
    }
    const chosen = byLocale.get(locale) ?? new Map<string, string>();
    const result: MenuTranslations = {
      locale,
      source: owner.menuLanguage,
      texts: originals.map((text) => ({ ...text, text: chosen.get(translationKeyOf(text)) ?? '' })),
      completeness: GUEST_LOCALES.map((entry) => ({
        locale: entry,
        translated: byLocale.get(entry)?.size ?? 0,
        total: originals.length,
      })),
    };
    return { owner, result, current };
  }

  return {
    /** One language's translations of the menu, beside the originals, and how complete each language is. */
    async get(
      ctx: TenantContext,
      kind: BusinessKind,
      locale: GuestLocale,
    ): Promise<MenuTranslations> {
      return (await load(ctx, kind, locale)).result;
    },

    /** Saves texts of one language; each must be a text the menu has now. */
    async save(
      ctx: TenantContext,
      kind: BusinessKind,
      locale: GuestLocale,
      input: MenuTranslationsInput,
    ): Promise<MenuTranslations> {
      const { owner, current } = await load(ctx, kind, locale);
      // The menu's own language is its originals: there is nothing to translate into (decision 054).
      if (locale === owner.menuLanguage)
        throw new AppError('VALIDATION_FAILED', translationMessages.sourceLocale, 'locale');
      const unknown = input.translations.findIndex(
        (entry) => !current.has(translationKeyOf(entry)),
      );
      if (unknown !== -1)
        throw new AppError(
          'VALIDATION_FAILED',
          translationMessages.unknownText,
          `translations.${unknown}`,
        );
      await translations.save(ctx, owner.id, locale, input.translations);
      return (await load(ctx, kind, locale)).result;
    },

    /**
     * The public menu in the guest's language: the owner's translations where there are some, the
     * original elsewhere. The menu is public, so is this read of its translations.
     */
    async localize(menu: PublicMenu, locale: GuestLocale): Promise<PublicMenu> {
      const rows = await translations.list(
        unsafePublicScope(menu.business.accountId),
        menu.business.id,
        locale,
      );
      return localizeMenu(menu, new Map(rows.map((row) => [translationKeyOf(row), row.text])));
    },
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
