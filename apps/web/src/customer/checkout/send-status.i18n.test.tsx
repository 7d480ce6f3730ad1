import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import { messagesOf } from '../i18n/catalogs.ts';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { setFormatLocale } from '../lib/format.ts';
import type { SendState } from './send-queue.ts';
import { SendStatus } from './send-status.tsx';

afterEach(() => setFormatLocale('en-IN'));

function show(locale: GuestLocale, state: SendState) {
  const i18n = createGuestI18n({ locale, messages: messagesOf(locale) });
  render(
    <GuestI18nProvider i18n={i18n}>
      <SendStatus state={state} kind="restaurant" />
    </GuestI18nProvider>,
  );
  return screen.getByRole('status');
}

/** The API's refusals of an order, as the checkout shows them under Place order. */
describe("the checkout's refusal of an order, in the guest's language", () => {
  it('says in Spanish that a dish sold out after the page loaded, by its name', () => {
    const status = show('es', {
      status: 'failed',
      message: 'Paneer Tikka is not available right now',
      field: 'lines.0',
      key: '{{name}} is not available right now',
      values: { name: 'Paneer Tikka' },
    });
    expect(status).toHaveTextContent('Paneer Tikka no está disponible ahora mismo');
  });

  it('says in Arabic that the store is closed for a holiday, the reason isolated', () => {
    const status = show('ar', {
      status: 'failed',
      message: 'Closed today: Diwali. Please order when the store is open.',
      field: 'fulfilment',
      key: '{{closed}} Please order when the store is open.',
      values: { closed: 'Closed today: Diwali.' },
    });
    expect(status.textContent).toBe(
      'مغلق اليوم: \u2068Diwali\u2069. يُرجى الطلب عندما يكون المتجر مفتوحًا.',
    );
  });

  it("says in Spanish a schema's 'cannot be more than N characters' that came as English only", () => {
    const status = show('es', {
      status: 'failed',
      message: 'Instruction cannot be more than 200 characters',
      field: 'lines.0.instruction',
    });
    expect(status).toHaveTextContent('Indicaciones: como máximo 200 caracteres');
  });

  it('says in Spanish that a chosen pickup slot filled up meanwhile', () => {
    const status = show('es', {
      status: 'failed',
      message: 'This pickup slot is full. Please choose another time.',
      field: 'fulfilment.slot',
    });
    expect(status).toHaveTextContent('Esta franja de recogida está completa. Elige otra hora.');
  });
});
