import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { APP_HEADERS, ok } from '../support/business.ts';
import { textLinesOf } from '../support/layout.ts';
import { dineInOrderBody, openRestaurant, type Restaurant } from '../support/restaurant-orders.ts';

const BASE = '/api/v1/businesses/restaurant';

/** A dinner peak: dine-in orders at several tables, each a bill still open. */
async function placeAtTable(request: APIRequestContext, restaurant: Restaurant, table: string) {
  const response = await request.post('/api/v1/public/orders', {
    headers: APP_HEADERS,
    data: dineInOrderBody(restaurant, table, { firstName: 'Guest', lastName: table }, [
      { menuItemId: restaurant.itemIds[0], quantity: 1 },
    ]),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

async function addTables(api: APIRequestContext, restaurant: Restaurant, tables: string[]) {
  for (const identifier of tables) {
    await ok(
      await api.post(`${BASE}/qr-codes`, {
        headers: APP_HEADERS,
        data: { branchId: restaurant.branchId, identifier },
      }),
    );
  }
}

const TABLES = [
  'Table 1',
  'Table 2',
  'Table 3',
  'Table 4',
  'Table 5',
  'Table 6',
  'Table 7',
  'Table 8',
];

async function openBoard(page: Page, restaurant: Restaurant) {
  await page.goto(`/${restaurant.accountId}/restaurant?tab=orders`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
}

const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

/** The owner's board at `viewport` with one new order from Table 7. */
async function boardWithOneOrder(browser: Browser, viewport: { width: number; height: number }) {
  const { page, restaurant } = await openRestaurant(browser);
  const guest = await browser.newContext();
  await placeAtTable(guest.request, restaurant, 'Table 7');
  await page.setViewportSize(viewport);
  await openBoard(page, restaurant);
  return page;
}

/** Eight tables with open bills and twelve new tickets: a dinner peak. */
async function dinnerPeak(browser: Browser) {
  const owner = await openRestaurant(browser);
  const { restaurant, page } = owner;
  await addTables(
    page.request,
    restaurant,
    TABLES.filter((table) => table !== 'Table 7'),
  );
  const guest = await browser.newContext();
  const orders = [];
  for (const table of [...TABLES, ...TABLES.slice(0, 4)])
    orders.push(await placeAtTable(guest.request, restaurant, table));
  return { ...owner, guest, orders };
}

test("on a tablet at a dinner peak, the open bills leave the columns' first tickets in view", async ({
  browser,
}) => {
  const { page, restaurant, orders } = await dinnerPeak(browser);
  await page.setViewportSize({ width: 1024, height: 768 });
  await openBoard(page, restaurant);
  const openBills = page.getByRole('region', { name: 'Open bills' });
  await expect(openBills.getByRole('listitem')).toHaveCount(8);
  // Move one on, so two columns hold tickets.
  const first = page.getByRole('article', { name: `Order ${orders[0]!.reference}` });
  await first.getByRole('button', { name: /^Accept Order/ }).click();
  await expect(column(page, 'Accepted').getByRole('article')).toHaveCount(1);
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const name of ['New', 'Accepted']) {
      const ticket = column(page, name).getByRole('article').first();
      // Its reference and its next action, without scrolling the page.
      await expect(ticket.getByRole('heading', { level: 3 })).toBeInViewport();
      await expect(ticket.getByRole('button').first()).toBeInViewport();
    }
    // Every bill is still there, reachable in the strip's own sideways scroll.
    await expect(openBills.getByText('Table 8 · Main Street')).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
  }
});

test("the new-order toast leaves the top bar's account menu free", async ({ browser }) => {
  const owner = await openRestaurant(browser);
  const { page, restaurant } = owner;
  const guest = await browser.newContext();
  for (const [placed, size] of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ].entries()) {
    await page.setViewportSize(size);
    await openBoard(page, restaurant);
    // The board has listed the orders already placed: the next one arrives live, as new.
    await expect(page.getByRole('heading', { name: `New (${placed})` })).toBeVisible();
    await placeAtTable(guest.request, restaurant, 'Table 7');
    const toast = page.getByText(/^NEW ORDER PLACED! GUEST T\./);
    await expect(toast).toBeVisible();
    const avatar = page.getByRole('button', { name: 'Account menu' });
    const toastBox = (await toast.boundingBox())!;
    const avatarBox = (await avatar.boundingBox())!;
    // The toast starts below the avatar: the menu stays tappable while it shows.
    expect(toastBox.y).toBeGreaterThanOrEqual(avatarBox.y + avatarBox.height);
    await avatar.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden({ timeout: 10_000 });
  }
});

test('a Spanish owner reads "Aceptar pedido · 15 min" on one line on a tablet', async ({
  browser,
}) => {
  const page = await boardWithOneOrder(browser, { width: 1024, height: 768 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'App language: Español' }).click();
  const accept = page.getByRole('button', { name: /^Aceptar pedido · 15 min/ });
  await expect(accept).toBeVisible();
  const lineHeight = await accept.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  const padding = await accept.evaluate((element) => {
    const style = getComputedStyle(element);
    return Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
  });
  expect((await accept.boundingBox())!.height).toBeLessThan(padding + lineHeight * 1.5 + 2);
});

test('on a tablet held upright the accept button keeps its words whole, the time under them', async ({
  browser,
}) => {
  const page = await boardWithOneOrder(browser, { width: 768, height: 1024 });
  for (const [language, action] of [
    [null, /^Accept Order · 15 min/],
    ['App language: Español', /^Aceptar pedido · 15 min/],
  ] as const) {
    if (language) {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: language }).click();
    }
    // The accessible name keeps the dot; on screen the action is one line and the time another.
    const accept = page.getByRole('button', { name: action });
    await expect(accept).toBeVisible();
    const [words, time] = [
      accept.locator(':scope > span').first(),
      accept.locator(':scope > span').nth(1),
    ];
    expect(await textLinesOf(words)).toBe(1);
    expect(await textLinesOf(accept)).toBe(2);
    // A line of its own does not start with the dot ("· 15 min" read as a broken label).
    await expect(time.locator('span')).toHaveCount(1);
    expect((await time.locator('span').boundingBox())!.width).toBeLessThanOrEqual(1);
    expect((await time.boundingBox())!.y).toBeGreaterThanOrEqual(
      (await words.boundingBox())!.y + (await words.boundingBox())!.height - 1,
    );
  }
});
