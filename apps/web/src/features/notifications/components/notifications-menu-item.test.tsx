import MenuList from '@mui/material/MenuList';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { notificationMessages } from '../lib/push-subscription.ts';
import { NotificationsMenuItem } from './notifications-menu-item.tsx';

// 65 bytes of a P-256 public key, base64url as the server sends it.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.test/send/abc';

function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
  };
}

/** Stubs Notification, PushManager and navigator.serviceWorker as a supporting browser has them. */
function stubBrowser({
  permission = 'default',
  answer = 'granted',
  existing = null,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  existing?: ReturnType<typeof fakeSubscription> | null;
} = {}) {
  const created = fakeSubscription();
  let current = existing;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = created;
      return created;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => (current ? registration : undefined)),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { pushManager, serviceWorker, requestPermission, created };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderSwitch() {
  renderWithApp(
    <MenuList>
      <NotificationsMenuItem />
    </MenuList>,
  );
  return screen.getByRole('menuitemcheckbox', { name: 'Notifications' });
}

describe('NotificationsMenuItem', () => {
  it('says the browser has no support, and subscribes to nothing', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const item = renderSwitch();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled', 'true'));
    expect(item).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(item);
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.unsupported);
    expect(item).toHaveAttribute('aria-checked', 'false');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows on when this browser's subscription is the signed-in user's", async () => {
    mockFetch(() => ({ body: { endpoints: [ENDPOINT] } }));
    stubBrowser({ permission: 'granted', existing: fakeSubscription() });
    const item = renderSwitch();
    await waitFor(() => expect(item).toHaveAttribute('aria-checked', 'true'));
  });

  it("shows off when this browser's subscription belongs to someone else", async () => {
    mockFetch(() => ({ body: { endpoints: ['https://push.example.test/send/other'] } }));
    stubBrowser({ permission: 'granted', existing: fakeSubscription() });
    const item = renderSwitch();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled', 'true'));
    expect(item).toHaveAttribute('aria-checked', 'false');
  });

  it('asks permission, registers the worker, subscribes with the VAPID key and stores it', async () => {
    const fetch = mockFetch(({ url }) => ({
      status: url.endsWith('/subscriptions') ? 201 : 200,
      // The server answers a stored subscription with its endpoint (the route contract checks it).
      body: url.endsWith('/public-key') ? { publicKey: PUBLIC_KEY } : { endpoint: ENDPOINT },
    }));
    const browser = stubBrowser();
    const item = renderSwitch();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled', 'true'));

    await userEvent.click(item);
    await waitFor(() => expect(item).toHaveAttribute('aria-checked', 'true'));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    // vitest's Mock records calls with the mocked signature's loose parameter types.
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect([key.length, key[0]]).toEqual([65, 4]);
    expect(requestsTo(fetch, '/api/v1/push/subscriptions')).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } },
    ]);
  });

  it('says notifications are blocked when the permission is refused', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const browser = stubBrowser({ answer: 'denied' });
    const item = renderSwitch();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled', 'true'));

    await userEvent.click(item);
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.blocked);
    expect(item).toHaveAttribute('aria-checked', 'false');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('switching off removes the subscription on the server and unsubscribes', async () => {
    const fetch = mockFetch(({ method }) =>
      method === 'DELETE' ? { status: 204 } : { body: { endpoints: [ENDPOINT] } },
    );
    const existing = fakeSubscription();
    stubBrowser({ permission: 'granted', existing });
    const item = renderSwitch();
    await waitFor(() => expect(item).toHaveAttribute('aria-checked', 'true'));

    await userEvent.click(item);
    await waitFor(() => expect(item).toHaveAttribute('aria-checked', 'false'));
    const deletes = fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url, init]) => [url, init?.body])).toEqual([
      ['/api/v1/push/subscriptions', JSON.stringify({ endpoint: ENDPOINT })],
    ]);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
  });

  it('drops the browser subscription and stays off when the server cannot store it', async () => {
    mockFetch(({ url }) =>
      url.endsWith('/public-key')
        ? { body: { publicKey: PUBLIC_KEY } }
        : { status: 500, body: { error: { code: 'INTERNAL', message: 'Server Error' } } },
    );
    const browser = stubBrowser();
    const item = renderSwitch();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled', 'true'));

    await userEvent.click(item);
    expect(await screen.findByText('SERVER ERROR')).toBeInTheDocument();
    expect(item).toHaveAttribute('aria-checked', 'false');
    expect(browser.created.unsubscribe).toHaveBeenCalledOnce();
  });
});
