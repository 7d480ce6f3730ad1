import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi } from '../support/business.ts';
import { cutLabels } from '../support/layout.ts';

const SPANISH_CHUNK = /\/assets\/es-[\w-]+\.js$/;
const spanishFetched = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => /\/assets\/es-[\w-]+\.js$/.test(entry.name));

test('the Spanish catalogue loads only for a Spanish owner, before the app shows any text in it', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  await signInThroughUi(page, owner.email, owner.password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // An English owner's app never asks for the Spanish catalogue.
  expect(await page.evaluate(spanishFetched)).toBe(false);

  const spanishChunk = page.waitForResponse((response) => SPANISH_CHUNK.test(response.url()));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'App language: Español' }).click();
  await spanishChunk;
  // The menu closes once the language is in, and focus goes back to the avatar button.
  const accountMenu = page.getByRole('button', { name: 'Menú de la cuenta' });
  await expect(accountMenu).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await accountMenu.press('Enter');
  await expect(
    page.getByRole('menuitem', { name: 'Idioma de la aplicación: English' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // On a reload the first render already reads Spanish: the English label never shows.
  await page.addInitScript(() => {
    const seen = window as Window & { sawEnglish?: boolean };
    seen.sawEnglish = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Account menu"]')) seen.sawEnglish = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible();
  expect(await page.evaluate(spanishFetched)).toBe(true);
  expect(await page.evaluate(() => (window as Window & { sawEnglish?: boolean }).sawEnglish)).toBe(
    false,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test("the language chosen in the avatar menu is the account's: a fresh browser signing in opens in it", async ({
  browser,
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  await signInThroughUi(page, owner.email, owner.password);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/profile/language') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'App language: Español' }).click();
  expect((await saved).status()).toBe(200);

  // Another device: nothing remembered, an English browser.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  const fresh = await phone.newPage();
  await signInThroughUi(fresh, owner.email, owner.password);
  await expect(fresh.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'es');
  expect(await fresh.evaluate(() => localStorage.getItem('scanorder.owner-language'))).toBe('es');
  await phone.close();
});

test('signing in on a 320 px phone in Spanish: the header, the fields and the links show every word', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 320, height: 800 },
    locale: 'es-ES',
  });
  const page = await phone.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  // No label cut with an ellipsis ("Correo electrónico o nombre de u…").
  expect(await cutLabels(page.locator('main label'))).toEqual([]);
  // The header's trial button keeps its words on one line, inside the bar.
  const tryNow = page.getByRole('link', { name: 'Pruébalo ahora' });
  const bar = await page.getByRole('banner').boundingBox();
  const button = await tryNow.boundingBox();
  expect(button!.height).toBeLessThan(40);
  expect(button!.y).toBeGreaterThan(bar!.y);
  expect(button!.x + button!.width).toBeLessThanOrEqual(320);
  const menu = await page.getByRole('button', { name: 'Abrir menú' }).boundingBox();
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(320);
  // The links under the form wrap to the form's left edge, not indented (or share one line).
  const signUp = await page.getByRole('link', { name: 'Registrarse' }).boundingBox();
  const forgot = await page.getByRole('link', { name: '¿Olvidaste la contraseña?' }).boundingBox();
  expect(forgot!.x === signUp!.x || forgot!.y === signUp!.y).toBe(true);
  await phone.close();
});

test("every tab of a Spanish owner's restaurant at 320 px: nothing runs past the screen, no field's name is cut", async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Casa Lucía');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'App language: Español' }).click();
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 720 });
  const tabs =
    'overview logo menu translations hours pickup-delivery order-settings status qr-codes orders reports service-settings';
  const found: Record<string, { wide: number; cut: (string | null)[] }> = {};
  for (const tab of tabs.split(' ')) {
    await page.goto(`/${accountId}/restaurant?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Cargando/ })).toHaveCount(0);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    // TRANSLATIONS names each field by its English text, shown whole above the field.
    const cut = tab === 'translations' ? [] : await cutLabels(page.locator('main label'));
    if (wide > 320 || cut.length) found[tab] = { wide, cut };
  }
  // Before: ORDERS 362 px wide (its four filters), and "Tiempo de preparación en el local
  // (minut…" and "Nueva propina …" cut.
  expect(found).toEqual({});
});
