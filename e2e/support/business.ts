import { expect, type APIRequestContext } from '@playwright/test';

type Kind = 'restaurant' | 'grocery';

/**
 * The header the web app sends on every call (`@scanorder/shared/http/request-header`): a write that
 * carries cookies but no Origin, as `page.request` sends it, is refused without it.
 */
export const APP_HEADERS = { 'x-scanorder-request': '1' };

/** Saves a business's OVERVIEW details through the API (the signed-in page's cookies). */
export async function createBusinessThroughApi(
  request: APIRequestContext,
  kind: Kind,
  businessName: string,
) {
  const response = await request.put(`/api/v1/businesses/${kind}`, {
    headers: APP_HEADERS,
    data: {
      businessOwnerLegalName: 'Asha Verma',
      businessName,
      businessType: 'Local Store',
      businessDescription: 'A neighbourhood store used by the end-to-end tests.',
      countryCode: '+91',
      mobileNo: '9876543210',
      whatsAppSameAsMobileNo: true,
      menuCurrency: 'INR',
      timeZone: 'Asia/Kolkata',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Opens the business every day around the clock, so a test that places orders runs at any hour. */
export async function openAroundTheClock(request: APIRequestContext, kind: Kind) {
  await ok(
    await request.put(`/api/v1/businesses/${kind}/hours`, {
      headers: APP_HEADERS,
      data: {
        hours: DAYS.map((day) => ({
          day,
          closed: false,
          intervals: [{ open: '00:00', close: '24:00' }],
        })),
      },
    }),
  );
}

/**
 * Adds `count` simple items through the API, a few at a time, named "<prefix> 001" onwards so
 * their order is predictable.
 */
export async function seedMenuItems(
  request: APIRequestContext,
  kind: Kind,
  count: number,
  // `batch` items are created at once, so their order in the menu is the server's choice; a test
  // that needs the names' order passes 1.
  { prefix = 'Product', category = 'Produce', batch = 10 } = {},
) {
  for (let start = 0; start < count; start += batch) {
    const calls = [];
    for (let index = start; index < Math.min(count, start + batch); index++) {
      const name = `${prefix} ${String(index + 1).padStart(3, '0')}`;
      calls.push(
        request.post(`/api/v1/businesses/${kind}/menu-items`, {
          headers: APP_HEADERS,
          data: {
            category,
            name,
            description: `${name} from the test seed.`,
            priceMinor: 1000 + index,
          },
        }),
      );
    }
    for (const response of await Promise.all(calls))
      expect(response.status(), await response.text()).toBe(201);
  }
}

/** An API answer that must have worked; the failure names the URL and the body. */
export async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return response;
}

/**
 * Completes payout onboarding through the built-in provider's TEST MODE form, so the business
 * takes payments online (guests see the payment step).
 */
export async function completePayoutOnboarding(request: APIRequestContext, businessName: string) {
  const started = (await (
    await ok(
      await request.post('/api/v1/billing/payouts/onboarding', {
        headers: APP_HEADERS,
        data: { country: 'IN', businessDescription: `${businessName}, tested end to end.` },
      }),
    )
  ).json()) as { accountId: string };
  await ok(
    await request.post(`/api/v1/billing/payouts/local-onboarding/${started.accountId}/complete`, {
      headers: APP_HEADERS,
      data: { businessName },
    }),
  );
}
