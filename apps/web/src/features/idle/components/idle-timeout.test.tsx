import { act, screen, within } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { IdleTimeout } from './idle-timeout.tsx';

const MINUTE = 60_000;

/** Moves the fake clock and lets React render what the timers caused. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('IdleTimeout', () => {
  // react-idle-timer keeps the timer functions it found at import; createMocks re-reads them.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    createMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
    createMocks();
  });

  it('opens the Session Timeout modal after the idle time, and Continue keeps the session', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderWithApp(<IdleTimeout timeoutMinutes={5} exempt={false} />, { url: '/acc-1/overview' });

    await advance(5 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1500);
    const dialog = screen.getByRole('dialog', { name: 'Session Timeout' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('logged out in 60 seconds');
    await advance(10_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('logged out in 50 seconds');

    await act(async () => within(dialog).getByRole('button', { name: 'Continue' }).click());
    await advance(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The idle time starts again from Continue: past the old deadline nothing happens.
    await advance(2 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/overview');
  });

  it('signs out at the end of the countdown and says the session expired', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderWithApp(<IdleTimeout timeoutMinutes={5} exempt={false} />, { url: '/acc-1/overview' });
    await advance(5 * MINUTE + 500);
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeInTheDocument();
    await advance(60_000);
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/session\/expired$/);
  });

  it('Logout signs out and opens the sign-in view', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderWithApp(<IdleTimeout timeoutMinutes={15} exempt={false} />, { url: '/acc-1/profile' });
    await advance(15 * MINUTE + 500);
    const dialog = screen.getByRole('dialog', { name: 'Session Timeout' });
    await act(async () => within(dialog).getByRole('button', { name: 'Logout' }).click());
    await advance(0);
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(1);
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(/^\/$/);
    expect(location).toHaveAttribute('data-state', JSON.stringify({ view: 'unAuthorized' }));
  });

  it('signs out when the tab is hidden', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderWithApp(<IdleTimeout timeoutMinutes={15} exempt={false} />, { url: '/acc-1/overview' });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await advance(0);
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/session\/expired$/);
  });

  it('keeps the session on a hidden tab when an admin turned hidden-tab sign-out off', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderWithApp(<IdleTimeout timeoutMinutes={15} exempt={false} signOutOnHiddenTab={false} />, {
      url: '/acc-1/overview',
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await advance(0);
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/overview');
    // The idle timeout still applies.
    await advance(15 * MINUTE + 500);
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeInTheDocument();
  });

  it('does not sign out when the page itself is being left or reloaded', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderWithApp(<IdleTimeout timeoutMinutes={15} exempt={false} />, { url: '/acc-1/overview' });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/overview');
  });

  it('leaves exempt pages (orders board, kiosk) alone', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderWithApp(<IdleTimeout timeoutMinutes={5} exempt />, { url: '/acc-1/orders' });
    await advance(30 * MINUTE);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(0);
  });
});
