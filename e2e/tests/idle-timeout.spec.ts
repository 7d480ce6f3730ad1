import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';

/**
 * The idle time is 15 minutes (5 at the least), so these tests move the page's clock instead of
 * waiting: `page.clock.install()` before the app loads makes every timer it sets a fake one.
 */
async function signInWithFakeClock(page: Page, request: Parameters<typeof createVerifiedOwner>[0]) {
  await page.clock.install();
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  // The idle timer starts once the signed-in page has rendered; moving the clock before would miss it.
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  return { owner, accountId };
}

const idleModal = (page: Page) => page.getByRole('dialog', { name: 'Session Timeout' });

test('after 15 idle minutes the Session Timeout modal counts down; Continue keeps the session', async ({
  page,
  request,
}) => {
  const { accountId } = await signInWithFakeClock(page, request);
  await page.clock.fastForward('14:00');
  await expect(idleModal(page)).toHaveCount(0);
  await page.clock.fastForward('01:05');
  await expect(idleModal(page)).toBeVisible();
  await expect(idleModal(page).getByRole('timer')).toContainText(/logged out in \d+ seconds/);

  await idleModal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(idleModal(page)).toHaveCount(0);
  await page.clock.fastForward('02:00');
  await expect(idleModal(page)).toHaveCount(0);
  await expect(page).toHaveURL(`/${accountId}/overview`);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
});

test('the end of the countdown signs out and says the session expired', async ({
  page,
  request,
}) => {
  const { accountId } = await signInWithFakeClock(page, request);
  await page.clock.fastForward('15:01');
  await expect(idleModal(page)).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/session\/expired$/);
  await expect(page.getByRole('heading', { name: 'Session Expired!' })).toBeVisible();

  // The server session is gone too.
  await page.goto(`/${accountId}/overview`);
  await expect(page).toHaveURL(/\/(unauthorized|session\/expired)$/);
});

test('Logout in the modal signs out and opens the sign-in view', async ({ page, request }) => {
  const { accountId } = await signInWithFakeClock(page, request);
  await page.clock.fastForward('15:01');
  await idleModal(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  const me = await page.request.get('/api/v1/me');
  expect(me.status()).toBe(401);
  await page.goto(`/${accountId}/overview`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('hiding the tab signs out', async ({ page, request }) => {
  const { accountId } = await signInWithFakeClock(page, request);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page).toHaveURL(/\/session\/expired$/);
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
  await page.goto(`/${accountId}/overview`);
  await expect(page).toHaveURL(/\/(unauthorized|session\/expired)$/);
});
