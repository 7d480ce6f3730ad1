import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

for (const path of ['/signup', '/pricing', '/signin']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the profile page and the logo upload have no serious or critical accessibility violations', async ({
  page,
}) => {
  const accountId = await signInThroughUi(page, 'demo@scanorder.app', 'Demo@1234');
  await page.goto(`/${accountId}/profile`);
  await expect(page.getByLabel('Select File')).toBeAttached();
  await expectNoSeriousViolations(page);

  await page.goto(`/${accountId}/restaurant?tab=logo`);
  await expect(page.getByLabel('Select File')).toBeAttached();
  await expectNoSeriousViolations(page);
});
