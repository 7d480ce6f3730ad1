import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import {
  APP_HEADERS,
  createBusinessThroughApi,
  ok,
  openAroundTheClock,
} from '../support/business.ts';

const BASE = '/api/v1/businesses/restaurant';
const DISHES = ['Masala Dosa', 'Idli Sambar', 'Medu Vada'];

/** A new owner's restaurant, open around the clock, with three plain dishes and a Table 2 code. */
async function restaurantWithThreeDishes(page: Page) {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  const api = page.request;
  await createBusinessThroughApi(api, 'restaurant', 'Tiffin Corner');
  await openAroundTheClock(api, 'restaurant');
  const branch = (await (
    await ok(
      await api.post(`${BASE}/branches`, { headers: APP_HEADERS, data: { name: 'Anna Nagar' } }),
    )
  ).json()) as { id: string };
  for (const [index, name] of DISHES.entries())
    await ok(
      await api.post(`${BASE}/menu-items`, {
        headers: APP_HEADERS,
        data: {
          category: 'Entrees',
          name,
          description: `${name}, made fresh every morning.`,
          priceMinor: 10_000 + index * 1_000,
        },
      }),
    );
  const qrCode = (await (
    await ok(
      await api.post(`${BASE}/qr-codes`, {
        headers: APP_HEADERS,
        data: { branchId: branch.id, identifier: 'Table 2' },
      }),
    )
  ).json()) as { menuPath: string };
  return { accountId, menuPath: qrCode.menuPath };
}

test('one shared group attached to three dishes and edited once: the guest menu and the price follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { accountId, menuPath } = await restaurantWithThreeDishes(page);
  await page.goto(`/${accountId}/restaurant?tab=menu`);

  // Define "Spice level" once.
  await page.getByRole('button', { name: 'Shared option groups' }).click();
  const manager = page.getByRole('dialog', { name: 'Shared option groups' });
  await expect(manager.getByText('No shared option groups yet.')).toBeVisible();
  await manager.getByRole('button', { name: 'Add Shared Group' }).click();
  const group = manager.getByRole('group', { name: 'Selector group 1' });
  await group.getByLabel('Group Name').fill('Spice level');
  const optionField = { name: 'Option', exact: true } as const;
  await group
    .getByRole('group', { name: 'Option 1' })
    .getByRole('textbox', optionField)
    .fill('Mild');
  await group.getByRole('button', { name: 'Add Option' }).click();
  await group
    .getByRole('group', { name: 'Option 2' })
    .getByRole('textbox', optionField)
    .fill('Hot');
  await manager.getByRole('button', { name: 'Save Group' }).click();
  await expect(manager.getByText('Selector · Mild, Hot · Used by 0 items')).toBeVisible();
  await manager.getByRole('button', { name: 'Close' }).click();

  // Attach it to the three dishes in the item editor.
  for (const dish of DISHES) {
    await page.getByRole('button', { name: `Edit ${dish}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit ${dish}` });
    const shared = editor.getByRole('region', { name: 'Shared option groups' });
    await shared.getByRole('combobox', { name: 'Shared group to attach' }).click();
    await page.getByRole('option', { name: 'Spice level (Selector)' }).click();
    await shared.getByRole('button', { name: 'Attach' }).click();
    await expect(
      shared.getByRole('list', { name: 'Attached shared option groups' }).getByText('Spice level'),
    ).toBeVisible();
    if (dish === DISHES[0]) {
      await shared.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('item-editor-desktop.png') });
      await expectNoSeriousViolations(page);
    }
    await editor.getByRole('button', { name: 'Save Item' }).click();
    await expect(editor).toBeHidden();
  }

  // Edit it once: Hot becomes Fiery at ₹25.
  await page.getByRole('button', { name: 'Shared option groups' }).click();
  await expect(manager.getByText('Selector · Mild, Hot · Used by 3 items')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('manager-desktop.png') });
  await expectNoSeriousViolations(page);
  await manager.getByRole('button', { name: 'Edit Spice level' }).click();
  const hot = manager.getByRole('group', { name: 'Option 2' });
  await hot.getByRole('textbox', optionField).fill('Fiery');
  await hot.getByLabel('Additional Price (INR)').fill('25');
  await manager.getByRole('button', { name: 'Save Group' }).click();
  await expect(manager.getByText('Selector · Mild, Fiery · Used by 3 items')).toBeVisible();

  // A guest sees the edit on all three dishes, and the cart prices it.
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  await guest.goto(menuPath);
  for (const dish of DISHES) {
    await guest.getByRole('button', { name: `Add ${dish}` }).click();
    const sheet = guest.getByRole('dialog', { name: dish });
    await expect(sheet.getByText('Spice level')).toBeVisible();
    await expect(sheet.getByLabel(/^Fiery \+ ₹25\.00/)).toBeVisible();
    await expect(sheet.getByLabel(/^Hot/)).toHaveCount(0);
    if (dish === 'Idli Sambar') {
      await sheet.getByLabel(/^Fiery/).check();
      await sheet.getByRole('button', { name: /^Add to cart/ }).click();
      await expect(sheet).toBeHidden();
    } else await sheet.getByRole('button', { name: 'Close' }).click();
  }
  await guest.getByRole('button', { name: /View cart/ }).click();
  const cart = guest.getByRole('dialog', { name: 'Your cart' });
  // Idli Sambar ₹110 + Fiery ₹25.
  await expect(cart.getByRole('listitem').first()).toContainText('₹135.00');
  await expect(cart.getByRole('listitem').first()).toContainText('Fiery');
  await guestContext.close();
});

test('the manager and the attach list work at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accountId } = await restaurantWithThreeDishes(page);
  await ok(
    await page.request.post(`${BASE}/option-groups`, {
      headers: APP_HEADERS,
      data: {
        type: 'incrementors',
        name: 'Breads',
        min: 0,
        max: 5,
        options: [
          { value: 'Butter naan', additionalPriceMinor: 4_500, allergens: ['Milk'] },
          { value: 'Tandoori roti', additionalPriceMinor: 3_000, allergens: [] },
        ],
      },
    }),
  );
  await page.goto(`/${accountId}/restaurant?tab=menu`);
  await page.getByRole('button', { name: 'Shared option groups' }).click();
  const manager = page.getByRole('dialog', { name: 'Shared option groups' });
  await expect(
    manager.getByText('Incrementor · Butter naan, Tandoori roti · Used by 0 items'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('manager-phone.png') });
  await expectNoSeriousViolations(page);
  await manager.getByRole('button', { name: 'Edit Breads' }).click();
  await expect(manager.getByRole('group', { name: 'Incrementor group 1' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('group-editor-phone.png') });
  await manager.getByRole('button', { name: 'Back to the list' }).click();
  await manager.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: `Edit ${DISHES[1]}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${DISHES[1]}` });
  const shared = editor.getByRole('region', { name: 'Shared option groups' });
  // Keyboard only: open the picker, choose, attach.
  await shared.getByRole('combobox', { name: 'Shared group to attach' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Breads (Incrementor)' }).press('Enter');
  await shared.getByRole('button', { name: 'Attach' }).focus();
  await page.keyboard.press('Enter');
  await expect(shared.getByRole('button', { name: 'Detach Breads' })).toBeVisible();
  await shared.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('item-editor-phone.png') });
  await expectNoSeriousViolations(page);
});
