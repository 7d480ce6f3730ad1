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

test('on a phone, the first name’s message keeps clear of the Last Name field below it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('A');
  const message = page.getByText('First name cannot be less than 2 characters');
  await expect(message).toBeVisible();
  const messageBox = (await message.boundingBox())!;
  // The outlined field's box, which its floating label sits on.
  const lastName = page.locator('.MuiFormControl-root', { has: page.getByLabel('Last Name') });
  const lastNameBox = (await lastName.boundingBox())!;
  const emailField = page.locator('.MuiFormControl-root', { has: page.getByLabel('Email') });
  const serviceField = page.locator('.MuiFormControl-root', {
    has: page.getByRole('combobox', { name: 'Service Name' }),
  });
  // The same space as between the form's other fields (each field's normal margin).
  const usualGap =
    (await emailField.boundingBox())!.y -
    ((await serviceField.boundingBox())!.y + (await serviceField.boundingBox())!.height);
  expect(lastNameBox.y - (messageBox.y + messageBox.height)).toBeGreaterThanOrEqual(usualGap - 4);
});
