import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi } from '../support/business.ts';

test("an admin downloads the account's data and deletes a business, as the Terms promise", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Verma Kitchen');

  await page.goto(`/${accountId}/profile`);
  const data = page.getByRole('region', { name: 'Your Data' });
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download all data' }).click();
  const download = await downloading;
  await expect(data.getByRole('status')).toHaveText(/^Your data was downloaded: scanorder-export-/);
  expect(download.suggestedFilename()).toMatch(/^scanorder-export-\d{4}-\d{2}-\d{2}\.zip$/);
  // A zip file starts with the local file header signature "PK\x03\x04".
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

  await page.goto(`/${accountId}/restaurant?tab=status`);
  await page.getByRole('button', { name: 'Delete Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Verma Kitchen?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete Restaurant' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/overview$`));
  const gone = await page.request.get('/api/v1/businesses/restaurant');
  expect(gone.status()).toBe(404);
});
