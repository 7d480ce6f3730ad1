import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hadSession, markSignedIn } from '../lib/session-flag.ts';
import { createQueryClient } from '../api/query-client.ts';
import { SIGN_IN_STATE } from '../lib/welcome-view.ts';
import { invitePreview, makeMe, UNAUTHENTICATED } from '../test/fixtures.ts';
import { mockFetch } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

/** The whole route table in a memory router; the router is returned to read its location. */
function renderApp(url: string, state?: unknown) {
  const [pathname, query] = url.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: query ? `?${query}` : '', state }],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const pathOf = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;

describe('protected pages', () => {
  it('sends a visitor without a session to /unauthorized', async () => {
    mockFetch(() => UNAUTHENTICATED);
    const router = renderApp('/acc-1/overview');
    await waitFor(() => expect(pathOf(router)).toBe('/unauthorized'));
    expect(
      await screen.findByText(
        'UnAuthorized! Your are not authorized to view this page. Kindly login to access this page. Thanks.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a browser whose session ended to /session/expired, once', async () => {
    markSignedIn();
    mockFetch(() => UNAUTHENTICATED);
    const router = renderApp('/acc-1/overview');
    await waitFor(() => expect(pathOf(router)).toBe('/session/expired'));
    expect(await screen.findByRole('heading', { name: 'Session Expired!' })).toBeInTheDocument();
    expect(screen.getByText('Session is Expired!. Please Login back. Thanks.')).toBeInTheDocument();
    expect(hadSession()).toBe(false);
  });

  it("refuses another account's user id", async () => {
    mockFetch(() => ({ body: makeMe() }));
    const router = renderApp('/acc-2/overview');
    await waitFor(() => expect(pathOf(router)).toBe('/unauthorized'));
  });

  it('sends a user-state error (403) to /unauthorized', async () => {
    mockFetch(() => ({
      status: 403,
      body: {
        error: { code: 'FORBIDDEN', message: 'Member is not Authorized to view this page!' },
      },
    }));
    const router = renderApp('/acc-1/overview');
    await waitFor(() => expect(pathOf(router)).toBe('/unauthorized'));
  });

  it('shows the overview with its drawer and the account menu', async () => {
    mockFetch(() => ({ body: makeMe({ announcement: 'Maintenance on Sunday' }) }));
    renderApp('/acc-1/overview');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha!' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent('OVERVIEW');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByText('Maintenance on Sunday')).toBeInTheDocument();
    expect(screen.getByText('Version 1.0.2')).toBeInTheDocument();
  });

  it('treats an unknown top-level path as a 404, not a protected page', async () => {
    const fetchMock = mockFetch(() => UNAUTHENTICATED);
    const router = renderApp('/acc-1');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/acc-1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('welcome area', () => {
  it('opens the sign-in view at / when navigation state says unAuthorized', async () => {
    mockFetch(() => UNAUTHENTICATED);
    renderApp('/', SIGN_IN_STATE);
    expect(await screen.findByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 ScanOrder')).toBeInTheDocument();
  });

  it('shows Home with the three feature anchors, then pricing, at / and /Home', async () => {
    mockFetch(() => ({ body: { plans: [] } }));
    renderApp('/Home');
    expect(await screen.findByRole('heading', { name: 'ScanOrder', level: 1 })).toBeInTheDocument();
    for (const id of ['scan-order', 'schedule-order', 'customize-order']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Pricing', level: 2 })).toBeInTheDocument();
  });

  it.each(['/privacypolicy', '/PrivacyPolicy'])('serves the privacy policy at %s', async (url) => {
    renderApp(url);
    expect(
      await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/under the age of 13/)).toBeInTheDocument();
  });

  it.each(['/termsofservice', '/TermsOfService'])('serves the terms at %s', async (url) => {
    renderApp(url);
    expect(
      await screen.findByRole('heading', { name: 'Terms of Service', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/over 18 years of age/)).toBeInTheDocument();
    expect(screen.getByText(/100 INR/)).toBeInTheDocument();
  });

  it('GOTO HOMEPAGE on /unauthorized returns to the sign-in view', async () => {
    mockFetch(() => UNAUTHENTICATED);
    const router = renderApp('/unauthorized');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'GOTO HOMEPAGE' }));
    expect(await screen.findByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the trial announcement', () => {
  const trialOffer = /free trial today/;

  it('greets visitors on the public pages', async () => {
    mockFetch(() => UNAUTHENTICATED);
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(trialOffer)).toBeInTheDocument();
  });

  it('is left out of an invitation, which joins an account that already has its plan', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/invites/') ? { body: invitePreview } : UNAUTHENTICATED,
    );
    renderApp('/acc-1/users/invite?token=abc');
    expect(await screen.findByText(/Asha Rao invited you, Ravi Kumar/)).toBeInTheDocument();
    expect(screen.queryByText(trialOffer)).not.toBeInTheDocument();
  });

  it("leaves Try Now (sign-up) out of an invitation's top navigation, keeping the rest", async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/invites/') ? { body: invitePreview } : UNAUTHENTICATED,
    );
    renderApp('/acc-1/users/invite?token=abc');
    expect(await screen.findByText(/Asha Rao invited you, Ravi Kumar/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SignIn' })).toBeInTheDocument();
  });

  it('keeps Try Now on the other public pages', async () => {
    mockFetch(() => UNAUTHENTICATED);
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Now' })).toHaveAttribute('href', '/signup');
  });
});

describe('logout', () => {
  it('signs out from the avatar menu and stays on the sign-in view', async () => {
    const user = userEvent.setup();
    markSignedIn();
    let signedIn = true;
    mockFetch(({ url }) => {
      if (url === '/api/auth/sign-out') {
        signedIn = false;
        return { body: { success: true } };
      }
      return signedIn ? { body: makeMe() } : UNAUTHENTICATED;
    });
    const router = renderApp('/acc-1/overview');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Give a stale "signed in" answer every chance to bounce us back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Email or User Name')).toBeInTheDocument();
  });
});
