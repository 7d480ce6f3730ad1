import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentResult } from '@stripe/stripe-js';
import type { OrderPayment, Payment, PayOrderResult } from '@scanorder/shared/payments/payments';
import {
  cardPayment,
  PAYMENT_ORDER_ID,
  PAYMENT_SECTION,
  unpaidOrderPayment,
} from '../payment-test-fixtures.ts';
import { OrderPaymentSection } from './order-payment.tsx';

const ORDER_ID = PAYMENT_ORDER_ID;
const PAYMENT_ID = cardPayment().id;
const CLIENT_SECRET = 'pi_fake_secret_abc';

type Handler = (event: unknown) => void;

/** Stripe.js as the payment step uses it: Elements, its two elements, and confirmPayment. */
const stripe = vi.hoisted(() => {
  const fake = {
    elementsOptions: [] as unknown[],
    mounted: [] as string[],
    handlers: new Map<string, Handler>(),
    confirmCalls: [] as unknown[],
    confirmAnswers: [] as (() => Promise<unknown>)[],
    reset() {
      fake.elementsOptions = [];
      fake.mounted = [];
      fake.handlers = new Map();
      fake.confirmCalls = [];
      fake.confirmAnswers = [];
    },
    /** Stripe's own event on one of the elements ('expressCheckout:cancel'...). */
    emit(name: string, event: unknown = {}) {
      fake.handlers.get(name)?.(event);
    },
  };
  return fake;
});

vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: () =>
    Promise.resolve({
      elements(options: unknown) {
        stripe.elementsOptions.push(options);
        return {
          create(type: string) {
            return {
              on(event: string, handler: Handler) {
                stripe.handlers.set(`${type}:${event}`, handler);
              },
              mount(into: HTMLElement) {
                stripe.mounted.push(type);
                into.setAttribute('data-stripe', type);
              },
              destroy() {
                stripe.mounted = stripe.mounted.filter((mounted) => mounted !== type);
              },
            };
          },
        };
      },
      confirmPayment(options: unknown) {
        stripe.confirmCalls.push(options);
        const next = stripe.confirmAnswers.shift();
        return next ? next() : Promise.resolve({ paymentIntent: { status: 'succeeded' } });
      },
    }),
}));

/** A Stripe business's order: the summary carries the publishable key. */
const summary = (overrides: Partial<OrderPayment> = {}) =>
  unpaidOrderPayment({
    provider: 'stripe',
    testMode: false,
    publishableKey: 'pk_test_fake',
    ...overrides,
  });
/** The attempt's payment, waiting for the card until Stripe.js confirms it. */
const payment = (overrides: Partial<Payment> = {}) =>
  cardPayment({ status: 'processing', cardBrand: null, cardLast4: null, ...overrides });

/** The server's answer to a new attempt: an intent for the total, waiting for the card. */
function started(tipMinor = 0): PayOrderResult {
  const attempt = payment({ amountMinor: 53_535 + tipMinor, tipMinor });
  return { payment: attempt, clientSecret: CLIENT_SECRET, order: summary({ payments: [attempt] }) };
}
const paidPayment = payment({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
const paid: PayOrderResult = {
  payment: paidPayment,
  clientSecret: null,
  order: summary({ state: 'Paid', dueMinor: 0, paidMinor: 53_535, payments: [paidPayment] }),
};

/** The API: the summary, then each POST answered from its route's queue (an Error: no network). */
function server(
  first: OrderPayment,
  answers: { pay?: (PayOrderResult | Error)[]; refresh?: (PayOrderResult | Error)[] },
) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    if (init.method !== 'POST') return Promise.resolve(Response.json(first));
    requests.push({ url, body: init.body ? JSON.parse(init.body as string) : null });
    const queue = url.endsWith('/refresh') ? answers.refresh : answers.pay;
    const answer = queue?.shift();
    if (answer === undefined || answer instanceof Error)
      return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Response.json(answer));
  });
  return {
    pays: () => requests.filter((request) => request.url.endsWith('/payments')),
    refreshes: () => requests.filter((request) => request.url.endsWith('/refresh')),
  };
}

const confirmWith = (result: PaymentIntentResult | Error) =>
  stripe.confirmAnswers.push(() =>
    result instanceof Error ? Promise.reject(result) : Promise.resolve(result),
  );

async function openCardForm(tip = '0% (₹0.00)') {
  const user = userEvent.setup();
  render(<OrderPaymentSection {...PAYMENT_SECTION} />);
  await user.click(await screen.findByRole('button', { name: /^Pay now/ }));
  const form = await screen.findByRole('form', { name: 'Pay by card or wallet' });
  await user.click(within(form).getByRole('radio', { name: tip }));
  await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(stripe.mounted).toEqual(['expressCheckout', 'payment']));
  return { user, form };
}

