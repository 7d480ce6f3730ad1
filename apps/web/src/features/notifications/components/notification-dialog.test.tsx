import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { NotificationDialog } from './notification-dialog.tsx';

let worker: EventTarget;

beforeEach(() => {
  worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** What public/push-sw.js posts to open pages when a push arrives. */
function push(data: unknown) {
  act(() => {
    worker.dispatchEvent(new MessageEvent('message', { data }));
  });
}

const NEW_ORDER = {
  type: 'scanorder:push',
  title: 'New Order Placed!',
  body: 'Asha R. · #00012 · ₹249.50',
  url: '/acc-1/restaurant?tab=orders',
};

describe('NotificationDialog', () => {
  it('shows a push that arrives while the app is open and opens the page it is about', async () => {
    const user = userEvent.setup();
    renderWithApp(<NotificationDialog />, { url: '/acc-1/overview', path: '/:userId/overview' });
    push(NEW_ORDER);
    const dialog = await screen.findByRole('dialog', { name: 'New Order Placed!' });
    expect(dialog).toHaveTextContent('Asha R. · #00012 · ₹249.50');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/restaurant?tab=orders'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Close, ignores other messages, and never links off the site', async () => {
    const user = userEvent.setup();
    renderWithApp(<NotificationDialog />, { url: '/acc-1/overview', path: '/:userId/overview' });
    push({ type: 'something-else', title: 'x' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    push({ ...NEW_ORDER, url: 'https://evil.example/phish' });
    await screen.findByRole('dialog', { name: 'New Order Placed!' });
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays shut on the page the notification is about', () => {
    renderWithApp(<NotificationDialog />, {
      url: '/acc-1/restaurant?tab=orders',
      path: '/:userId/restaurant',
    });
    push(NEW_ORDER);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
