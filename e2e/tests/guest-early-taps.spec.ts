import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import {
  APP_HEADERS,
  createBusinessThroughApi,
  ok,
  openAroundTheClock,
} from '../support/business.ts';
import type { QrCode } from '../support/demo.ts';

// A phone that just scanned the grocery's code: the menu is painted, its code still on the way.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A new grocery open around the clock (the demo's hours would make this depend on the time). */
async function groceryCounter(browser: Browser): Promise<QrCode> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const owner = await createVerifiedOwner(context.request);
  await signInThroughUi(page, owner.email, owner.password);
  const api = page.request;
  const base = '/api/v1/businesses/grocery';
  const post = (url: string, data: unknown) => api.post(url, { headers: APP_HEADERS, data });
  await createBusinessThroughApi(api, 'grocery', 'Corner Greens');
  await openAroundTheClock(api, 'grocery');
  const branch = (await (
    await ok(await post(`${base}/branches`, { name: 'Main Street' }))
  ).json()) as {
    id: string;
  };
  for (const name of ['Tomatoes', 'Onions'])
    await ok(
      await post(`${base}/menu-items`, {
        category: 'Produce',
        name,
        description: `Fresh ${name.toLowerCase()}.`,
        priceMinor: 2_000,
      }),
    );
  const code = (await (
    await ok(
      await post(`${base}/qr-codes`, {
        branchId: branch.id,
        identifier: 'Counter',
        description: 'Billing counter',
      }),
    )
  ).json()) as QrCode;
  await context.close();
  return code;
}

/** Holds back every script file of the page (its entry too) until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as { __earlyTaps?: { off?: boolean } }).__earlyTaps?.off);

test('a tap on Add before any of the page code has loaded adds exactly one, once it loads', async ({
  browser,
  page,
}) => {
  const menuPath = new URL((await groceryCounter(browser)).shortUrl).pathname;
  const release = await holdScripts(page);
  // Not even DOMContentLoaded: the held entry module defers it.
  await page.goto(menuPath, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add Tomatoes', exact: true });
  await add.click();
  // Seen at once: the tap is waiting for the page, not lost.
  await expect(add).toHaveAttribute('data-early-tap', '');
  release();
  await hydrated(page);
  const cart = page.getByRole('button', { name: /View cart/ });
  await expect(cart).toContainText('1 item');
  await expect(page.getByRole('group', { name: 'Tomatoes' })).toContainText('1');
  await expect(page.locator('[data-early-tap]')).toHaveCount(0);
});

test('a double tap before the page code loads adds two, not four', async ({ browser, page }) => {
  const menuPath = new URL((await groceryCounter(browser)).shortUrl).pathname;
  const release = await holdScripts(page);
  // Not even DOMContentLoaded: the held entry module defers it.
  await page.goto(menuPath, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add Tomatoes', exact: true });
  await add.click();
  await add.click();
  release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('2 items');
  await expect(page.getByRole('group', { name: 'Tomatoes' })).toContainText('2');
});

test('the inline script runs under the page CSP (no violation) and a tap after hydration is no replay', async ({
  browser,
  page,
}) => {
  const menuPath = new URL((await groceryCounter(browser)).shortUrl).pathname;
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(menuPath);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add Tomatoes', exact: true }).click();
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('1 item');
  expect(violations).toEqual([]);
});
