import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import {
  APP_HEADERS,
  createBusinessThroughApi,
  ok,
  openAroundTheClock,
} from '../support/business.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// Issue 22 on a 390 px phone: faster choices, a lighter checkout, grocery on a phone.
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'scanorder-guestux-shots');

interface QrCode {
  identifier: string;
  storeName: string;
  shortUrl: string;
  menuPath: string;
}

const post = (api: APIRequestContext, url: string, data: unknown) =>
  api.post(url, { headers: APP_HEADERS, data });
const put = (api: APIRequestContext, url: string, data: unknown) =>
  api.put(url, { headers: APP_HEADERS, data });

/** A new owner's business of `kind`, open around the clock, with one branch and one QR code. */
async function openAllDay(
  browser: Browser,
  kind: 'restaurant' | 'grocery',
  items: Record<string, unknown>[],
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const owner = await createVerifiedOwner(context.request);
  await signInThroughUi(page, owner.email, owner.password);
  const api = page.request;
  const base = `/api/v1/businesses/${kind}`;
  await createBusinessThroughApi(
    api,
    kind,
    kind === 'restaurant' ? 'Thali House' : 'Corner Greens',
  );
  await openAroundTheClock(api, kind);
  const business = (await (await ok(await api.get(base))).json()) as {
    pickupDelivery: Record<string, unknown>;
  };
  if (kind === 'restaurant')
    await ok(
      await put(api, `${base}/pickup-delivery`, {
        ...business.pickupDelivery,
        dineInEnabled: true,
      }),
    );
  const branch = (await (
    await ok(await post(api, `${base}/branches`, { name: 'Main Street' }))
  ).json()) as { id: string };
  for (const item of items) await ok(await post(api, `${base}/menu-items`, item));
  const qrCode = (await (
    await ok(
      await post(api, `${base}/qr-codes`, {
        branchId: branch.id,
        identifier: kind === 'restaurant' ? 'Table 4' : 'Counter',
        description: kind === 'restaurant' ? 'By the window' : 'Billing counter',
      }),
    )
  ).json()) as QrCode;
  return { context, qrCode };
}

const choices = (names: string[]) =>
  names.map((value) => ({ value, additionalPriceMinor: 0, allergens: [] }));

/** A thali whose second required choice sits below a phone's first screen of the sheet. */
const thali = {
  category: 'Entrees',
  name: 'Veg Thali',
  description:
    'A full plate: two curries of your choice, dal, rice, a bread, pickle, salad and a sweet. Served on a steel platter with refills of dal and rice.',
  priceMinor: 29_900,
  modifiers: [{ name: 'Extras', min: 0, max: 3, options: choices(['Papad', 'Raita', 'Ghee']) }],
  selectors: [
    {
      name: 'Curry',
      min: 1,
      max: 1,
      options: choices([
        'Paneer butter masala',
        'Chana masala',
        'Aloo gobi',
        'Baingan bharta',
        'Mixed vegetable',
        'Palak paneer',
        'Malai kofta',
        'Bhindi masala',
        'Dum aloo',
        'Kadai paneer',
      ]),
    },
    {
      name: 'Bread',
      min: 1,
      max: 1,
      options: choices(['Roti', 'Butter naan', 'Garlic naan', 'Paratha', 'Puri', 'Kulcha']),
    },
  ],
};

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: /View cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  return page.getByRole('dialog', { name: 'Checkout' });
}

async function addThali(page: Page) {
  await page.getByRole('button', { name: 'Add Veg Thali' }).click();
  const sheet = page.getByRole('dialog', { name: 'Veg Thali' });
  await sheet.getByLabel('Chana masala').check();
  await sheet.getByLabel('Butter naan').check();
  await sheet.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(sheet).toBeHidden();
}

test('a missing required choice scrolls into view and is named; dine-in asks a first name only; the name is remembered until Forget me; the menu tracks the order', async ({
  browser,
  page,
}) => {
  const owner = await openAllDay(browser, 'restaurant', [thali]);
  await page.goto(new URL(owner.qrCode.shortUrl).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Thali House' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Veg Thali' }).click();
  const sheet = page.getByRole('dialog', { name: 'Veg Thali' });
  const legends = sheet.locator('legend');
  // Required groups first, then the extras the owner listed before them.
  await expect(legends).toHaveText(['Curry', 'Bread', 'Extras']);
  await sheet.getByLabel('Chana masala').check();
  const bread = sheet.getByRole('group', { name: 'Bread' });
  await expect(bread).not.toBeInViewport({ ratio: 0.9 });
  await sheet.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(bread).toBeInViewport({ ratio: 0.9 });
  await expect(bread).toHaveAttribute('aria-invalid', 'true');
  await expect(bread.getByRole('radio', { name: 'Roti' })).toBeFocused();
  await expect(sheet.getByRole('status').filter({ hasText: 'Choose one Bread' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'item-sheet-390.png') });

  await bread.getByRole('radio', { name: 'Butter naan' }).check();
  await sheet.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(sheet).toBeHidden();

  const checkout = await openCheckout(page);
  await expect(checkout.getByRole('radio', { name: /Dine-in/ })).toBeChecked();
  const details = checkout.getByRole('group', { name: 'Your details' });
  await expect(details.getByRole('textbox')).toHaveCount(1);
  await expect(details.getByLabel('First name')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Forget me' })).toHaveCount(0);
  await details.getByLabel('First name').fill('Asha');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'checkout-390.png') });
  await checkout.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/restaurant\/order\/[0-9a-f-]{36}\/order\/details$/);
  const orderPath = new URL(page.url()).pathname;
  // The order's 36-character id is read in one piece at 390 px: on its own line under its label
  // when both do not fit on one, never broken mid-id.
  const orderId = /\/order\/([0-9a-f-]{36})\//.exec(orderPath)![1]!;
  const idBox = (await page.getByText(orderId, { exact: true }).boundingBox())!;
  const labelBox = (await page.getByText('Reference No: #', { exact: true }).boundingBox())!;
  expect(idBox.height).toBeLessThan(labelBox.height * 1.5);

  // Back on the menu: a way back to the order while it is on its way.
  await page.goto(new URL(owner.qrCode.shortUrl).pathname);
  const track = page.getByRole('link', { name: /Track your order/ });
  await expect(track).toBeVisible();
  await expect(track).toHaveAttribute('href', orderPath);
  await expect(track).toContainText('Order Placed');
  await expectNoSeriousViolations(page);

  // A second round: the name is filled in from this device, and Forget me clears it.
  await addThali(page);
  const again = await openCheckout(page);
  const name = again.getByLabel('First name');
  await expect(name).toHaveValue('Asha');
  await again.getByRole('button', { name: 'Forget me' }).click();
  await expect(name).toHaveValue('');
  await expect(again.getByRole('button', { name: 'Forget me' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('scanorder.guest-details'))).toBeNull();
  await owner.context.close();
});

