import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_DESCRIPTIONS } from '@scanorder/shared/account/services';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { makeMe } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { ServicesPage } from './services-page.tsx';

beforeEach(() => setOwnerLocale('es'));
afterEach(() => setOwnerLocale('en'));

describe('the overview in Spanish', () => {
  it('welcomes the owner and describes each service in Spanish, with a Spanish trial date', async () => {
    const services = [
      { name: 'Restaurant' as const, enabled: true, description: SERVICE_DESCRIPTIONS.Restaurant },
    ];
    mockFetch(() => ({ body: makeMe({ account: { services } }) }));
    renderWithApp(<ServicesPage />, { url: '/acc-1/overview', path: '/:userId/overview' });

    expect(await screen.findByRole('heading', { name: '¡Hola, Asha!' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Restaurante' });
    expect(within(card).getByText(/^Carta digital, códigos QR por mesa/)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Seleccionar Restaurante' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tu prueba gratuita termina el/)).toHaveTextContent(
      /termina el \d{1,2} de [a-z]+ de \d{4}/,
    );
    expect(document.title).toBe('Resumen | ScanOrder');
  });
});
