import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { signInThroughUi } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { ok, APP_HEADERS } from '../support/business.ts';
import { uniqueEmail, waitForMailLink } from '../support/outbox.ts';

const BASE = '/api/v1/businesses/restaurant';
const MEMBER_PASSWORD = 'Member@123';

interface Group {
  id: string;
  min: number;
  options: { id: string }[];
}
interface MenuItem {
  id: string;
  name: string;
  availability: string;
  selectors: Group[];
  modifiers: Group[];
  incrementors: Group[];
}

/**
 * A customer's scheduled pickup at the demo restaurant's Main Street (scheduled, so the test does
 * not depend on the restaurant being open now): the its Butter Chicken with the required options.
 */
async function placeDemoOrder(api: APIRequestContext, accountId: string) {
  const business = (await (await ok(await api.get(BASE))).json()) as { id: string };
  const { branches } = (await (await ok(await api.get(`${BASE}/branches`))).json()) as {
    branches: { id: string; name: string }[];
  };
  const branch = branches.find((entry) => entry.name === 'Main Street')!;
  const menuPath = `/api/v1/public/menus/${accountId}/restaurant/${business.id}/branches/${branch.id}`;
  const menu = (await (await ok(await api.get(`${menuPath}?identifier=Table%201`))).json()) as {
    categories: { items: MenuItem[] }[];
    fulfilment: { pickup: { slotDates: string[] } };
  };
  // The dish the customer-ordering test orders on a scheduled pickup too.
  const item = menu.categories
    .flatMap((category) => category.items)
    .find((entry) => entry.name === 'Butter Chicken' && entry.availability === 'Available')!;
  const slots: { startsAt: string; remaining: number | null }[] = [];
  for (const date of menu.fulfilment.pickup.slotDates) {
    const answer = (await (
      await ok(await api.get(`${menuPath}/pickup-slots?date=${date}`))
    ).json()) as { slots: typeof slots };
    slots.push(...answer.slots.filter((slot) => slot.remaining !== 0));
    if (slots.length > 0) break;
  }
  expect(slots.length, 'the demo restaurant has a free pickup slot').toBeGreaterThan(0);
  const options = [...item.selectors, ...item.modifiers, ...item.incrementors].flatMap((group) =>
    group.options.slice(0, group.min).map((option) => ({
      groupId: group.id,
      optionId: option.id,
      count: 1,
    })),
  );
  await ok(
    await api.post('/api/v1/public/orders', {
      headers: APP_HEADERS,
      data: {
        accountId,
        kind: 'restaurant',
        businessId: business.id,
        branchId: branch.id,
        identifier: 'Table 1',
        fulfilment: { type: 'pickup', slot: slots[0]!.startsAt },
        customer: {
          firstName: 'Asha',
          lastName: 'Raman',
          mobileNo: '919876543210',
          emailAddress: 'asha@example.com',
        },
        lines: [{ menuItemId: item.id, quantity: 2, options, variantId: null, instruction: '' }],
        tipPercentage: 0,
        idempotencyKey: randomUUID(),
      },
    }),
  );
  return { itemName: item.name, branchName: branch.name };
}

