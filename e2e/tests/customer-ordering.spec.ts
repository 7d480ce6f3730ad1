import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import {
  APP_HEADERS,
  createBusinessThroughApi,
  ok,
  openAroundTheClock,
} from '../support/business.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demoTableCode, shortPath, signedInDemoOwner, type QrCode } from '../support/demo.ts';

// A phone that just scanned a code (Pixel 5: 393 x 851, touch).
const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

const BASE = '/api/v1/businesses/restaurant';

/** The demo owner signed in (in a context of its own) and the demo restaurant's Table 1 code. */
async function demoOwner(browser: Browser) {
  const owner = await signedInDemoOwner(browser);
  return { ...owner, qrCode: await demoTableCode(owner.api) };
}

/**
 * A demo-like restaurant of a new owner, open around the clock: dine-in, pickup and scheduled
 * pickup, GST 5 % and tips of 5, 10 and 15 %, one branch, one dish with a required selector and a
 * QR code for Table 7.
 */
async function demoLikeRestaurant(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const owner = await createVerifiedOwner(context.request);
  await signInThroughUi(page, owner.email, owner.password);
  const api = page.request;
  await createBusinessThroughApi(api, 'restaurant', 'Corner Dosa House');
  await openAroundTheClock(api, 'restaurant');
  const business = (await (await ok(await api.get(BASE))).json()) as {
    id: string;
    pickupDelivery: Record<string, unknown>;
    orderSettings: Record<string, unknown>;
  };
  await ok(
    await api.put(`${BASE}/pickup-delivery`, {
      headers: APP_HEADERS,
      data: { ...business.pickupDelivery, dineInEnabled: true, schedulePickupEnabled: true },
    }),
  );
  await ok(
    await api.put(`${BASE}/order-settings`, {
      headers: APP_HEADERS,
      data: {
        ...business.orderSettings,
        includeTaxCalculation: true,
        taxTypeName: 'GST',
        taxPercentage: 5,
        includeTips: true,
        tipsOptions: [5, 10, 15],
      },
    }),
  );
  const branch = (await (
    await ok(
      await api.post(`${BASE}/branches`, { headers: APP_HEADERS, data: { name: 'Main Street' } }),
    )
  ).json()) as { id: string };
  await ok(
    await api.post(`${BASE}/menu-items`, {
      headers: APP_HEADERS,
      data: {
        category: 'Entrees',
        name: 'Masala Dosa',
        description: 'Crisp rice crepe with potato masala, chutney and sambar.',
        priceMinor: 14_900,
        selectors: [
          {
            name: 'Spice level',
            min: 1,
            max: 1,
            options: [
              { value: 'Mild', additionalPriceMinor: 0, allergens: [] },
              { value: 'Hot', additionalPriceMinor: 1_000, allergens: [] },
            ],
          },
        ],
      },
    }),
  );
  const qrCode = (await (
    await ok(
      await api.post(`${BASE}/qr-codes`, {
        headers: APP_HEADERS,
        data: { branchId: branch.id, identifier: 'Table 7', description: 'Window side' },
      }),
    )
  ).json()) as QrCode;
  return { api, context, businessId: business.id, qrCode };
}

