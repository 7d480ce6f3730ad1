import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../support/accounts.ts';
import { openRestaurant, placeOrder } from '../support/restaurant-orders.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a half-typed cancel reason survives a sign-out, is offered back, and is forgotten once the order is cancelled', async ({
  browser,
}) => {
  const { page, restaurant, owner } = await openRestaurant(browser);
  const order = await placeOrder(page.request, restaurant, {
    firstName: 'Meera',
    lastName: 'Iyer',
  });
  const board = `/${restaurant.accountId}/restaurant?tab=orders`;
  const openCancel = async () => {
    await page
      .getByRole('article', { name: `Order ${order.reference}` })
      .getByRole('button', { name: 'Cancel Order' })
      .click();
    return page.getByRole('dialog', { name: `Cancel Order ${order.reference}` });
  };

  await page.goto(board);
  let dialog = await openCancel();
  await dialog.getByLabel('Cancel description').fill('The tandoor is down tonight');

  // Closing the dialog keeps the reason; so does the session ending (the board itself stays
  // signed in on a hidden tab, so the session is dropped here).
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await page.context().clearCookies();

  await signInThroughUi(page, owner.email, owner.password);
  await page.goto(board);
  dialog = await openCancel();
  const offer = dialog.getByRole('region', { name: 'Unsaved draft' });
  await expect(offer).toContainText('You have unsaved changes here from');
  await expect(dialog.getByLabel('Cancel description')).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('cancel-restore-phone.png') });
  await offer.getByRole('button', { name: 'Restore draft' }).click();
  await expect(dialog.getByLabel('Cancel description')).toHaveValue('The tandoor is down tonight');

  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: `Order ${order.reference}` })).toHaveCount(0);
  const kept = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.includes('.orders.cancel.')),
  );
  expect(kept).toEqual([]);
});
