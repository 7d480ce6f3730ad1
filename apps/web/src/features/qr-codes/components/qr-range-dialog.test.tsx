import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBranch } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { MAIN_STREET } from './qr-code-fixtures.ts';
import { QrRangeDialog } from './qr-range-dialog.tsx';

configure({ asyncUtilTimeout: 5_000 });

const RANGE_PATH = '/api/v1/businesses/restaurant/qr-codes/range';
const branch = makeBranch({ id: MAIN_STREET, name: 'Main Street' });

describe('QrRangeDialog', { timeout: 60_000 }, () => {
  it('shows the codes a range makes and checks it with the shared rules before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ status: 500 }));
    renderWithApp(
      <QrRangeDialog kind="restaurant" branch={branch} onClose={vi.fn()} onCreated={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Many QR Codes to Main Street' });
    const to = within(dialog).getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '20');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Makes 20 QR codes: Table 1, Table 2 … Table 20.',
    );
    await user.clear(to);
    await user.type(to, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add QR Codes' }));
    expect(await within(dialog).findByText('To cannot be less than From')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the range in one request and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'This identifier already has a QR code in this store: Table 3',
        },
      },
    }));
    renderWithApp(
      <QrRangeDialog kind="restaurant" branch={branch} onClose={vi.fn()} onCreated={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Many QR Codes to Main Street' });
    await user.click(within(dialog).getByRole('button', { name: 'Add 10 QR codes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This identifier already has a QR code in this store: Table 3',
    );
    expect(requestsTo(fetchMock, RANGE_PATH)).toEqual([
      { branchId: MAIN_STREET, prefix: 'Table', from: 1, to: 10, description: '' },
    ]);
  });
});
