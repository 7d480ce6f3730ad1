import { devices, expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { completePayoutOnboarding } from '../support/business.ts';
import { openRestaurant, placeOrder } from '../support/restaurant-orders.ts';

const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

/** Pays the share the bill section offers with the TEST MODE card that always succeeds. */
async function payShareByCard(page: Page) {
  const bill = page.getByRole('region', { name: /^Table bill/ });
  await bill.getByRole('button', { name: /^Pay my share/ }).click();
  const form = bill.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(form).toBeHidden();
  return bill;
}

test('two guests at one table split the bill: one pays two items, the other the rest, and the bill closes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context: ownerContext, page: owner, restaurant } = await openRestaurant(browser);
  await completePayoutOnboarding(owner.request, 'Counter Cafe');
  // Dine-in pays at the end (the default): both orders go to the kitchen unpaid, on one bill.
  const first = await placeOrder(owner.request, restaurant, { firstName: 'Asha', lastName: 'Rao' });
  const second = await placeOrder(owner.request, restaurant, {
    firstName: 'Ravi',
    lastName: 'Iyer',
  });
  const pageOf = (orderId: string) =>
    `/${restaurant.accountId}/restaurant/order/${orderId}/order/details`;

  // The team sees the table's open bill on the board.
  await owner.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  const openBills = owner.getByRole('region', { name: 'Open bills' });
  await expect(openBills).toContainText('Table 7');
  await owner.screenshot({ path: test.info().outputPath('open-bills-board.png') });

  // Asha pays for the two lines of her own order.
  const asha = await (await browser.newContext(pixel5)).newPage();
  await asha.goto(pageOf(first.id));
  const ashaBill = asha.getByRole('region', { name: /^Table bill/ });
  await expect(ashaBill.getByRole('group', { name: `Order #${first.reference}` })).toBeVisible();
  await expect(ashaBill.getByRole('group', { name: `Order #${second.reference}` })).toBeVisible();
  await ashaBill.getByRole('radio', { name: 'Pay for chosen items' }).check();
  const ashaOrder = ashaBill.getByRole('group', { name: `Order #${first.reference}` });
  for (const line of await ashaOrder.getByRole('checkbox').all()) await line.check();
  await expectNoSeriousViolations(asha);
  await asha.screenshot({
    path: test.info().outputPath('bill-chosen-items-390.png'),
    fullPage: true,
  });
  await payShareByCard(asha);
  await expect(ashaBill).toContainText('Part paid');

  // Ravi, on his own phone, sees Asha's lines paid and pays the rest.
  const ravi = await (await browser.newContext(pixel5)).newPage();
  await ravi.goto(pageOf(second.id));
  const raviBill = ravi.getByRole('region', { name: /^Table bill/ });
  await expect(raviBill.getByRole('group', { name: `Order #${first.reference}` })).toContainText(
    'Paid',
  );
  await raviBill.getByRole('radio', { name: 'Pay the whole bill' }).check();
  await payShareByCard(raviBill.page());
  await expect(raviBill).toContainText('This bill is paid. Thank you!');
  await expect(raviBill.getByRole('button', { name: /^Pay my share/ })).toHaveCount(0);
  await ravi.setViewportSize({ width: 1280, height: 900 });
  await ravi.screenshot({ path: test.info().outputPath('bill-paid-desktop.png'), fullPage: true });

  // Asha's page reads the closed bill too, and the board's open bill is gone.
  await asha.reload();
  await expect(ashaBill).toContainText('This bill is paid. Thank you!');
  await expect(openBills).toBeHidden();
  await ownerContext.close();
});
