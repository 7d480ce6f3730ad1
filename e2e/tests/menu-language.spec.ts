import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi } from '../support/business.ts';

const SHOTS = process.env.SHOTS_DIR;

/**
 * Decision 054, addendum: the owner changes the language a saved menu is written in on OVERVIEW,
 * and TRANSLATIONS then goes from it.
 */
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test(`an owner changes the menu language on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const owner = await createVerifiedOwner(page.request);
    const accountId = await signInThroughUi(page, owner.email, owner.password);
    await createBusinessThroughApi(page.request, 'restaurant', 'Casa Verma');

    await page.goto(`/${accountId}/restaurant?tab=overview`);
    const form = page.getByRole('form', { name: 'Menu language' });
    const language = form.getByLabel('Menu language');
    await expect(language).toHaveValue('en');
    await language.selectOption('es');
    await form.getByRole('button', { name: 'Save Menu Language' }).click();
    await expect(page.getByText('Menu language saved')).toBeVisible();
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/menu-language-${name}.png`, fullPage: true });

    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Menu language' }).getByLabel('Menu language'),
    ).toHaveValue('es');
    await page.goto(`/${accountId}/restaurant?tab=translations`);
    await expect(page.getByText(/The menu is written in Spanish/)).toBeVisible();
  });
}
