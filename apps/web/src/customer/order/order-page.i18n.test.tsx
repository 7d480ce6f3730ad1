import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesOf } from '../i18n/catalogs.ts';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { setFormatLocale } from '../lib/format.ts';
import { placedOrder } from '../test-fixtures.ts';
import { OrderPage } from './order-page.tsx';

class SilentEventSource {
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => setFormatLocale('en-IN'));

describe('order details page in Spanish', () => {
  it('heads a delivery order neither as a pickup nor as a take-away', () => {
    const i18n = createGuestI18n({ locale: 'es', messages: messagesOf('es') });
    const order = placedOrder({
      fulfilment: { type: 'delivery', latitude: null, longitude: null },
    });
    render(
      <GuestI18nProvider i18n={i18n}>
        <OrderPage order={order} />
      </GuestI18nProvider>,
    );
    const block = screen.getByRole('region', { name: 'Recogida o entrega' });
    expect(block).toHaveTextContent('Entrega a domicilio');
    expect(block).toHaveTextContent('Fecha del pedido:');
    expect(block).not.toHaveTextContent(/Dirección de recogida|para llevar/);
  });
});

describe('order details page in Arabic', () => {
  it("isolates the owner's cancellation reason, so its full stop stays at its end", () => {
    const i18n = createGuestI18n({ locale: 'ar', messages: messagesOf('ar') });
    const order = placedOrder({
      status: 'Order Cancelled',
      cancelledFrom: 'Order Placed',
      cancelDescription: 'Out of stock.',
    });
    render(
      <GuestI18nProvider i18n={i18n}>
        <OrderPage order={order} />
      </GuestI18nProvider>,
    );
    const reason = screen.getByText('Out of stock.');
    expect(reason.tagName).toBe('BDI');
    expect(screen.getByRole('alert')).toHaveTextContent(/^تم إلغاء الطلب: Out of stock\.$/);
  });
});
