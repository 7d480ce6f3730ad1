import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  paymentMessages,
  TEST_CARDS,
  type OrderPayment,
} from '@scanorder/shared/payments/payments';
import { cardPayment, PAYMENT_SECTION, unpaidOrderPayment } from '../payment-test-fixtures.ts';
import { OrderPaymentSection } from './order-payment.tsx';

const summary = unpaidOrderPayment;
const payment = cardPayment;

/**
 * The server: each GET answers the next of `reads` (the last one again once they run out), each
 * POST the next of `answers` (a Response as it is, anything else as a 200 JSON body).
 */
function server(reads: OrderPayment | OrderPayment[], answers: unknown[]) {
  const posts: unknown[] = [];
  const summaries = Array.isArray(reads) ? [...reads] : [reads];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      posts.push(JSON.parse(init.body as string));
      const answer = answers.shift();
      return Promise.resolve(answer instanceof Response ? answer : Response.json(answer));
    }
    return Promise.resolve(
      Response.json(summaries.length > 1 ? summaries.shift()! : summaries[0]!),
    );
  });
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

/** Opens the card form from Pay now and pays the ₹535.35 due with the card that is declined. */
async function payWithDeclinedCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Pay now/ }));
  await user.type(await screen.findByLabelText('Card number'), TEST_CARDS.declined);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay ₹535.35' }));
}

