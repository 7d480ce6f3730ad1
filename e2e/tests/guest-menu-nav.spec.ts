import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demoTable, shortPath } from '../support/demo.ts';

// A guest on a 390 px phone.
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
test.use(phone);

async function openDemoMenu(browser: Browser, locale: string) {
  const path = shortPath(await demoTable(browser));
  const context = await browser.newContext({ ...phone, locale });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' })).toBeVisible();
  return { context, page };
}

/**
 * Scrolls the page (as a guest's finger would, not through the bar) to a later category the bar
 * does not show at first, and checks the bar marks it and has scrolled sideways to show it.
 */
async function scrollToALaterCategory(page: Page, barName: string) {
  const bar = page.getByRole('navigation', { name: barName });
  const list = bar.getByRole('list');
  const links = bar.getByRole('link');
  const listBox = (await list.boundingBox())!;
  const count = await links.count();
  const offBar: number[] = [];
  for (let index = 0; index < count; index++) {
    const box = (await links.nth(index).boundingBox())!;
    if (box.x < listBox.x || box.x + box.width > listBox.x + listBox.width) offBar.push(index);
  }
  // Not the last category: the end of the page marks that one by another rule.
  const index = offBar.find((candidate) => candidate < count - 1) ?? offBar[0];
  expect(index, 'a category off the bar at first').toBeDefined();
  const target = links.nth(index!);
  await expect(target).not.toHaveAttribute('aria-current');

  const section = page.locator(`#category-${index! + 1}`);
  await section.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 40),
  );
  await page.mouse.wheel(0, 150);
  await expect(target).toHaveAttribute('aria-current', 'location');
  await expect(bar.locator('[aria-current]')).toHaveCount(1);
  // In the bar's visible part, once its sideways scroll has settled; the page stayed where it was.
  const scrollY = await page.evaluate(() => window.scrollY);
  await expect
    .poll(async () => {
      const box = (await target.boundingBox())!;
      const shown = (await list.boundingBox())!;
      return box.x >= shown.x - 1 && box.x + box.width <= shown.x + shown.width + 1;
    })
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  return target;
}

test('the category bar marks and shows the category scrolled to, in English and Arabic', async ({
  browser,
}) => {
  const english = await openDemoMenu(browser, 'en');
  await scrollToALaterCategory(english.page, 'Menu categories');
  await english.page.screenshot({ path: test.info().outputPath('menu-mid-en.png') });
  await expectNoSeriousViolations(english.page);
  await english.context.close();

  const arabic = await openDemoMenu(browser, 'ar');
  await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await scrollToALaterCategory(arabic.page, 'أقسام القائمة');
  await arabic.page.screenshot({ path: test.info().outputPath('menu-mid-ar.png') });
  await arabic.context.close();
});

test('Skip to cart is the first Tab stop once something is in the cart, and focuses View cart', async ({
  browser,
}) => {
  const { context, page } = await openDemoMenu(browser, 'en');
  await page.getByRole('button', { name: 'Add Dal Makhani' }).click();
  const dish = page.getByRole('dialog', { name: 'Dal Makhani' });
  await dish.getByLabel(/^Regular( \+|$)/).check();
  await dish.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(dish).toBeHidden();

  // The guest comes back to the menu with a keyboard: the saved cart brings the cart code at once.
  await page.reload();
  await expect(page.getByRole('button', { name: /View cart/ })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to cart' });
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.y, 'on the screen when focused').toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('skip-to-cart-focused.png') });
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /View cart/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await context.close();
});
