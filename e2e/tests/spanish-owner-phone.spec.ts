import { expect, test } from '@playwright/test';
import { PASSWORD } from '../support/accounts.ts';

/** A new owner in Spain on a phone: the owner app in Spanish at 390 px. */
test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES', hasTouch: true });

test('after sign-up, a long email address stays inside the verify dialog', async ({ page }) => {
  // No hyphen to break at: the address must still wrap rather than run out of the dialog.
  const email = `lucia.martinez.garcia.${Date.now()}@tabernalalucia.es`;
  await page.goto('/signup');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellidos').fill('Martínez García');
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verifica tu correo electrónico' });
  const text = dialog.locator('#verify-email-text');
  await expect(text).toContainText(email);
  // The dialog's content neither scrolls sideways nor hides the end of the address.
  expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const address = await text.locator('strong').boundingBox();
  const content = await text.boundingBox();
  expect(address!.x + address!.width).toBeLessThanOrEqual(content!.x + content!.width + 1);
});
