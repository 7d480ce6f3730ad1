import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoTable, shortPath } from '../support/demo.ts';

// A guest on a 390 px phone: its Back button, its slow network.
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** Where this tab is in its history (Chromium's Navigation API). */
const historyIndex = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation
        .currentEntry.index,
  );

/** A guest's new tab on the demo's Table 1 menu: its address and its place in the tab's history. */
async function openDemoMenu(browser: Browser) {
  const path = shortPath(await demoTable(browser));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' });
  await expect(heading).toBeVisible();
  return { context, page, heading, menuUrl: page.url(), onMenu: await historyIndex(page) };
}

test('Back closes checkout, then the cart, and stays on the menu; a reload keeps the step', async ({
  browser,
}) => {
  const { context, page, heading, menuUrl, onMenu } = await openDemoMenu(browser);

  await page.getByRole('button', { name: 'Add Dal Makhani' }).click();
  const dish = page.getByRole('dialog', { name: 'Dal Makhani' });
  await dish.getByLabel(/^Regular( \+|$)/).check();
  await dish.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(dish).toBeHidden();

  const cart = page.getByRole('dialog', { name: 'Your cart' });
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await page.getByRole('button', { name: /View cart/ }).click();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await checkout.getByLabel('First name').fill('Asha');

  await page.goBack();
  await expect(cart).toBeVisible();
  await expect(checkout).toBeHidden();
  expect(page.url()).toBe(menuUrl);
  await page.goBack();
  await expect(cart).toBeHidden();
  await expect(heading).toBeVisible();
  expect(page.url()).toBe(menuUrl);
  expect(await historyIndex(page)).toBe(onMenu);

  // Forward again, then a reload at checkout: the same step, with what was typed.
  await page.getByRole('button', { name: /View cart/ }).click();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.reload();
  await expect(checkout).toBeVisible();
  await expect(checkout.getByLabel('First name')).toHaveValue('Asha');

  // The drawer's own ways back step through the same entries: "‹ Cart", then ×.
  await checkout.getByRole('button', { name: 'Cart' }).click();
  await expect(cart).toBeVisible();
  await page.goBack();
  await expect(cart).toBeHidden();
  expect(await historyIndex(page)).toBe(onMenu);
  await page.getByRole('button', { name: /View cart/ }).click();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await checkout.getByRole('button', { name: 'Close' }).click();
  await expect(checkout).toBeHidden();
  await expect.poll(() => historyIndex(page)).toBe(onMenu);
  await context.close();
});

test("Back closes an item's sheet and stays on the menu, with nothing added", async ({
  browser,
}) => {
  const { context, page, menuUrl, onMenu } = await openDemoMenu(browser);

  await page.getByRole('button', { name: 'Add Dal Makhani' }).click();
  const dish = page.getByRole('dialog', { name: 'Dal Makhani' });
  await dish.getByLabel(/^Regular( \+|$)/).check();
  await page.goBack();
  await expect(dish).toBeHidden();
  expect(page.url()).toBe(menuUrl);
  expect(await historyIndex(page)).toBe(onMenu);
  await expect(page.getByRole('button', { name: /View cart/ })).toHaveCount(0);

  // Its × goes back over the entry it made: the next Back leaves nothing open behind.
  await page.getByRole('button', { name: 'Add Dal Makhani' }).click();
  await dish.getByRole('button', { name: 'Close' }).click();
  await expect(dish).toBeHidden();
  await expect.poll(() => historyIndex(page)).toBe(onMenu);
  await context.close();
});

test('Add on a slow network says it is loading until the item sheet arrives', async ({
  browser,
}) => {
  const path = shortPath(await demoTable(browser));
  const context = await browser.newContext();
  const page = await context.newPage();
  // The ordering code (the item sheet, cart and checkout) is held back until released.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/ordering-layer-*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(path);
  const add = page.getByRole('button', { name: 'Add Dal Makhani' });
  await add.click();
  await expect(add).toHaveText('Loading…');
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached();

  release();
  const dish = page.getByRole('dialog', { name: 'Dal Makhani' });
  await expect(dish).toBeVisible();
  await dish.getByRole('button', { name: 'Close' }).click();
  await expect(add).toHaveText('Add');
  await expect(add).not.toHaveAttribute('aria-busy');
  await context.close();
});
