import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { APP_HEADERS, ok } from '../support/business.ts';
import { openRestaurant, placeOrder } from '../support/restaurant-orders.ts';

test('the owner sees what guests paid on the payouts panel, on a desktop and a phone', async ({
  browser,
}) => {
  const { page, restaurant } = await openRestaurant(browser);
  const api = page.request;
  const post = async (url: string, data: unknown) =>
    (await (await ok(await api.post(url, { headers: APP_HEADERS, data }))).json()) as Record<
      string,
      unknown
    >;
  // Payout onboarding through the built-in provider's TEST MODE form.
  const started = await post('/api/v1/billing/payouts/onboarding', {
    country: 'IN',
    businessDescription: 'Dosas and filter coffee all day.',
  });
  await post(`/api/v1/billing/payouts/local-onboarding/${String(started.accountId)}/complete`, {
    businessName: 'Counter Cafe',
  });
  // A guest pays a dine-in order with the test card.
  const order = await placeOrder(api, restaurant, { firstName: 'Meera', lastName: 'Nair' });
  const paid = (await post(`/api/v1/public/orders/${order.id}/payments`, {
    idempotencyKey: randomUUID(),
    tipPercentage: 0,
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  })) as { payment: { status: string; amountMinor: number } };
  expect(paid.payment.status).toBe('succeeded');
  const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
    paid.payment.amountMinor / 100,
  );

  await page.goto(`/${restaurant.accountId}/subscriptions`);
  const balance = page
    .getByRole('region', { name: 'Payouts' })
    .getByRole('group', { name: 'Balance and payouts' });
  await expect(balance.getByText(/TEST MODE: payouts are simulated/)).toBeVisible();
  await expect(balance.getByRole('definition').nth(1)).toHaveText(amount);
  await expect(balance.getByText('No payouts yet.')).toBeVisible();

  // Read again from the keyboard after a second payment.
  const second = await placeOrder(api, restaurant, { firstName: 'Ravi', lastName: 'Kumar' });
  await post(`/api/v1/public/orders/${second.id}/payments`, {
    idempotencyKey: randomUUID(),
    tipPercentage: 0,
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  await balance.getByRole('button', { name: 'Refresh' }).focus();
  await page.keyboard.press('Enter');
  const twice = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
    (2 * paid.payment.amountMinor) / 100,
  );
  await expect(balance.getByRole('definition').nth(1)).toHaveText(twice);

  // On a phone the panel fits the width: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(balance.getByText('Pending (INR)')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
