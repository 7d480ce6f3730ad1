import { devices, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demoTable } from '../support/demo.ts';

// Issue 22: "0 serious/critical axe findings on every customer page in every language". The menu
// and item sheet are checked in guest-languages.spec.ts; this walks the rest of an order (cart,
// checkout, order page) in Hindi and in Arabic (right to left) on a phone.
const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

/** The words a guest taps, as the Hindi and Arabic catalogues say them. */
const LANGUAGES = [
  {
    locale: 'hi-IN',
    lang: 'hi',
    dir: 'ltr',
    addToCart: 'कार्ट में डालें',
    viewCart: 'कार्ट देखें',
    yourCart: 'आपका कार्ट',
    checkout: 'चेकआउट',
    firstName: 'पहला नाम',
    placeOrder: 'ऑर्डर करें',
    orderPlaced: 'ऑर्डर मिला',
  },
  {
    locale: 'ar',
    lang: 'ar',
    dir: 'rtl',
    addToCart: 'أضف إلى السلة',
    viewCart: 'عرض السلة',
    yourCart: 'سلتك',
    checkout: 'إتمام الطلب',
    firstName: 'الاسم الأول',
    placeOrder: 'أرسل الطلب',
    orderPlaced: 'تم استلام الطلب',
  },
] as const;

for (const words of LANGUAGES) {
  test(`${words.lang}: cart, checkout and the order page read in the guest's language with no axe findings`, async ({
    browser,
  }) => {
    const menuPath = (await demoTable(browser)).menuPath;
    const context = await browser.newContext({ ...pixel5, locale: words.locale });
    const page = await context.newPage();
    await page.goto(menuPath);
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir);

    // Onion Pakoda has optional dips only, so it goes to the cart as it is.
    await page.getByRole('button', { name: /Onion Pakoda/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Onion Pakoda' });
    await sheet.getByRole('button', { name: new RegExp(`^${words.addToCart}`) }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: new RegExp(words.viewCart) }).click();
    const cart = page.getByRole('dialog', { name: words.yourCart });
    await expect(cart.getByText('Onion Pakoda', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    await cart.getByRole('button', { name: words.checkout }).click();
    const checkout = page.getByRole('dialog', { name: words.checkout });
    await checkout.getByLabel(words.firstName).fill('Asha');
    await expectNoSeriousViolations(page);

    await checkout.getByRole('button', { name: new RegExp(`^${words.placeOrder}`) }).click();
    await expect(page).toHaveURL(/\/restaurant\/order\/[0-9a-f-]{36}\/order\/details$/);
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
    await expect(page.getByText(words.orderPlaced).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await context.close();
  });
}

test('fr: the pickup day and time boxes show their whole text on a phone', async ({ browser }) => {
  const menuPath = (await demoTable(browser)).menuPath;
  const context = await browser.newContext({ ...pixel5, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(menuPath);
  await page.getByRole('button', { name: /Onion Pakoda/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Onion Pakoda' });
  await sheet.getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: /Voir le panier/ }).click();
  await page
    .getByRole('dialog', { name: 'Votre panier' })
    .getByRole('button', { name: 'Commander' })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Commander' });
  await checkout.getByRole('radio', { name: /Programmer un retrait/ }).check();
  const time = checkout.getByLabel('Heure de retrait');
  await expect(time.locator('option:not([value=""])').first()).toBeAttached();
  await expect(time.locator('option[value=""]')).toHaveText('Choisissez une heure');
  // The chosen option's text fits inside the box, beside the box's padding and its arrow: at two
  // boxes to a row on a phone, "Choisissez une heure" was cut to "Choisissez une he".
  for (const box of [checkout.getByLabel('Jour de retrait'), time]) {
    const { text, room } = await box.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const arrow = 24;
      return {
        text: context.measureText(select.selectedOptions[0]?.text ?? '').width,
        room:
          select.clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          arrow,
      };
    });
    expect(text, await box.evaluate((select: HTMLSelectElement) => select.id)).toBeLessThanOrEqual(
      room,
    );
  }
  await context.close();
});
