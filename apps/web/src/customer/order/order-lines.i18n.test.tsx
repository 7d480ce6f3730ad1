import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesOf } from '../i18n/catalogs.ts';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { setFormatLocale } from '../lib/format.ts';
import { placedOrder } from '../test-fixtures.ts';
import { OrderLines } from './order-lines.tsx';

afterEach(() => setFormatLocale('en-IN'));

describe('order lines in Arabic', () => {
  it("quotes the guest's note with Arabic marks, the note isolated in its own direction", () => {
    const i18n = createGuestI18n({ locale: 'ar', messages: messagesOf('ar') });
    render(
      <GuestI18nProvider i18n={i18n}>
        <OrderLines order={placedOrder()} />
      </GuestI18nProvider>,
    );

    const note = screen.getByText('Less oil');
    expect(note.tagName).toBe('BDI');
    expect(note.parentElement).toHaveTextContent(/^«Less oil»$/);
  });

  it("keeps the item's name and choices in the owner's direction (500 g, not g 500)", () => {
    const i18n = createGuestI18n({ locale: 'ar', messages: messagesOf('ar') });
    render(
      <GuestI18nProvider i18n={i18n}>
        <OrderLines order={placedOrder()} />
      </GuestI18nProvider>,
    );

    expect(screen.getByText('Paneer Tikka')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Hot')).toHaveAttribute('dir', 'auto');
  });
});
