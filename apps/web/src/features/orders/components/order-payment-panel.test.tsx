import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { cardPayment, LOCAL_ONLINE_PAYMENT } from '../../../customer/payment-test-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo, validationFailure } from '../../../test/render.tsx';
import { ownerBoardSource } from '../api/board-source.ts';
import { OrderPaymentPanel } from './order-payment-panel.tsx';
import { PaymentBadge } from './payment-badge.tsx';

const ORDER_ID = '9b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a';

function paidSummary(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    orderId: ORDER_ID,
    ...LOCAL_ONLINE_PAYMENT,
    state: 'Paid',
    orderAmountMinor: 26_768,
    dueMinor: 0,
    paidMinor: 26_768,
    tipMinor: 2490,
    refundedMinor: 0,
    tipChoices: [{ percentage: 0, tipMinor: 0 }],
    payments: [cardPayment({ amountMinor: 29_258, tipMinor: 2490 })],
    refunds: [],
    ...overrides,
  };
}

/** Everything the guest paid went back, in one refund. */
const fullyRefunded = () =>
  paidSummary({
    refundedMinor: 29_258,
    payments: [cardPayment({ amountMinor: 29_258, tipMinor: 2490, refundedMinor: 29_258 })],
    refunds: [
      {
        id: '2b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a',
        paymentId: '1b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a',
        amountMinor: 29_258,
        reason: null,
        createdAt: '2026-11-24T10:05:00.000Z',
      },
    ],
  });

const source = (canManage: boolean) =>
  ownerBoardSource(
    'restaurant',
    { accountId: 'acc-1', businessId: '11111111-1111-4111-8111-111111111111' },
    { canExport: canManage },
  ).payments!;

