import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import { StatusNotificationsToggle } from './status-notifications-toggle.tsx';

const ORDER_ID = '9b2f4c1e-8a7d-4e3b-9c5a-1f2e3d4c5b6a';
const ENDPOINT = 'https://push.example.com/send/abc';

interface Browser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  requests: { url: string; method: string; body: unknown }[];
  register: ReturnType<typeof vi.fn>;
}

/** Notification, PushManager, a service worker container and fetch, as a supporting browser has. */
function supportingBrowser(answer: NotificationPermission = 'granted'): Browser {
  const browser: Browser = { permission: 'default', answer, requests: [], register: vi.fn() };
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: () => {
      browser.permission = browser.answer;
      return Promise.resolve(browser.answer);
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
  };
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(null),
      subscribe: vi.fn(() => Promise.resolve(subscription)),
    },
  };
  browser.register.mockResolvedValue(registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: browser.register, getRegistration: () => Promise.resolve(registration) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      browser.requests.push({
        url,
        method,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      });
      if (url === '/api/v1/push/public-key')
        return Promise.resolve(Response.json({ publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9' }));
      if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(Response.json({ endpoint: ENDPOINT }, { status: 201 }));
    }),
  );
  return browser;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const renderToggle = (status: OrderStatus) =>
  render(<StatusNotificationsToggle orderId={ORDER_ID} status={status} />);
/** The toggle's two states, by the name each gives the button. */
const notifyButton = () =>
  screen.findByRole('button', { name: 'Notify me when the status changes' });
const stopButton = () => screen.findByRole('button', { name: 'Stop status notifications' });

describe('status notifications on the order page', () => {
  it('offers nothing when the browser cannot show notifications', async () => {
    renderToggle('Order Placed');
    // Supported once these exist: the same render then offers the button.
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    supportingBrowser();
    renderToggle('Order Placed');
    expect(await notifyButton()).toBeInTheDocument();
  });

  it('subscribes this order on the order pages scope, then stops it again', async () => {
    const browser = supportingBrowser();
    window.history.replaceState(null, '', `/acc-1/restaurant/order/${ORDER_ID}/order/details`);
    renderToggle('Order Placed');

    await userEvent.click(await notifyButton());
    const stop = await stopButton();
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', {
      scope: '/acc-1/restaurant/order/',
    });
    const subscriptions = `/api/v1/public/orders/${ORDER_ID}/push-subscriptions`;
    expect(browser.requests.at(-1)).toEqual({
      url: subscriptions,
      method: 'POST',
      body: { endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } },
    });

    await userEvent.click(stop);
    expect(await notifyButton()).toHaveAttribute('aria-pressed', 'false');
    expect(browser.requests.at(-1)).toEqual({
      url: subscriptions,
      method: 'DELETE',
      body: { endpoint: ENDPOINT },
    });
  });

  it('remembers the choice across reloads of the page', async () => {
    supportingBrowser();
    const { unmount } = renderToggle('Order Accepted');
    await userEvent.click(await notifyButton());
    await stopButton();
    unmount();
    renderToggle('Order Accepted');
    expect(await stopButton()).toBeInTheDocument();
  });

  it("shows the spec's alert when notifications are blocked, and stores nothing", async () => {
    const browser = supportingBrowser('denied');
    renderToggle('Order Placed');
    await userEvent.click(await notifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications blocked. Please enable them in your browser.',
    );
    expect(browser.register).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
  });

  it('is not offered once the order is final', async () => {
    supportingBrowser();
    renderToggle('Order Completed');
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    expect(screen.queryByText(/notifications/i)).not.toBeInTheDocument();
  });
});
