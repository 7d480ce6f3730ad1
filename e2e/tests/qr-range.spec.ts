import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { APP_HEADERS, createBusinessThroughApi } from '../support/business.ts';

const PHONE = { width: 390, height: 844 };

test('an owner creates Table 1 to Table 20 in one action on a phone', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Harbour Spice');
  const branch = await page.request.post('/api/v1/businesses/restaurant/branches', {
    headers: APP_HEADERS,
    data: { name: 'Main Street' },
  });
  expect(branch.status(), await branch.text()).toBe(201);

  await page.goto(`/${accountId}/restaurant?tab=qr-codes`);
  await expect(page.getByText('0 QR codes in Main Street')).toBeVisible();
  await page.getByRole('button', { name: 'Add Many' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Many QR Codes to Main Street' });
  await dialog.getByLabel('Prefix').fill('Table');
  await dialog.getByLabel(/^From/).fill('1');
  await dialog.getByLabel(/^To/).fill('20');
  await expect(dialog.getByRole('status')).toHaveText(
    'Makes 20 QR codes: Table 1, Table 2 … Table 20.',
  );
  await page.screenshot({ path: test.info().outputPath('qr-range-phone.png') });
  await dialog.getByRole('button', { name: 'Add 20 QR codes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('20 QR codes in Main Street')).toBeVisible();
  for (const identifier of ['Table 1', 'Table 7', 'Table 20'])
    await expect(page.getByText(identifier, { exact: true }).first()).toBeVisible();

  // Doing it again overlaps every identifier: refused whole, with the names, nothing added.
  await page.getByRole('button', { name: 'Add Many' }).click();
  await dialog.getByLabel(/^From/).fill('19');
  await dialog.getByLabel(/^To/).fill('21');
  await dialog.getByRole('button', { name: 'Add 3 QR codes' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'This identifier already has a QR code in this store: Table 19, Table 20',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('20 QR codes in Main Street')).toBeVisible();
});
