import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { APP_HEADERS, createBusinessThroughApi } from '../support/business.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

const PHONE = { width: 360, height: 780 };
const CODES = '/api/v1/businesses/restaurant/qr-codes';

interface QrCodeAnswer {
  id: string;
  identifier: string;
  shortUrl: string;
  menuPath: string;
}

/** Nothing sticks out sideways at phone width. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
}

/** Clicks a download button; returns the saved file, its name and the API's content type. */
async function download(page: Page, button: Locator, path: RegExp) {
  const [file, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((answer) => path.test(new URL(answer.url()).pathname)),
    button.click(),
  ]);
  expect(response.status()).toBe(200);
  return {
    name: file.suggestedFilename(),
    contentType: response.headers()['content-type'],
    bytes: await fs.readFile(await file.path()),
  };
}

test('an owner makes, edits, downloads, follows and deletes QR codes on a phone', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Harbour Spice');
  const branch = await page.request.post('/api/v1/businesses/restaurant/branches', {
    headers: APP_HEADERS,
    data: { name: 'Main Street' },
  });
  expect(branch.status(), await branch.text()).toBe(201);
  const branchId = ((await branch.json()) as { id: string }).id;

  await page.goto(`/${accountId}/restaurant?tab=qr-codes`);
  await expect(page.getByRole('tab', { name: 'QR-CODES' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('0 QR codes in Main Street')).toBeVisible();
  await expect(page.getByText('No QR codes for Main Street yet.')).toBeVisible();

  // A per-customer code with additional data and a prefill, checked as it is typed.
  await page.getByRole('button', { name: 'Add QR Code' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add QR Code' });
  await expect(dialog.getByLabel(/^Store Name/)).toHaveValue(branchId);
  await dialog.getByLabel(/^Identifier Name/).fill('A');
  await expect(dialog.getByText('Identifier name cannot be less than 2 characters')).toBeVisible();
  await dialog.getByLabel(/^Identifier Name/).fill('Asha Raman');
  await dialog.getByLabel('Identifier Description').fill('Weekly order');
  await dialog.getByRole('button', { name: 'Add Data' }).click();
  const row = dialog.getByRole('group', { name: 'Additional data 1' });
  await row.getByLabel('Key').fill('Floor');
  await row.getByLabel('Value').fill('Rooftop');
  await dialog.getByRole('switch', { name: 'Prefill Order' }).check();
  await dialog.getByLabel('First name').fill('Asha');
  await dialog.getByLabel('Last name').fill('Raman');
  await dialog.getByLabel('Mobile number').fill('12345');
  await expect(dialog.getByText('Please enter valid Mobile no')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('9876543210');
  await dialog.getByLabel('Email').fill('asha@example.com');
  await dialog.getByLabel('Zip code').fill('641018');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Save QR Code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('QR CODE ASHA RAMAN SAVED')).toBeVisible();
  const asha = page.getByRole('article', { name: 'Asha Raman' });
  await expect(asha).toContainText('Weekly order');
  await expect(asha).toContainText('Floor: Rooftop');
  await expect(asha).toContainText('Prefill: Asha Raman');

  // Two table codes through the API, then the list again.
  for (const identifier of ['Table 1', 'Table 2']) {
    const made = await page.request.post(CODES, {
      headers: APP_HEADERS,
      data: { branchId, identifier },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  await page.reload();
  await expect(page.getByText('3 QR codes in Main Street')).toBeVisible();

  // Edit: the dialog opens filled in, including the prefill.
  await asha.getByRole('button', { name: 'Edit Asha Raman' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit QR Code Asha Raman' });
  await expect(dialog.getByLabel('First name')).toHaveValue('Asha');
  await expect(dialog.getByLabel('Zip code')).toHaveValue('641018');
  await dialog.getByLabel('Identifier Description').fill('Weekly tiffin');
  await dialog.getByRole('group', { name: 'Additional data 1' }).getByLabel('Value').fill('Deck');
  await dialog.getByRole('button', { name: 'Save QR Code' }).click();
  await expect(dialog).toBeHidden();
  await expect(asha).toContainText('Weekly tiffin');
  await expect(asha).toContainText('Floor: Deck');

  const listed = await page.request.get(`${CODES}?branchId=${branchId}`);
  const codes = ((await listed.json()) as { qrCodes: QrCodeAnswer[] }).qrCodes;
  const ashaCode = codes.find((code) => code.identifier === 'Asha Raman')!;
  await expect(
    asha.getByRole('link', { name: ashaCode.shortUrl.replace(/^https?:\/\//, '') }),
  ).toHaveAttribute('href', ashaCode.shortUrl);
  // The preview is the code itself, loaded from the API.
  const preview = asha.locator('img');
  await preview.scrollIntoViewIfNeeded();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // The copy button puts the short link on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await asha.getByRole('button', { name: 'Copy short link of Asha Raman' }).click();
  await expect(page.getByText('SHORT LINK OF ASHA RAMAN COPIED')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ashaCode.shortUrl);

  // Downloads: a PNG, an SVG and the store name's PDF sheet.
  const png = await download(
    page,
    asha.getByRole('button', { name: 'Download PNG of Asha Raman' }),
    /\/image\.png$/,
  );
  expect(png.contentType).toBe('image/png');
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.name).toBe('Main Street-Asha Raman.png');

  const svg = await download(
    page,
    asha.getByRole('button', { name: 'Download SVG of Asha Raman' }),
    /\/image\.svg$/,
  );
  expect(svg.contentType).toMatch(/^image\/svg\+xml/);
  expect(svg.bytes.toString('utf8')).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
  expect(svg.name).toBe('Main Street-Asha Raman.svg');

  // Hold the sheet back until its progress has been seen.
  let releaseSheet = () => undefined as void;
  const sheetHeld = new Promise<void>((resolve) => (releaseSheet = resolve));
  await page.route('**/qr-codes.pdf', async (route) => {
    const answer = await route.fetch();
    await sheetHeld;
    await route.fulfill({ response: answer });
  });
  const pdfButton = page.getByRole('button', { name: 'Download PDF' });
  const sheet = download(page, pdfButton, /\/qr-codes\.pdf$/);
  await expect(page.getByRole('progressbar', { name: 'PDF download' })).toBeVisible();
  await expect(page.getByText('Preparing the PDF of every code…')).toBeVisible();
  await expect(pdfButton).toBeDisabled();
  releaseSheet();
  const pdf = await sheet;
  expect(pdf.contentType).toBe('application/pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.name).toBe('Harbour Spice-Main Street-qr-codes.pdf');
  await expect(page.getByRole('progressbar', { name: 'PDF download' })).toBeHidden();
  await page.unroute('**/qr-codes.pdf');

  // The short link leads to the guest menu page (docs/product/screens.md).
  const [customer] = await Promise.all([
    page.waitForEvent('popup'),
    asha.getByRole('link', { name: ashaCode.shortUrl.replace(/^https?:\/\//, '') }).click(),
  ]);
  await customer.waitForURL((url) => url.pathname === ashaCode.menuPath);
  expect(ashaCode.menuPath).toMatch(
    new RegExp(
      `^/${accountId}/restaurant/[0-9a-f-]{36}/store/${branchId}/identity/Asha%20Raman/menu$`,
    ),
  );
  await customer.close();

  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);

  // Delete two at once, by keyboard.
  await page.getByRole('checkbox', { name: 'Select Table 1' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: 'Select Table 2' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Selected' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete 2 QR codes?' });
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 QR CODES DELETED')).toBeVisible();
  await expect(page.getByText('1 QR code in Main Street')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Asha Raman' })).toBeVisible();

  const after = await page.request.get(`${CODES}?branchId=${branchId}`);
  expect(
    ((await after.json()) as { qrCodes: QrCodeAnswer[] }).qrCodes.map((code) => code.identifier),
  ).toEqual(['Asha Raman']);
});
