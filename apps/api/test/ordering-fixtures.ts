import { randomUUID } from 'node:crypto';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { MenuAvailability } from '@scanorder/shared/menu/availability';
import { WEEKDAYS, type BusinessHours } from '@scanorder/shared/business/hours';
import { addDays, localDateOf } from '@scanorder/shared/business/zoned-time';
import { defaultPickupDelivery, DEFAULT_ORDER_SETTINGS } from '@scanorder/shared/business/settings';
import type { PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { accountIdOf, put, setUpBusiness } from './business-fixtures.ts';
import type { TestClient } from './harness.ts';

/** Open every day, all day: the tests decide "closed" with closures, not the clock. */
export function alwaysOpen(): BusinessHours {
  return WEEKDAYS.map((day) => ({
    day,
    closed: false,
    intervals: [{ open: '00:00', close: '24:00' }],
  }));
}

/** Sets a menu item's availability as the owner's Availability menu does. */
export function setAvailability(
  client: TestClient,
  kind: BusinessKind,
  itemId: string,
  availability: MenuAvailability,
) {
  return put(client, `/api/v1/businesses/${kind}/menu-items/${itemId}/availability`, {
    availability,
  });
}

/** The tikka's selector, Mild or Hot (+₹5.00); an option group of its own in the library. */
export const SPICE_LEVEL = {
  name: 'Spice level',
  min: 1,
  max: 1,
  options: [
    { value: 'Mild', additionalPriceMinor: 0, allergens: [] },
    { value: 'Hot', additionalPriceMinor: 500, allergens: [] },
  ],
};

export function paneerTikka(overrides: Record<string, unknown> = {}) {
  return {
    category: 'Starter',
    name: 'Paneer Tikka',
    description: 'Cottage cheese cubes marinated in yoghurt and grilled in the tandoor.',
    priceMinor: 24_900,
    taxEnabled: true,
    taxPercentage: 5,
    tags: ['Popular', 'Vegetarian'],
    allergens: ['Milk'],
    selectors: [SPICE_LEVEL],
    modifiers: [
      {
        name: 'Extras',
        min: 0,
        max: 2,
        options: [
          { value: 'Extra cheese', additionalPriceMinor: 3_000, allergens: ['Milk'] },
          { value: 'Mint chutney', additionalPriceMinor: 1_000, allergens: [] },
        ],
      },
    ],
    incrementors: [
      {
        name: 'Breads',
        min: 0,
        max: 5,
        options: [{ value: 'Butter naan', additionalPriceMinor: 4_500, allergens: ['Milk'] }],
      },
    ],
    ...overrides,
  };
}

/** Paneer Tikka with no choices: 24900 + 5 % tax 1245 + 2.5 % service 623 a piece. */
export const plainDish = () => paneerTikka({ selectors: [], modifiers: [], incrementors: [] });

/** A side of ₹60.00, untaxed and without options, beside the taxed tikka. */
export const untaxedSide = (name: string) =>
  paneerTikka({
    name,
    category: 'Sides',
    priceMinor: 6_000,
    taxEnabled: false,
    selectors: [],
    modifiers: [],
    incrementors: [],
  });

export function basmatiRice(overrides: Record<string, unknown> = {}) {
  return {
    category: 'Pantry',
    name: 'Basmati Rice',
    description: 'Aged long-grain basmati rice.',
    priceMinor: 12_000,
    variants: [
      { variantName: 'Pack', value: '5 kg', newPriceMinor: 55_000 },
      { variantName: 'Pack', value: '10 kg', newPriceMinor: 99_000 },
    ],
    ...overrides,
  };
}

export interface Store {
  kind: BusinessKind;
  accountId: string;
  businessId: string;
  branchId: string;
  timeZone: string;
}

export interface StoreOptions {
  pickupDelivery?: Record<string, unknown>;
  orderSettings?: Record<string, unknown>;
  closures?: unknown[];
  hours?: unknown;
  branchName?: string;
}

async function ok(response: Promise<{ statusCode: number; body: string }>, what: string) {
  const result = await response;
  if (result.statusCode >= 300)
    throw new Error(`${what} failed: ${result.statusCode} ${result.body}`);
  return result;
}

/** The order settings of a test store: 5 % tax, tips 5/10/15 and a 2.5 % service charge. */
export const STORE_ORDER_SETTINGS = {
  ...DEFAULT_ORDER_SETTINGS,
  includeTaxCalculation: true,
  taxPercentage: 5,
  includeTips: true,
  tipsOptions: [5, 10, 15],
  serviceChargePercentage: 2.5,
};

/** A guest's details for a delivery order (a street address in Coimbatore). */
export const DELIVERY_CUSTOMER = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  mobileNo: '9876543210',
  emailAddress: 'ravi@example.com',
  streetAddress: 'Avinashi Road',
  buildingNumber: '4',
  stateName: 'Tamil Nadu',
  zipCode: '641018',
};

