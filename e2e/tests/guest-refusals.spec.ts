import { devices, expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { createVerifiedOwner, signInThroughUi } from '../support/accounts.ts';
import {
  APP_HEADERS,
  completePayoutOnboarding,
  createBusinessThroughApi,
  ok,
  openAroundTheClock,
} from '../support/business.ts';

const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

const BASE = '/api/v1/businesses/restaurant';

/**
 * A restaurant open around the clock with one dish, a Table 1 QR code and payouts onboarded (the
 * built-in provider's TEST MODE), so its guests can pay online; the owner's `api` changes it while
 * a guest has its menu open.
 */
async function restaurantWithGuests(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const owner = await createVerifiedOwner(context.request);
  await signInThroughUi(page, owner.email, owner.password);
  const api = page.request;
  await createBusinessThroughApi(api, 'restaurant', 'Casa Thali');
  await openAroundTheClock(api, 'restaurant');
  const post = async (url: string, data: unknown) =>
    (await (await ok(await api.post(url, { headers: APP_HEADERS, data }))).json()) as Record<
      string,
      unknown
    >;
  const branch = await post(`${BASE}/branches`, { name: 'Calle Mayor' });
  const dish = await post(`${BASE}/menu-items`, {
    category: 'Entrees',
    name: 'Veg Thali',
    description: 'Rice, two curries, dal, raita and a sweet.',
    priceMinor: 30_000,
  });
  const code = await post(`${BASE}/qr-codes`, {
    branchId: branch.id,
    identifier: 'Table 1',
    additionalData: [],
  });
  await completePayoutOnboarding(api, 'Casa Thali');
  return {
    context,
    api,
    branchId: String(branch.id),
    dishId: String(dish.id),
    menuPath: String(code.menuPath),
  };
}

async function put(api: APIRequestContext, url: string, data: unknown) {
  await ok(await api.put(url, { headers: APP_HEADERS, data }));
}

test("a Spanish guest reads the refusals of an order in Spanish: a dish sold out since the page loaded, the branch closed for works with the owner's reason, a declined card", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const store = await restaurantWithGuests(browser);
  const guest = await browser.newContext({ ...pixel5, locale: 'es-ES' });
  const page = await guest.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(store.menuPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('button', { name: /Veg Thali/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Veg Thali' });
  await sheet.getByRole('button', { name: /^Añadir al carrito/ }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: /Ver carrito/ }).click();
  const cart = page.getByRole('dialog', { name: 'Tu carrito' });
  await cart.getByRole('button', { name: 'Finalizar pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar pedido' });
  await checkout.getByLabel('Nombre').fill('Lucía');
  const placeOrder = checkout.getByRole('button', { name: /^Hacer el pedido/ });
  const status = checkout.getByRole('status');

  // The owner marks the dish sold out while the guest's page still offers it.
  const availability = `${BASE}/menu-items/${store.dishId}/availability`;
  await put(store.api, availability, { availability: 'Not Available Indefinitely' });
  await placeOrder.click();
  await expect(status).toHaveText('Veg Thali no está disponible ahora mismo');
  await page.screenshot({ path: test.info().outputPath('sold-out-es-390.png'), fullPage: true });

  // Back on the menu, but the branch is closed for works: the owner's reason reads as written.
  await put(store.api, availability, { availability: 'Available' });
  const operation = `${BASE}/branches/${store.branchId}/operation`;
  await put(store.api, operation, { outOfOperation: true, reason: 'Obras', until: null });
  await placeOrder.click();
  await expect(status).toHaveText(
    /^Este local está fuera de servicio: Obras\. (Haz tu pedido cuando el establecimiento esté abierto|Programa la recogida para más tarde)\.$/,
  );
  await expect(status).not.toContainText(/out of operation|Please/);

  await put(store.api, operation, { outOfOperation: false, until: null });
  await placeOrder.click();
  await expect(page).toHaveURL(/\/restaurant\/order\/[0-9a-f-]{36}\/order\/details/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // A dine-in order goes on the table's bill; the guest pays it with the TEST MODE card that is
  // declined.
  const bill = page.getByRole('region', { name: 'Cuenta de la mesa · Table 1' });
  await bill.getByRole('button', { name: /^Pagar mi parte/ }).click();
  const form = bill.getByRole('form', { name: 'Pagar con tarjeta' });
  await form.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
  await form.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await form.getByLabel('Código de seguridad').fill('123');
  await form.getByRole('button', { name: /^Pagar / }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Tu tarjeta ha sido rechazada. No se ha cobrado nada. Prueba con otra tarjeta.',
  );
  await page.screenshot({ path: test.info().outputPath('declined-es-390.png'), fullPage: true });
  await guest.close();
  await store.context.close();
});
