import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, requestsTo } from '../../../test/render.tsx';
import {
  localSession,
  makeBilling,
  makeSubscription,
  serveBilling,
} from './billing-test-fixtures.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { CheckoutReturnGate } from './checkout-return-gate.tsx';
import { SubscriptionsPage } from './subscriptions-page.tsx';

function renderPage(url = '/acc-1/subscriptions') {
  return renderWithApp(
    <SubscriptionsPage
      renderPlanChooser={(props) =>
        props.plans?.map((plan) => (
          <button key={plan.priceId} type="button" onClick={() => props.onSelect(plan)}>
            Select {plan.name}
          </button>
        ))
      }
    />,
    { url, path: '/:userId/subscriptions' },
  );
}

const location = () => screen.getByTestId('location');
const stripeScripts = () => document.head.querySelectorAll('script[src^="https://js.stripe.com"]');

describe('checkout', () => {
  it('subscribes through the TEST MODE checkout and closes back to the subscription', async () => {
    const user = userEvent.setup();
    let subscribed = false;
    const fetchMock = serveBilling({
      billing: () => makeBilling(subscribed ? makeSubscription() : null),
      other: ({ url, method }) => {
        if (method === 'POST' && url === '/api/v1/billing/checkout-sessions')
          return { status: 201, body: localSession };
        if (method === 'POST' && url.endsWith('/local-checkout/cs_local_1/complete')) {
          subscribed = true;
          return { body: makeBilling(makeSubscription()) };
        }
        if (url === '/api/v1/billing/checkout-sessions/cs_local_1')
          return {
            body: { status: 'complete', customerEmail: 'asha@example.com', mode: 'subscription' },
          };
        return { status: 404 };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Select Company' }));
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));

    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(requestsTo(fetchMock, '/api/v1/billing/checkout-sessions')).toEqual([
      { mode: 'subscription', priceId: 'company-month-INR', currency: 'INR' },
    ]);
    expect(within(dialog).getByText('TEST MODE')).toBeInTheDocument();
    expect(within(dialog).getByText('Subscribe to Company')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete Test Payment' }));

    expect(await within(dialog).findByText('Payment is Completed Successfully!.')).toBeVisible();
    expect(within(dialog).getByText(/asha@example.com/)).toBeInTheDocument();
    expect(location()).toHaveTextContent(
      '/acc-1/subscriptions?session_id=cs_local_1&priceId=company-month-INR',
    );
    expect(stripeScripts()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close checkout' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/acc-1\/subscriptions$/));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'MANAGE BILLING' })).toBeEnabled(),
    );
  });

  it('keeps the keyboard on SUBSCRIBE while the checkout starts, and returns it there on close', async () => {
    const user = userEvent.setup();
    let open = () => {};
    const started = new Promise<void>((resolve) => {
      open = resolve;
    });
    serveBilling({
      billing: () => makeBilling(null),
      other: async ({ url, method }) => {
        if (method === 'POST' && url === '/api/v1/billing/checkout-sessions') {
          await started;
          return { status: 201, body: localSession };
        }
        return { status: 404 };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Select Company' }));
    const subscribe = screen.getByRole('button', { name: 'SUBSCRIBE' });
    subscribe.focus();
    await user.keyboard('{Enter}');

    // A disabled button hands the focus to the page, and the dialog would return it there.
    await waitFor(() => expect(subscribe).toHaveAttribute('aria-busy', 'true'));
    expect(subscribe).not.toBeDisabled();
    expect(subscribe).toHaveAttribute('aria-disabled', 'true');
    expect(subscribe).toHaveFocus();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Close checkout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toHaveFocus();
  });

  it('shows the error texts when the returned session cannot be read', async () => {
    serveBilling({
      other: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Checkout session not found' } },
      }),
    });
    renderPage('/acc-1/subscriptions?session_id=cs_gone&priceId=company-month-INR');
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByText('Payment is Errored out!.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please contact Support team further details.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('CHECKOUT SESSION NOT FOUND')).toBeInTheDocument();
  });

  it('opens SUBSCRIPTIONS when the overview is reached with a session_id', async () => {
    renderWithApp(
      <CheckoutReturnGate>
        <p>Services</p>
      </CheckoutReturnGate>,
      {
        url: '/acc-1/overview?session_id=cs_1&priceId=company-month-INR',
        path: '/:userId/overview',
      },
    );
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/acc-1/subscriptions?session_id=cs_1&priceId=company-month-INR',
      ),
    );
  });

  it('loads Stripe.js only for the Stripe provider and mounts the embedded checkout', async () => {
    const mount = vi.fn();
    const createEmbeddedCheckoutPage = vi.fn(() => Promise.resolve({ mount, destroy: vi.fn() }));
    // The Stripe.js release @stripe/stripe-js expects, so it loads without a version warning.
    const Stripe = Object.assign(
      vi.fn(() => ({ createEmbeddedCheckoutPage })),
      { version: 'dahlia' },
    );
    const props = {
      testMode: false,
      completing: false,
      onCompleteLocal: vi.fn(),
      onStripeError: vi.fn(),
      onClose: vi.fn(),
    };
    const { unmount } = renderWithApp(
      <CheckoutDialog
        {...props}
        view={{ status: 'open', checkout: { session: localSession, plan: null } }}
      />,
    );
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
    expect(stripeScripts()).toHaveLength(0);
    unmount();

    renderWithApp(
      <CheckoutDialog
        {...props}
        view={{
          status: 'payment',
          checkout: {
            session: {
              ...localSession,
              provider: 'stripe',
              testMode: false,
              mode: 'payment-update',
              clientSecret: 'cs_secret_1',
              publishableKey: 'pk_test_1',
            },
            plan: null,
          },
        }}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Update Payment' })).toBeInTheDocument();
    await waitFor(() => expect(stripeScripts()).toHaveLength(1));
    vi.stubGlobal('Stripe', Stripe);
    stripeScripts()[0]!.dispatchEvent(new Event('load'));
    await waitFor(() =>
      expect(mount).toHaveBeenCalledWith(screen.getByTestId('stripe-embedded-checkout')),
    );
    expect(Stripe).toHaveBeenCalledWith('pk_test_1');
    // vitest's Mock records calls with the mocked signature's loose parameter types.
    const [[options]] = createEmbeddedCheckoutPage.mock.calls as unknown as [
      [{ fetchClientSecret: () => Promise<string> }],
    ];
    await expect(options.fetchClientSecret()).resolves.toBe('cs_secret_1');
    expect(props.onStripeError).not.toHaveBeenCalled();
  });
});
