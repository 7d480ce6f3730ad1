import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import {
  APP_HEADERS,
  createBusinessThroughApi,
  DAYS,
  ok,
  openAroundTheClock,
} from '../support/business.ts';
import { openTab, tab } from '../support/tabs.ts';

const BASE = '/api/v1/businesses/restaurant';

/**
 * HOURS/CLOSURES after a fresh load, which fetches the tab's own chunk: on CI's two busy cores that
 * took over the 10 s an assertion waits, twice (the tab showed "Loading the page" throughout).
 */
async function expectHoursLoaded(page: Page) {
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible({
    timeout: 30_000,
  });
}

/** A new owner with a restaurant whose details are saved, on its HOURS/CLOSURES tab. */
async function ownerOnHours(page: Page) {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Corner Dosa House');
  await page.goto(`/${accountId}/restaurant?tab=hours`);
  await expectHoursLoaded(page);
  return { ...owner, accountId };
}

async function typeAWeek(page: Page) {
  for (const day of DAYS) {
    const row = page.getByRole('group', { name: day });
    await row.getByRole('switch', { name: `${day} open` }).check();
    await row.getByLabel('Opens').selectOption('10:00');
    await row.getByLabel('Closes').selectOption('22:00');
  }
}

async function expectTheWeek(page: Page) {
  for (const day of DAYS) {
    const row = page.getByRole('group', { name: day });
    await expect(row.getByRole('switch', { name: `${day} open` })).toBeChecked();
    await expect(row.getByLabel('Opens')).toHaveValue('10:00');
    await expect(row.getByLabel('Closes')).toHaveValue('22:00');
  }
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test('a week of hours survives a look at LOGO', async ({ page }) => {
      test.setTimeout(150_000);
      await ownerOnHours(page);
      await typeAWeek(page);

      // Leaving with unsaved changes asks; Stay keeps the page as it is.
      await tab(page, 'LOGO').click();
      const leave = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
      await expect(leave).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`leave-${device}.png`) });
      await leave.getByRole('button', { name: 'Stay' }).click();
      await expect(page).toHaveURL(/\?tab=hours$/);

      await tab(page, 'LOGO').click();
      await page
        .getByRole('dialog', { name: 'Leave with unsaved changes?' })
        .getByRole('button', {
          name: 'Leave',
        })
        .click();
      await expect(page).toHaveURL(/\?tab=logo$/);
      await openTab(page, 'HOURS/CLOSURES');
      await expectTheWeek(page);
      await expect(page.getByText('Your unsaved changes are back.')).toBeVisible();

      await page.getByRole('button', { name: 'Save Hours' }).click();
      await expect(page.getByText('OPENING HOURS SAVED')).toBeVisible();
      // Saved: moving on does not ask, and the week is there after a reload.
      await openTab(page, 'LOGO');
      await expect(page).toHaveURL(/\?tab=logo$/);
      await page.goto(page.url().replace('tab=logo', 'tab=hours'));
      await expectHoursLoaded(page);
      await expectTheWeek(page);
      await expect(page.getByText('Your unsaved changes are back.')).toHaveCount(0);
      // No store name yet: the preview says what it needs (its answers: component and API tests).
      const preview = page.getByRole('region', { name: 'Can guests order?' });
      await expect(preview).toContainText('Add a store name on SERVICE SETTINGS to see a preview.');
      await page.screenshot({ path: test.info().outputPath(`preview-${device}.png`) });
    });
  });
}

test('a half-typed menu item survives a hidden-tab sign-out and comes back on request', async ({
  page,
}) => {
  const owner = await ownerOnHours(page);
  await page.goto(`/${owner.accountId}/restaurant?tab=menu`);
  await page.getByRole('button', { name: 'Add Item' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
  await dialog.getByLabel(/^Name/).fill('Ghee Roast Dosa');
  await dialog.getByLabel(/^Description/).fill('Crisp, with ghee and podi');

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page).toHaveURL(/\/session\/expired$/);

  await signInThroughUi(page, owner.email, owner.password);
  await page.goto(`/${owner.accountId}/restaurant?tab=menu`);
  await page.getByRole('button', { name: 'Add Item' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
  const offer = dialog.getByRole('region', { name: 'Unsaved draft' });
  await expect(offer).toContainText('You have unsaved changes here from');
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('restore-draft.png') });
  await offer.getByRole('button', { name: 'Restore draft' }).click();
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('Ghee Roast Dosa');
  await expect(dialog.getByLabel(/^Description/)).toHaveValue('Crisp, with ghee and podi');
});

test("a new restaurant's table QR code offers Dine-in", async ({ page, browser }) => {
  await ownerOnHours(page);
  const api = page.request;
  await openAroundTheClock(api, 'restaurant');
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
        description: 'Crisp rice crepe.',
        priceMinor: 14_900,
      },
    }),
  );
  const code = (await (
    await ok(
      await api.post(`${BASE}/qr-codes`, {
        headers: APP_HEADERS,
        data: { branchId: branch.id, identifier: 'Table 1' },
      }),
    )
  ).json()) as { shortUrl: string };

  // Nothing was changed on PICKUP/DELIVERY: the checklist asks nothing about how guests order.
  await page.goto(page.url().replace('tab=hours', 'tab=overview'));
  await expect(page.getByRole('link', { name: 'How guests order' })).toHaveCount(0);
  await expect(page.getByText('Guests can order now?')).toBeVisible();
  await expect(page.getByText('Yes.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('checklist.png') });

  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await guest.goto(new URL(code.shortUrl).pathname);
  await guest.getByRole('button', { name: 'Add Masala Dosa' }).click();
  await guest
    .getByRole('dialog', { name: 'Masala Dosa' })
    .getByRole('button', {
      name: /^Add to cart/,
    })
    .click();
  await guest.getByRole('button', { name: /View cart/ }).click();
  await guest
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('button', {
      name: 'Checkout',
    })
    .click();
  const checkout = guest.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByRole('radio', { name: /Dine-in/ })).toBeEnabled();
  await guest.close();
});
