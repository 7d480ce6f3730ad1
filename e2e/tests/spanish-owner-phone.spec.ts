import { expect, test } from '@playwright/test';
import { createVerifiedOwner, PASSWORD, signInThroughUi } from '../support/accounts.ts';
import { createBusinessThroughApi } from '../support/business.ts';
import { cutLabels, textLinesOf } from '../support/layout.ts';

/** A new owner in Spain on a phone: the owner app in Spanish at 390 px. */
test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES', hasTouch: true });

test('after sign-up, a long email address stays inside the verify dialog', async ({ page }) => {
  // No hyphen to break at: the address must still wrap rather than run out of the dialog.
  const email = `lucia.martinez.garcia.${Date.now()}@tabernalalucia.es`;
  await page.goto('/signup');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellidos').fill('Martínez García');
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verifica tu correo electrónico' });
  const text = dialog.locator('#verify-email-text');
  await expect(text).toContainText(email);
  // The dialog's content neither scrolls sideways nor hides the end of the address.
  expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const address = await text.locator('strong').boundingBox();
  const content = await text.boundingBox();
  expect(address!.x + address!.width).toBeLessThanOrEqual(content!.x + content!.width + 1);
});

test('a draft offered on a phone keeps Restore draft on one line', async ({ page }) => {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password, 'es');
  await createBusinessThroughApi(page.request, 'restaurant', 'Taberna La Lucía');
  await page.goto(`/${accountId}/restaurant`);
  await page.getByLabel('Nombre del negocio').fill('Taberna La Lucía de Triana');
  await page.reload();

  const prompt = page.getByRole('region', { name: 'Borrador sin guardar' });
  const restore = prompt.getByRole('button', { name: 'Recuperar el borrador' });
  const discard = prompt.getByRole('button', { name: 'Descartar' });
  await expect(restore).toBeVisible();
  // One line each: "Recuperar el borrador" stood in three lines beside the text.
  const restoreBox = await restore.boundingBox();
  const discardBox = await discard.boundingBox();
  expect(restoreBox!.height).toBeLessThanOrEqual(discardBox!.height + 1);
  // The sentence is not squeezed into a narrow column either: three lines (and the message's
  // padding) at 390 px, where it took four beside the buttons.
  const message = prompt.getByText(/Tienes cambios sin guardar/);
  const lineHeight = await message.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await message.boundingBox())!.height).toBeLessThan(lineHeight * 4);

  await restore.click();
  await expect(page.getByLabel('Nombre del negocio')).toHaveValue('Taberna La Lucía de Triana');
});

test("a new restaurant's setup buttons keep their words on one line at 390 px", async ({
  page,
}) => {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password, 'es');
  await createBusinessThroughApi(page.request, 'restaurant', 'Taberna La Lucía');

  // QR-CODES before any store name: the way to SERVICE SETTINGS stood in four lines beside the
  // sentence ('Ir a / AJUSTES / DEL / SERVICIO').
  await page.goto(`/${accountId}/restaurant?tab=qr-codes`);
  const goToSettings = page.getByRole('link', { name: 'Ir a AJUSTES DEL SERVICIO' });
  await expect(goToSettings).toBeVisible();
  expect(await textLinesOf(goToSettings)).toBe(1);
  await expect(page.getByText(/^Cada código QR pertenece a una sucursal/)).toBeVisible();

  // ORDER SETTINGS: 'Añadir propina' broke in two beside the new tip's field.
  await page.goto(`/${accountId}/restaurant?tab=order-settings`);
  const addTip = page.getByRole('button', { name: 'Añadir propina' });
  await expect(addTip).toBeVisible();
  expect(await textLinesOf(addTip)).toBe(1);
  const field = page.getByLabel('Propina (%)');
  await expect(field).toBeVisible();
  expect((await field.boundingBox())!.width).toBeGreaterThan(100);
});

test('a sent invitation shows the whole of a long address at 390 px', async ({ page }) => {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password, 'es');
  // No hyphen to break at: the address must still wrap rather than be cut at the message's edge.
  const email = `pablo.ruiz.fernandez.${Date.now()}@tabernalalucia.es`;
  await page.goto(`/${accountId}/users`);
  await page.getByRole('button', { name: 'Invitar miembro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar miembro' });
  await dialog.getByLabel('Nombre', { exact: true }).fill('Pablo');
  await dialog.getByLabel('Apellidos').fill('Ruiz');
  await dialog.getByLabel('Número de móvil').fill('6123456789');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Mensaje personalizado').fill('Bienvenido al equipo.');
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();

  const sent = dialog.getByRole('status');
  await expect(sent).toContainText('¡Invitación enviada!');
  const text = sent.locator('#invite-sent-text');
  await expect(text).toContainText(email);
  // Before, the line ran on past the message ('pablo.…@example.e' was all that showed).
  expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const message = await sent.locator('.MuiAlert-message').boundingBox();
  const textBox = await text.boundingBox();
  expect(textBox!.x + textBox!.width).toBeLessThanOrEqual(message!.x + message!.width + 1);
});

test("closing the account at 390 px: the confirmation field's name shows whole and each button is on one line", async ({
  page,
}) => {
  const owner = await createVerifiedOwner(page.request);
  const accountId = await signInThroughUi(page, owner.email, owner.password, 'es');
  await page.goto(`/${accountId}/profile`);
  await page.getByRole('button', { name: 'Cerrar la cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cerrar esta cuenta?' });
  await expect(dialog.getByLabel(/^Escribe CLOSE o tu correo/)).toBeVisible();
  // Before: 'Escribe CLOSE o tu correo ele…' was cut, and both buttons broke in two side by side.
  expect(await cutLabels(dialog.locator('label'))).toEqual([]);
  // The empty field's name sits inside the field at full size: laid out whole, it must be no wider
  // than the field's text box.
  const label = dialog.locator('label', { hasText: /^Escribe CLOSE/ });
  const natural = await label.evaluate((element) => {
    const whole = element.cloneNode(true) as HTMLElement;
    Object.assign(whole.style, { maxWidth: 'none', transform: 'none', position: 'absolute' });
    element.parentElement!.append(whole);
    const width = whole.getBoundingClientRect().width;
    whole.remove();
    return width;
  });
  const input = await dialog.getByRole('textbox', { name: /^Escribe CLOSE/ }).boundingBox();
  expect(natural).toBeLessThanOrEqual(input!.width);
  for (const name of ['Mantener la cuenta', 'Cerrar la cuenta']) {
    expect(await textLinesOf(dialog.getByRole('button', { name })), name).toBe(1);
  }
  const keep = await dialog.getByRole('button', { name: 'Mantener la cuenta' }).boundingBox();
  const box = await dialog.boundingBox();
  expect(keep!.x).toBeGreaterThanOrEqual(box!.x);
});
