import { policyOf } from '@scanorder/shared/business/kind-policy';
import { effectiveAvailability } from '@scanorder/shared/menu/availability';
import { foldAccents } from '@scanorder/shared/menu/search-text';
import {
  ALLERGENS,
  MENU_TAGS,
  type Allergen,
  type MenuTag,
} from '@scanorder/shared/menu/option-groups';
import { canSchedulePickup } from '@scanorder/shared/ordering/opening';
import {
  lastSlotDateOf,
  slotDatesOf,
  type PickupSlot,
} from '@scanorder/shared/ordering/pickup-slots';
import {
  type MenuFulfilment,
  type PublicMenu,
  type PublicMenuItem,
} from '@scanorder/shared/ordering/public-menu';
import { dineInSettingsOf } from '@scanorder/shared/business/settings';
import { SOURCE_LOCALE, type GuestLocale } from '@scanorder/shared/i18n/locales';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';
import type { QrCodesRepository } from '../qr-codes/qr-codes.repository.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { slotsBetween } from './slot-bookings.ts';
import {
  choicesOf,
  openStatusOf,
  type LoadStorefront,
  type Storefront,
  type StorefrontRef,
} from '../storefront/storefront.ts';
import { createStorefrontCache, type StorefrontCache } from '../storefront/storefront-cache.ts';
import type { StorefrontItem, StorefrontRepository } from '../storefront/storefront.repository.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

export interface PublicMenuServiceOptions {
  /** A menu read that misses the cache runs in the scope of the account its URL names. */
  scopes: Pick<TenantScopes, 'run'>;
  loadStorefront: LoadStorefront;
  /** Shares a menu between the customers reading it within a few seconds (decision 011). */
  cache?: StorefrontCache;
  storefront: Pick<StorefrontRepository, 'listListedItems' | 'closestName'>;
  orders: Pick<OrdersRepository, 'bookedSlots'>;
  qrCodes: Pick<QrCodesRepository, 'findByIdentifier'>;
  storage: FileStorage;
  /** The menu in a guest's language (the owner's translations; translations module). */
  localize?: (menu: PublicMenu, locale: GuestLocale) => Promise<PublicMenu>;
  now?: () => Date;
}