test('grocery on a phone: two products a row, inline + and - for a product without variants, the sheet only for a choice', async ({
  browser,
  page,
}) => {
  const product = (name: string, priceMinor: number, extra: Record<string, unknown> = {}) => ({
    category: 'Produce',
    name,
    description: `Fresh ${name.toLowerCase()} from the market.`,
    priceMinor,
    ...extra,
  });
  const owner = await openAllDay(browser, 'grocery', [
    product('Green Chillies', 2_000),
    product('Coriander Bunch', 1_500),
    product('Curry Leaves', 1_000),
    product('Basmati Rice', 12_000, {
      variants: [
        { variantName: 'Pack', value: '1 kg', newPriceMinor: 12_000 },
        { variantName: 'Pack', value: '5 kg', newPriceMinor: 55_000 },
      ],
    }),
  ]);
  await page.goto(new URL(owner.qrCode.shortUrl).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Corner Greens' })).toBeVisible();

  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  const first = (await cards.nth(0).boundingBox())!;
  const second = (await cards.nth(1).boundingBox())!;
  expect(second.y, 'two cards share a row').toBeCloseTo(first.y, 0);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);

  await page.getByRole('button', { name: 'Add Green Chillies' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stepper = page.getByRole('group', { name: 'Green Chillies' });
  await expect(stepper).toContainText('1');
  await stepper.getByRole('button', { name: 'Increase quantity of Green Chillies' }).click();
  await expect(stepper).toContainText('2');
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('2 items');
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('₹40.00');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'grocery-grid-390.png') });

  await stepper.getByRole('button', { name: 'Decrease quantity of Green Chillies' }).click();
  await stepper.getByRole('button', { name: 'Decrease quantity of Green Chillies' }).click();
  await expect(page.getByRole('button', { name: 'Add Green Chillies' })).toBeFocused();
  await expect(page.getByRole('button', { name: /View cart/ })).toHaveCount(0);

  // A product with variants still opens its sheet: there is a choice to make.
  await page.getByRole('button', { name: 'Add Basmati Rice' }).click();
  await expect(page.getByRole('dialog', { name: 'Basmati Rice' })).toBeVisible();
  await owner.context.close();
});

test('the demo grocery finds Tomatoes for "tomatos", says what it meant, and clears the search', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await signInThroughUi(ownerPage, 'demo@scanorder.app', 'Demo@1234');
  const { qrCodes } = (await (
    await ok(await ownerPage.request.get('/api/v1/businesses/grocery/qr-codes'))
  ).json()) as { qrCodes: QrCode[] };
  const counter = qrCodes.find((code) => code.identifier === 'Counter');
  expect(counter, 'the demo grocery has a Counter code').toBeDefined();
  await context.close();

  await page.goto(counter!.menuPath);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('tomatos');
  await search.press('Enter');
  await expect(
    page.getByRole('heading', { level: 3, name: 'Tomatoes', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Potatoes' })).toHaveCount(0);
  const meant = page.getByRole('link', { name: 'Tomatoes', exact: true });
  await expect(meant).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { level: 3, name: 'Potatoes' })).toBeVisible();
});

test('the owner chooses the guest details asked per fulfilment', async ({ page }) => {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Thali House');

  await page.goto(`/${accountId}/restaurant?tab=order-settings`);
  const settings = page.getByRole('region', { name: 'Guest details at checkout' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('combobox', { name: 'Dine-in: First name' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await settings.getByRole('combobox', { name: 'Dine-in: Mobile number' }).click();
  await page.getByRole('option', { name: 'Optional' }).click();
  await settings.getByRole('combobox', { name: 'Dine-in: Mobile number' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'owner-guest-details-390.png') });
  await page.getByRole('button', { name: 'Save Order Settings' }).click();
  await expect(page.getByText('ORDER SETTINGS SAVED')).toBeVisible();
  await expectNoSeriousViolations(page);
  const saved = (await (
    await ok(await page.request.get('/api/v1/businesses/restaurant'))
  ).json()) as {
    orderSettings: { guestDetails: Record<string, Record<string, string>> };
  };
  expect(saved.orderSettings.guestDetails['dine-in']).toEqual({
    firstName: 'required',
    lastName: 'hidden',
    mobileNo: 'optional',
    emailAddress: 'hidden',
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${accountId}/restaurant?tab=order-settings`);
  await page.getByRole('region', { name: 'Guest details at checkout' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'owner-guest-details-desktop.png') });
});
