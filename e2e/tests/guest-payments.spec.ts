import { devices, expect, test, type Browser } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi, ok, APP_HEADERS } from '../support/business.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { waitForMailLink } from '../support/outbox.ts';

const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

const BASE = '/api/v1/businesses/restaurant';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * A restaurant open around the clock with tax 5 %, tips of 5, 10 and 15 %, one dish, and payout
 * onboarding completed through the built-in provider's TEST MODE form, so guests can pay online.
 */
async function payingRestaurant(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const owner = await createVerifiedOwner(context.request);
  await signInThroughUi(page, owner.email, owner.password);
  const api = page.request;
  await createBusinessThroughApi(api, 'restaurant', 'Harbour Thali');
  const write = async (method: 'put' | 'post', url: string, data: unknown) =>
    (await ok(await api[method](url, { headers: APP_HEADERS, data }))).json() as Promise<
      Record<string, unknown>
    >;
  await write('put', `${BASE}/hours`, {
    hours: DAYS.map((day) => ({
      day,
      closed: false,
      intervals: [{ open: '00:00', close: '24:00' }],
    })),
  });
  const business = (await (await ok(await api.get(BASE))).json()) as {
    id: string;
    orderSettings: Record<string, unknown>;
  };
  await write('put', `${BASE}/order-settings`, {
    ...business.orderSettings,
    includeTaxCalculation: true,
    taxPercentage: 5,
    includeTips: true,
    tipsOptions: [5, 10, 15],
  });
  const branch = await write('post', `${BASE}/branches`, { name: 'Quay Road' });
  const dish = await write('post', `${BASE}/menu-items`, {
    category: 'Entrees',
    name: 'Veg Thali',
    description: 'Rice, two curries, dal, raita and a sweet.',
    priceMinor: 30_000,
  });
  const started = await write('post', '/api/v1/billing/payouts/onboarding', {
    country: 'IN',
    businessDescription: 'Thali meals by the harbour.',
  });
  await write(
    'post',
    `/api/v1/billing/payouts/local-onboarding/${String(started.accountId)}/complete`,
    {
      businessName: 'Harbour Thali',
    },
  );
  const me = (await (await ok(await api.get('/api/v1/me'))).json()) as { account: { id: string } };
  return {
    context,
    accountId: me.account.id,
    businessId: business.id,
    branchId: String(branch.id),
    dishId: String(dish.id),
  };
}

test('a guest pays a pickup order with the test card and a tip, sees the receipt and gets it by email', async ({
  browser,
  page,
}) => {
  const store = await payingRestaurant(browser);
  const email = `guest-${Date.now().toString(36)}@example.com`;
  const placed = await ok(
    await page.request.post('/api/v1/public/orders', {
      headers: APP_HEADERS,
      data: {
        accountId: store.accountId,
        kind: 'restaurant',
        businessId: store.businessId,
        branchId: store.branchId,
        identifier: 'Counter',
        fulfilment: { type: 'pickup', slot: null },
        customer: {
          firstName: 'Meera',
          lastName: 'Nair',
          mobileNo: '919876500001',
          emailAddress: email,
        },
        lines: [{ menuItemId: store.dishId, quantity: 2 }],
        tipPercentage: 0,
        idempotencyKey: crypto.randomUUID(),
      },
    }),
  );
  const order = (await placed.json()) as { id: string };
  await page.goto(`/${store.accountId}/restaurant/order/${order.id}/order/details`);

  const section = page.getByRole('region', { name: 'Payment' });
  await expect(section.getByRole('status')).toContainText('Unpaid');
  // 2 x 300.00 + 5 % tax.
  await section.getByRole('button', { name: 'Pay now · ₹630.00' }).click();
  const form = section.getByRole('form', { name: 'Pay by card' });
  await expect(form.getByRole('note')).toContainText('TEST MODE');
  await form.getByRole('radio', { name: '10% (₹60.00)' }).check();
  await form.getByLabel('Card number').fill('4000 0000 0000 0002');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('payment-form-phone.png'), fullPage: true });
  await form.getByRole('button', { name: 'Pay ₹690.00' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Your card was declined. No money was taken.',
  );
  await expect(section.getByRole('status')).toContainText('Unpaid');

  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Pay ₹690.00' }).click();
  await expect(section.getByRole('status')).toContainText('Paid');
  await expect(section.getByRole('list', { name: 'Payments' })).toContainText(
    'Paid ₹690.00 (tip ₹60.00) · visa ending 4242',
  );
  await expect(form).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('payment-paid-phone.png'), fullPage: true });

  const link = await waitForMailLink(email, { subject: /Your receipt from Harbour Thali/ });
  expect(new URL(link).pathname).toBe(
    `/${store.accountId}/restaurant/order/${order.id}/order/details`,
  );

  // The page read again (another tab, later) still says Paid.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment' }).getByRole('status')).toContainText(
    'Paid',
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('payment-paid-desktop.png') });
  await store.context.close();
});
