import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { makeBranch, makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { MAIN_STREET, makeQrCode } from './qr-code-fixtures.ts';
import { QrCodesTab } from './qr-codes-tab.tsx';
import { QrRangeDialog } from './qr-range-dialog.tsx';

describe('QR-CODES in Spanish', { timeout: 30_000 }, () => {
  beforeEach(() => setOwnerLocale('es'));
  afterEach(() => setOwnerLocale('en'));

  it('counts, labels and confirms in Spanish, with the plural of one and many', async () => {
    const user = userEvent.setup();
    const codes = [
      makeQrCode({ identifier: 'Table 1', branchId: MAIN_STREET }),
      makeQrCode({ identifier: 'Table 2', branchId: MAIN_STREET }),
    ];
    mockFetch(({ url }) =>
      url.endsWith('/branches')
        ? { body: { branches: [makeBranch({ id: MAIN_STREET, name: 'Main Street' })] } }
        : { body: { qrCodes: codes } },
    );
    renderWithApp(<QrCodesTab kind="restaurant" business={makeBusiness('restaurant')} />, {
      url: '/acc-1/restaurant?tab=qr-codes',
      path: '/:userId/restaurant',
    });

    expect(
      await screen.findByText('2 códigos QR en Main Street', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Códigos QR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir código QR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir carteles y pegatinas' })).toBeEnabled();
    expect(screen.getByLabelText('Sucursal')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Table 1' }));
    expect(screen.getByText('1 seleccionado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar 1 código QR?' });
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('offers a Spanish prefix for Add Many, so the codes are not named in English', async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithApp(
      <QrRangeDialog
        kind="grocery"
        branch={makeBranch({ id: MAIN_STREET, name: 'Chamberí' })}
        onClose={vi.fn()}
        onCreated={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Añadir varios códigos QR a Chamberí' });
    expect(within(dialog).getByLabelText('Prefijo')).toHaveValue('Mesa');
  });

  it('Add Many shows each field’s message in Spanish as the owner types, before Add', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ status: 500 }));
    renderWithApp(
      <QrRangeDialog
        kind="restaurant"
        branch={makeBranch({ id: MAIN_STREET, name: 'Centro' })}
        onClose={vi.fn()}
        onCreated={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Añadir varios códigos QR a Centro' });
    const to = within(dialog).getByLabelText(/^Hasta/);
    await user.clear(to);
    await user.type(to, '0');
    await user.type(within(dialog).getByLabelText('Descripción del identificador'), 'ab');
    // Nothing pressed yet: the owner sees why the range makes no codes while typing it.
    expect(within(dialog).getByText('Hasta no puede ser menor que Desde')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByLabelText('Descripción del identificador'),
    ).toHaveAccessibleDescription(
      'La descripción del identificador no puede tener menos de 3 caracteres',
    );
    // A field not typed in yet keeps its hint rather than a message.
    expect(within(dialog).getByText('Por ejemplo Mesa, Habitación o Mostrador')).toBeVisible();
    await user.clear(to);
    await user.type(to, '6');
    expect(within(dialog).queryByText('Hasta no puede ser menor que Desde')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
