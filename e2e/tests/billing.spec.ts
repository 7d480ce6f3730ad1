import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { APP_HEADERS, createBusinessThroughApi } from '../support/business.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

const PAUSED_NOTE = 'Your subscription is paused. Please resume to update the plan.';
const DEFAULT_NOTE = 'Please select the subscription plan to update.';
const DOWNGRADE_TITLE =
  'Downgrading Subscriptions requires deletion of below mentioned entities and members meet the selected subscription.';

// A visitor in India: the first currency preference follows the device's time zone (issue 21).
test.use({ timezoneId: 'Asia/Kolkata' });

const actions = (page: Page) => page.getByRole('group', { name: 'Subscription actions' });
const action = (page: Page, name: string) =>
  actions(page).getByRole('button', { name, exact: true });
const note = (page: Page) => page.getByTestId('subscription-note');
const detail = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'Subscription Details' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

test('a trial owner subscribes, pauses, cancels, downgrades and onboards for payouts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await createBusinessThroughApi(page.request, 'restaurant', 'Verma Kitchen');
  for (const name of ['Main Street', 'Lake View']) {
    const response = await page.request.post('/api/v1/businesses/restaurant/branches', {
      headers: APP_HEADERS,
      data: { name },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  // PRICING: Get Started with Company (monthly) opens SUBSCRIPTIONS with Company chosen.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'PRICING' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/pricing$`));
  await page.getByRole('button', { name: 'Get Started with Company' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/subscriptions$`));
  await expect(page.getByRole('button', { name: 'Select Company' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(detail(page, 'Status')).toHaveText('In Active');
  await expect(detail(page, 'Trial')).toHaveText('Started');
  await expect(note(page)).toHaveText(DEFAULT_NOTE);
  for (const name of ['UPDATE PLAN', 'Update Payment', 'Pause', 'Cancel'])
    await expect(action(page, name)).toBeDisabled();

  // SUBSCRIBE: the TEST MODE checkout needs no card.
  await action(page, 'SUBSCRIBE').click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(checkout.getByText('Subscribe to Company')).toBeVisible();
  await checkout.getByRole('button', { name: 'Complete Test Payment' }).click();
  await expect(checkout.getByText('Payment is Completed Successfully!.')).toBeVisible();
  await expect(checkout.getByText(new RegExp(owner.email))).toBeVisible();
  await expect(page).toHaveURL(/\?session_id=cs_local_\w+&priceId=company-month-INR$/);
  await checkout.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/subscriptions$`));
  await expect(detail(page, 'Status')).toHaveText('Active');
  await expect(detail(page, 'Plan')).toHaveText('Company');
  await expect(detail(page, 'Billing Interval')).toHaveText('Monthly');
  await expect(
    page.getByRole('article', { name: 'Company' }).getByText('Current plan'),
  ).toBeVisible();
  await expect(action(page, 'MANAGE BILLING')).toBeEnabled();
  await expectNoSeriousViolations(page);

  // Pause: the red note; UPDATE PLAN and Update Payment are disabled.
  await action(page, 'Pause').click();
  await expect(note(page)).toHaveText(PAUSED_NOTE);
  await expect(detail(page, 'Payment Collection')).toHaveText('Paused');
  await page.getByRole('button', { name: 'Select Enterprise' }).click();
  await expect(action(page, 'UPDATE PLAN')).toBeDisabled();
  await expect(action(page, 'Update Payment')).toBeDisabled();
  await expect(action(page, 'Cancel')).toBeEnabled();

  // Resume.
  await action(page, 'Resume').click();
  await expect(note(page)).toHaveText(DEFAULT_NOTE);
  await expect(action(page, 'UPDATE PLAN')).toBeEnabled();
  await expect(action(page, 'Pause')).toBeEnabled();

  // Cancel: the note names the last day; Pause is disabled too.
  await action(page, 'Cancel').click();
  const lastDay = (await detail(page, 'Ends On').textContent()) ?? '';
  expect(lastDay).not.toBe('');
  await expect(note(page)).toHaveText(
    `Your subscription is cancelled. You can use it, till end of the current subscription - ${lastDay}`,
  );
  for (const name of ['UPDATE PLAN', 'Update Payment', 'Pause'])
    await expect(action(page, name)).toBeDisabled();

  // Activate.
  await action(page, 'Activate').click();
  await expect(note(page)).toHaveText(DEFAULT_NOTE);
  await expect(action(page, 'Cancel')).toBeEnabled();

  // Starter Kit allows one branch: the dialog lists the two and the counts.
  await page.getByRole('button', { name: 'Select Starter Kit' }).click();
  await action(page, 'UPDATE PLAN').click();
  const downgrade = page.getByRole('dialog', { name: DOWNGRADE_TITLE });
  const restaurants = downgrade.getByRole('list', { name: 'Restaurant Entities (2)' });
  await expect(restaurants.getByRole('listitem')).toHaveText(['Main Street', 'Lake View']);
  await expect(downgrade.getByRole('heading', { name: 'Grocery Entities (0)' })).toBeVisible();
  await expect(downgrade.getByRole('heading', { name: 'Members (0)' })).toBeVisible();
  const entities = downgrade
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Entities/ }) });
  await expect(entities.getByRole('cell')).toHaveText(['1', '2']);
  await downgrade.getByRole('button', { name: 'OK' }).click();
  await expect(detail(page, 'Plan')).toHaveText('Company');

  // Delete a branch on the restaurant's SERVICE SETTINGS, then the downgrade goes through.
  await page.goto(`/${accountId}/restaurant?tab=service-settings`);
  await page.getByRole('button', { name: 'Delete Lake View' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Delete Lake View' })).toHaveCount(0);
  await page.goto(`/${accountId}/subscriptions`);
  await page.getByRole('button', { name: 'Select Starter Kit' }).click();
  await action(page, 'UPDATE PLAN').click();
  await expect(page.getByText('SUBSCRIPTION PLAN UPDATED TO STARTER KIT')).toBeVisible();
  await expect(detail(page, 'Plan')).toHaveText('Starter Kit');
  // The table shows what the server enforces: the trial's Enterprise limits until the trial ends.
  await expect(detail(page, 'Branches Allowed')).toHaveText('25');

  // MANAGE BILLING leads to the built-in billing portal.
  await action(page, 'MANAGE BILLING').click();
  const manage = page.getByRole('dialog', { name: 'Manage Billing' });
  await manage.getByRole('button', { name: 'Open Billing Portal' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/billing/portal$`));
  await expect(page.getByRole('heading', { name: 'Billing Portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Subscriptions' }).click();

  // Payout onboarding: start, the in-app TEST MODE form, then the completion page.
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await payouts.getByLabel('Country').selectOption('IN');
  await payouts.getByLabel('Business Description').fill('North Indian thalis and street food.');
  await payouts.getByRole('button', { name: 'Start Onboarding' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${accountId}/payment/onboarding/local\\?account=acct_local_\\w+$`),
  );
  await page.getByLabel('Business Name').fill('Verma Kitchen');
  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/payment/onboarding/complete$`));
  await expect(page.getByText('Payment Onboarding is completed.')).toBeVisible();
  const info = page.getByRole('table', { name: 'Connected account information' });
  await expect(info).toContainText('Verma Kitchen');
  await expect(info).toContainText('North Indian thalis and street food.');

  // Back on SUBSCRIPTIONS the connected account shows, and can be deleted.
  await page.getByRole('link', { name: 'Back to Subscriptions' }).click();
  await expect(payouts.getByText('Payment Onboarding is completed.')).toBeVisible();
  await payouts.getByRole('button', { name: 'Delete Connected Account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Connected Account' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(payouts.getByRole('button', { name: 'Start Onboarding' })).toBeVisible();
});

test('arriving on the overview with a session_id opens SUBSCRIPTIONS and its checkout', async ({
  page,
}) => {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await page.goto(`/${accountId}/overview?session_id=cs_unknown&priceId=company-month-INR`);
  await expect(page).toHaveURL(
    new RegExp(`/${accountId}/subscriptions\\?session_id=cs_unknown&priceId=company-month-INR$`),
  );
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('Payment is Errored out!.')).toBeVisible();
  await expect(checkout.getByText('Please contact Support team further details.')).toBeVisible();
  await checkout.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/subscriptions$`));
});

test('SUBSCRIPTIONS fits a 360 px phone and works by keyboard', async ({ page }) => {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/${accountId}/subscriptions`);
  const company = page.getByRole('button', { name: 'Select Company' });
  await company.focus();
  await page.keyboard.press('Enter');
  await expect(company).toHaveAttribute('aria-pressed', 'true');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await action(page, 'SUBSCRIBE').focus();
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('Subscribe to Company')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(checkout).toBeHidden();
  await expect(action(page, 'SUBSCRIBE')).toBeEnabled();
});
