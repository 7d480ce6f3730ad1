import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { ClosureBanner } from './closure-banner.tsx';
import { ClosureSection } from './closure-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileInfoSection } from './profile-info-section.tsx';
import { ownerProfile } from '../../../test/fixtures.ts';

beforeEach(() => setOwnerLocale('es'));
afterEach(() => setOwnerLocale('en'));

describe('the profile in Spanish', () => {
  it("labels the password form and shows the spec's messages in Spanish", async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordSection />);
    const email = screen.getByLabelText('Correo');
    await user.type(email, 'asha');
    expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText('el correo electrónico es obligatorio')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Newer@123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Other@123');
    expect(await screen.findByText('Las contraseñas deben coincidir')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar contraseña' })).toBeInTheDocument();
  });

  it('says what is wrong with the idle timeout in Spanish, with no English field name', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProfileInfoSection profile={ownerProfile} />);
    const minutes = screen.getByLabelText('Tiempo de inactividad (minutos)');
    await user.clear(minutes);
    await user.type(minutes, '2');
    expect(
      await screen.findByText('El tiempo de inactividad no puede ser menor que 5'),
    ).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '300');
    expect(
      await screen.findByText('El tiempo de inactividad no puede ser mayor que 240'),
    ).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '7.5');
    expect(
      await screen.findByText('El tiempo de inactividad debe ser un número entero de minutos'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Idle timeout/)).toBeNull();
  });

  it('asks before closing the account and shows the closing date in Spanish', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: { requestedAt: null, closesAt: null } }));
    renderWithApp(<ClosureSection />);
    await user.click(await screen.findByRole('button', { name: 'Cerrar la cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar esta cuenta?' });
    expect(within(dialog).getByLabelText(/Escribe CLOSE o tu correo/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mantener la cuenta' })).toBeInTheDocument();
  });

  it('warns of a pending closure with a Spanish date', async () => {
    mockFetch(() => ({
      body: { requestedAt: '2026-11-24T10:00:00.000Z', closesAt: '2026-12-24T10:00:00.000Z' },
    }));
    renderWithApp(<ClosureBanner isAdmin />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Esta cuenta se cierra el 24 de diciembre de 2026/,
    );
    expect(screen.getByRole('button', { name: 'Cancelar el cierre' })).toBeInTheDocument();
  });
});
