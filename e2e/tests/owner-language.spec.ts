import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';

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
  // Two sign-ins, in two browser contexts.
  test.setTimeout(120_000);
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
