import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi, seedMenuItems } from '../support/business.ts';

const dishNames = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

/** A new owner's restaurant with Dish 001 to Dish 003 in Entrees, its MENU tab open. */
async function menuOfThreeDishes(page: Page) {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Tiffin Corner');
  // One at a time: created together, they took their places in the order the server got them.
  await seedMenuItems(page.request, 'restaurant', 3, {
    prefix: 'Dish',
    category: 'Entrees',
    batch: 1,
  });
  await page.goto(`/${accountId}/restaurant?tab=menu`);
  await expect.poll(() => dishNames(page)).toEqual(['Dish 001', 'Dish 002', 'Dish 003']);
}

test('an item moved with the keyboard keeps the focus and says where it went', async ({ page }) => {
  await menuOfThreeDishes(page);
  const down = page.getByRole('button', { name: 'Move Dish 001 down' });
  await down.focus();

  await page.keyboard.press('Enter');
  await expect(page.getByText('Dish 001 moved to 2 of 3 in Entrees')).toBeAttached();
  await expect.poll(() => dishNames(page)).toEqual(['Dish 002', 'Dish 001', 'Dish 003']);
  // It was disabled while the move ran and the focus fell to the page: the next Enter did nothing.
  await expect(down).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByText('Dish 001 moved to 3 of 3 in Entrees')).toBeAttached();
  await expect.poll(() => dishNames(page)).toEqual(['Dish 002', 'Dish 003', 'Dish 001']);
  // Last in its category: the button says it cannot move further and keeps the focus.
  await expect(down).toBeFocused();
  await expect(down).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Move Dish 001 up' })).toBeFocused();
  await expect.poll(() => dishNames(page)).toEqual(['Dish 002', 'Dish 003', 'Dish 001']);
});

test('after a delete the keyboard starts again on the menu heading', async ({ page }) => {
  await menuOfThreeDishes(page);
  await page.getByRole('button', { name: 'Delete Dish 002' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Dish 002?' });
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(confirm).toBeHidden();
  // It fell to the page body with the card's Delete: a screen reader was left nowhere.
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Categories' })).toBeFocused();
});
