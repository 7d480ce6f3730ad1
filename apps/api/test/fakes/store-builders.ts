import { randomUUID } from 'node:crypto';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  DEFAULT_MENU_TYPE_HOURS,
  type BusinessHours,
  type Closure,
} from '@scanorder/shared/business/hours';
import {
  defaultPickupDelivery,
  type OrderSettings,
  type RestaurantPickupDelivery,
} from '@scanorder/shared/business/settings';
import { DEFAULT_CATEGORIES } from '@scanorder/shared/menu/categories';
import {
  placeOrderInputSchema,
  type PlaceOrderInput,
  type PlaceOrderRequest,
} from '@scanorder/shared/ordering/place-order';
import {
  readBusiness,
  type BusinessRecord,
} from '../../src/modules/business/business.repository.ts';
import type { BranchRow } from '../../src/modules/business/branches.repository.ts';
import type { StorefrontItem } from '../../src/modules/storefront/storefront.repository.ts';
import { alwaysOpen, orderRequest, STORE_ORDER_SETTINGS } from '../ordering-fixtures.ts';

export interface BusinessOverrides {
  accountId?: string;
  hours?: BusinessHours;
  closures?: Closure[];
  /** Merged over the kind's defaults with pickup scheduling on (what `setUpStore` saves). */
  pickupDelivery?: Partial<RestaurantPickupDelivery>;
  /** Merged over the defaults with 5 % tax, tips 5/10/15 and a 2.5 % service charge. */
  orderSettings?: Partial<OrderSettings>;
  takingOrders?: boolean;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * A business as the repository reads it, its settings parsed by the shared schemas on the way
 * out: Spice Route Kitchen in Coimbatore (INR) or Fresh Corner in New York (USD), open all day.
 */
export function businessRecord(
  kind: BusinessKind,
  overrides: BusinessOverrides = {},
): BusinessRecord {
  const restaurant = kind === 'restaurant';
  const now = new Date();
  return readBusiness({
    id: randomUUID(),
    accountId: overrides.accountId ?? randomUUID(),
    kind,
    businessOwnerLegalName: 'Asha Raman',
    businessName: restaurant ? 'Spice Route Kitchen' : 'Fresh Corner',
    businessType: restaurant ? 'Restaurant' : 'Supermarket',
    businessDescription: 'A neighbourhood favourite.',
    countryCode: restaurant ? '+91' : '+1',
    mobileNo: '9876543210',
    whatsAppSameAsMobileNo: true,
    whatsAppCountryCode: null,
    whatsAppMobileNo: null,
    menuCurrency: restaurant ? 'INR' : 'USD',
    websiteUrl: null,
    timeZone: restaurant ? 'Asia/Kolkata' : 'America/New_York',
    businessAddress: restaurant ? 'Race Course Road, Coimbatore' : null,
    placeId: null,
    latitude: overrides.latitude === undefined ? 11.0 : overrides.latitude,
    longitude: overrides.longitude === undefined ? 76.96 : overrides.longitude,
    logoKey: null,
    hours: overrides.hours ?? alwaysOpen(),
    closures: overrides.closures ?? [],
    menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
    pickupDelivery: {
      ...defaultPickupDelivery(kind),
      schedulePickupEnabled: true,
      ...overrides.pickupDelivery,
    },
    orderSettings: { ...STORE_ORDER_SETTINGS, ...overrides.orderSettings },
    takingOrders: overrides.takingOrders ?? true,
    categories: [...DEFAULT_CATEGORIES[kind]],
    menuLanguage: 'en',
    createdAt: now,
    updatedAt: now,
  });
}

/** A branch (store name) of a business, in operation and without a PIN. */
export function branchRow(
  business: Pick<BusinessRecord, 'accountId' | 'id' | 'kind'>,
  overrides: Partial<BranchRow> = {},
): BranchRow {
  const now = new Date();
  return {
    id: randomUUID(),
    accountId: business.accountId,
    businessId: business.id,
    kind: business.kind,
    name: 'Main Street',
    position: 0,
    outOfOperation: false,
    outOfOperationReason: null,
    outOfOperationUntil: null,
    pinHash: null,
    pinFailedAttempts: 0,
    pinLockedUntil: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

const noGroups = () => ({ modifiers: [], selectors: [], incrementors: [] });

/** A listed, available item of a business with no options: 249.00 at its own 5 % tax. */
export function menuItem(
  business: BusinessRecord,
  overrides: Partial<StorefrontItem> = {},
): StorefrontItem {
  const now = new Date();
  const groups = overrides.optionGroups ?? noGroups();
  return {
    id: randomUUID(),
    accountId: business.accountId,
    businessId: business.id,
    kind: business.kind,
    category: business.kind === 'restaurant' ? 'Starter' : 'Pantry',
    name: 'Paneer Tikka',
    description: 'Cottage cheese cubes grilled in the tandoor.',
    priceMinor: 24_900,
    taxEnabled: true,
    taxPercentage: 5,
    imageKey: null,
    tags: [],
    allergens: [],
    availability: 'Available',
    availableAgainAt: null,
    position: 0,
    sharedOptionGroupIds: [],
    variants: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
    optionGroups: groups,
    menuOptionGroups: overrides.menuOptionGroups ?? groups,
  };
}

const option = (value: string, additionalPriceMinor: number) => ({
  id: randomUUID(),
  value,
  additionalPriceMinor,
  allergens: [],
});

/**
 * Paneer Tikka with a selector (Spice level: Mild, Hot +5.00), a modifier (Extras: Extra cheese
 * +30.00, Mint chutney +10.00) and an incrementor (Breads: Butter naan +45.00, up to 5).
 */
export function paneerTikka(
  business: BusinessRecord,
  overrides: Partial<StorefrontItem> = {},
): StorefrontItem {
  return menuItem(business, {
    optionGroups: {
      selectors: [
        {
          id: randomUUID(),
          name: 'Spice level',
          min: 1,
          max: 1,
          options: [option('Mild', 0), option('Hot', 500)],
        },
      ],
      modifiers: [
        {
          id: randomUUID(),
          name: 'Extras',
          min: 0,
          max: 2,
          options: [option('Extra cheese', 3_000), option('Mint chutney', 1_000)],
        },
      ],
      incrementors: [
        {
          id: randomUUID(),
          name: 'Breads',
          min: 0,
          max: 5,
          options: [option('Butter naan', 4_500)],
        },
      ],
    },
    ...overrides,
  });
}

/** Basmati Rice at 120.00, or 550.00 and 990.00 as its 5 kg and 10 kg packs. */
export function basmatiRice(
  business: BusinessRecord,
  overrides: Partial<StorefrontItem> = {},
): StorefrontItem {
  return menuItem(business, {
    category: 'Pantry',
    name: 'Basmati Rice',
    priceMinor: 12_000,
    taxEnabled: false,
    taxPercentage: 0,
    variants: [
      { id: randomUUID(), variantName: 'Pack', value: '5 kg', newPriceMinor: 55_000 },
      { id: randomUUID(), variantName: 'Pack', value: '10 kg', newPriceMinor: 99_000 },
    ],
    ...overrides,
  });
}

/** A place-order request for a branch, checked by the shared schema as the route checks it. */
export function placeOrderInput(
  branch: Pick<BranchRow, 'accountId' | 'kind' | 'businessId' | 'id'>,
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderInput {
  return placeOrderInputSchema.parse(
    orderRequest(
      {
        accountId: branch.accountId,
        kind: branch.kind,
        businessId: branch.businessId,
        branchId: branch.id,
      },
      overrides,
    ),
  );
}
