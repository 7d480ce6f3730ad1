import { expect, test, type Locator } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import { cutLabels } from '../support/layout.ts';
import { openTab, tab } from '../support/tabs.ts';

async function addOptionGroup(
  dialog: Locator,
  type: 'Selector' | 'Modifier' | 'Incrementor',
  name: string,
  options: [string, string][],
) {
  await dialog.getByRole('button', { name: `Add ${type} Group` }).click();
  const group = dialog.getByRole('group', { name: `${type} group 1` });
  await group.getByLabel('Group Name').fill(name);
  for (const [index, [value, price]] of options.entries()) {
    if (index > 0) await group.getByRole('button', { name: 'Add Option' }).click();
    const option = group.getByRole('group', { name: `Option ${index + 1}` });
    await option.getByLabel('Option', { exact: true }).fill(value);
    await option.getByLabel(/Price/).fill(price);
  }
  return group;
}

test('an owner sets up a restaurant from scratch and sees it all after a reload', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request);
  const accountId = await signInThroughUi(page, owner.email, owner.password);
  await page.getByRole('button', { name: 'Select Restaurant' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accountId}/restaurant$`));

  // OVERVIEW: the details form creates the business.
  await expect(page.getByRole('heading', { name: 'Set up your restaurant' })).toBeVisible();
  await expect(page.getByText('6 of 6 steps still missing.')).toBeVisible();
  await page.getByLabel(/^Business Owner Legal Name/).fill('Asha Verma');
  await page.getByLabel(/^Business Name/).fill('Verma Kitchen');
  await page.getByLabel(/^Business Type/).selectOption('Food Truck');
  await page.getByLabel(/^Business Description/).fill('North Indian thalis and street food.');
  await page.getByLabel(/^Country Code/).fill('+91');
  await page.getByLabel(/^Mobile Number/).fill('9876543210');
  await page.getByLabel(/^Menu Currency/).selectOption('INR');
  await page.getByLabel(/^Time Zone/).selectOption('Asia/Kolkata');
  await page.getByLabel('Business Address').fill('12 MG Road, Bengaluru');
  await page.getByLabel('Website URL').fill('notaurl');
  await expect(page.getByText('Please enter valid Url')).toBeVisible();
  await page.getByLabel('Website URL').fill('https://verma.example.com');
  await page.getByRole('button', { name: 'Create Restaurant' }).click();
  await expect(page.getByText('RESTAURANT DETAILS SAVED')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verma Kitchen' })).toBeVisible();
  await expect(page.getByText('4 of 6 steps still missing.')).toBeVisible();

  // HOURS/CLOSURES: a split shift on Monday, Tuesday open, and a closure.
  await openTab(page, 'HOURS/CLOSURES');
  await expect(page).toHaveURL(/\?tab=hours$/);
  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.getByRole('switch', { name: 'Monday open' }).check();
  await monday.getByLabel('Opens').selectOption('11:00');
  await monday.getByLabel('Closes').selectOption('15:00');
  await monday.getByRole('button', { name: 'Add interval to Monday' }).click();
  await monday.getByLabel('Opens').nth(1).selectOption('14:00');
  await monday.getByLabel('Closes').nth(1).selectOption('22:00');
  await expect(monday.getByText('Opening hours of a day must not overlap')).toBeVisible();
  await monday.getByLabel('Opens').nth(1).selectOption('18:00');
  await expect(monday.getByText('Opening hours of a day must not overlap')).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Tuesday' })
    .getByRole('switch', { name: 'Tuesday open' })
    .check();
  await page.getByRole('button', { name: 'Save Hours' }).click();
  await expect(page.getByText('OPENING HOURS SAVED')).toBeVisible();

  await page.getByRole('button', { name: 'Add Closure' }).click();
  const closure = page.getByRole('group', { name: 'Closure 1' });
  await closure.getByLabel('Start Date').fill('2030-12-24');
  await closure.getByLabel('End Date').fill('2030-12-26');
  await closure.getByLabel('Reason').fill('Christmas holidays');
  await page.getByRole('button', { name: 'Save Closures' }).click();
  await expect(page.getByText('HOLIDAYS AND CLOSURES SAVED')).toBeVisible();

  // PICKUP/DELIVERY.
  await openTab(page, 'PICKUP/DELIVERY');
  await page.getByRole('switch', { name: 'Dine-in Option' }).check();
  await page.getByRole('switch', { name: 'Schedule Pickup Option' }).check();
  await page.getByLabel('Schedule Pickup Time (minutes)').fill('200');
  await expect(page.getByText('Schedule pickup time cannot be more than 180 value')).toBeVisible();
  await page.getByLabel('Schedule Pickup Time (minutes)').fill('20');
  await page.getByLabel('Maximum Lead Time (days)').fill('5');
  await page.getByLabel('Maximum Orders per Pickup Slot').fill('6');
  await page.getByLabel('Pickup Slot Step').selectOption('15');
  await page.getByRole('button', { name: 'Save Pickup/Delivery' }).click();
  await expect(page.getByText('PICKUP AND DELIVERY SETTINGS SAVED')).toBeVisible();

  // MENU: an item with a selector, a modifier and an incrementor, and a plain one.
  await openTab(page, 'MENU');
  await expect(page.getByText('No menu items yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
  await dialog.getByLabel(/^Category/).selectOption('Entrees');
  await dialog.getByLabel(/^Name/).fill('Paneer Thali');
  await dialog.getByLabel(/^Description/).fill('Paneer curry, dal, rice and breads.');
  await dialog.getByLabel(/^Price \(INR\)/).fill('0.2');
  await expect(dialog.getByText('Price cannot be less than 0.5 value')).toBeVisible();
  await dialog.getByLabel(/^Price \(INR\)/).fill('249.50');
  await dialog.getByRole('checkbox', { name: 'Vegetarian' }).check();
  await addOptionGroup(dialog, 'Selector', 'Rice', [
    ['Jeera rice', '0'],
    ['Plain rice', '0'],
  ]);
  const extras = await addOptionGroup(dialog, 'Modifier', 'Extras', [
    ['Papad', '15'],
    ['Pickle', '10'],
  ]);
  await extras.getByLabel('Maximum').fill('2');
  await addOptionGroup(dialog, 'Incrementor', 'Breads', [['Roti', '20']]);
  await dialog.getByRole('button', { name: 'Save Item' }).click();
  await expect(dialog).toBeHidden();
  const thali = page.getByRole('article', { name: 'Paneer Thali' });
  await expect(thali).toContainText('₹249.50');
  await expect(thali).toContainText('1 modifier, 1 selector, 1 incrementor');

  await page.getByRole('button', { name: 'Add Item' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
  await dialog.getByLabel(/^Category/).selectOption('CoolDrinks');
  await dialog.getByLabel(/^Name/).fill('Masala Chai');
  await dialog.getByLabel(/^Description/).fill('Spiced milk tea.');
  await dialog.getByLabel(/^Price \(INR\)/).fill('40');
  await dialog.getByRole('button', { name: 'Save Item' }).click();
  await expect(dialog).toBeHidden();
  const chai = page.getByRole('article', { name: 'Masala Chai' });
  await chai.getByLabel('Availability').selectOption('Not Available Today');
  await expect(page.getByText('MASALA CHAI: NOT AVAILABLE TODAY')).toBeVisible();
  await expect(chai.getByText(/Available again/)).toBeVisible();

  // Everything is still there after a reload, on the same tab.
  await page.reload();
  await expect(tab(page, 'MENU')).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('article', { name: 'Masala Chai' }).getByLabel('Availability'),
  ).toHaveValue('Not Available Today');
  await expect(page.getByRole('article', { name: 'Paneer Thali' })).toContainText(
    '1 modifier, 1 selector, 1 incrementor',
  );
  await page.getByRole('button', { name: 'Edit Paneer Thali' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Paneer Thali' });
  await expect(
    dialog.getByRole('group', { name: 'Selector group 1' }).getByLabel('Group Name'),
  ).toHaveValue('Rice');
  await expect(
    dialog.getByRole('group', { name: 'Modifier group 1' }).getByLabel('Maximum'),
  ).toHaveValue('2');
  await expect(
    dialog
      .getByRole('group', { name: 'Incrementor group 1' })
      .getByRole('group', { name: 'Option 1' })
      .getByLabel(/Price each/),
  ).toHaveValue('20');
  // On phones each option's field labels show whole (the price's read "Additional Pric…" at 390).
  const optionLabels = dialog.getByRole('group', { name: /^Option \d+$/ }).locator('label');
  for (const width of [360, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(optionLabels.getByText('Additional Price (INR)').first()).toBeVisible();
    expect(await cutLabels(optionLabels), `cut at ${width} px`).toEqual([]);
    await optionLabels.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`item-options-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openTab(page, 'HOURS/CLOSURES');
  const mondayAfter = page.getByRole('group', { name: 'Monday' });
  await expect(mondayAfter.getByLabel('Opens')).toHaveCount(2);
  await expect(mondayAfter.getByLabel('Closes').nth(0)).toHaveValue('15:00');
  await expect(mondayAfter.getByLabel('Opens').nth(1)).toHaveValue('18:00');
  await expect(mondayAfter.getByLabel('Closes').nth(1)).toHaveValue('22:00');
  await expect(page.getByRole('group', { name: 'Closure 1' }).getByLabel('Reason')).toHaveValue(
    'Christmas holidays',
  );
  await expect(page.getByRole('group', { name: 'Closure 1' }).getByLabel('End Date')).toHaveValue(
    '2030-12-26',
  );

  await openTab(page, 'PICKUP/DELIVERY');
  await expect(page.getByLabel('Schedule Pickup Time (minutes)')).toHaveValue('20');
  await expect(page.getByLabel('Maximum Lead Time (days)')).toHaveValue('5');
  await expect(page.getByRole('switch', { name: 'Dine-in Option' })).toBeChecked();

  await openTab(page, 'OVERVIEW');
  await expect(page.getByLabel('Website URL')).toHaveValue('https://verma.example.com');
  await expect(page.getByLabel(/^Time Zone/)).toHaveValue('Asia/Kolkata');
  // Only the logo and a store name are left on the checklist.
  await expect(page.getByText('2 of 6 steps still missing.')).toBeVisible();
});
