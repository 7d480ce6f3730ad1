import { devices, expect, test, type Browser } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demoTable, type QrCode } from '../support/demo.ts';
import { APP_HEADERS, createBusinessThroughApi, ok } from '../support/business.ts';

// A phone that just scanned a code (Pixel 5: 393 x 851, touch).
const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

const BASE = '/api/v1/businesses/restaurant';

/** A phone whose browser asks for `language` first. */
async function guest(browser: Browser, language: string) {
  const context = await browser.newContext({ ...pixel5, locale: language });
  return { context, page: await context.newPage() };
}

test('Accept-Language: hi shows the Hindi menu with lang="hi" and no axe findings', async ({
  browser,
}) => {
  const menuPath = (await demoTable(browser)).menuPath;
  const { context, page } = await guest(browser, 'hi-IN');
  await page.goto(menuPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'मेन्यू की श्रेणियाँ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'जोड़ें' }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  await expectNoSeriousViolations(page);

  // The item sheet and the cart are in Hindi too, once the page runs.
  await page.getByRole('button', { name: 'जोड़ें' }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: /^कार्ट में डालें/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});

test('Accept-Language: ar lays the menu out right to left, with no axe findings', async ({
  browser,
}) => {
  const menuPath = (await demoTable(browser)).menuPath;
  const { context, page } = await guest(browser, 'ar');
  await page.goto(menuPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'أقسام القائمة' })).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' });
  const logo = page.getByRole('img', { name: 'شعار Spice Route Kitchen' });
  const picker = page.getByRole('combobox', { name: 'اللغة' });
  await expect(heading).toBeVisible();
  // Right to left: the logo comes first at the right, the name after it to its left, and the
  // language picker (at the end of its row) at the left.
  const width = page.viewportSize()!.width;
  const headingBox = (await heading.boundingBox())!;
  const logoBox = (await logo.boundingBox())!;
  const pickerBox = (await picker.boundingBox())!;
  expect(logoBox.x).toBeGreaterThan(headingBox.x + headingBox.width - 1);
  expect(logoBox.x + logoBox.width).toBeGreaterThan(width - 40);
  expect(pickerBox.x).toBeLessThan(width / 2);
  await expect(page.getByRole('button', { name: 'أضف' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // The item sheet reads right to left too.
  await page.getByRole('button', { name: 'أضف' }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: /^أضف إلى السلة/ })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});

test('the language picker switches the page and the device remembers it', async ({ browser }) => {
  const menuPath = (await demoTable(browser)).menuPath;
  const { context, page } = await guest(browser, 'en-GB');
  await page.goto(menuPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Añadir' }).first()).toBeVisible();
  // A later visit (the browser still asks for English) reads in the remembered Spanish.
  await page.goto(menuPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Categorías de la carta' })).toBeVisible();
  await context.close();
});

test("an owner's French item name shows to a French guest, the original to a German one", async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const owner = await createVerifiedOwner(ownerContext.request);
  await signInThroughUi(ownerPage, owner.email, owner.password);
  const api = ownerPage.request;
  await createBusinessThroughApi(api, 'restaurant', 'Le Petit Dosa');
  const branch = (await (
    await ok(await api.post(`${BASE}/branches`, { headers: APP_HEADERS, data: { name: 'Quai' } }))
  ).json()) as { id: string };
  await ok(
    await api.post(`${BASE}/menu-items`, {
      headers: APP_HEADERS,
      data: {
        category: 'Entrees',
        name: 'Masala Dosa',
        description: 'Crisp rice crepe with potato masala.',
        priceMinor: 14_900,
      },
    }),
  );
  const qrCode = (await (
    await ok(
      await api.post(`${BASE}/qr-codes`, {
        headers: APP_HEADERS,
        data: { branchId: branch.id, identifier: 'Table 3' },
      }),
    )
  ).json()) as QrCode;
  const { texts } = (await (await ok(await api.get(`${BASE}/menu-translations/fr`))).json()) as {
    texts: { entityKind: string; entityKey: string; field: string; original: string }[];
  };
  const name = texts.find((text) => text.entityKind === 'item' && text.field === 'name')!;
  const category = texts.find((text) => text.entityKind === 'category')!;
  await ok(
    await api.put(`${BASE}/menu-translations/fr`, {
      headers: APP_HEADERS,
      data: {
        translations: [
          { ...name, text: 'Dosa au masala' },
          { ...category, text: 'Plats' },
        ],
      },
    }),
  );
  await ownerContext.close();

  const french = await guest(browser, 'fr-FR');
  await french.page.goto(qrCode.menuPath);
  await expect(
    french.page.getByRole('heading', { level: 3, name: 'Dosa au masala' }),
  ).toBeVisible();
  await expect(french.page.getByRole('heading', { level: 2, name: 'Plats' })).toBeVisible();
  await french.context.close();

  const german = await guest(browser, 'de-DE');
  await german.page.goto(qrCode.menuPath);
  await expect(german.page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(german.page.getByRole('heading', { level: 3, name: 'Masala Dosa' })).toBeVisible();
  await expect(german.page.getByRole('heading', { level: 2, name: 'Entrees' })).toBeVisible();
  await german.context.close();
});

test('an unknown code shows the neutral not-active page (never the marketing 404), in the guest language', async ({
  browser,
}) => {
  const english = await guest(browser, 'en-US');
  const response = await english.page.goto('/q/nosuchcode');
  expect(response?.status()).toBe(404);
  await expect(
    english.page.getByRole('heading', { level: 1, name: 'This QR code is not active' }),
  ).toBeVisible();
  await expect(english.page.getByText(/ask the staff/)).toBeVisible();
  await expect(english.page.getByText('Try Now')).toHaveCount(0);
  await expectNoSeriousViolations(english.page);
  await english.context.close();

  for (const [language, title] of [
    ['hi', 'यह QR कोड सक्रिय नहीं है'],
    ['ar', 'رمز QR هذا غير مفعّل'],
  ] as const) {
    const { context, page } = await guest(browser, language);
    await page.goto('/q/nosuchcode');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoSeriousViolations(page);
    await context.close();
  }
});

test('a tap on Add before the page runs looks pending at once and then opens the item', async ({
  browser,
}) => {
  const menuPath = (await demoTable(browser)).menuPath;
  const { context, page } = await guest(browser, 'en-US');
  // Hold the menu's own code back: the page is server-rendered and tappable, not yet interactive.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/menu-page-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(menuPath);
  const add = page.getByRole('button', { name: /^Add / }).first();
  await add.click();
  await expect(add).toHaveAttribute('data-early-tap', '');
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(add).not.toHaveAttribute('data-early-tap');
  await context.close();
});
