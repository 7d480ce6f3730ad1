import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { APP_HEADERS, createBusinessThroughApi, ok } from '../support/business.ts';

test('after deleting a QR code the keyboard starts again on the QR codes heading', async ({
  page,
}) => {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Harbour Spice');
  await ok(
    await page.request.post('/api/v1/businesses/restaurant/branches', {
      headers: APP_HEADERS,
      data: { name: 'Main Street' },
    }),
  );
  await page.goto(`/${accountId}/restaurant?tab=qr-codes`);
  await page.getByRole('button', { name: 'Add Many' }).click();
  const range = page.getByRole('dialog', { name: 'Add Many QR Codes to Main Street' });
  await range.getByRole('spinbutton', { name: 'To' }).fill('3');
  await range.getByRole('button', { name: 'Add 3 QR codes' }).click();
  await expect(page.getByText('3 QR codes in Main Street')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Table 2' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete QR code Table 2?' });
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 QR codes in Main Street')).toBeVisible();
  await expect(confirm).toBeHidden();
  // It fell to the page body with the card's Delete.
  await expect(page.getByRole('heading', { name: 'QR codes', exact: true })).toBeFocused();

  // The same after deleting the ticked ones.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Delete Selected' }).focus();
  await page.keyboard.press('Enter');
  const many = page.getByRole('dialog', { name: 'Delete 2 QR codes?' });
  await many.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('0 QR codes in Main Street')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'QR codes', exact: true })).toBeFocused();
});
