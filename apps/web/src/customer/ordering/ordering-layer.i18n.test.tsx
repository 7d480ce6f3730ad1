import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesOf } from '../i18n/catalogs.ts';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { setFormatLocale } from '../lib/format.ts';
import { groceryItem, groceryMenu, menuPageData } from '../test-fixtures.ts';
import { OrderingLayer } from './ordering-layer.tsx';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

afterEach(() => {
  setFormatLocale('en-IN');
  localStorage.clear();
});

describe('ordering layer in French', () => {
  it('announces a product added by a tap that came before the ordering code, in French', () => {
    const product = groceryItem(1);
    const page = menuPageData(groceryMenu([product], 1));
    const i18n = createGuestI18n({ locale: 'fr', messages: messagesOf('fr') });
    render(
      <GuestI18nProvider i18n={i18n}>
        <OrderingLayer page={page} menuItems={[product]} openItem={product} onCloseItem={vi.fn()} />
      </GuestI18nProvider>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Product 001 a été ajouté au panier');
  });
});
