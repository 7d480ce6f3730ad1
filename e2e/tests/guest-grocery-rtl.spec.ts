import { devices, expect, test, type Locator } from '@playwright/test';
import { ok } from '../support/business.ts';
import { signedInDemoOwner, type QrCode } from '../support/demo.ts';

// A phone that just scanned the grocery's counter code, in Arabic (right to left).
const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

/** The characters of `locator`'s text in the order they are drawn, left to right. */
function drawnText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const drawn: { char: string; x: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (let index = 0; index < text.data.length; index++) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) drawn.push({ char: text.data[index]!, x: box.x });
      }
    }
    return drawn
      .sort((a, b) => a.x - b.x)
      .map(({ char }) => char)
      .join('');
  });
}

test("ar: a grocery's variants read '500 g', not 'g 500', in the item sheet, the cart and the order", async ({
  browser,
}) => {
  const owner = await signedInDemoOwner(browser);
  const { qrCodes } = (await (
    await ok(await owner.api.get('/api/v1/businesses/grocery/qr-codes'))
  ).json()) as { qrCodes: QrCode[] };
  await owner.context.close();
  const counter = qrCodes.find(
    (code) => code.storeName === 'Main Street' && code.identifier === 'Counter',
  );
  expect(counter, 'the demo seed has the grocery counter').toBeDefined();

  const context = await browser.newContext({ ...pixel5, locale: 'ar' });
  const page = await context.newPage();
  await page.goto(counter!.menuPath);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: 'أضف Tomatoes' }).click();
  const sheet = page.getByRole('dialog', { name: 'Tomatoes' });
  const kilo = page.getByRole('radio', { name: /^1 kg · / });
  await sheet.getByRole('radio', { name: /^1 kg · / }).check();
  // The choice is one line: the weight (right, where the line starts) then the price.
  const label = sheet.locator('label').filter({ has: kilo });
  const weight = label.getByText('1 kg', { exact: true });
  const line = label.locator('span span').first();
  expect(await drawnText(weight)).toBe('1 kg');
  const weightBox = (await weight.boundingBox())!;
  const lineBox = (await line.boundingBox())!;
  expect(lineBox.height, 'one line').toBeLessThan(weightBox.height * 1.5);
  expect(weightBox.x + weightBox.width).toBeCloseTo(lineBox.x + lineBox.width, 0);
  await sheet.getByRole('button', { name: /^أضف إلى السلة/ }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: /عرض السلة/ }).click();
  const cart = page.getByRole('dialog', { name: 'سلتك' });
  expect(await drawnText(cart.getByText('1 kg', { exact: true }))).toBe('1 kg');

  await cart.getByRole('button', { name: 'إتمام الطلب' }).click();
  const checkout = page.getByRole('dialog', { name: 'إتمام الطلب' });
  await checkout.getByLabel('الاسم الأول').fill('Asha');
  await checkout.getByLabel('اسم العائلة').fill('Verma');
  await checkout.getByLabel('رقم الجوال').fill('9876543210');
  await checkout.getByLabel('البريد الإلكتروني').fill('asha@example.com');
  await checkout.getByRole('button', { name: /^أرسل الطلب/ }).click();
  await expect(page).toHaveURL(/\/grocery\/order\/[0-9a-f-]{36}\/order\/details$/);
  const row = page.getByRole('row', { name: /Tomatoes/ });
  expect(await drawnText(row.getByText('1 kg', { exact: true }))).toBe('1 kg');
  await context.close();
});
