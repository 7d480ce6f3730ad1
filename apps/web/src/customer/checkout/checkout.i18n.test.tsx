import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, EMPTY_CART } from '@scanorder/shared/ordering/cart';
import { messagesOf } from '../i18n/catalogs.ts';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { setFormatLocale } from '../lib/format.ts';
import { MenuPage } from '../menu/menu-page.tsx';
import {
  closedRestaurantMenu,
  masalaChai,
  menuPageData,
  restaurantMenu,
} from '../test-fixtures.ts';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

afterEach(() => setFormatLocale('en-IN'));

/** The menu page in Spanish with a masala chai in the cart; the user who drives it. */
function showInSpanishWithChai(page: ReturnType<typeof menuPageData>) {
  const cart = addToCart(
    EMPTY_CART,
    { menuItemId: masalaChai.id, quantity: 1, options: [], variantId: null, instruction: '' },
    Date.now(),
  );
  localStorage.setItem(page.storage.cartKey, JSON.stringify({ ...cart, items: {} }));
  const i18n = createGuestI18n({ locale: 'es', messages: messagesOf('es') });
  const user = userEvent.setup();
  render(
    <GuestI18nProvider i18n={i18n}>
      <MenuPage page={page} />
    </GuestI18nProvider>,
  );
  return user;
}

describe('checkout in Spanish', () => {
  it('says what a delivery still needs in Spanish: the address and the delivery minimum', async () => {
    const page = menuPageData(restaurantMenu());
    const user = showInSpanishWithChai(page);
    await user.click(await screen.findByRole('button', { name: /Ver carrito/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar pedido' });
    await user.click(within(dialog).getByRole('radio', { name: /Entrega a domicilio/ }));
    vi.stubGlobal('fetch', vi.fn());
    await user.click(within(dialog).getByRole('button', { name: /Hacer el pedido/ }));

    expect(within(dialog).getByLabelText('Calle y número')).toHaveAccessibleDescription(
      'La calle y número son obligatorios',
    );
    expect(within(dialog).getByLabelText('Edificio / piso')).toHaveAccessibleDescription(
      'El edificio / piso es obligatorio',
    );
    expect(within(dialog).getByLabelText('Provincia')).toHaveAccessibleDescription(
      'La provincia es obligatoria',
    );
    expect(
      within(dialog).getByText(/^La entrega a domicilio requiere un pedido mínimo de 199,00/),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent(/field is required|Delivery needs/);
  });

  it('says in Spanish why a store closed for a holiday takes no order now, its reason as written', async () => {
    const page = menuPageData(
      closedRestaurantMenu({
        open: false,
        reason: 'holiday',
        message: 'Closed today: Pongal.',
        nextOpenAt: '2099-01-02T05:30:00.000Z',
      }),
    );
    const user = showInSpanishWithChai(page);

    expect(screen.getByRole('heading', { name: 'Cerrado hoy: Pongal.' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Ver carrito/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar pedido' });
    const dineIn = within(dialog).getByRole('radio', { name: /Para comer aquí/ });
    expect(dineIn).toBeDisabled();
    expect(dineIn.closest('label')).toHaveTextContent('Cerrado hoy: Pongal.');
    expect(dialog).not.toHaveTextContent(/Closed today/);
  });
});
