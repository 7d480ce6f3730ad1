import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, PASSWORD, signInThroughUi } from '../support/accounts.ts';
import { uniqueEmail, waitForMailLink } from '../support/outbox.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { inviteThroughUi, memberRow } from '../support/team.ts';
import { cutLabels } from '../support/layout.ts';

const MEMBER_PASSWORD = 'Member@123';
/** A 1x1 PNG: the server decodes the content, so the good file must be a real image. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test('an owner invites a member who accepts, signs in by user name, and is signed out when revoked', async ({
  page: ownerPage,
  browser,
  request,
}) => {
  // Three browsers and two emails: longer than the default minute on a busy machine.
  test.slow();
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(ownerPage, owner.email, owner.password);
  await accountNav(ownerPage).getByRole('link', { name: 'USERS' }).click();
  await expect(ownerPage).toHaveURL(`/${accountId}/users`);
  await expect(ownerPage.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  const memberEmail = uniqueEmail('member');
  const userName = await inviteThroughUi(ownerPage, {
    firstName: 'Meena',
    lastName: 'Iyer',
    email: memberEmail,
    role: 'Member',
  });
  await expect(memberRow(ownerPage, 'Meena Iyer')).toContainText('invited');
  await expect(memberRow(ownerPage, 'Meena Iyer')).toContainText(userName);
  // The user name reads whole, on one line: its cell could wrap anywhere ("mona.manage / r").
  const userNameCell = memberRow(ownerPage, 'Meena Iyer').getByRole('cell', {
    name: userName,
    exact: true,
  });
  expect(
    await userNameCell.evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return new Set(Array.from(text.getClientRects(), (line) => Math.round(line.top))).size;
    }),
  ).toBe(1);
  // The "invited" chip's small amber text included.
  await expectNoSeriousViolations(ownerPage);

  // The member accepts from the emailed link in their own browser.
  const memberContext = await browser.newContext();
  const invitePage = await memberContext.newPage();
  const link = await waitForMailLink(memberEmail, { subject: /invited you/ });
  expect(link).toContain(`/${accountId}/users/invite?token=`);
  await invitePage.goto(link);
  await expect(invitePage.getByText(/Asha Verma invited you, Meena Iyer/)).toBeVisible();
  await expect(invitePage.getByText(userName, { exact: true })).toBeVisible();
  await invitePage.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await invitePage.getByLabel('Reenter Password').fill('Member@124');
  await expect(invitePage.getByText('Passwords not Matched!')).toBeVisible();
  await invitePage.getByLabel('Reenter Password').fill(MEMBER_PASSWORD);
  await invitePage.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(invitePage).toHaveURL(new RegExp(`/${accountId}/overview\\?memberId=`));
  await memberContext.close();

  // Signing in by user name on a fresh browser.
  const signInContext = await browser.newContext();
  const memberPage = await signInContext.newPage();
  await signInThroughUi(memberPage, userName, MEMBER_PASSWORD);
  await expect(memberPage).toHaveURL(new RegExp(`/${accountId}/overview\\?memberId=`));
  await expect(accountNav(memberPage).getByRole('link', { name: 'OVERVIEW' })).toBeVisible();
  await expect(accountNav(memberPage).getByRole('link', { name: 'PROFILE' })).toBeVisible();
  await expect(accountNav(memberPage).getByRole('link', { name: 'USERS' })).toHaveCount(0);
  await memberPage.goto(`/${accountId}/users`);
  await expect(memberPage).toHaveURL(/\/unauthorized$/);
  await memberPage.goBack();
  await expect(memberPage).toHaveURL(/\/overview\?memberId=/);

  // The owner revokes; the member's open page is signed out on its next request.
  await ownerPage.reload();
  await expect(memberRow(ownerPage, 'Meena Iyer')).toContainText('active');
  await memberRow(ownerPage, 'Meena Iyer').getByRole('button', { name: 'Revoke' }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Revoke Access' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(memberRow(ownerPage, 'Meena Iyer')).toContainText('revoked');

  await accountNav(memberPage).getByRole('link', { name: 'PROFILE' }).click();
  await expect(memberPage).toHaveURL(/\/session\/expired$/);
  await memberPage.getByRole('button', { name: 'LOGIN BACK' }).click();
  await memberPage.getByLabel('Email or User Name').fill(userName);
  await memberPage.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await memberPage.getByRole('button', { name: 'Log In' }).click();
  await expect(memberPage.getByText(/member is revoked access!/i)).toBeVisible();
  await signInContext.close();
});

test('the profile picture refuses a too-large file and shows a good one in the avatar', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  await signInThroughUi(page, owner.email, owner.password);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'PROFILE' })
    .click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const picker = page.getByLabel('Select File');

  await picker.setInputFiles({
    name: 'too-big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(1_000_001, 1),
  });
  await expect(page.getByText(/file size is too large!/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('PROFILE PICTURE UPDATED SUCCESSFULLY!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\/uploads\/.+\.webp$/,
  );
  const src = await page.getByRole('img', { name: 'Current profile picture' }).getAttribute('src');
  expect((await request.get(src!)).headers()['content-type']).toBe('image/webp');

  await page.getByRole('button', { name: 'Remove Picture' }).click();
  await expect(page.getByText('PROFILE PICTURE REMOVED SUCCESSFULLY!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveCount(0);
});

test('an owner updates the profile, then changes the password and signs in with the new one', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await page.goto(`/${accountId}/profile`);

  const info = page.getByRole('form', { name: 'Update Profile Info' });
  await info.getByLabel('Mobile Number').fill('12');
  await expect(info.getByText('Please enter valid Mobile no')).toBeVisible();
  await info.getByLabel('Country Code').fill('+91');
  await info.getByLabel('Mobile Number').fill('9876543210');
  await info.getByLabel('First Name').fill('Ashwini');
  await info.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('PROFILE UPDATED SUCCESSFULLY!')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Ashwini Verma');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Back to overview' }).click();
  await expect(page).toHaveURL(`/${accountId}/overview`);
  await page.goto(`/${accountId}/profile`);

  const password = page.getByRole('form', { name: 'Update Password' });
  await password.getByLabel('Email').fill(owner.email);
  await password.getByLabel('Old Password').fill(PASSWORD);
  await password.getByLabel('New Password').fill('Newer@1234');
  await password.getByLabel('Confirm Password').fill('Newer@1235');
  await expect(password.getByText('Passwords must match')).toBeVisible();
  await password.getByLabel('Confirm Password').fill('Newer@1234');
  await password.getByRole('button', { name: 'Update Password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'You will be logged out!. Please log back using new password.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await page.goto(`/${accountId}/profile`);
  await expect(page).toHaveURL(/\/(unauthorized|session\/expired)$/);
  await signInThroughUi(page, owner.email, 'Newer@1234');
});

test('at 390 px in Spanish every profile field shows its whole label', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'App language: Español' }).click();
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${accountId}/profile`);
  const mobile = page.getByLabel('Número de móvil');
  await expect(mobile).toBeVisible();
  // Side by side with the dialling code, the mobile number's read "Número de m…".
  expect(await cutLabels(page.locator('main label'))).toEqual([]);
});
