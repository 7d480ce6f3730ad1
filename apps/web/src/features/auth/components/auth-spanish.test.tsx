import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { UNAUTHENTICATED } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { ResetRequestView } from './reset-request-view.tsx';
import { SignInView } from './sign-in-view.tsx';
import { SignUpView } from './sign-up-view.tsx';

beforeEach(() => setOwnerLocale('es'));
afterEach(() => setOwnerLocale('en'));

describe('sign-in, sign-up and reset in Spanish', () => {
  it("signs in with Spanish labels and shows the server's refusal in Spanish", async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) => {
      if (url === '/api/auth/sign-in/email')
        return { status: 401, body: { code: 'INVALID_PASSWORD', message: 'Incorrect Password' } };
      return UNAUTHENTICATED;
    });
    renderWithApp(<SignInView />, { url: '/signin' });
    expect(document.title).toBe('Iniciar sesión | ScanOrder');
    const identifier = screen.getByLabelText('Correo o usuario');
    await user.type(identifier, 'a');
    await user.clear(identifier);
    // The message names the field as its label does (it said "Correo electrónico o nombre…").
    expect(
      await screen.findByText('El campo «Correo o usuario» es obligatorio'),
    ).toBeInTheDocument();
    await user.type(identifier, 'a@b.co');
    await user.type(screen.getByLabelText('Contraseña'), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('CONTRASEÑA INCORRECTA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste la contraseña?' })).toBeInTheDocument();
  });

  it("shows the spec's validation messages in Spanish as the owner types", async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpView />, { url: '/signup' });
    const firstName = screen.getByLabelText('Nombre');
    await user.type(firstName, 'A');
    expect(
      await screen.findByText('El nombre no puede tener menos de 2 caracteres'),
    ).toBeInTheDocument();
    await user.clear(firstName);
    expect(await screen.findByText('El campo nombre es obligatorio')).toBeInTheDocument();
    // Apellidos is plural: they "pueden", not "puede".
    await user.type(screen.getByLabelText('Apellidos'), 'B');
    expect(
      await screen.findByText('Los apellidos no pueden tener menos de 2 caracteres'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo'), 'not-an-email');
    expect(await screen.findByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Condiciones del servicio' })).toBeInTheDocument();
  });

  it('signs up an account that keeps Spanish, so its emails are written in Spanish', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: { token: null, user: { id: 'u1' } } }));
    renderWithApp(<SignUpView />, { url: '/signup' });
    await user.type(screen.getByLabelText('Nombre'), 'Asha');
    await user.type(screen.getByLabelText('Apellidos'), 'Rao');
    await user.type(screen.getByLabelText('Correo'), 'asha@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Secret@1');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Secret@1');
    await user.click(screen.getByRole('checkbox', { name: /Acepto/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/auth/sign-up/email')).toEqual([
        expect.objectContaining({ email: 'asha@example.com', language: 'es' }),
      ]),
    );
  });

  it('names the services to choose from in Spanish', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpView />, { url: '/signup' });
    const service = screen.getByRole('combobox', { name: 'Nombre del servicio' });
    expect(service).toHaveTextContent('Restaurante');
    await user.click(service);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Restaurante',
      'Tienda de alimentación',
    ]);
  });

  it('asks for the reset link in Spanish', () => {
    renderWithApp(<ResetRequestView />, { url: '/reset' });
    expect(screen.getByRole('heading', { name: 'Restablecer contraseña' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
      ),
    ).toBeInTheDocument();
  });
});
