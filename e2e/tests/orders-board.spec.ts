import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { APP_HEADERS, ok } from '../support/business.ts';
import { PIN, openRestaurant, placeOrder, type Restaurant } from '../support/restaurant-orders.ts';

const orderPagePath = (restaurant: Restaurant, orderId: string) =>
  `/${restaurant.accountId}/restaurant/order/${orderId}/order/details`;

/** The customer's stepper: its current step reads `status` (the page follows the order live). */
async function expectCustomerStep(customerPage: Page, status: string) {
  await expect(customerPage.locator('[aria-current="step"]')).toContainText(status);
}

async function expectPublicStatus(request: APIRequestContext, orderId: string, status: string) {
  await expect
    .poll(async () => {
      const order = (await (await request.get(`/api/v1/public/orders/${orderId}`)).json()) as {
        status: string;
      };
      return order.status;
    })
    .toBe(status);
}

/** Nothing wider than a 360 px phone: no sideways scrolling. */
async function expectNoHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
}

const card = (page: Page, reference: string): Locator =>
  page.getByRole('article', { name: `Order ${reference}` });

const column = (page: Page, name: 'New' | 'Accepted' | 'Ready') =>
  page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test('a new order alerts the owner on MENU; on the board it is bumped by keyboard, recalled, printed, and followed by the guest', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await openRestaurant(browser);
  const { restaurant } = owner;
  // Printing is the browser's dialog: count the calls and look at what the print view renders.
  await owner.page.addInitScript(() => {
    const printed: number[] = [];
    (window as unknown as { printed: number[] }).printed = printed;
    window.print = () => {
      printed.push(Date.now());
    };
  });
  await owner.page.goto(`/${restaurant.accountId}/restaurant?tab=menu`);
  await expect(owner.page.getByRole('tab', { name: 'MENU' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // ORDERS is in the Service group, in view at a laptop's width.
  await owner.page.setViewportSize({ width: 1366, height: 768 });
  await expect(owner.page.getByRole('tab', { name: /^ORDERS/ })).toBeInViewport();
  // And every Setup tab, the last too: at this width they wrap onto a second row, not scroll away.
  await expect(owner.page.getByRole('tab', { name: 'SERVICE SETTINGS' })).toBeInViewport();

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const order = await placeOrder(customerContext.request, restaurant, {
    firstName: 'Meera',
    lastName: 'Iyer',
  });

  // On MENU: the toast, the badge on ORDERS and the count in the browser tab's title.
  await expect(owner.page.getByText('NEW ORDER PLACED! MEERA I.')).toBeVisible();
  await expect(owner.page.getByRole('tab', { name: 'ORDERS, 1 needs action' })).toBeVisible();
  await expect(owner.page).toHaveTitle(/^\(1\) /);

  await owner.page.getByRole('tab', { name: 'ORDERS, 1 needs action' }).click();
  await expect(owner.page.getByText('Live', { exact: true })).toBeVisible();
  const placed = card(owner.page, order.reference);
  await expect(column(owner.page, 'New').getByRole('article')).toHaveCount(1);
  await expect(placed.getByText('Needs Action')).toBeVisible();
  await expect(placed.getByText('Table 7 · Meera')).toBeVisible();
  await expect(placed.getByText('2 × Dish 001')).toBeVisible();
  await expect(placed.getByText('Instruction: Less salt')).toBeVisible();
  // The "Needs action" filter.
  await owner.page.getByRole('button', { name: 'Needs Action (1)' }).click();
  await expect(placed).toBeVisible();
  await owner.page.getByRole('button', { name: 'All (1)' }).click();
  await expectNoSeriousViolations(owner.page);

  await customerPage.goto(orderPagePath(restaurant, order.id));
  await expectCustomerStep(customerPage, 'Order Placed');

  // Keyboard: Enter accepts (with the default ready-in time), Enter again marks it ready.
  await placed.focus();
  await owner.page.keyboard.press('Enter');
  await expect(column(owner.page, 'Accepted').getByRole('article')).toHaveCount(1);
  await expect(placed).toBeFocused();
  await expectCustomerStep(customerPage, 'Order Accepted');
  await expect(customerPage.getByText(/^Ready by /)).toBeVisible();
  await expect(owner.page.getByRole('tab', { name: 'ORDERS' })).toBeVisible();

  await owner.page.keyboard.press('Enter');
  await expect(column(owner.page, 'Ready').getByRole('article')).toHaveCount(1);
  await expect(placed.getByText('Ready to Serve', { exact: true })).toBeVisible();
  // Dine-in is served at the table.
  await expectCustomerStep(customerPage, 'Order Ready to Serve');

  // Backspace takes the last move back, once.
  await owner.page.keyboard.press('Backspace');
  await expect(column(owner.page, 'Accepted').getByRole('article')).toHaveCount(1);
  await expectCustomerStep(customerPage, 'Order Accepted');
  await expectPublicStatus(customerContext.request, order.id, 'Order Accepted');

  // Print: the print view holds this ticket only.
  await placed.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() =>
      owner.page.evaluate(() => (window as unknown as { printed: number[] }).printed.length),
    )
    .toBe(1);
  await owner.page.emulateMedia({ media: 'print' });
  const ticket = owner.page.locator('.so-print-ticket');
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(`#${order.reference}`);
  await expect(ticket).toContainText('MAIN STREET - TABLE 7');
  await expect(ticket).toContainText('2 × Dish 001');
  await expect(ticket).toContainText('Instruction: Less salt');
  await expect(owner.page.getByRole('tab', { name: 'ORDERS' })).toBeHidden();
  // On a kitchen roll the page is 80 mm wide (not Letter) and the whole ticket is one page.
  const pdf = (
    await owner.page.pdf({
      path: test.info().outputPath('ticket-80mm.pdf'),
      preferCSSPageSize: true,
    })
  ).toString('latin1');
  const pages = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  expect(pages).toHaveLength(1);
  const [, widthPt, heightPt] = pages[0]!;
  expect(Math.round((Number(widthPt) * 25.4) / 72)).toBe(80);
  expect(Number(heightPt)).toBeLessThan(Number(widthPt) * 3);
  await owner.page.emulateMedia({ media: 'screen' });

  // Details load the timeline on demand.
  await placed.getByRole('button', { name: 'Details' }).click();
  const details = owner.page.getByRole('dialog', { name: `Order ${order.reference}` });
  await expect(details.getByText('Meera Iyer')).toBeVisible();
  await expect(details.getByText('Floor: Terrace')).toBeVisible();
  await expect(details.getByText(/^Order Placed · Customer · /)).toBeVisible();
  await expect(details.getByText(/^Order Accepted · .+ · /).first()).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  await placed.getByRole('button', { name: 'Mark Ready to Serve' }).click();
  await placed.getByRole('button', { name: 'Complete Order' }).click();
  // A final order leaves Current and is listed under Completed.
  await expect(placed).toHaveCount(0);
  await expectCustomerStep(customerPage, 'Order Completed');
  await owner.page.getByRole('button', { name: 'Completed' }).click();
  await expect(
    card(owner.page, order.reference).getByText('Order Completed', { exact: true }),
  ).toBeVisible();

  await customerContext.close();
  await owner.context.close();
});

test('a guest sees only the steps an order cancelled while Placed reached, and what a staff edit changed', async ({
  browser,
}) => {
  const owner = await openRestaurant(browser);
  const { restaurant } = owner;
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const early = await placeOrder(customerContext.request, restaurant, {
    firstName: 'Anu',
    lastName: 'Menon',
  });
  await ok(
    await owner.page.request.put(`/api/v1/orders/${early.id}/status`, {
      headers: APP_HEADERS,
      data: { status: 'Order Cancelled', version: 1, cancelDescription: 'Kitchen closed early' },
    }),
  );
  await customerPage.goto(orderPagePath(restaurant, early.id));
  // The page's other lists (its lines, a table's bill) are not the steps.
  const steps = customerPage.getByRole('region', { name: 'Order Status' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /Order Placed.*\(done\)/,
    /Order Accepted.*\(not reached\)/,
    /Order Ready to Serve.*\(not reached\)/,
    /Order Cancelled/,
  ]);

  const edited = await placeOrder(customerContext.request, restaurant, {
    firstName: 'Joe',
    lastName: 'Paul',
  });
  await customerPage.goto(orderPagePath(restaurant, edited.id));
  await ok(
    await owner.page.request.put(`/api/v1/orders/${edited.id}/lines`, {
      headers: APP_HEADERS,
      data: {
        version: 1,
        lines: [
          { menuItemId: restaurant.itemIds[0], quantity: 3, instruction: 'Less salt', options: [] },
        ],
      },
    }),
  );
  // Live: the page marks the order modified and says what changed.
  const notice = customerPage.getByRole('note', { name: 'Order modified' });
  await expect(notice).toContainText('Modified by the business.');
  await expect(notice.getByRole('listitem')).toHaveText(['Dish 001: 2 → 3', 'Dish 002: removed']);

  await customerContext.close();
  await owner.context.close();
});

test("cancelling with a description shows the customer's notice; a staff PIN opens the kiosk board", async ({
  browser,
}) => {
  const owner = await openRestaurant(browser);
  const { restaurant } = owner;
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const toCancel = await placeOrder(customerContext.request, restaurant, {
    firstName: 'Ravi',
    lastName: 'Kumar',
  });
  const forKiosk = await placeOrder(customerContext.request, restaurant, {
    firstName: 'Nila',
    lastName: 'Das',
  });

  await owner.page.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  const cancelled = card(owner.page, toCancel.reference);
  await cancelled.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = owner.page.getByRole('dialog', { name: `Cancel Order ${toCancel.reference}` });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog.getByText('Cancel description field is required')).toBeVisible();
  await dialog.getByLabel('Cancel description').fill('Out of paneer today');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancelled).toHaveCount(0);

  await customerPage.goto(orderPagePath(restaurant, toCancel.id));
  await expect(customerPage.getByText('Order is Canceled: Out of paneer today')).toBeVisible();
  await expectPublicStatus(customerContext.request, toCancel.id, 'Order Cancelled');

  // Kiosk mode on a shared device: no account session, only the branch's PIN.
  const kioskContext = await browser.newContext();
  const kiosk = await kioskContext.newPage();
  await kiosk.goto(`/kiosk/${restaurant.branchId}`);
  await kiosk.getByLabel('Staff PIN').fill('000000');
  await kiosk.getByRole('button', { name: 'Open Board' }).click();
  // The device's count of tries: 4 left on a first run (a retry of this test has used some).
  await expect(kiosk.getByRole('alert')).toHaveText(
    /^Incorrect PIN\. [1-4] tries? left on this device\.$/,
  );
  await kiosk.getByLabel('Staff PIN').fill(PIN);
  await kiosk.getByRole('button', { name: 'Open Board' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Main Street' })).toBeVisible();
  const kioskCard = card(kiosk, forKiosk.reference);
  await expect(kioskCard).toBeVisible();
  await expect(kiosk.getByRole('link')).toHaveCount(0);
  await expect(kiosk.getByRole('button', { name: 'History' })).toHaveCount(0);

  await kioskCard.getByRole('button', { name: /^Accept Order/ }).click();
  await expect(kioskCard.getByText('In the Kitchen')).toBeVisible();
  await expectPublicStatus(customerContext.request, forKiosk.id, 'Order Accepted');
  // The owner's board hears about the kiosk's move live.
  await expect(card(owner.page, forKiosk.reference).getByText('In the Kitchen')).toBeVisible();

  await expectNoHorizontalScroll(kiosk);
  await expectNoHorizontalScroll(owner.page);
  await expect(card(owner.page, forKiosk.reference)).toBeVisible();

  await kiosk.getByRole('button', { name: 'Leave Kiosk' }).click();
  await expect(kiosk.getByLabel('Staff PIN')).toBeVisible();

  await kioskContext.close();
  await customerContext.close();
  await owner.context.close();
});

test('the service worker shows a pushed order as a notification that opens the board', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  const registered = context.waitForEvent('serviceworker');
  await page.goto('/signin');
  const worker = context.serviceWorkers()[0] ?? (await registered);
  // The worker activates once it has cached every asset of the app (its install), about a hundred
  // files: over 10 s on a loaded 2-core machine.
  await expect
    .poll(() => worker.evaluate('self.registration.active && self.registration.active.state'), {
      timeout: 60_000,
    })
    .toBe('activated');

  // What the server's web-push sends (pushMessageSchema), delivered as the push service would.
  const message = {
    title: 'New Order Placed!',
    body: 'Order 00012 from Meera I.',
    url: '/acc/restaurant?tab=orders',
    tag: 'order-12',
    data: { url: '/acc/restaurant?tab=orders', orderId: 'order-12' },
  };
  await worker.evaluate(
    `self.dispatchEvent(new PushEvent('push', { data: ${JSON.stringify(JSON.stringify(message))} }))`,
  );
  await expect
    .poll(() =>
      worker.evaluate(
        `self.registration.getNotifications().then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data.url })))`,
      ),
    )
    .toEqual([
      {
        title: 'New Order Placed!',
        body: 'Order 00012 from Meera I.',
        tag: 'order-12',
        url: '/acc/restaurant?tab=orders',
      },
    ]);
  await context.close();
});

