import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi } from '../support/business.ts';

const HEADER =
  'Row type,Item ID,Category,Name,Description,Price,Tax enabled,Tax percentage,Tags,Allergens,Availability,Group type,Group name,Min,Max,Option,Additional price,Option allergens';

/** 30 rows below the header, in menu order and written as the export writes them. */
function menuCsv(bad: boolean): string {
  const rows: string[] = [HEADER];
  const item = (category: string, name: string, price: string, tags = '') =>
    `Item,,${category},${name},${name} cooked to order.,${price},No,0,${tags},,Available,,,,,,,`;
  const option = (value: string, price: string) =>
    `Option,,,,,,,,,,,Selector,Spice level,1,1,${value},${price},`;
  for (let index = 1; index <= 10; index++) {
    rows.push(item('Entrees', `Curry ${String(index).padStart(2, '0')}`, `${200 + index}.00`));
    rows.push(option('Mild', '0.00'), option('Hot', '5.00'));
  }
  if (bad) {
    rows[4] = item('Entrees', 'X', '202.00');
    rows[10] = item('Entrees', 'Curry 04', '0.10');
  }
  return `${rows.join('\r\n')}\r\n`;
}

async function chooseFile(page: Page, csv: string) {
  await page.getByLabel('Menu CSV file').setInputFiles({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
}

test('an owner imports a 30-row menu, fixing two refused rows, and exports the same file', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Harbour Spice');
  await page.goto(`/${accountId}/restaurant?tab=menu`);
  await expect(page.getByText('0 items')).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Menu' });
  await chooseFile(page, menuCsv(true));
  await expect(
    dialog.getByText('8 new, 0 changed, 0 unchanged, 2 refused.', { exact: false }).first(),
  ).toBeVisible();
  const table = dialog.getByRole('region', { name: 'Import preview' });
  await expect(table.getByRole('row', { name: /^5 X/ })).toContainText(
    'Row 5: Name cannot be less than 2 characters',
  );
  await expect(table.getByRole('row', { name: /^11 Curry 04/ })).toContainText(
    'Row 11: Price cannot be less than 0.5 value',
  );
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('menu-import-refused-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('menu-import-refused-desktop.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The preview wrote nothing.
  await expect(page.getByText('0 items')).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  await chooseFile(page, menuCsv(false));
  await expect(dialog.getByText('10 new, 0 changed, 0 unchanged, 0 refused.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 10 Items' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('10 items')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Curry 07' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('menu-tab-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const exported = await fs.readFile(await download.path(), 'utf8');
  // The export names each item's id; without them it is the file imported, after the BOM that
  // lets Excel read accents as typed.
  const withoutIds = exported.replace(/^Item,[0-9a-f-]{36},/gm, 'Item,,');
  expect(withoutIds).toBe(`\uFEFF${menuCsv(false)}`);

  // And the export imports back with nothing to do.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await chooseFile(page, exported);
  await expect(dialog.getByText('0 new, 0 changed, 10 unchanged, 0 refused.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
});