/** A business of `kind` open all day with one branch, ready to take orders. */
export async function setUpStore(
  client: TestClient,
  kind: BusinessKind,
  options: StoreOptions = {},
): Promise<Store> {
  const business = await setUpBusiness(client, kind);
  const base = `/api/v1/businesses/${kind}`;
  await ok(put(client, `${base}/hours`, { hours: options.hours ?? alwaysOpen() }), 'hours');
  if (options.closures)
    await ok(put(client, `${base}/closures`, { closures: options.closures }), 'closures');
  await ok(
    put(client, `${base}/pickup-delivery`, {
      ...defaultPickupDelivery(kind),
      ...(kind === 'restaurant' ? { dineInEnabled: true } : {}),
      schedulePickupEnabled: true,
      ...options.pickupDelivery,
    }),
    'pickup-delivery',
  );
  await ok(
    put(client, `${base}/order-settings`, { ...STORE_ORDER_SETTINGS, ...options.orderSettings }),
    'order-settings',
  );
  const branch = await ok(
    client.post(`${base}/branches`, { name: options.branchName ?? 'Main Street' }),
    'branch',
  );
  return {
    kind,
    accountId: await accountIdOf(client),
    businessId: business.id,
    branchId: (JSON.parse(branch.body) as { id: string }).id,
    timeZone: kind === 'restaurant' ? 'Asia/Kolkata' : 'America/New_York',
  };
}

export async function addItem(
  client: TestClient,
  kind: BusinessKind,
  input: Record<string, unknown>,
) {
  const response = await ok(
    client.post(`/api/v1/businesses/${kind}/menu-items`, input),
    'menu item',
  );
  return JSON.parse(response.body) as {
    id: string;
    selectors: { id: string; options: { id: string }[] }[];
    modifiers: { id: string; options: { id: string }[] }[];
    incrementors: { id: string; options: { id: string }[] }[];
    variants: { id: string }[];
  };
}

/**
 * A restaurant of the owner, open all day, selling the plain dish (`plainDish`): what a test needs
 * when it is about placing orders rather than menus.
 */
export async function setUpDishStore(owner: TestClient): Promise<{ store: Store; dishId: string }> {
  const store = await setUpStore(owner, 'restaurant');
  const dishId = (await addItem(owner, 'restaurant', plainDish())).id;
  return { store, dishId };
}

export function menuUrl(store: Store, identifier = 'Table 1', query = '') {
  return `/api/v1/public/menus/${store.accountId}/${store.kind}/${store.businessId}/branches/${store.branchId}?identifier=${encodeURIComponent(identifier)}${query}`;
}

export async function readMenu(client: TestClient, store: Store, identifier?: string) {
  const response = await client.get(menuUrl(store, identifier));
  if (response.statusCode !== 200) throw new Error(`menu failed: ${response.body}`);
  return response.json<PublicMenu>();
}

/** A place-order body for the store; lines and the rest as given. */
export function orderRequest(
  store: Pick<Store, 'accountId' | 'kind' | 'businessId' | 'branchId'>,
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest {
  return {
    accountId: store.accountId,
    kind: store.kind,
    businessId: store.businessId,
    branchId: store.branchId,
    identifier: 'Table 1',
    fulfilment: { type: 'pickup', slot: null },
    customer: {
      firstName: 'Asha',
      lastName: 'Raman',
      mobileNo: '919876543210',
      emailAddress: 'asha@example.com',
    },
    lines: [],
    tipPercentage: 0,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/**
 * A guest at Table 1 orders one of the first dish on the menu that needs no choice (dine-in), as
 * read from the public menu: the order's answer, whatever its status.
 */
export async function orderFirstPlainDish(guest: TestClient, store: Store) {
  const menu = await readMenu(guest, store, 'Table 1');
  const dish = menu.categories
    .flatMap((category) => category.items)
    .find((item) => item.selectors.length === 0 && item.availability === 'Available')!;
  return guest.post(
    '/api/v1/public/orders',
    orderRequest(store, {
      fulfilment: { type: 'dine-in' },
      lines: [{ menuItemId: dish.id, quantity: 1, options: [], variantId: null }],
    }),
  );
}

/** The local date `days` after today in the store's zone. */
export function localDateIn(store: Pick<Store, 'timeZone'>, days = 0): string {
  return addDays(localDateOf(new Date(), store.timeZone), days);
}
