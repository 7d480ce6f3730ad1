import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Branch } from '@scanorder/shared/business/branch';
import type { Business } from '@scanorder/shared/business/business';
import { DEFAULT_BUSINESS_HOURS, DEFAULT_MENU_TYPE_HOURS } from '@scanorder/shared/business/hours';
import { DEFAULT_ORDER_SETTINGS, defaultPickupDelivery } from '@scanorder/shared/business/settings';
import { DEFAULT_CATEGORIES } from '@scanorder/shared/menu/categories';
import type { MenuItem, MenuItemPage } from '@scanorder/shared/menu/menu-item';

const BUSINESS_ID = '11111111-1111-4111-8111-111111111111';

/** A saved business of the kind as GET /api/v1/businesses/{kind} answers it. */
export function makeBusiness(kind: BusinessKind, overrides: Partial<Business> = {}): Business {
  const common = {
    id: BUSINESS_ID,
    businessOwnerLegalName: 'Asha Rao',
    businessName: kind === 'restaurant' ? 'Spice Garden' : 'Fresh Mart',
    businessType: 'Local Store',
    businessDescription: 'Neighbourhood favourite since 1999.',
    countryCode: '+91',
    mobileNo: '9876543210',
    whatsAppSameAsMobileNo: true,
    whatsAppCountryCode: null,
    whatsAppMobileNo: null,
    menuCurrency: 'INR',
    websiteUrl: null,
    timeZone: 'Asia/Kolkata',
    logoUrl: null,
    hours: DEFAULT_BUSINESS_HOURS,
    closures: [],
    menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
    orderSettings: DEFAULT_ORDER_SETTINGS,
    takingOrders: true,
    categories: [...DEFAULT_CATEGORIES[kind]],
    menuLanguage: 'en' as const,
    completeSetup: { complete: false, missing: ['logo', 'branch', 'menuItem'] as const },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const business: Business =
    kind === 'restaurant'
      ? {
          kind,
          ...common,
          completeSetup: { ...common.completeSetup, missing: [...common.completeSetup.missing] },
          businessAddress: '12 MG Road, Bengaluru',
          placeId: null,
          latitude: null,
          longitude: null,
          pickupDelivery: defaultPickupDelivery('restaurant'),
        }
      : {
          kind,
          ...common,
          completeSetup: { ...common.completeSetup, missing: [...common.completeSetup.missing] },
          latitude: null,
          longitude: null,
          pickupDelivery: defaultPickupDelivery('grocery'),
        };
  return { ...business, ...overrides } as Business;
}

let itemCounter = 0;

/** A menu item as the API returns it. */
export function makeMenuItem(kind: BusinessKind, overrides: Partial<MenuItem> = {}): MenuItem {
  itemCounter += 1;
  const id = `00000000-0000-4000-8000-${String(itemCounter).padStart(12, '0')}`;
  const common = {
    id,
    category: kind === 'restaurant' ? 'Entrees' : 'Pantry',
    name: `Item ${itemCounter}`,
    description: 'A tasty thing to eat.',
    priceMinor: 12_000,
    currency: 'INR',
    taxEnabled: false,
    taxPercentage: 0,
    imageUrl: null,
    tags: [],
    allergens: [],
    availability: 'Available' as const,
    availableAgainAt: null,
    position: itemCounter,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const item: MenuItem =
    kind === 'restaurant'
      ? {
          kind,
          ...common,
          modifiers: [],
          selectors: [],
          incrementors: [],
          sharedOptionGroupIds: [],
        }
      : { kind, ...common, variants: [] };
  return { ...item, ...overrides } as MenuItem;
}

export function makeMenuPage(items: MenuItem[], total = items.length, page = 1): MenuItemPage {
  return { items, total, page, pageSize: items[0]?.kind === 'grocery' ? 100 : 1000 };
}

export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Main Street',
    position: 0,
    outOfOperation: false,
    outOfOperationReason: null,
    outOfOperationUntil: null,
    hasPin: false,
    pinLockedUntil: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