/** The customer menu: one response with everything the page needs (issue 5). */
export function createPublicMenuService({
  scopes,
  loadStorefront,
  storefront,
  orders,
  qrCodes,
  storage,
  cache = createStorefrontCache({ ttlMs: 0 }),
  localize = (menu) => Promise.resolve(menu),
  now = () => new Date(),
}: PublicMenuServiceOptions) {
  function presentItem(item: StorefrontItem, at: Date): PublicMenuItem | null {
    const availability = effectiveAvailability(item.availability, item.availableAgainAt, at);
    if (availability === 'Hidden from Menu') return null;
    return {
      id: item.id,
      category: item.category,
      name: item.name,
      description: item.description,
      priceMinor: item.priceMinor,
      taxEnabled: item.taxEnabled,
      taxPercentage: item.taxPercentage,
      imageUrl: item.imageKey ? storage.urlOf(item.imageKey) : null,
      tags: item.tags as MenuTag[],
      allergens: item.allergens as Allergen[],
      availability,
      ...choicesOf(item),
    };
  }

  function fulfilmentOf(
    store: Storefront,
    open: boolean,
    scheduling: boolean,
    at: Date,
  ): MenuFulfilment {
    const settings = store.business.pickupDelivery;
    const dineIn = dineInSettingsOf(store.business);
    return {
      dineIn: {
        offered: dineIn.enabled,
        available: dineIn.enabled && open,
        preparationMinutes: dineIn.preparationMinutes,
      },
      pickup: {
        asapAvailable: open,
        scheduleOffered: settings.schedulePickupEnabled,
        preparationMinutes: settings.schedulePickupTimeMinutes,
        stepMinutes: settings.slotStepMinutes,
        lastSlotDate: lastSlotDateOf(store.calendar, store.slotRules, at),
        slotDates: scheduling ? slotDatesOf(store.calendar, store.slotRules, at) : [],
      },
      delivery: {
        offered: settings.selfDeliveryEnabled,
        available: settings.selfDeliveryEnabled && open,
        minimumAmountMinor: settings.minimumAmountEnabled
          ? settings.deliveryMinimumAmountMinor
          : null,
        radius: settings.deliveryRadiusEnabled ? settings.deliveryRadius : null,
        unitType: settings.unitType,
        minimumDeliveryTimeMinutes: settings.minimumDeliveryTimeMinutes,
      },
    };
  }

  /**
   * "Did you mean" for a search no name contains as typed (it found only near matches, or none):
   * the closest listed name, unless that is the search itself in other letter case or accents.
   */
  async function suggestionFor(
    scope: TenantScope,
    businessId: string,
    search: string,
    found: readonly StorefrontItem[],
  ): Promise<string | null> {
    const plain = (text: string) => foldAccents(text).toLowerCase();
    const typed = plain(search);
    if (found.some((item) => plain(item.name).includes(typed))) return null;
    const closest = await storefront.closestName(scope, businessId, search);
    return closest && plain(closest) !== typed ? closest : null;
  }

  type MenuQuery = { identifier: string; page: number; search?: string | undefined };

  async function loadMenu(
    ref: StorefrontRef & { branchId: string },
    query: MenuQuery,
  ): Promise<PublicMenu> {
    const at = now();
    const store = await loadStorefront(ref, at);
    const { business, branch, scope } = store;
    const { pagedMenu, menuLimits } = policyOf(business.kind);
    const pageSize = menuLimits.pageSize;
    const page = pagedMenu ? query.page : 1;
    const search = pagedMenu ? query.search || undefined : undefined;
    const listed = await storefront.listListedItems(scope, business.id, {
      search,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const qrCode = await qrCodes.findByIdentifier(scope, branch.id, query.identifier);
    const didYouMean = search
      ? await suggestionFor(scope, business.id, search, listed.items)
      : null;
    const items = listed.items
      .map((item) => presentItem(item, at))
      .filter((item): item is PublicMenuItem => item !== null);
    const categories: PublicMenu['categories'] = [];
    for (const item of items) {
      const last = categories.at(-1);
      if (last?.name === item.category) last.items.push(item);
      else categories.push({ name: item.category, items: [item] });
    }
    const usedTags = new Set(items.flatMap((item) => item.tags));
    const usedAllergens = new Set(
      items.flatMap((item) => [
        ...item.allergens,
        ...[...item.modifiers, ...item.selectors, ...item.incrementors].flatMap((group) =>
          group.options.flatMap((option) => option.allergens),
        ),
      ]),
    );
    const status = openStatusOf(store, at);
    return {
      business: {
        id: business.id,
        accountId: business.accountId,
        kind: business.kind,
        name: business.businessName,
        description: business.businessDescription,
        logoUrl: business.logoKey ? storage.urlOf(business.logoKey) : null,
        address: business.businessAddress,
        countryCode: business.countryCode,
        mobileNo: business.mobileNo,
        currency: business.menuCurrency,
        timeZone: business.timeZone,
      },
      branch: { id: branch.id, name: branch.name },
      identifier: qrCode?.identifier ?? query.identifier,
      qrCode: qrCode
        ? {
            id: qrCode.id,
            description: qrCode.description,
            additionalData: qrCode.additionalData,
            prefill: qrCode.prefill,
          }
        : null,
      categories,
      paging: { page, pageSize, total: listed.total },
      ...(search ? { didYouMean } : {}),
      tags: MENU_TAGS.filter((tag) => usedTags.has(tag)),
      allergens: ALLERGENS.filter((allergen) => usedAllergens.has(allergen)),
      orderSettings: business.orderSettings,
      fulfilment: fulfilmentOf(
        store,
        status.open,
        canSchedulePickup(business.pickupDelivery, status),
        at,
      ),
      status,
    };
  }

  /** A menu's cache key, its language aside. */
  const menuKey = (ref: StorefrontRef & { branchId: string }, query: MenuQuery) =>
    [
      'menu',
      ref.kind,
      ref.businessId,
      ref.branchId,
      query.identifier,
      query.page,
      query.search ?? '',
    ].join('\n');
  /** The same menu in `locale`, kept beside it. */
  const localizedKey = (key: string, locale: GuestLocale) => `${key}\n${locale}`;

  return {
    /**
     * The menu as customers see it now, in `locale`; the same object for every reader within the
     * cache's TTL. The translated menu is cached too: translating per read cost a query, and a new
     * object made the route serialize and compress the answer again on every read. A translation
     * saved by the owner invalidates the account's entries like any other change of theirs.
     */
    getMenu(
      ref: StorefrontRef & { branchId: string },
      query: MenuQuery,
      locale: GuestLocale = SOURCE_LOCALE,
    ): Promise<PublicMenu> {
      const key = menuKey(ref, query);
      const original = () =>
        cache.read(ref.accountId, key, () => scopes.run(ref.accountId, () => loadMenu(ref, query)));
      return cache.read(ref.accountId, localizedKey(key, locale), async () =>
        localize(await original(), locale),
      );
    },

    /**
     * The menu `getMenu` would answer at once from the cache, else undefined: a read that finds it
     * waits on no promise (decision 040, fifteenth pass). The cache's rules hold as in `getMenu`:
     * an owner's change or the TTL makes it undefined.
     */
    cachedMenu(
      ref: StorefrontRef & { branchId: string },
      query: MenuQuery,
      locale: GuestLocale = SOURCE_LOCALE,
    ): PublicMenu | undefined {
      return cache.peek<PublicMenu>(ref.accountId, localizedKey(menuKey(ref, query), locale));
    },

    /** The pickup slots of one local date, with the capacity left (checkout's time picker). */
    async getSlots(ref: StorefrontRef & { branchId: string }, date: string): Promise<PickupSlot[]> {
      const at = now();
      return scopes.run(ref.accountId, async () => {
        const store = await loadStorefront(ref, at);
        const status = openStatusOf(store, at);
        if (!canSchedulePickup(store.business.pickupDelivery, status)) return [];
        return slotsBetween(orders, store, at, date, date);
      });
    },
  };
}

export type PublicMenuService = ReturnType<typeof createPublicMenuService>;