describe('the payment section of the order page', () => {
  it('pays with the test card and the chosen tip, then shows Paid and the receipt line', async () => {
    const user = userEvent.setup();
    const paid = summary({
      state: 'Paid',
      dueMinor: 0,
      paidMinor: 53_535,
      payments: [payment()],
    });
    const posts = server(summary(), [{ payment: payment(), clientSecret: null, order: paid }]);
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    expect(await screen.findByText('Unpaid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now · ₹535.35' }));
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    // Pay now goes away as the form opens: the keyboard goes into the form, not to the page.
    await waitFor(() => expect(form).toHaveFocus());
    expect(within(form).getByRole('note')).toHaveTextContent('TEST MODE');
    await user.click(within(form).getByRole('radio', { name: '10% (₹49.80)' }));
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Pay ₹585.15' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    // On the business's clock (Asia/Kolkata: 10:00 UTC is 3:30 pm), as its receipt says it; the
    // provider's brand "visa" reads as the receipt page writes it.
    expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent(
      'Paid ₹585.15 (tip ₹49.80) · Visa ending 4242 · Tue, 24 Nov, 3:30 pm',
    );
    expect(screen.queryByRole('form', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      PAYMENT_SECTION.receiptHref,
    );
    // The form (and its Pay button) went away with the payment: the keyboard goes to the receipt.
    await waitFor(() => expect(screen.getByRole('link', { name: 'View receipt' })).toHaveFocus());
    expect(posts).toEqual([
      expect.objectContaining({
        tipPercentage: 10,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      }),
    ]);
  });

  it('writes the expiry typed on a number pad (no "/" key) as MM/YY and pays with it', async () => {
    const user = userEvent.setup();
    const paid = summary({ state: 'Paid', dueMinor: 0, paidMinor: 53_535, payments: [payment()] });
    const posts = server(summary(), [{ payment: payment(), clientSecret: null, order: paid }]);
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    await user.click(await screen.findByRole('button', { name: 'Pay now · ₹535.35' }));
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    const expiry = within(form).getByLabelText('Expiry (MM/YY)');
    // The field asks the phone for its number pad, which has digits only.
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '34');
    expect(expiry).toHaveValue('12/34');
    // Deleting back past the slash leaves the month, with no slash to delete by hand.
    await user.type(expiry, '{Backspace}{Backspace}');
    expect(expiry).toHaveValue('12');
    await user.clear(expiry);
    await user.type(expiry, '1/34');
    expect(expiry).toHaveValue('01/34');
    await user.clear(expiry);
    await user.type(expiry, '12/345');
    expect(expiry).toHaveValue('12/34');
    await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: /^Pay ₹/ }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(posts).toEqual([
      expect.objectContaining({
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      }),
    ]);
  });

  it('starts the card form on the tip chosen at checkout, while the business still offers it', async () => {
    const user = userEvent.setup();
    server(summary(), []);
    const { unmount } = render(<OrderPaymentSection {...PAYMENT_SECTION} checkoutTip={10} />);
    await user.click(await screen.findByRole('button', { name: 'Pay now · ₹535.35' }));
    let form = await screen.findByRole('form', { name: 'Pay by card' });
    expect(within(form).getByRole('radio', { name: '10% (₹49.80)' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Pay ₹585.15' })).toBeInTheDocument();
    unmount();

    // A tip the business no longer offers: the form starts on none.
    render(<OrderPaymentSection {...PAYMENT_SECTION} checkoutTip={12} />);
    await user.click(await screen.findByRole('button', { name: 'Pay now · ₹535.35' }));
    form = await screen.findByRole('form', { name: 'Pay by card' });
    expect(within(form).getByRole('radio', { name: '0% (₹0.00)' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Pay ₹535.35' })).toBeInTheDocument();
  });

  it('says a declined card was declined and pays with a new attempt key next time', async () => {
    const user = userEvent.setup();
    const declined = payment({ status: 'failed', failureMessage: paymentMessages.declined });
    const posts = server(summary(), [
      { payment: declined, clientSecret: null, order: summary({ payments: [declined] }) },
      { payment: payment(), clientSecret: null, order: summary({ state: 'Paid', dueMinor: 0 }) },
    ]);
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    await payWithDeclinedCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.declined);
    await user.click(screen.getByRole('button', { name: 'Pay ₹535.35' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    const keys = posts.map((post) => (post as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('says what is wrong under each card field, moves the keyboard to the first and sends nothing', async () => {
    const user = userEvent.setup();
    const posts = server(summary(), []);
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    await user.click(await screen.findByRole('button', { name: /^Pay now/ }));
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    const number = within(form).getByLabelText('Card number');
    const expiry = within(form).getByLabelText('Expiry (MM/YY)');
    const cvc = within(form).getByLabelText('Security code');
    await user.type(number, 'abcd efgh ijkl mnop');
    await user.type(expiry, '13/40');
    await user.click(within(form).getByRole('button', { name: 'Pay ₹535.35' }));
    // Each field is marked and described by its own message, read when the keyboard lands on it.
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toBeInvalid();
    expect(number).toHaveAccessibleDescription(paymentMessages.cardNumber);
    expect(expiry).toBeInvalid();
    expect(expiry).toHaveAccessibleDescription(paymentMessages.expiry);
    expect(cvc).toBeInvalid();
    expect(cvc).toHaveAccessibleDescription(paymentMessages.cvc);
    expect(posts).toEqual([]);
    // Put right, the field is no longer marked; the next wrong one takes the keyboard.
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(within(form).getByRole('button', { name: 'Pay ₹535.35' }));
    await waitFor(() => expect(expiry).toHaveFocus());
    expect(number).toBeValid();
    expect(number).not.toHaveAccessibleDescription();
    expect(posts).toEqual([]);
  });

  it('keeps Pay focusable while an attempt is under way, and a second press sends nothing', async () => {
    const user = userEvent.setup();
    const declined = payment({ status: 'failed', failureMessage: paymentMessages.declined });
    let answer: (response: Response) => void = () => undefined;
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      if (init.method !== 'POST') return Promise.resolve(Response.json(summary()));
      posts.push(init.body);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    await payWithDeclinedCard(user);
    // A disabled button drops the keyboard to the page in a browser: this one says it is busy.
    const pending = screen.getByRole('button', { name: 'Paying…' });
    expect(pending).toBeEnabled();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();
    await user.click(pending);
    expect(posts).toHaveLength(1);
    answer(
      Response.json({
        payment: declined,
        clientSecret: null,
        order: summary({ payments: [declined] }),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.declined);
    expect(screen.getByRole('button', { name: 'Pay ₹535.35' })).toHaveFocus();
  });

  it('tells the guest to pay at the counter when the business takes no online payment', async () => {
    server(summary({ online: false, unavailableReason: 'pay-at-counter' }), []);
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Pay at the counter. This business does not take payment online.',
    );
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it('tells the guest of a delivery to pay on delivery when the business takes no online payment', async () => {
    server(summary({ online: false, unavailableReason: 'pay-at-counter' }), []);
    render(<OrderPaymentSection {...PAYMENT_SECTION} delivery />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Pay on delivery. This business does not take payment online.',
    );
  });

  it('asks nothing of a cancelled order: no payment side unpaid, only what was paid and refunded', async () => {
    server(summary({ online: false, unavailableReason: 'payouts-not-ready' }), []);
    const cancelled = { ...PAYMENT_SECTION, status: 'Order Cancelled' };
    const { container, unmount } = render(<OrderPaymentSection {...cancelled} />);
    // Loading, it shows the section's heading; read, nothing.
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();
    vi.unstubAllGlobals();
    server(
      summary({
        online: false,
        state: 'Paid',
        dueMinor: 0,
        paidMinor: 53_535,
        payments: [payment()],
      }),
      [],
    );
    render(<OrderPaymentSection {...cancelled} />);
    expect(await screen.findByRole('link', { name: 'View receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  describe('after a refund (decision 052)', () => {
    /** Paid ₹585.15 (tip ₹49.80) by visa 4242; `refunds` given back of it. */
    const paidThenRefunded = (refunds: number[], overrides: Partial<OrderPayment> = {}) => {
      const refundedMinor = refunds.reduce((sum, amount) => sum + amount, 0);
      return summary({
        state: 'Paid',
        dueMinor: 0,
        paidMinor: 53_535,
        tipMinor: 4980,
        refundedMinor,
        payments: [payment({ refundedMinor })],
        refunds: refunds.map((amountMinor, index) => ({
          id: `5555555${index}-5555-4555-8555-555555555555`,
          paymentId: payment().id,
          amountMinor,
          reason: 'Cold naan',
          createdAt: '2026-11-24T11:00:00.000Z',
        })),
        ...overrides,
      });
    };
    const paymentStatus = () => screen.getByRole('status');

    it('says Part refunded and what came back, politely, when a refund arrives on the open page', async () => {
      server([paidThenRefunded([]), paidThenRefunded([5000])], []);
      const { rerender } = render(<OrderPaymentSection {...PAYMENT_SECTION} version={3} />);
      await vi.waitFor(() => expect(paymentStatus()).toHaveTextContent('Payment status: Paid'));
      const region = paymentStatus();
      // The team refunds ₹50.00 by hand: the order's stream brings a new version of the order.
      rerender(<OrderPaymentSection {...PAYMENT_SECTION} version={4} />);
      await vi.waitFor(() =>
        expect(paymentStatus()).toHaveTextContent(
          'Payment status: Part refunded ₹50.00 given back',
        ),
      );
      // The same live region changed its words (a screen reader reads a change, not a new node),
      // and it is polite: the guest is not interrupted.
      expect(paymentStatus()).toBe(region);
      expect(region).not.toHaveAttribute('aria-live', 'assertive');
      expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent(
        'Refunded ₹50.00 · Tue, 24 Nov, 4:30 pm',
      );
      // The refund asks nothing of the guest: no Pay now, and the receipt stays linked.
      expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View receipt' })).toBeInTheDocument();
    });

    it('says Refunded once everything paid went back, the tip too, and on a reload alike', async () => {
      server(paidThenRefunded([5000, 53_515]), []);
      render(<OrderPaymentSection {...PAYMENT_SECTION} />);
      await vi.waitFor(() =>
        expect(paymentStatus()).toHaveTextContent('Payment status: Refunded ₹585.15 given back'),
      );
      expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    });

    it('says Refunded for a cancelled paid order once its refund came, and asks for nothing', async () => {
      const cancelled = { ...PAYMENT_SECTION, status: 'Order Cancelled' };
      server(
        [paidThenRefunded([], { online: false }), paidThenRefunded([58_515], { online: false })],
        [],
      );
      const { rerender } = render(<OrderPaymentSection {...cancelled} version={5} />);
      await vi.waitFor(() => expect(paymentStatus()).toHaveTextContent('Payment status: Paid'));
      rerender(<OrderPaymentSection {...cancelled} version={6} />);
      await vi.waitFor(() =>
        expect(paymentStatus()).toHaveTextContent('Payment status: Refunded ₹585.15 given back'),
      );
      expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('asks only what an edit up added after a refund, and lists the refund', async () => {
      // Refunded ₹50.00 by hand, then the team added ₹100.00 of lines: ₹100.00 is due, not ₹150.00.
      server(
        paidThenRefunded([5000], {
          state: 'Part paid',
          orderAmountMinor: 63_535,
          dueMinor: 10_000,
        }),
        [],
      );
      render(<OrderPaymentSection {...PAYMENT_SECTION} />);
      await vi.waitFor(() =>
        expect(paymentStatus()).toHaveTextContent(/^Payment status: Part paid$/),
      );
      expect(screen.getByRole('button', { name: 'Pay now · ₹100.00' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent('Refunded ₹50.00');
    });
  });

  it('opens the card form at once for an order paid before it is sent (checkout ends here)', async () => {
    server(summary(), []);
    render(<OrderPaymentSection {...PAYMENT_SECTION} payFirst />);
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    expect(within(form).getByRole('button', { name: 'Pay ₹535.35' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it('says an order not paid in time was not sent, and offers no payment', async () => {
    server(summary({ online: false, unavailableReason: 'expired' }), []);
    render(<OrderPaymentSection {...PAYMENT_SECTION} payFirst />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Not paid in time. This order was not sent and nothing was charged. Please order again.',
    );
    expect(screen.queryByRole('form', { name: 'Pay by card' })).not.toBeInTheDocument();
  });
  it('refuses a payment whose amount changed, shows the new amount and pays it', async () => {
    const user = userEvent.setup();
    const grown = summary({ orderAmountMinor: 60_000, dueMinor: 60_000 });
    const paid = summary({ state: 'Paid', dueMinor: 0, paidMinor: 60_000, payments: [payment()] });
    const posts = server(
      [summary(), grown],
      [
        Response.json(
          { error: { code: 'CONFLICT', message: paymentMessages.amountChanged } },
          { status: 409 },
        ),
        { payment: payment(), clientSecret: null, order: paid },
      ],
    );
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    await user.click(await screen.findByRole('button', { name: 'Pay now · ₹535.35' }));
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    await user.type(within(form).getByLabelText('Card number'), TEST_CARDS.success);
    await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Pay ₹535.35' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(paymentMessages.amountChanged);
    await user.click(await within(form).findByRole('button', { name: 'Pay ₹600.00' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(posts).toEqual([
      expect.objectContaining({ shownAmountMinor: 53_535 }),
      expect.objectContaining({ shownAmountMinor: 60_000 }),
    ]);
  });
});
