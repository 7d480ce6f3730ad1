import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from './accounts.ts';
import {
  APP_HEADERS,
  createBusinessThroughApi,
  ok,
  openAroundTheClock,
  seedMenuItems,
} from './business.ts';

const BASE = '/api/v1/businesses/restaurant';
export const PIN = '482913';

export interface Restaurant {
  accountId: string;
  businessId: string;
  branchId: string;
  itemIds: string[];
}

/**
 * A signed-in owner with a restaurant open around the clock (so the test runs at any hour) that
 * takes dine-in orders, one branch with a staff PIN, a QR code carrying additional data, and two
 * dishes.
 */
export async function openRestaurant(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const owner = await createVerifiedOwner(context.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  const api = page.request;
  await createBusinessThroughApi(api, 'restaurant', 'Counter Cafe');
  await openAroundTheClock(api, 'restaurant');
  const business = (await (await ok(await api.get(BASE))).json()) as {
    id: string;
    menuTypeHours: Record<string, unknown>;
    pickupDelivery: Record<string, unknown>;
  };
  await ok(
    await api.put(`${BASE}/pickup-delivery`, {
      headers: APP_HEADERS,
      data: { ...business.pickupDelivery, dineInEnabled: true },
    }),
  );
  await ok(
    await api.put(`${BASE}/menu-type-hours`, {
      headers: APP_HEADERS,
      data: {
        ...business.menuTypeHours,
        isBreakFastEnabled: false,
        isLunchEnabled: false,
        isDinnerEnabled: false,
      },
    }),
  );
  const branch = (await (
    await ok(
      await api.post(`${BASE}/branches`, { headers: APP_HEADERS, data: { name: 'Main Street' } }),
    )
  ).json()) as { id: string };
  await ok(
    await api.put(`${BASE}/branches/${branch.id}/pin`, {
      headers: APP_HEADERS,
      data: { pin: PIN },
    }),
  );
  await ok(
    await api.post(`${BASE}/qr-codes`, {
      headers: APP_HEADERS,
      data: {
        branchId: branch.id,
        identifier: 'Table 7',
        additionalData: [{ key: 'Floor', value: 'Terrace' }],
      },
    }),
  );
  await seedMenuItems(api, 'restaurant', 2, { prefix: 'Dish', category: 'Entrees' });
  const menu = (await (await ok(await api.get(`${BASE}/menu-items?page=1`))).json()) as {
    items: { id: string; name: string }[];
  };
  const restaurant: Restaurant = {
    accountId,
    businessId: business.id,
    branchId: branch.id,
    // By name: the list's order is not part of the contract.
    itemIds: ['Dish 001', 'Dish 002'].map(
      (name) => menu.items.find((item) => item.name === name)!.id,
    ),
  };
  return { context, page, restaurant, owner };
}

/** A dine-in order at `identifier` as the checkout page sends it, with the customer's mobile and email. */
export function dineInOrderBody(
  restaurant: Restaurant,
  identifier: string,
  customer: { firstName: string; lastName: string },
  lines: { menuItemId: string | undefined; quantity: number; instruction?: string }[],
) {
  return {
    accountId: restaurant.accountId,
    kind: 'restaurant',
    businessId: restaurant.businessId,
    branchId: restaurant.branchId,
    identifier,
    fulfilment: { type: 'dine-in' },
    customer: {
      ...customer,
      mobileNo: '9876543210',
      emailAddress: `${customer.firstName.toLowerCase()}@example.com`,
    },
    lines,
    tipPercentage: 0,
    idempotencyKey: randomUUID(),
  };
}

/** A customer places an order through the public API, as the checkout page does. */
export async function placeOrder(
  request: APIRequestContext,
  restaurant: Restaurant,
  customer: { firstName: string; lastName: string },
) {
  const response = await request.post('/api/v1/public/orders', {
    headers: APP_HEADERS,
    data: dineInOrderBody(restaurant, 'Table 7', customer, [
      { menuItemId: restaurant.itemIds[0], quantity: 2, instruction: 'Less salt' },
      { menuItemId: restaurant.itemIds[1], quantity: 1 },
    ]),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}