beforeEach(() => stripe.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the payment step with Stripe (Stripe.js faked)', () => {
  it('mounts the Payment Element with the intent of the chosen tip, confirms on the page and shows Paid', async () => {
    const api = server(summary(), { pay: [started(4980)], refresh: [paid] });
    const { user, form } = await openCardForm('10% (₹49.80)');
    // The server made the intent for the total it computed: the tip is sent, no card, and the
    // total the guest saw (the server refuses it if it no longer is what is due).
    expect(api.pays().map((request) => request.body)).toEqual([
      { idempotencyKey: expect.any(String), tipPercentage: 10, shownAmountMinor: 58_515 },
    ]);
    expect(stripe.elementsOptions).toEqual([
      expect.objectContaining({ clientSecret: CLIENT_SECRET, locale: 'en' }),
    ]);
    // No wallet in this browser: no Express Checkout button and no "or".
    act(() => stripe.emit('expressCheckout:ready', { availablePaymentMethods: undefined }));
    expect(screen.queryByText('Or pay by card')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Pay ₹585.15' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(stripe.confirmCalls).toEqual([
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: { return_url: `http://localhost:3000/?payment=${PAYMENT_ID}` },
      }),
    ]);
    expect(api.refreshes().map((request) => request.url)).toEqual([
      `/api/v1/public/orders/${ORDER_ID}/payments/${PAYMENT_ID}/refresh`,
    ]);
    expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent(
      'Paid ₹585.15 (tip ₹49.80) · Visa ending 4242',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The card form's frames go with it.
    expect(stripe.mounted).toEqual([]);
  });

  it('says a declined card was declined and pays with another card on the same intent', async () => {
    const api = server(summary(), { pay: [started()], refresh: [paid] });
    confirmWith({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const { user, form } = await openCardForm();
    await user.click(within(form).getByRole('button', { name: 'Pay ₹535.35' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your card was declined. No money was taken. Please try another card.',
    );
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Pay ₹535.35' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    // One attempt, one intent: the second card confirmed the same PaymentIntent.
    expect(api.pays()).toHaveLength(1);
    expect(stripe.confirmCalls).toHaveLength(2);
  });

  it('offers the wallets the browser has; a closed wallet sheet charges nothing, a failed one is told', async () => {
    server(summary(), { pay: [started()], refresh: [paid] });
    const { form } = await openCardForm();
    act(() =>
      stripe.emit('expressCheckout:ready', {
        availablePaymentMethods: { applePay: true, googlePay: false, link: false },
      }),
    );
    expect(within(form).getByText('Or pay by card')).toBeInTheDocument();

    act(() => stripe.emit('expressCheckout:cancel', { elementType: 'expressCheckout' }));
    expect(within(form).getByRole('status')).toHaveTextContent(
      'The payment was cancelled. Nothing was charged.',
    );

    confirmWith({ error: { type: 'card_error', code: 'card_declined' } });
    const declined = { paymentFailed: vi.fn(), expressPaymentType: 'apple_pay' };
    act(() => stripe.emit('expressCheckout:confirm', declined));
    await waitFor(() => expect(declined.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Your card was declined.');

    const approved = { paymentFailed: vi.fn(), expressPaymentType: 'apple_pay' };
    act(() => stripe.emit('expressCheckout:confirm', approved));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(approved.paymentFailed).not.toHaveBeenCalled();
  });

  it('keeps the attempt when the network fails, and finds a payment confirmed while offline', async () => {
    const api = server(summary(), {
      pay: [new Error('offline'), started()],
      refresh: [new Error('still offline'), paid],
    });
    const user = userEvent.setup();
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    await user.click(await screen.findByRole('button', { name: /^Pay now/ }));
    const form = await screen.findByRole('form', { name: 'Pay by card or wallet' });
    await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The connection was lost. Nothing was charged. Please try again.',
    );
    await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(stripe.mounted).toEqual(['expressCheckout', 'payment']));
    // The same attempt sent again: the server answers a repeat with the same intent.
    const [first, second] = api.pays().map((request) => request.body as { idempotencyKey: string });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);

    // Stripe.js lost its answer, and the page cannot reach the server either.
    confirmWith({ error: { type: 'api_connection_error', message: 'Network error' } });
    await user.click(within(form).getByRole('button', { name: 'Pay ₹535.35' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The connection was lost before the payment was confirmed. It may have gone through',
    );
    // Paying again could charge twice: the page waits for the server's word instead.
    const pay = within(form).getByRole('button', { name: 'Pay ₹535.35' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    await user.click(pay);
    expect(stripe.confirmCalls).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(stripe.confirmCalls).toHaveLength(1);
    expect(api.refreshes()).toHaveLength(2);
  });

  it('keeps the keyboard on the form from Pay now to Pay, and a second press while paying charges once', async () => {
    server(summary(), { pay: [started()], refresh: [paid] });
    let answer: (result: PaymentIntentResult) => void = () => undefined;
    stripe.confirmAnswers.push(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    await user.click(await screen.findByRole('button', { name: /^Pay now/ }));
    const form = await screen.findByRole('form', { name: 'Pay by card or wallet' });
    await waitFor(() => expect(form).toHaveFocus());

    within(form).getByRole('button', { name: 'Continue to payment' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stripe.mounted).toEqual(['expressCheckout', 'payment']));
    // The step's button went with it: the keyboard is on the card step, not the top of the page.
    expect(screen.getByRole('form', { name: 'Pay by card or wallet' })).toHaveFocus();

    const pay = await within(form).findByRole('button', { name: 'Pay ₹535.35' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    const paying = within(form).getByRole('button', { name: 'Paying…' });
    expect(paying).toHaveFocus();
    expect(paying).toHaveAttribute('aria-disabled', 'true');
    await user.click(paying);
    expect(stripe.confirmCalls).toHaveLength(1);
    act(() => answer({ paymentIntent: { status: 'succeeded' } } as PaymentIntentResult));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
  });

  it('reads the payment a redirect came back for, then drops the return from the address', async () => {
    window.history.replaceState(
      null,
      '',
      `/order?lang=fr&payment=${PAYMENT_ID}&payment_intent=pi_fake&redirect_status=succeeded`,
    );
    const api = server(summary({ payments: [payment()] }), { refresh: [paid] });
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(api.refreshes()).toHaveLength(1);
    expect(window.location.search).toBe('?lang=fr');
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      PAYMENT_SECTION.receiptHref,
    );
  });

  it('says to pay at the counter when Stripe has no publishable key configured', async () => {
    server(summary({ publishableKey: null }), {});
    render(<OrderPaymentSection {...PAYMENT_SECTION} />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Pay at the counter. This business cannot take online payments yet.',
    );
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });
});
