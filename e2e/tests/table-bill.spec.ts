import { devices, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { APP_HEADERS, completePayoutOnboarding, ok } from '../support/business.ts';
import { uniqueEmail, waitForMailLink } from '../support/outbox.ts';
import { dineInOrderBody, openRestaurant, placeOrder } from '../support/restaurant-orders.ts';

const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

/** A new owner's restaurant that takes guest payments (TEST MODE payouts), with the owner's page. */
async function openPayingRestaurant(browser: Browser) {
  const opened = await openRestaurant(browser);
  await completePayoutOnboarding(opened.page.request, 'Counter Cafe');
  return opened;
}

/**
 * Asha's and Ravi's orders at one table of a restaurant that takes guest payments: dine-in pays at
 * the end (the default), so both go to the kitchen unpaid, on one bill.
 */
async function openTableOfTwo(browser: Browser) {
  const { context: ownerContext, page: owner, restaurant } = await openPayingRestaurant(browser);
  const first = await placeOrder(owner.request, restaurant, { firstName: 'Asha', lastName: 'Rao' });
  const second = await placeOrder(owner.request, restaurant, {
    firstName: 'Ravi',
    lastName: 'Iyer',
  });
  return { ownerContext, owner, restaurant, first, second };
}

/** The guest's page of an order. */
const orderPageOf = (restaurant: { accountId: string }, orderId: string) =>
  `/${restaurant.accountId}/restaurant/order/${orderId}/order/details`;

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

/**
 * Opens the receipt of the bill's only succeeded share from its "View receipt" link, and checks it
 * shows what the bill listed for that share and offers "Print receipt".
 */
async function openShareReceipt(page: Page, bill: Locator) {
  const share = bill.getByRole('list', { name: 'Payments' }).getByRole('listitem').last();
  const paid = /Paid (₹[\d,]+\.\d\d)/.exec((await share.textContent()) ?? '')![1]!;
  await share.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(/\/bill\/receipt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Total paid').locator('..')).toContainText(paid);
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expectNoSeriousViolations(page);
  return paid;
}

test('two guests at one table split the bill: one pays two items, the other the rest, and the bill closes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { ownerContext, owner, restaurant, first, second } = await openTableOfTwo(browser);
  const pageOf = (orderId: string) => orderPageOf(restaurant, orderId);

  // The team sees the table's open bill on the board.
  await owner.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  const openBills = owner.getByRole('region', { name: 'Open bills' });
  await expect(openBills).toContainText('Table 7');
  await owner.screenshot({ path: test.info().outputPath('open-bills-board.png') });

  // Ravi opens the payment step for the whole bill on his phone, and fills in his card.
  const ravi = await (
    await browser.newContext({ ...pixel5, viewport: { width: 390, height: 844 } })
  ).newPage();
  await ravi.goto(pageOf(second.id));
  const raviBill = ravi.getByRole('region', { name: /^Table bill/ });
  await raviBill.getByRole('radio', { name: 'Pay the whole bill' }).check();
  await raviBill.getByRole('button', { name: /^Pay my share/ }).click();
  const raviForm = raviBill.getByRole('form', { name: 'Pay by card' });
  await raviForm.getByLabel('Card number').fill('4242 4242 4242 4242');
  await raviForm.getByLabel('Expiry (MM/YY)').fill('12/34');
  await raviForm.getByLabel('Security code').fill('123');
  const seen = (await raviForm.getByRole('button', { name: /^Pay / }).textContent()) ?? '';

  // Meanwhile Asha pays for the two lines of her own order.
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
  // Right after paying, Asha opens the receipt of her share: her two lines, her card, Print.
  await openShareReceipt(asha, ashaBill);
  await expect(
    asha.getByRole('list', { name: 'Items you chose' }).getByRole('listitem'),
  ).toHaveCount(2);
  await asha.screenshot({
    path: test.info().outputPath('share-receipt-items-390.png'),
    fullPage: true,
  });
  await asha.goBack();

  // Ravi's Pay still shows the whole bill: it is refused, nothing is charged, and his page shows
  // Asha's lines paid and the new amount, which he pays with one click.
  await raviForm.getByRole('button', { name: seen }).click();
  await expect(raviForm.getByRole('alert')).toHaveText(
    'The amount due changed. Please check it and pay again.',
  );
  await expect(raviBill.getByRole('group', { name: `Order #${first.reference}` })).toContainText(
    'Paid',
  );
  const payAgain = raviForm.getByRole('button', { name: /^Pay / });
  await expect(payAgain).not.toHaveText(seen);
  await expectNoSeriousViolations(ravi);
  await ravi.screenshot({
    path: test.info().outputPath('bill-amount-changed-390.png'),
    fullPage: true,
  });
  await payAgain.click();
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

test('a guest pays the whole bill with an email; the owner cancels an order on it and the refund shows on her page', async ({
  browser,
}) => {
  // Two pages, a payment, a refund, a receipt and two accessibility scans: each step took 3-9 s on a loaded CI run.
  test.setTimeout(180_000);
  const { context: ownerContext, page: owner, restaurant } = await openPayingRestaurant(browser);
  const first = await placeOrder(owner.request, restaurant, { firstName: 'Mira', lastName: 'Das' });
  const second = await placeOrder(owner.request, restaurant, {
    firstName: 'Kabir',
    lastName: 'Sen',
  });

  // Mira pays everything and wants the receipt at her own address.
  const mira = await (await browser.newContext(pixel5)).newPage();
  await mira.goto(orderPageOf(restaurant, first.id));
  const bill = mira.getByRole('region', { name: /^Table bill/ });
  await bill.getByRole('radio', { name: 'Pay the whole bill' }).check();
  await bill.getByRole('button', { name: /^Pay my share/ }).click();
  const payer = uniqueEmail('mira');
  await bill.getByLabel('Email for my receipt (optional)').fill(payer);
  await expectNoSeriousViolations(mira);
  await mira.screenshot({ path: test.info().outputPath('share-email-390.png'), fullPage: true });
  const form = bill.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(bill).toContainText('This bill is paid. Thank you!');
  // The email opens her share's own receipt.
  const receiptLink = await waitForMailLink(payer, { subject: /receipt/i });
  expect(receiptLink).toMatch(new RegExp(`/order/${first.id}/bill/receipt/[0-9a-f-]{36}$`));

  // The kitchen runs out: the owner cancels Kabir's order, and Mira's share gives its part back.
  const ticket = await owner.request.get(`/api/v1/orders/${second.id}`);
  const { version } = (await ticket.json()) as { version: number };
  await ok(
    await owner.request.put(`/api/v1/orders/${second.id}/status`, {
      headers: APP_HEADERS,
      data: { status: 'Order Cancelled', version, cancelDescription: 'Out of paneer' },
    }),
  );
  // Her page, open all along, hears it (decision 052): the bill's status says what came back.
  await expect(bill.getByRole('status')).toContainText(
    /^Payment status: Part refunded ₹[\d,.]+ given back$/,
    {
      timeout: 20_000,
    },
  );
  await expect(bill.getByRole('list', { name: 'Payments' })).toContainText('Refunded');
  await expect(bill.getByText('Still due').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '₹0.00',
  );
  await mira.reload();
  await expect(bill.getByRole('status')).toContainText('Part refunded');
  await mira.screenshot({ path: test.info().outputPath('share-refunded-390.png'), fullPage: true });
  // Her receipt lists the refund of Kabir's part and what she paid after it.
  await mira.goto(new URL(receiptLink).pathname);
  await expect(mira.getByText('The whole bill')).toBeVisible();
  await expect(mira.getByRole('list', { name: 'Payments and refunds' })).toContainText('Refund');
  await expect(mira.getByText('Paid after refunds')).toBeVisible();

  // The owner sees the share and what it gave back on Mira's order.
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  await owner
    .getByRole('article', { name: `Order ${first.reference}` })
    .getByRole('button', { name: 'Details' })
    .click();
  const details = owner.getByRole('dialog', { name: `Order ${first.reference}` });
  await expect(details.getByRole('list', { name: 'Shares of the bill' })).toContainText('Refunded');
  await expectNoSeriousViolations(owner);
  await owner.screenshot({ path: test.info().outputPath('order-bill-shares-1280.png') });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: test.info().outputPath('order-bill-shares-390.png') });
  await ownerContext.close();
});

test('a guest pays one of two even shares and keeps its receipt, on a phone and on paper', async ({
  browser,
}) => {
  const { context: ownerContext, page: owner, restaurant } = await openPayingRestaurant(browser);
  const order = await placeOrder(owner.request, restaurant, { firstName: 'Lena', lastName: 'Roy' });
  const guest = await (
    await browser.newContext({ ...pixel5, viewport: { width: 390, height: 844 } })
  ).newPage();
  await guest.goto(orderPageOf(restaurant, order.id));
  const bill = guest.getByRole('region', { name: /^Table bill/ });
  await bill.getByRole('radio', { name: 'Split evenly' }).check();
  await payShareByCard(guest);
  await expect(bill).toContainText('Part paid');
  const paid = await openShareReceipt(guest, bill);
  await expect(guest.getByText('1 of 2 equal shares')).toBeVisible();
  await guest.screenshot({
    path: test.info().outputPath('share-receipt-even-390.png'),
    fullPage: true,
  });
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.screenshot({
    path: test.info().outputPath('share-receipt-even-desktop.png'),
    fullPage: true,
  });
  // On paper: the receipt and its amount, without the page's controls.
  await guest.emulateMedia({ media: 'print' });
  await expect(guest.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(guest.getByText('Total paid').locator('..')).toContainText(paid);
  await guest.pdf({ path: test.info().outputPath('share-receipt-even.pdf'), format: 'A4' });
  // In Arabic, right to left, on a phone.
  await guest.emulateMedia({ media: 'screen' });
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.goto(`${new URL(guest.url()).pathname}?lang=ar`);
  await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(guest.getByText('حصة واحدة من حصتين متساويتين')).toBeVisible();
  await expectNoSeriousViolations(guest);
  await guest.screenshot({
    path: test.info().outputPath('share-receipt-even-ar-390.png'),
    fullPage: true,
  });
  await ownerContext.close();
});

test("a guest's own part of the bill: Mine, the items she pays listed, Back to the bill, and a refund that reaches the table live", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { ownerContext, owner, restaurant, first, second } = await openTableOfTwo(browser);
  const pageOf = (orderId: string) => orderPageOf(restaurant, orderId);

  // Asha came from another page to her order's; on the bill her order is marked Mine.
  const asha = await (await browser.newContext(pixel5)).newPage();
  await asha.goto('about:blank');
  await asha.goto(pageOf(first.id));
  const bill = asha.getByRole('region', { name: /^Table bill/ });
  await expect(bill.getByRole('group', { name: `Order #${first.reference} Mine` })).toBeVisible();
  await expect(
    bill.getByRole('group', { name: `Order #${second.reference}`, exact: true }),
  ).toBeVisible();

  // She pays her two lines: the step lists them above the card form.
  await bill.getByRole('radio', { name: 'Pay for chosen items' }).check();
  const mine = bill.getByRole('group', { name: `Order #${first.reference} Mine` });
  for (const line of await mine.getByRole('checkbox').all()) await line.check();
  await bill.getByRole('button', { name: /^Pay my share/ }).click();
  const paying = bill.getByRole('list', { name: 'Items you chose' });
  await expect(paying.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(asha);
  await asha.screenshot({ path: test.info().outputPath('step-items-390.png'), fullPage: true });

  // Back in the middle of paying: the bill again, her items still chosen, nothing charged.
  await asha.goBack();
  await expect(bill.getByRole('form', { name: 'Pay by card' })).toBeHidden();
  await expect(asha).toHaveURL(new RegExp(`${pageOf(first.id)}$`));
  for (const line of await mine.getByRole('checkbox').all()) await expect(line).toBeChecked();
  await expect(bill).toContainText('Unpaid');
  await asha.screenshot({ path: test.info().outputPath('step-back-390.png'), fullPage: true });
  await payShareByCard(asha);
  const ashaShare = bill.getByRole('list', { name: 'Payments' }).getByRole('listitem').first();
  await expect(ashaShare).toContainText('Mine');

  // Ravi pays the rest: the bill closes, so his page reads it only when it hears of a change.
  const ravi = await (await browser.newContext(pixel5)).newPage();
  await ravi.goto(pageOf(second.id));
  const raviBill = ravi.getByRole('region', { name: /^Table bill/ });
  await raviBill.getByRole('radio', { name: 'Pay the whole bill' }).check();
  await payShareByCard(ravi);
  await expect(raviBill).toContainText('This bill is paid. Thank you!');
  const shares = raviBill.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(shares).toHaveCount(2);
  await expect(shares.first()).not.toContainText('Mine');
  await expect(shares.last()).toContainText('Mine');

  // The owner refunds ₹1.00 of Asha's share by hand: Ravi's open page shows it without a reload.
  const closed = (await (await owner.request.get(`/api/v1/orders/${first.id}/bill`)).json()) as {
    payments: { id: string; status: string }[];
  };
  const ashaPayment = closed.payments.find((payment) => payment.status === 'succeeded')!;
  await ok(
    await owner.request.post(`/api/v1/orders/${first.id}/bill/payments/${ashaPayment.id}/refunds`, {
      headers: APP_HEADERS,
      data: { idempotencyKey: crypto.randomUUID(), amountMinor: 100 },
    }),
  );
  await expect(shares.first()).toContainText('Refunded ₹1.00');
  await expect(ashaShare).toContainText('Refunded ₹1.00');
  await ravi.screenshot({
    path: test.info().outputPath('share-refund-live-390.png'),
    fullPage: true,
  });
  // In Spanish, on a phone and a desktop.
  await ravi.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(ravi.locator('html')).toHaveAttribute('lang', 'es');
  await expect(ravi.getByText('Mío', { exact: true })).toHaveCount(2);
  await ravi.screenshot({ path: test.info().outputPath('bill-mine-es-390.png'), fullPage: true });
  await ravi.setViewportSize({ width: 1280, height: 900 });
  await ravi.screenshot({ path: test.info().outputPath('bill-mine-es-1280.png'), fullPage: true });
  await ownerContext.close();
});

test('a table that paid in cash: the team records it at the counter, and the bill closes on the board and on the guests’ phones', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // No payouts set up: guests are asked to pay at the counter, and only the team can close a bill.
  const { context: ownerContext, page: owner, restaurant } = await openRestaurant(browser);
  const first = await placeOrder(owner.request, restaurant, { firstName: 'Asha', lastName: 'Rao' });
  await placeOrder(owner.request, restaurant, { firstName: 'Ravi', lastName: 'Iyer' });

  const asha = await (await browser.newContext(pixel5)).newPage();
  await asha.goto(orderPageOf(restaurant, first.id));
  const ashaBill = asha.getByRole('region', { name: /^Table bill/ });
  await expect(ashaBill).toContainText('Pay at the counter.');

  // The waiter records it from a phone: the bill's action is whole on the screen, not past its edge.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  const openBills = owner.getByRole('region', { name: 'Open bills' });
  await expect(openBills).toContainText('Table 7');
  const due = /Due (₹[\d,]+\.\d\d)/.exec((await openBills.textContent()) ?? '')![1]!;
  const paidAtCounter = openBills.getByRole('button', { name: 'Table 7 paid at the counter' });
  await openBills.scrollIntoViewIfNeeded();
  await expect(paidAtCounter).toBeInViewport({ ratio: 1 });
  await paidAtCounter.click();
  const dialog = owner.getByRole('dialog', { name: 'Table 7: paid at the counter?' });
  await expect(dialog).toContainText(
    `${due} is recorded as paid in cash or by card at the counter`,
  );
  await expectNoSeriousViolations(owner);
  await owner.screenshot({ path: test.info().outputPath('counter-payment-dialog.png') });
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(owner.getByText('TABLE 7 IS PAID')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(openBills).toBeHidden();
  // Both orders are paid on the board, and the opened order names the share taken at the counter.
  await expect(owner.getByLabel('Payment: Paid')).toHaveCount(2);
  await owner
    .getByRole('article', { name: 'Order 00001' })
    .getByRole('button', { name: 'Details' })
    .click();
  const details = owner.getByRole('dialog');
  await expect(details.getByRole('list', { name: 'Shares of the bill' })).toContainText(
    'At the counter',
  );
  await owner.screenshot({ path: test.info().outputPath('counter-payment-share.png') });

  // Asha's phone shows the bill paid, at the counter, and offers no payment.
  await asha.reload();
  await expect(ashaBill).toContainText('This bill is paid. Thank you!');
  await expect(ashaBill.getByRole('list', { name: 'Payments' })).toContainText(
    `Paid ${due} · At the counter`,
  );
  await expect(ashaBill.getByRole('button', { name: /^Pay my share/ })).toHaveCount(0);
  await expectNoSeriousViolations(asha);
  await asha.screenshot({
    path: test.info().outputPath('counter-paid-bill-390.png'),
    fullPage: true,
  });
  await ownerContext.close();
});

test('a pickup order paid in cash: the team records it at the counter from the opened order, and the guest’s page says so', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context: ownerContext, page: owner, restaurant } = await openRestaurant(browser);
  const placed = await ok(
    await owner.request.post('/api/v1/public/orders', {
      headers: APP_HEADERS,
      data: {
        ...dineInOrderBody(restaurant, 'Counter', { firstName: 'Meera', lastName: 'Nair' }, [
          { menuItemId: restaurant.itemIds[0], quantity: 1 },
        ]),
        fulfilment: { type: 'pickup', slot: null },
      },
    }),
  );
  const order = (await placed.json()) as { id: string; reference: string };

  await owner.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  const ticket = owner.getByRole('article', { name: `Order ${order.reference}` });
  await expect(ticket.getByLabel('Payment: Unpaid')).toBeVisible();
  await ticket.getByRole('button', { name: 'Details' }).click();
  const details = owner.getByRole('dialog', { name: `Order ${order.reference}` });
  await expect(details).toContainText('Nothing was paid online.');
  await details.getByRole('button', { name: 'Paid at the counter' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Paid at the counter?' });
  await expect(confirm).toContainText('is recorded as paid in cash or by card at the counter.');
  await expectNoSeriousViolations(owner);
  await confirm.getByRole('button', { name: 'Record payment' }).click();
  await expect(owner.getByText('PAYMENT RECORDED')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Payments and refunds' })).toContainText(
    'At the counter',
  );
  await expect(details.getByRole('button', { name: 'Paid at the counter' })).toHaveCount(0);
  await owner.screenshot({ path: test.info().outputPath('order-paid-at-counter.png') });
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(ticket.getByLabel('Payment: Paid')).toBeVisible();

  // The guest's page (no card payment offered at this business) shows it paid at the counter.
  const guest = await (await browser.newContext(pixel5)).newPage();
  await guest.goto(orderPageOf(restaurant, order.id));
  await expect(guest.getByRole('list', { name: 'Payments' })).toContainText('At the counter');
  await guest.screenshot({
    path: test.info().outputPath('order-paid-at-counter-390.png'),
    fullPage: true,
  });
  await ownerContext.close();
});
