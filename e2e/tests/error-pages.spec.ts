import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';

test('an unknown path shows the 404 page, and GOTO HOMEPAGE leads to sign-in without a session', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops!')).toBeVisible();
  await expect(page.getByText('404 - PAGE NOT FOUND.')).toBeVisible();
  await page.getByRole('button', { name: 'GOTO HOMEPAGE' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('the 404 page of a signed-in owner returns to their overview', async ({ page, request }) => {
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await page.goto(`/${accountId}/no-such-page`);
  await expect(page.getByText('404 - PAGE NOT FOUND.')).toBeVisible();
  await page.getByRole('button', { name: 'GOTO HOMEPAGE' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/overview$`));
});

test('the session-expired page has its text and LOGIN BACK', async ({ page }) => {
  await page.goto('/session/expired');
  await expect(page.getByText('Session Expired!', { exact: true })).toBeVisible();
  await expect(page.getByText('Session is Expired!. Please Login back. Thanks.')).toBeVisible();
  await page.getByRole('button', { name: 'LOGIN BACK' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a session that ends while the owner is away leads to the session-expired page', async ({
  page,
  context,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  // The owner leaves the page before the session ends: an open owner page would meet the 401 itself
  // (its live order alerts) and show the expiry there, racing the reload below.
  await page.goto('about:blank');
  await context.clearCookies();
  await page.goto(`/${accountId}/overview`);
  await expect(page).toHaveURL(/\/session\/expired$/);
});

test('on a phone the /unauthorized heading fits its card (it ran off the right edge)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/unauthorized');
  const heading = page.getByRole('heading', { name: 'UnAuthorized', level: 1 });
  await expect(heading).toBeVisible();
  const overflow = await heading.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
