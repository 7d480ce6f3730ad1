import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { FeatureBlocks } from './feature-blocks.tsx';
import { Hero } from './hero.tsx';
import { TopNav } from './top-nav.tsx';

beforeEach(() => setOwnerLocale('es'));
afterEach(() => setOwnerLocale('en'));

describe('the welcome pages in Spanish', () => {
  it('presents the features and the trial announcement in Spanish', () => {
    renderWithApp(
      <>
        <AnnouncementBanner />
        <FeatureBlocks />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Escanea y pide' })).toBeInTheDocument();
    expect(screen.getByText('Los pedidos llegan en directo a tu panel')).toBeInTheDocument();
    expect(screen.getByText(/^Empieza hoy tu prueba gratuita de 14 días/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar el aviso' })).toBeInTheDocument();
  });

  it('names the top navigation in Spanish', () => {
    renderWithApp(<TopNav />, { url: '/signup' });
    const main = screen.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Inicio', 'Funciones', 'Precios', 'Iniciar sesión'])
      expect(within(main).getByRole('link', { name })).toBeInTheDocument();
  });

  it('lists the landing page promises in Spanish', () => {
    renderWithApp(<Hero />);
    const promises = screen.getByRole('list', { name: 'Lo que ScanOrder hace por ti' });
    expect(
      within(promises)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Automatiza la toma de pedidos',
      'Programa pedidos para recoger',
      'Adapta el proceso de pedido',
      'Códigos QR por mesa, restaurante, tienda o cliente',
      'Sin comisiones de terceros',
    ]);
  });
});
