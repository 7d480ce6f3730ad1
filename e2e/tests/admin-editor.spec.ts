import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { ensurePlatformAdmin } from '../support/platform-admin.ts';

test('the data editor refuses an owner who is not a platform administrator', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await expect(
    page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'MODIFY SETTINGS' }),
  ).toHaveCount(0);

  await page.goto(`/${accountId}/admin`);
  await expect(page).toHaveURL(/\/unauthorized$/);

  // The API refuses too: a hidden page is not a permission.
  const refused = await page.request.get(
    `/api/v1/admin/users?email=${encodeURIComponent(owner.email)}`,
  );
  expect(refused.status()).toBe(403);
});

test('a platform administrator looks a user up, edits a field with an audit entry and reads a collection', async ({
  page,
  request,
}) => {
  const admin = await ensurePlatformAdmin(request);
  const owner = await createVerifiedOwner(request);
  await signInThroughUi(page, admin.email, admin.password);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'MODIFY SETTINGS' })
    .click();
  await expect(page.getByRole('heading', { name: 'Modify Settings', level: 1 })).toBeVisible();

  const find = page.getByRole('form', { name: 'Find user' });
  await find.getByLabel('Email').fill('nobody-here@example.com');
  await find.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('USER NOT FOUND!')).toBeVisible();

  await find.getByLabel('Email').fill(owner.email);
  await find.getByRole('button', { name: 'Submit' }).click();
  const authPane = page.getByRole('region', { name: 'Auth Record' });
  const userPane = page.getByRole('region', { name: 'User Record' });
  await expect(authPane).toContainText(`"email": "${owner.email}"`);
  await expect(authPane).not.toContainText('password');
  await expect(userPane).toContainText('"idleTimeoutMinutes": 15');

  const editor = page.getByRole('form', { name: 'Edit field' });
  await editor.getByLabel('Key').fill('idleTimeoutMinutes');
  await expect(editor.getByRole('combobox', { name: 'Type' })).toHaveText('number');
  await editor.getByLabel('Value').fill('half an hour');
  await expect(editor.getByText('Value is not a number')).toBeVisible();
  await editor.getByLabel('Value').fill('30');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(userPane).toContainText('"idleTimeoutMinutes": 30');

  const audit = page.getByRole('list', { name: 'Audit log' });
  await expect(audit).toContainText('idleTimeoutMinutes');
  await expect(audit).toContainText(admin.email);
  await expect(audit).toContainText('15 → 30');

  // A key outside the allow-list is refused by the server with a clear message.
  await editor.getByLabel('Key').fill('plan');
  await editor.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'string' }).click();
  await editor.getByLabel('Value').fill('gold');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor.getByText(/unknown or read-only key: plan/i)).toBeVisible();

  await page.getByRole('combobox', { name: 'Collection' }).click();
  await page.getByRole('option', { name: 'accounts' }).click();
  await page.getByRole('button', { name: 'Data' }).click();
  await expect(page.getByRole('region', { name: /^accounts: \d+ records?/ })).toContainText(
    '"idleTimeoutMinutes"',
  );
});
