import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import {
  APP_HEADERS,
  completePayoutOnboarding,
  createBusinessThroughApi,
  ok,
  openAroundTheClock,
} from '../support/business.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { waitForMailLink } from '../support/outbox.ts';

const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

const BASE = '/api/v1/businesses/restaurant';

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
  await openAroundTheClock(api, 'restaurant');
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
  await completePayoutOnboarding(api, 'Harbour Thali');
  const me = (await (await ok(await api.get('/api/v1/me'))).json()) as { account: { id: string } };
  return {
    context,
    accountId: me.account.id,
    businessId: business.id,
    branchId: String(branch.id),
    dishId: String(dish.id),
  };
}

/** One Veg Thali for pickup at the counter, placed through the API as the guest's page would. */
async function placePickupOrder(
  page: Page,
  store: Awaited<ReturnType<typeof payingRestaurant>>,
  customer: { firstName: string; lastName: string; mobileNo: string; emailAddress: string },
) {
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
        customer,
        lines: [{ menuItemId: store.dishId, quantity: 1 }],
        tipPercentage: 0,
        idempotencyKey: crypto.randomUUID(),
      },
    }),
  );
  return (await placed.json()) as { id: string; reference: string };
}

test('a guest on a 390 px phone pays a pickup order with the test card and a tip, reads the receipt, gets it by email, and the board shows Paid', async ({
  browser,
  page,
}) => {
  const store = await payingRestaurant(browser);
  const email = `guest-${Date.now().toString(36)}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
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
  const order = (await placed.json()) as { id: string; reference: string };
  const orderPage = `/${store.accountId}/restaurant/order/${order.id}/order/details`;
  const receiptPage = `/${store.accountId}/restaurant/order/${order.id}/order/receipt`;
  await page.goto(orderPage);

  // A pickup order is paid before it is sent: checkout ends in the payment step, and there is no
  // status to follow yet.
  await expect(page.getByText('Not sent yet.')).toBeVisible();
  const notify = page.getByRole('button', { name: 'Notify me when the status changes' });
  await expect(notify).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Payment' });
  await expect(section.getByRole('status')).toContainText('Unpaid');
  await expect(section.getByRole('link', { name: 'View receipt' })).toHaveCount(0);
  const form = section.getByRole('form', { name: 'Pay by card' });
  await expect(form.getByRole('note')).toContainText('TEST MODE');
  // 2 x 300.00 + 5 % tax = 630.00, and the tip on the subtotal.
  await form.getByRole('radio', { name: '10% (₹60.00)' }).check();
  await form.getByLabel('Card number').fill('4000 0000 0000 0002');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('payment-form-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Pay ₹690.00' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Your card was declined. No money was taken.',
  );
  await expect(section.getByRole('status')).toContainText('Unpaid');

  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Pay ₹690.00' }).click();
  await expect(section.getByRole('status')).toContainText('Paid');
  await expect(section.getByRole('list', { name: 'Payments' })).toContainText(
    'Paid ₹690.00 (tip ₹60.00) · Visa ending 4242',
  );
  await expect(form).toBeHidden();
  // Paid: the order went to the business, and the page follows it live.
  await expect(page.getByText('Not sent yet.')).toBeHidden();
  await expect(notify).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('payment-paid-390.png'), fullPage: true });

  // The receipt, from the order page.
  await section.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(receiptPage);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Thali');
  await expect(page.getByText('+91 9876543210')).toBeVisible();
  const items = page.getByRole('region', { name: 'Your order' });
  await expect(items.getByRole('row', { name: /Veg Thali/ })).toContainText('₹600.00');
  await expect(items.getByText('Total Price:').locator('..')).toContainText('₹630.00');
  const paid = page.getByRole('region', { name: 'Payment' });
  await expect(paid.getByRole('list', { name: 'Payments and refunds' })).toContainText(
    'Visa ending 4242',
  );
  await expect(paid).toContainText('Includes a tip of ₹60.00');
  await expect(paid.getByText('Total paid').locator('..')).toContainText('₹690.00');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('receipt-390.png'), fullPage: true });
  // On paper: the receipt without the page's controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('receipt-desktop.png'), fullPage: true });

  // The receipt email opens the same page.
  const link = await waitForMailLink(email, { subject: /Your receipt from Harbour Thali/ });
  expect(new URL(link).pathname).toBe(receiptPage);

  // The team's board shows the order, paid.
  const owner = await store.context.newPage();
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto(`/${store.accountId}/restaurant?tab=orders`);
  const ticket = owner.getByRole('article', { name: `Order ${order.reference}` });
  await expect(ticket.getByLabel('Payment: Paid')).toBeVisible();

  // The order page read again (another tab, later) still says Paid.
  await page.goto(orderPage);
  await expect(page.getByRole('region', { name: 'Payment' }).getByRole('status')).toContainText(
    'Paid',
  );
  await page.screenshot({ path: test.info().outputPath('payment-paid-desktop.png') });
  await store.context.close();
});

test('the board shows an order paid before it was sent as Paid; a partial refund reaches the guest', async ({
  browser,
  page,
}) => {
  const store = await payingRestaurant(browser);
  const order = await placePickupOrder(page, store, {
    firstName: 'Arun',
    lastName: 'Menon',
    mobileNo: '919876500002',
    emailAddress: 'arun@example.com',
  });
  const owner = await store.context.newPage();
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto(`/${store.accountId}/restaurant?tab=orders`);
  const ticket = owner.getByRole('article', { name: `Order ${order.reference}` });
  // Not paid yet: not the team's, nothing on the board.
  await expect(owner.getByRole('region', { name: /^New \(\d+\)$/ })).toBeVisible();
  await expect(ticket).toHaveCount(0);

  await page.goto(`/${store.accountId}/restaurant/order/${order.id}/order/details`);
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.getByRole('radio', { name: '5% (₹15.00)' }).check();
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Pay ₹330.00' }).click();
  await expect(page.getByRole('region', { name: 'Payment' }).getByRole('status')).toContainText(
    'Paid',
  );

  // The board hears of it live, as a new order, already paid.
  await expect(ticket.getByLabel('Payment: Paid')).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('board-paid-desktop.png') });
  await ticket.getByRole('button', { name: 'Details' }).click();
  const details = owner.getByRole('dialog', { name: `Order ${order.reference}` });
  await expect(details.getByRole('list', { name: 'Payments and refunds' })).toContainText(
    'Paid ₹330.00 (tip ₹15.00) · Visa ···· 4242',
  );
  await details.getByRole('button', { name: 'Refund' }).click();
  const refund = owner.getByRole('dialog', { name: 'Refund' });
  await refund.getByLabel('Amount (INR)').fill('50');
  await refund.getByLabel('Reason').fill('Naan was cold');
  await expectNoSeriousViolations(owner);
  await owner.screenshot({ path: test.info().outputPath('refund-dialog-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  const guestPayment = page.getByRole('region', { name: 'Payment' });
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(details.getByRole('list', { name: 'Payments and refunds' })).toContainText(
    'Refunded ₹50.00 · Naan was cold',
  );

  // The guest's page, open all along, hears it (decision 052): its status, a polite live region,
  // says what came back, and nothing is asked again.
  await expect(guestPayment.getByRole('status')).toHaveText(
    'Payment status: Part refunded ₹50.00 given back',
  );
  await expect(guestPayment.getByRole('list')).toContainText('Refunded ₹50.00 · ');
  await expect(guestPayment.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await page.reload();
  await expect(guestPayment.getByRole('status')).toHaveText(
    'Payment status: Part refunded ₹50.00 given back',
  );
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('refund-guest-390.png'), fullPage: true });
  await page.goto(`/${store.accountId}/restaurant/order/${order.id}/order/details?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'الدفع' }).getByRole('status')).toContainText(
    'مُسترد جزئيًا',
  );
  await expectNoSeriousViolations(page);
  await page.screenshot({
    path: test.info().outputPath('refund-guest-ar-390.png'),
    fullPage: true,
  });
  // The language chosen is kept: back to English for the receipt.
  await page.goto(`/${store.accountId}/restaurant/order/${order.id}/order/receipt?lang=en`);
  await expect(page.getByText('Part refunded', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid after refunds').locator('..')).toContainText('₹280.00');
  await page.screenshot({ path: test.info().outputPath('refund-receipt-390.png'), fullPage: true });

  // Cancelled, the order gives back what it still holds: the open page says Refunded, in full.
  await page.goto(`/${store.accountId}/restaurant/order/${order.id}/order/details`);
  await expect(guestPayment.getByRole('status')).toContainText('Part refunded');
  await details.getByRole('button', { name: 'Close' }).click();
  const current = (await (
    await ok(await owner.request.get(`/api/v1/orders/${order.id}`))
  ).json()) as { version: number };
  await ok(
    await owner.request.put(`/api/v1/orders/${order.id}/status`, {
      headers: APP_HEADERS,
      data: { status: 'Order Cancelled', version: current.version, cancelDescription: 'Closing' },
    }),
  );
  await expect(guestPayment.getByRole('status')).toHaveText(
    'Payment status: Refunded ₹330.00 given back',
    { timeout: 20_000 },
  );
  await expect(guestPayment.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath('refund-cancelled-guest-390.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // ORDER SETTINGS says guests can pay online (onboarding complete), and when dine-in pays.
  await owner.goto(`/${store.accountId}/restaurant?tab=order-settings`);
  await expect(owner.getByText(/Guests can pay online \(TEST MODE/)).toBeVisible();
  await expect(owner.getByRole('radio', { name: 'At the end' })).toBeChecked();
  await owner.screenshot({
    path: test.info().outputPath('order-settings-desktop.png'),
    fullPage: true,
  });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({
    path: test.info().outputPath('order-settings-phone.png'),
    fullPage: true,
  });
  await store.context.close();
});

test('a guest reading Arabic pays right to left at 390 px and reads the receipt in Arabic', async ({
  browser,
  page,
}) => {
  const store = await payingRestaurant(browser);
  const order = await placePickupOrder(page, store, {
    firstName: 'Layla',
    lastName: 'Haddad',
    mobileNo: '919876500003',
    emailAddress: 'layla@example.com',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${store.accountId}/restaurant/order/${order.id}/order/details?lang=ar`);

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.getByRole('region', { name: 'الدفع' });
  await expect(section.getByRole('status')).toContainText('غير مدفوع');
  const form = section.getByRole('form', { name: 'الدفع بالبطاقة' });
  await expect(form.getByRole('note')).toContainText('وضع الاختبار');
  await expect(form.getByRole('group', { name: 'البقشيش' })).toBeVisible();
  await form.getByLabel('رقم البطاقة').fill('4242 4242 4242 4242');
  await form.getByLabel('تاريخ الانتهاء (MM/YY)').fill('12/34');
  await form.getByLabel('رمز الأمان').fill('123');
  // The expiry's label wraps at 390 px and the security code's does not: their boxes stay level.
  const expiryBox = await form.getByLabel('تاريخ الانتهاء (MM/YY)').boundingBox();
  const cvcBox = await form.getByLabel('رمز الأمان').boundingBox();
  expect(Math.abs(expiryBox!.y - cvcBox!.y)).toBeLessThan(1);
  await expectNoSeriousViolations(page);
  await page.screenshot({
    path: test.info().outputPath('payment-form-ar-390.png'),
    fullPage: true,
  });
  await form.getByRole('button', { name: /^ادفع / }).click();
  await expect(section.getByRole('status')).toContainText('مدفوع');
  await expect(section.getByRole('list', { name: 'المدفوعات' })).toContainText(
    'Visa المنتهية بـ 4242',
  );
  await page.screenshot({
    path: test.info().outputPath('payment-paid-ar-390.png'),
    fullPage: true,
  });
  await section.getByRole('link', { name: 'عرض الإيصال' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الإيصال' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'طباعة الإيصال' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('receipt-ar-390.png'), fullPage: true });
});
