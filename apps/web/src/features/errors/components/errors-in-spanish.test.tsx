import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { SessionExpiredPage } from './session-expired-page.tsx';

describe('Error pages in Spanish', () => {
  beforeEach(() => setOwnerLocale('es'));
  afterEach(() => setOwnerLocale('en'));

  it('shows the 404 page and its document title in Spanish', () => {
    renderWithApp(<NotFoundPage />, { url: '/nowhere', path: '*' });
    expect(screen.getByRole('heading', { name: '¡Vaya!' })).toBeInTheDocument();
    expect(screen.getByText('404 - PÁGINA NO ENCONTRADA.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IR AL INICIO' })).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada | ScanOrder');
  });

  it('shows the session-expired page in Spanish', () => {
    renderWithApp(<SessionExpiredPage />);
    expect(screen.getByRole('heading', { name: '¡Sesión caducada!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VOLVER A ENTRAR' })).toBeInTheDocument();
  });
});