describe('the payment of an opened order', { timeout: 30_000 }, () => {
  it('records an unpaid order paid at the counter once asked, for any role', async () => {
    const user = userEvent.setup();
    const unpaid = paidSummary({
      state: 'Unpaid',
      dueMinor: 26_768,
      paidMinor: 0,
      tipMinor: 0,
      payments: [],
    });
    const counterPaid = paidSummary({
      tipMinor: 0,
      payments: [
        cardPayment({
          method: 'counter',
          amountMinor: 26_768,
          tipMinor: 0,
          cardBrand: null,
          cardLast4: null,
        }),
      ],
    });
    let current = unpaid;
    const fetchMock = mockFetch(({ method }) => {
      if (method === 'POST') current = counterPaid;
      return { body: current };
    });
    renderWithApp(
      <OrderPaymentPanel orderId={ORDER_ID} version={2} payments={source(false)} counter />,
    );
    expect(await screen.findByText('Nothing was paid online.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paid at the counter' }));
    const dialog = screen.getByRole('dialog', { name: 'Paid at the counter?' });
    expect(dialog).toHaveTextContent(
      '₹267.68 is recorded as paid in cash or by card at the counter.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('PAYMENT RECORDED')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, `/api/v1/orders/${ORDER_ID}/counter-payments`);
    expect(sent).toEqual([{ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    const list = await screen.findByRole('list', { name: 'Payments and refunds' });
    expect(list).toHaveTextContent('Paid ₹267.68 (tip ₹0.00) · At the counter');
    expect(screen.queryByRole('button', { name: 'Paid at the counter' })).toBeNull();
  });

  it('offers no counter payment where it is not the order’s to record', async () => {
    mockFetch(() => ({ body: paidSummary({ state: 'Unpaid', dueMinor: 26_768, payments: [] }) }));
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={2} payments={source(true)} />);
    expect(await screen.findByText('Nothing was paid online.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paid at the counter' })).toBeNull();
  });

  it('refunds part of a paid order with a reason, for an admin or manager', async () => {
    const user = userEvent.setup();
    const refunded = paidSummary({
      refundedMinor: 5000,
      refunds: [
        {
          id: '2b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a',
          paymentId: '1b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a',
          amountMinor: 5000,
          reason: 'Cold naan',
          createdAt: '2026-11-24T10:05:00.000Z',
        },
      ],
    });
    let current = paidSummary();
    const fetchMock = mockFetch(({ method }) => {
      if (method === 'POST') current = refunded;
      return { body: current };
    });
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={2} payments={source(true)} />);
    const list = await screen.findByRole('list', { name: 'Payments and refunds' });
    // The provider's "visa" reads as a brand, as on the guest's receipt.
    expect(list).toHaveTextContent('Paid ₹292.58 (tip ₹24.90) · Visa ···· 4242');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund' });
    expect(dialog).toHaveTextContent('Up to ₹292.58 can be refunded.');
    await waitFor(() => expect(within(dialog).getByLabelText('Amount (INR)')).toHaveFocus());
    await user.type(within(dialog).getByLabelText('Amount (INR)'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // The example is one the field reads: no currency symbol, no thousands separator.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter an amount like 292.58',
    );
    await user.clear(within(dialog).getByLabelText('Amount (INR)'));
    await user.type(within(dialog).getByLabelText('Amount (INR)'), '50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Cold naan');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('REFUND MADE')).toBeInTheDocument();
    expect(await screen.findByText(/Refunded ₹50.00 · Cold naan/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/v1/orders/${ORDER_ID}/refunds`)).toEqual([
      { idempotencyKey: expect.any(String), amountMinor: 5000, reason: 'Cold naan' },
    ]);
  });

  it('says Refunded, as the ticket does, once all that was paid went back, and offers no Refund', async () => {
    mockFetch(() => ({
      body: fullyRefunded(),
    }));
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={3} payments={source(true)} />);
    const list = await screen.findByRole('list', { name: 'Payments and refunds' });
    expect(list).toHaveTextContent('Refunded ₹292.58');
    expect(screen.getByText('Refunded', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('Paid', { exact: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('hands the keyboard to the payment state once a full refund took the Refund button away', async () => {
    const user = userEvent.setup();
    const full = fullyRefunded();
    let current = paidSummary();
    mockFetch(({ method }) => {
      if (method === 'POST') current = full;
      return { body: current };
    });
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={2} payments={source(true)} />);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
    await waitFor(() => expect(screen.getByText('Refunded', { exact: true })).toHaveFocus());
  });

  it('shows the server refusing a refund larger than what was paid', async () => {
    const user = userEvent.setup();
    mockFetch(({ method }) =>
      method === 'POST'
        ? validationFailure('A refund cannot be more than what was paid (₹292.58).')
        : { body: paidSummary() },
    );
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={2} payments={source(true)} />);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount (INR)'), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A refund cannot be more than what was paid (₹292.58).',
    );
  });

  it('says what is still due after the lines were edited up', async () => {
    mockFetch(() => ({
      body: paidSummary({ state: 'Part paid', orderAmountMinor: 53_536, dueMinor: 26_768 }),
    }));
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={3} payments={source(false)} />);
    expect(await screen.findByText('Still due: ₹267.68')).toBeInTheDocument();
    expect(screen.getByText('Part paid')).toBeInTheDocument();
  });

  it("says an order with no payment of its own was paid through the table's bill", async () => {
    mockFetch(() => ({ body: paidSummary({ payments: [], tipMinor: 0 }) }));
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={4} payments={source(true)} />);
    expect(await screen.findByText("Paid through the table's bill.")).toBeInTheDocument();
    expect(screen.queryByText('Nothing was paid online.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it("still says the table's bill paid it once a share's refund is listed on the order", async () => {
    // The team refunded ₹30.00 of the share that paid this order: the refund row names the order.
    const { refunds } = fullyRefunded();
    mockFetch(() => ({
      body: paidSummary({
        payments: [],
        tipMinor: 0,
        refunds: [{ ...refunds[0]!, amountMinor: 3000 }],
      }),
    }));
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={5} payments={source(true)} />);
    expect(await screen.findByText("Paid through the table's bill.")).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Payments and refunds' })).toHaveTextContent(
      'Refunded ₹30.00',
    );
  });

  it('offers members no Refund', async () => {
    mockFetch(() => ({ body: paidSummary() }));
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={2} payments={source(false)} />);
    expect(await screen.findByRole('list', { name: 'Payments and refunds' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('badges a ticket Paid, Part paid, Refunded, and Unpaid when nothing was paid online', () => {
    const payment = {
      currency: 'INR',
      paidMinor: 100,
      tipMinor: 0,
      refundedMinor: 0,
      cardBrand: null,
      cardLast4: null,
    };
    const { rerender } = render(<PaymentBadge payment={null} />);
    expect(screen.getByLabelText('Payment: Unpaid')).toBeInTheDocument();
    for (const state of ['Paid', 'Part paid', 'Refunded'] as const) {
      rerender(<PaymentBadge payment={{ ...payment, state }} />);
      expect(screen.getByLabelText(`Payment: ${state}`)).toHaveTextContent(state);
    }
  });
});

describe('the payment of an opened order, in Spanish', { timeout: 30_000 }, () => {
  beforeEach(() => setOwnerLocale('es'));
  afterEach(() => setOwnerLocale('en'));

  it('writes money the Spanish way and reads a refund typed with a decimal comma', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: paidSummary({ currency: 'EUR' }) }));
    renderWithApp(<OrderPaymentPanel orderId={ORDER_ID} version={2} payments={source(true)} />);
    const list = await screen.findByRole('list', { name: 'Pagos y reembolsos' });
    expect(list).toHaveTextContent('Pagado 292,58 € (propina 24,90 €)');
    await user.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reembolsar' });
    expect(dialog).toHaveTextContent('Se puede reembolsar hasta 292,58 €.');
    const amount = within(dialog).getByLabelText('Importe (EUR)');
    await user.type(amount, '1.000,00');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Introduce un importe como 292,58');
    await user.clear(amount);
    await user.type(amount, '50,5');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/api/v1/orders/${ORDER_ID}/refunds`)).toEqual([
        { idempotencyKey: expect.any(String), amountMinor: 5050 },
      ]),
    );
  });
});