async function addItem(page: Page, name: string, choices: string[]) {
  await page.getByRole('button', { name: `Add ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Options read "Large + ₹80.00": the choice is the start of the name.
  for (const choice of choices) await dialog.getByLabel(new RegExp(`^${choice}( \\+|$)`)).check();
  await dialog.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(dialog).toBeHidden();
}

async function fillCustomer(page: Page) {
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Raman');
  await page.getByLabel('Mobile number').fill('9876512345');
  await page.getByLabel('Email').fill('asha.raman@example.com');
}

test('a scanned code: add with options twice and another, schedule a pickup, tip 10 %, place, follow it live', async ({
  browser,
  page,
}) => {
  const owner = await demoOwner(browser);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(shortPath(owner.qrCode));
  await expect(page).toHaveURL(
    /\/restaurant\/[0-9a-f-]{36}\/store\/[0-9a-f-]{36}\/identity\/Table%201\/menu$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' })).toBeVisible();
  await expect(page.getByText('Main Street', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await addItem(page, 'Butter Chicken', ['Medium', 'Large', 'Extra gravy']);
  await addItem(page, 'Butter Chicken', ['Medium', 'Large', 'Extra gravy']);
  await addItem(page, 'Dal Makhani', ['Regular']);

  await page.getByRole('button', { name: /View cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByRole('group', { name: 'quantity of Butter Chicken' })).toContainText(
    '2',
  );
  // (389 + 80 + 40) x 2
  await expect(drawer.getByRole('listitem').first()).toContainText('₹1,018.00');
  await expectNoSeriousViolations(page);

  await drawer.getByRole('button', { name: 'Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: /Schedule a pickup/ }).check();
  const time = checkout.getByLabel('Pickup time');
  // The menu carries only the days with slots; the day's times are fetched now.
  await expect(time.locator('option:not([value=""])').first()).toBeAttached();
  const firstFree = await time
    .locator('option:not([disabled]):not([value=""])')
    .first()
    .getAttribute('value');
  expect(firstFree, 'a free pickup time').toBeTruthy();
  await time.selectOption(firstFree);
  await fillCustomer(page);
  await checkout.getByRole('radio', { name: '10%' }).check();
  await expect(checkout.getByText('Tip (10%)')).toBeVisible();
  const total = (await checkout.getByTestId('total-price').textContent())!;
  await checkout.getByRole('button', { name: /Place order/ }).click();

  await expect(page).toHaveURL(/\/restaurant\/order\/[0-9a-f-]{36}\/order\/details$/);
  const orderId = /order\/([0-9a-f-]{36})\/order/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Order Placed');
  await expect(page.getByText('Order Ready for Pickup')).toBeVisible();
  await expect(page.getByText('ORDER ID:')).toBeVisible();
  await expect(page.getByText('MAIN STREET - TABLE 1')).toBeVisible();
  await expect(page.getByTestId('total-price')).toHaveText(total);
  await expectNoSeriousViolations(page);

  const placed = (await (await ok(await owner.api.get(`/api/v1/orders/${orderId}`))).json()) as {
    version: number;
    totals: { tipPercentage: number; totalMinor: number };
    fulfilment: { type: string; scheduledFor: string | null };
  };
  expect(placed.totals.tipPercentage).toBe(10);
  expect(placed.fulfilment).toEqual({ type: 'pickup', scheduledFor: firstFree });
  await ok(
    await owner.api.put(`/api/v1/orders/${orderId}/status`, {
      headers: APP_HEADERS,
      data: { status: 'Order Accepted', version: placed.version },
    }),
  );
  await expect(page.locator('[aria-current="step"]')).toContainText('Order Accepted');
  expect(errors).toEqual([]);
  await owner.context.close();
});

test('an order placed offline waits on the phone and is sent exactly once when back online', async ({
  browser,
}) => {
  const owner = await demoLikeRestaurant(browser);
  const context = await browser.newContext(pixel5);
  const page = await context.newPage();
  await page.goto(shortPath(owner.qrCode));
  await expect(page.getByRole('heading', { level: 1, name: 'Corner Dosa House' })).toBeVisible();
  await addItem(page, 'Masala Dosa', ['Hot']);
  await page.getByRole('button', { name: /View cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: /Pickup now/ }).check();
  await fillCustomer(page);

  await context.setOffline(true);
  // A double tap on a bad connection.
  await checkout.getByRole('button', { name: /Place order/ }).dblclick();
  await expect(checkout.getByText(/You are offline/)).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Sending…' })).toBeDisabled();

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/restaurant\/order\/[0-9a-f-]{36}\/order\/details$/);
  const orderId = /order\/([0-9a-f-]{36})\/order/.exec(page.url())![1]!;
  await expect(page.getByText('ORDER ID:').locator('..')).toContainText('00001');

  const { orders } = (await (
    await ok(await owner.api.get(`${BASE}/orders?businessId=${owner.businessId}&filter=current`))
  ).json()) as { orders: { id: string }[] };
  expect(orders.map((order) => order.id)).toEqual([orderId]);
  await context.close();
  await owner.context.close();
});

test('without JavaScript the menu still reads, with its prices, and the styles match', async ({
  browser,
}) => {
  const owner = await demoOwner(browser);
  const context = await browser.newContext({ ...pixel5, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(owner.qrCode.menuPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' })).toBeVisible();
  const chicken = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Butter Chicken' }),
  });
  await expect(chicken).toContainText('₹389.00');
  await expect(chicken.locator('img')).toHaveAttribute('width', '112');
  await expect(page.getByRole('link', { name: 'Entrees' })).toHaveAttribute('href', /#category-/);
  // Every class the server wrote is styled by the stylesheet the browser build made.
  const unstyled = await page.evaluate((): string[] => {
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join(
      '',
    );
    const classes = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('#root [class]')))
      for (const name of Array.from(element.classList)) classes.add(name);
    return Array.from(classes).filter(
      (name) => name !== 'visually-hidden' && !css.includes(`.${name}`),
    );
  });
  expect(unstyled).toEqual([]);
  await context.close();
  await owner.context.close();
});
