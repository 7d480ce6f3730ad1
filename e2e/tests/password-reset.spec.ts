import { expect, test } from '@playwright/test';
import { waitForMailLink } from '../support/outbox.ts';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';

test('an owner resets a forgotten password from the emailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  // Until the reset view is in, "Email" also matches sign-in's "Email or User Name": typing then
  // filled the sign-in form and the reset form was sent empty.
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Please check your inbox for a link to reset your password.' }),
  ).toBeVisible();

  await page.goto(await waitForMailLink(owner.email, { subject: /reset/i }));
  await expect(page).toHaveURL(/\/reset\/new-password\?token=/);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(
    page.getByText(
      'Password must contain at least 6 characters, one uppercase, one number and one special case character',
    ),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Fresh@4567');
  await page.getByLabel('Reenter Password').fill('Fresh@4567');
  await page.getByRole('button', { name: /reset password|save|update/i }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await page.getByLabel('Email or User Name').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(/incorrect password/i)).toBeVisible();

  await signInThroughUi(page, owner.email, 'Fresh@4567');
});