test('the demo owner reads REPORTS for the last 7 days of one branch, opens a table view and downloads a CSV; a member cannot open it', async ({
  page,
  browser,
}) => {
  test.slow();
  const accountId = await signInThroughUi(page, 'demo@scanorder.app', 'Demo@1234');
  const { itemName, branchName } = await placeDemoOrder(page.request, accountId);

  await page.goto(`/${accountId}/restaurant?tab=reports`);
  // REPORTS is in the Service group, beside ORDERS.
  const tabs = page.getByRole('tablist', { name: 'Restaurant service' });
  await expect(tabs.getByRole('tab', { name: 'REPORTS' })).toHaveAttribute('aria-selected', 'true');
  // The first report of a visit loads the tab's charts and computes the whole day over every order
  // the suite placed at the demo restaurant: in the full run on two loaded cores it has come just
  // past the default 10 s (the request answered in time, the page painted it later).
  await expect(page.getByRole('heading', { name: 'Report of Spice Route Kitchen' })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await page.getByRole('combobox', { name: 'Store name' }).click();
  await page.getByRole('option', { name: branchName }).click();
  await expect(page.getByText(/\(7 days\) · Main Street/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // On paper: the report alone, under its heading; no tabs, nor their groups' labels.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Report of Spice Route Kitchen' })).toBeVisible();
  await expect(page.getByText('Service', { exact: true })).toBeHidden();
  await expect(page.getByText('Setup', { exact: true })).toBeHidden();
  await expect(tabs).toBeHidden();
  // One column on paper (Chromium does not keep a grid's cards whole across pages, and printed the
  // footnote over the last two): each section below the one before, the footnote below the last.
  const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
  const fulfilment = await boxOf(page.getByRole('region', { name: 'Fulfilment mix' }));
  const kitchen = await boxOf(page.getByRole('region', { name: 'Kitchen times' }));
  const footnote = await boxOf(page.getByText(/^Orders count by the day they were placed/));
  expect(kitchen.y).toBeGreaterThanOrEqual(fulfilment.y + fulfilment.height);
  expect(footnote.y).toBeGreaterThanOrEqual(kitchen.y + kitchen.height);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText('Setup', { exact: true })).toBeVisible();

  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByRole('figure', { name: 'Gross sales by day (bar chart)' })).toBeVisible();
  await expect(sales.locator('svg').first()).toBeVisible();
  const busy = page.getByRole('region', { name: 'Busy hours' });
  await expect(
    busy.getByRole('figure', { name: /Orders by hour of the week \(heat map\); busiest/ }),
  ).toBeVisible();
  const sellers = page.getByRole('region', { name: 'Best and worst sellers' });
  await expect(
    sellers.getByRole('figure', { name: 'Best sellers by quantity (bar chart)' }),
  ).toBeVisible();

  // The accessible view: the same figures as a table.
  await sellers.getByRole('button', { name: 'Show table of best and worst sellers' }).click();
  const table = sellers.getByRole('table', { name: 'Best and worst sellers' });
  await expect(table.getByRole('rowheader', { name: itemName }).first()).toBeVisible();
  await expect(
    sellers.getByRole('button', { name: 'Show chart of best and worst sellers' }),
  ).toHaveAttribute('aria-pressed', 'true');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sellers.getByRole('link', { name: 'Download CSV of best and worst sellers' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^items-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFF"List","Item","Quantity","Sales","Currency"');
  expect(csv).toContain(`"Best seller","${itemName}"`);

  // A team member (role member) sees neither the tab nor the figures.
  const memberEmail = uniqueEmail('reports-member');
  await ok(
    await page.request.post('/api/v1/members', {
      headers: APP_HEADERS,
      data: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        mobileNo: '9876543210',
        emailAddress: memberEmail,
        customMessage: 'Welcome to the team!',
        role: 'member',
      },
    }),
  );
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto(await waitForMailLink(memberEmail, { subject: /invited you/ }));
  await memberPage.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await memberPage.getByLabel('Reenter Password').fill(MEMBER_PASSWORD);
  await memberPage.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/${accountId}/overview\\?memberId=`));
  const memberId = new URL(memberPage.url()).searchParams.get('memberId');
  await memberPage.goto(`/${accountId}/restaurant?memberId=${memberId}&tab=reports`);
  await expect(memberPage.getByRole('tab', { name: 'MENU' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(memberPage.getByRole('tab', { name: 'REPORTS' })).toHaveCount(0);
  const business = (await (await ok(await page.request.get(BASE))).json()) as { id: string };
  const refused = await memberPage.request.get(`${BASE}/reports?businessId=${business.id}`);
  expect(refused.status()).toBe(403);
  await memberContext.close();
});
