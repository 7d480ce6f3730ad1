import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@scanorder/shared/validation/messages';
import { setOwnerLocale } from '../lib/i18n/owner-i18n.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useToast } from '../lib/use-toast.ts';
import { ErrorBanner } from './banners.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CountryCodeField } from './country-code-field.tsx';
import { LogoutDialog } from './logout-dialog.tsx';

beforeEach(() => setOwnerLocale('es'));
afterEach(() => setOwnerLocale('en'));

describe('shared owner components in Spanish', () => {
  it("shows the server's and the validation rules' English messages in Spanish, upper-cased", () => {
    render(
      <>
        <ErrorBanner message="Incorrect Password" />
        <ErrorBanner message={messages.required('Menu currency')} />
        <ErrorBanner message="A message nobody catalogued" />
      </>,
    );
    expect(screen.getByText('CONTRASEÑA INCORRECTA')).toBeInTheDocument();
    expect(screen.getByText('EL CAMPO MONEDA DE LA CARTA ES OBLIGATORIO')).toBeInTheDocument();
    // A message without a translation shows as the server sent it.
    expect(screen.getByText('A MESSAGE NOBODY CATALOGUED')).toBeInTheDocument();
  });

  it("translates an option group's built message around the owner's own group name", () => {
    render(<ErrorBanner message="Choose at least 2 of Toppings" />);
    expect(screen.getByText('ELIGE AL MENOS 2 DE TOPPINGS')).toBeInTheDocument();
  });

  it('suggests dialling codes by the country names a Spanish owner reads', () => {
    function Form() {
      const { control } = useForm({ defaultValues: { countryCode: '' } });
      return <CountryCodeField control={control} name="countryCode" label="Prefijo" />;
    }
    const { container } = render(<Form />);
    const list = container.querySelector(
      `datalist#${CSS.escape(screen.getByLabelText('Prefijo').getAttribute('list') ?? '')}`,
    );
    const spain = [...(list?.querySelectorAll('option') ?? [])].find(
      (option) => option.value === '+34',
    );
    expect(spain).toHaveTextContent('España');
  });

  it('names the confirmation buttons in Spanish', () => {
    render(
      <ConfirmDialog
        open
        title="¿Eliminar?"
        confirmLabel="Eliminar"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      >
        x
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('asks before signing out in Spanish', () => {
    render(
      <LogoutDialog open pending={false} onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.getByRole('dialog', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí' })).toBeInTheDocument();
  });

  it('toasts and titles the page in Spanish', async () => {
    const user = userEvent.setup();
    function Toaster() {
      const toast = useToast();
      useDocumentTitle('Profile');
      return (
        <button type="button" onClick={() => toast.success('Profile Updated Successfully!')}>
          go
        </button>
      );
    }
    render(
      <SnackbarProvider>
        <Toaster />
      </SnackbarProvider>,
    );
    expect(document.title).toBe('Perfil | ScanOrder');
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('¡PERFIL ACTUALIZADO CORRECTAMENTE!')).toBeInTheDocument();
  });
});
