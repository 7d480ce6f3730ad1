import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi, seedMenuItems } from '../support/business.ts';

test('a grocery owner pages through a 150-item menu, adds an item with variants and finds it by search', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request, 'Grocery');
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  // page.request shares the signed-in browser's cookies.
  await createBusinessThroughApi(page.request, 'grocery', 'Corner Grocer');
  await seedMenuItems(page.request, 'grocery', 150);

  await page.goto(`/${accountId}/grocery?tab=menu`);
  await expect(page.getByRole('heading', { name: 'Corner Grocer' })).toBeVisible();
  await expect(page.getByText('150 items · showing 1-100')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(100);
  await expect(page.getByRole('article', { name: 'Product 001' })).toBeVisible();

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.getByText('150 items · showing 101-150')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(50);
  await expect(page.getByRole('article', { name: 'Product 150' })).toBeVisible();

  // A new item in the last category lands at the end of the menu: page 2.
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
  await dialog.getByLabel(/^Category/).selectOption('Candy');
  await dialog.getByLabel(/^Name/).fill('Zesty Lemon Drops');
  await dialog.getByLabel(/^Description/).fill('Tangy boiled sweets.');
  await dialog.getByLabel(/^Price \(INR\)/).fill('60');
  for (const [index, [value, price]] of [
    ['100 g', '60'],
    ['250 g', '135'],
  ].entries()) {
    await dialog.getByRole('button', { name: 'Add Variant' }).click();
    const variant = dialog.getByRole('group', { name: `Variant ${index + 1}` });
    await variant.getByLabel('Variant Name').fill('Pack');
    await variant.getByLabel('Value').fill(value!);
    await variant.getByLabel('New Price (INR)').fill(price!);
  }
  await dialog.getByRole('button', { name: 'Save Item' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('151 items · showing 101-151')).toBeVisible();
  const drops = page.getByRole('article', { name: 'Zesty Lemon Drops' });
  await expect(drops).toContainText('2 variants');
  await expect(page.getByRole('region', { name: 'Candy' })).toBeVisible();

  await page.getByLabel('Search by name').fill('zesty');
  await expect(page.getByText('1 item matching "zesty"')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(drops).toContainText('₹60.00');

  await page.getByLabel('Search by name').fill('Product 12');
  // Product 120 to Product 129.
  await expect(page.getByText('10 items matching "Product 12"')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to page 2' })).toHaveCount(0);
});
