import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { APP_HEADERS, createBusinessThroughApi, ok } from '../support/business.ts';

const BASE = '/api/v1/businesses/restaurant';
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

interface QrCode {
  id: string;
  identifier: string;
  shortUrl: string;
  menuPath: string;
}

/** The text a PDF reader finds in a PDF, every page. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return pages.join('\n');
}

/** A restaurant with one branch, `count` table codes and one dish; the owner is signed in. */
async function restaurantWithTables(page: Page, count: number) {
  const owner = await createVerifiedOwner(page.context().request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Harbour Spice');
  const branch = (await (
    await ok(
      await page.request.post(`${BASE}/branches`, {
        headers: APP_HEADERS,
        data: { name: 'Main Street' },
      }),
    )
  ).json()) as { id: string };
  const codes: QrCode[] = [];
  for (let number = 1; number <= count; number++) {
    const response = await ok(
      await page.request.post(`${BASE}/qr-codes`, {
        headers: APP_HEADERS,
        data: { branchId: branch.id, identifier: `Table ${number}` },
      }),
    );
    codes.push((await response.json()) as QrCode);
  }
  return { accountId, codes };
}

/**
 * A photo as a phone takes it: a noisy 5 MB JPEG of 2600 x 1950 pixels stored sideways (EXIF
 * orientation 6), with the camera's make and a GPS position.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 2600;
  const height = 1950;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[index] = (seed >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 96 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test('an owner prints branded table tents and finds the business name and Table 7 in the PDF', async ({
  page,
}) => {
  const { accountId } = await restaurantWithTables(page, 8);
  await page.goto(`/${accountId}/restaurant?tab=qr-codes`);
  await expect(page.getByText('8 QR codes in Main Street')).toBeVisible();

  await page.getByRole('button', { name: 'Print Tents & Stickers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print QR codes' });
  await expect(dialog.getByRole('radio', { name: /Every code of Main Street/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Table tents, 2 a page/ }).check();
  await dialog.getByRole('radio', { name: /^A4/ }).check();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/print-dialog-desktop.png` });

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('Harbour Spice-tent-a4.pdf');
  const bytes = await fs.readFile(await file.path());
  const text = await pdfText(bytes);
  expect(text).toContain('Harbour Spice');
  expect(text).toContain('Table 7');
  expect(text).toContain('Scan to order');
  await expect(dialog).toBeHidden();
});

test('a labelled PNG of one code downloads from its preview, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accountId } = await restaurantWithTables(page, 1);
  await page.goto(`/${accountId}/restaurant?tab=qr-codes`);
  await page.getByRole('button', { name: 'Show the QR code of Table 1 larger' }).click();
  const preview = page.getByRole('dialog', { name: 'QR code of Table 1' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: 'Download labelled PNG of Table 1' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('Main Street-Table 1-label.png');
  const metadata = await sharp(await fs.readFile(await file.path())).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 900, 1200]);
  await preview.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Print Tents & Stickers' }).click();
  await expect(page.getByRole('dialog', { name: 'Print QR codes' })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/print-dialog-phone.png` });
});

test('a 5 MB phone photo uploads as the dish photo and guests see it upright, resized, without EXIF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { accountId, codes } = await restaurantWithTables(page, 1);
  await ok(
    await page.request.post(`${BASE}/menu-items`, {
      headers: APP_HEADERS,
      data: {
        category: 'Entrees',
        name: 'Masala Dosa',
        description: 'Crisp rice crepe with potato masala.',
        priceMinor: 14_900,
      },
    }),
  );
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(5_000_000);

  await page.goto(`/${accountId}/restaurant?tab=menu`);
  await page.getByRole('button', { name: 'Edit Masala Dosa' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Masala Dosa' });
  await editor
    .getByLabel('Select File')
    .setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: photo });
  await expect(editor.getByText('File Size is too Large!')).toHaveCount(0);
  const [upload] = await Promise.all([
    page.waitForResponse((answer) => /\/menu-items\/[^/]+\/image$/.test(answer.url())),
    editor.getByRole('button', { name: 'Save Item' }).click(),
  ]);
  expect(upload.status(), await upload.text()).toBe(200);

  await page.goto(codes[0]!.menuPath);
  const image = page.locator('img[src*="/uploads/"]').first();
  await expect(image).toBeVisible();
  const stored = await ok(await page.request.get((await image.getAttribute('src'))!));
  const metadata = await sharp(await stored.body()).metadata();
  expect(metadata.format).toBe('webp');
  // Upright (portrait, as the phone was held) and no larger than 800 pixels.
  expect([metadata.width, metadata.height]).toEqual([600, 800]);
  expect(metadata.exif).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
});
