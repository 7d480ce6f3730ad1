import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMailLink } from '../support/outbox.ts';
import { PASSWORD, signInThroughUi } from '../support/accounts.ts';

test('an owner signs up, verifies from the outbox, signs in, sees the chosen service and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();

  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByRole('combobox', { name: 'Service Name' }).click();
  await page.getByRole('option', { name: 'Grocery' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Reenter Password').fill('Different@123');
  await expect(page.getByText('Passwords not Matched!')).toBeVisible();
  await page.getByLabel('Reenter Password').fill(PASSWORD);
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await expect(create).toBeEnabled();
  await create.click();

  const modal = page.getByRole('dialog');
  await expect(modal).toContainText(/verif/i);
  await modal
    .getByRole('button', { name: /close|ok/i })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  // Signing in before verifying is refused with the spec's message.
  await page.getByLabel('Email or User Name').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(
    page
      .getByText('Email is not verified for the User.', { exact: false })
      .or(page.getByText('EMAIL IS NOT VERIFIED FOR THE USER.')),
  ).toBeVisible();

  await page.goto(await waitForMailLink(email));
  await expect(page).toHaveURL(/\/signin\?verified=1/);

  const accountId = await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Grocery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restaurant' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Select' })).toBeEnabled();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Do you want to Logout?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await page.goto(`/${accountId}/overview`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(
    page.getByText(
      'UnAuthorized! Your are not authorized to view this page. Kindly login to access this page. Thanks.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'GOTO HOMEPAGE' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('an owner with a live session who opens /signin goes straight to the overview', async ({
  page,
}) => {
  await signInThroughUi(page, 'demo@scanorder.app', 'Demo@1234');
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/overview/);
  await expect(page.getByRole('heading', { name: 'Restaurant' })).toBeVisible();
});
