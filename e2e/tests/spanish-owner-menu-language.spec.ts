import { expect, test } from '@playwright/test';
import { PASSWORD, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi } from '../support/business.ts';
import { uniqueEmail, waitForMailLink } from '../support/outbox.ts';

const SHOTS = process.env.SHOTS_DIR;

/**
 * A new owner in Spain (decision 054): signed up in Spanish, their restaurant starts with Spanish
 * categories and TRANSLATIONS translates it into English, not into Spanish.
 */
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`a Spanish owner on a ${name}`, () => {
    test.use({ viewport, locale: 'es-ES', timezoneId: 'Europe/Madrid' });

    test('starts with a Spanish menu and translates it into English', async ({ page }) => {
      const shot = async (label: string) => {
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
      };
      const email = uniqueEmail('lucia');
      await page.goto('/signup');
      await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
      await page.getByLabel('Apellidos').fill('Martínez');
      await page.getByLabel('Correo').fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Repite la contraseña').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Verifica tu correo electrónico' }),
      ).toBeVisible();
      await page.request.get(await waitForMailLink(email));
      const accountId = await signInThroughUi(page, email, PASSWORD, 'es');
      await shot('01-overview');

      await page.goto(`/${accountId}/restaurant`);
      await expect(page.getByRole('button', { name: 'Crear restaurante' })).toBeVisible();
      await expect(page.getByLabel('Zona horaria')).toHaveValue('Europe/Madrid');
      await shot('02-create');

      await createBusinessThroughApi(page.request, 'restaurant', 'Taberna La Lucía');
      await page.goto(`/${accountId}/restaurant?tab=menu`);
      await shot('03-menu');
      await page.getByRole('button', { name: 'Categorías' }).click();
      const categories = page.getByRole('dialog');
      await expect(categories.getByText('Platos principales', { exact: true })).toBeVisible();
      await expect(categories.getByText('Entrees', { exact: true })).toHaveCount(0);
      await shot('03-categories');
      await page.keyboard.press('Escape');

      await page.goto(`/${accountId}/restaurant?tab=translations`);
      await expect(
        page.getByText(
          /La carta está escrita en español: quien la lee en español la ve tal como está escrita\./,
        ),
      ).toBeVisible();
      await page.getByRole('combobox', { name: 'Idioma' }).click();
      await expect(page.getByRole('option', { name: 'English' })).toBeVisible();
      await expect(page.getByRole('option', { name: 'Español' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await shot('04-translations');
    });
  });
}