test("a tap on a ticket's next action works on a phone when the ticket runs below the fold", async ({
  browser,
}) => {
  const owner = await openRestaurant(browser);
  const { restaurant, page } = owner;
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await placeOrder(page.request, restaurant, { firstName: 'Kiran', lastName: 'Rao' });
  await page.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  const ticket = card(page, order.reference);
  const accept = ticket.getByRole('button', { name: /^Accept Order/ });
  // The button at the bottom of the screen, the rest of its ticket below it.
  await accept.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await accept.click();
  await expect(column(page, 'Accepted').getByRole('article')).toHaveCount(1);
  await expect(ticket.getByRole('button', { name: 'Mark Ready to Serve' })).toBeVisible();
});

test('an order is cancelled with the keyboard alone, and focus goes on to the next ticket', async ({
  browser,
}) => {
  const owner = await openRestaurant(browser);
  const { page, restaurant } = owner;
  const guest = await browser.newContext();
  const first = await placeOrder(guest.request, restaurant, {
    firstName: 'Ravi',
    lastName: 'Kumar',
  });
  const second = await placeOrder(guest.request, restaurant, {
    firstName: 'Nila',
    lastName: 'Das',
  });
  await page.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  await expect(column(page, 'New').getByRole('article')).toHaveCount(2);

  // Tab from the top of the page to the newest ticket, then through its buttons to Cancel Order.
  const newest = card(page, second.reference);
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    if (await newest.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(newest).toBeFocused();
  const cancel = newest.getByRole('button', { name: 'Cancel Order' });
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('Tab');
    if (await cancel.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Cancel Order ${second.reference}` });
  await expect(dialog.getByLabel('Cancel description')).toBeFocused();
  await page.keyboard.type('Out of paneer today');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel Order' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(newest).toHaveCount(0);
  // The cook carries on from the next ticket, not from the top of the page.
  await expect(card(page, first.reference)).toBeFocused();
});
