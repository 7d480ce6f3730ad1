import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages, type OrderPayment } from '@scanorder/shared/payments/payments';
import { messagesOf } from '../i18n/catalogs.ts';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { setFormatLocale } from '../lib/format.ts';
import { cardPayment, PAYMENT_SECTION, unpaidOrderPayment } from '../payment-test-fixtures.ts';
import { OrderPaymentSection } from './order-payment.tsx';

const unpaidSummary = unpaidOrderPayment();
const paidSummary = unpaidOrderPayment({
  state: 'Paid',
  dueMinor: 0,
  paidMinor: 58_515,
  tipMinor: 4980,
  refundedMinor: 10_000,
  tipChoices: [],
  payments: [cardPayment({ refundedMinor: 10_000 })],
  refunds: [
    {
      id: '2b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a',
      paymentId: cardPayment().id,
      amountMinor: 10_000,
      reason: null,
      createdAt: '2026-11-24T11:00:00.000Z',
    },
  ],
});

function inFrench(ui: ReactNode) {
  const i18n = createGuestI18n({ locale: 'fr', messages: messagesOf('fr') });
  return render(<GuestI18nProvider i18n={i18n}>{ui}</GuestI18nProvider>);
}

function serve(summary: OrderPayment, postAnswer?: unknown) {
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
    Promise.resolve(Response.json(init.method === 'POST' ? postAnswer : summary)),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setFormatLocale('en-IN');
});

// French writes "585,15 ₹" with a narrow no-break space before the symbol.
const rupees = (amount: string) => new RegExp(`${amount}\\s₹`);

describe('the payment section in the guest’s language (French)', () => {
  it('shows the state, the receipt line with the card and the refund in French', async () => {
    serve(paidSummary);
    inFrench(<OrderPaymentSection {...PAYMENT_SECTION} />);
    expect(await screen.findByRole('heading', { name: 'Paiement' })).toBeInTheDocument();
    // ₹100.00 of the payment went back: the state says so, with the amount (decision 052).
    expect(await screen.findByText('Remboursé en partie')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^État du paiement : Remboursé en partie Montant remboursé : 100,00\s₹$/,
    );
    const receipt = screen.getByRole('list', { name: 'Paiements' });
    const [paidLine, refundLine] = within(receipt).getAllByRole('listitem');
    expect(paidLine).toHaveTextContent(/^Payé 585,15\s₹ \(pourboire 49,80\s₹\)/);
    expect(paidLine).toHaveTextContent('Visa se terminant par 4242');
    expect(paidLine).not.toHaveTextContent(/ending|tip/);
    expect(refundLine).toHaveTextContent(/^Remboursé 100,00\s₹ · \S/);
  });

  it('shows the card form, its tip choices and a declined card in French', async () => {
    const user = userEvent.setup();
    const declined = {
      ...paidSummary.payments[0],
      status: 'failed',
      failureMessage: paymentMessages.declined,
    };
    serve(unpaidSummary, { payment: declined, clientSecret: null, order: unpaidSummary });
    inFrench(<OrderPaymentSection {...PAYMENT_SECTION} payFirst />);
    const form = await screen.findByRole('form', { name: 'Payer par carte' });
    expect(within(form).getByRole('note')).toHaveTextContent(
      /^MODE TEST : aucune vraie carte n’est débitée\. Utilisez 4242 4242 4242 4242 pour payer/,
    );
    expect(within(form).getByRole('group', { name: 'Pourboire' })).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: rupees('10\\s%\\s\\(49,80') }));
    await user.type(within(form).getByLabelText('Numéro de carte'), '4000 0000 0000 0002');
    await user.type(within(form).getByLabelText('Expiration (MM/AA)'), '12/34');
    await user.type(within(form).getByLabelText('Code de sécurité'), '123');
    expect(within(form).getByText('Total à payer')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: rupees('^Payer 585,15') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre carte a été refusée. Aucun montant n’a été prélevé. Veuillez essayer une autre carte.',
    );
  });
});
