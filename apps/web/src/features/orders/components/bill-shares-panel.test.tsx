import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TableBill } from '@scanorder/shared/payments/table-bill';
import { cardPayment, LOCAL_ONLINE_PAYMENT } from '../../../customer/payment-test-fixtures.ts';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { ownerBoardSource } from '../api/board-source.ts';
import { BillSharesPanel } from './bill-shares-panel.tsx';

const ORDER_ID = '9b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a';
const SHARE_ID = '1b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a';

/** Table 4's bill in euros: one share of €1,234.50 (tip €50.00) paid, €20.00 still due. */
const bill: TableBill = {
  billId: '3b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a',
  table: 'Table 4',
  status: 'open',
  state: 'Part paid',
  ...LOCAL_ONLINE_PAYMENT,
  currency: 'EUR',
  totalMinor: 120_450,
  paidMinor: 118_450,
  dueMinor: 2000,
  payableMinor: 2000,
  tipPercentages: [0, 10],
  split: null,
  orders: [],
  payments: [cardPayment({ id: SHARE_ID, currency: 'EUR', amountMinor: 123_450, tipMinor: 5000 })],
};

const payments = ownerBoardSource(
  'restaurant',
  { accountId: 'acc-1', businessId: '11111111-1111-4111-8111-111111111111' },
  { canExport: true },
).payments!;

describe("the shares of an opened order's table bill, in Spanish", { timeout: 30_000 }, () => {
  beforeEach(() => setOwnerLocale('es'));
  afterEach(() => setOwnerLocale('en'));

  it('writes money the Spanish way and refunds part of a share typed with a decimal comma', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: bill }));
    renderWithApp(<BillSharesPanel orderId={ORDER_ID} version={1} payments={payments} />);
    expect(await screen.findByText(/Table 4/)).toHaveTextContent('20,00 €');
    expect(screen.getByRole('list')).toHaveTextContent('Parte 1234,50 € (propina 50,00 €)');
    await user.click(screen.getByRole('button', { name: /^Reembolsar la parte de 1234,50\s€$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reembolsar' });
    expect(dialog).toHaveTextContent('Se puede reembolsar hasta 1234,50 €.');
    await user.type(within(dialog).getByLabelText('Importe (EUR)'), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, `/api/v1/orders/${ORDER_ID}/bill/payments/${SHARE_ID}/refunds`),
      ).toEqual([{ idempotencyKey: expect.any(String), amountMinor: 1250 }]),
    );
  });
});
