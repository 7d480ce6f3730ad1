import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, UNAUTHENTICATED } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { hadSession, markSignedIn } from '../../../lib/session-flag.ts';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { EMAIL_VERIFIED_NOTICE, SignInView } from './sign-in-view.tsx';

async function signInWith(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email or User Name'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('SignInView', () => {
  afterEach(() => setOwnerLocale('en'));

  it("sends a user name under the server's member domain, lower-cased, and opens the member's overview", async () => {
    let signedIn = false;
    const member = makeMe({
      member: { id: 'mem-7', role: 'member', isOwner: false, userName: 'ravi.kumar' },
    });
    const fetchMock = mockFetch(({ url }) => {
      // MEMBER_EMAIL_DOMAIN set to something other than the default.
      if (url === '/api/v1/app-config') return { body: { memberEmailDomain: 'staff.example.org' } };
      if (url === '/api/auth/sign-in/email') {
        signedIn = true;
        return { body: { redirect: false } };
      }
      if (url === '/api/v1/me') return signedIn ? { body: member } : UNAUTHENTICATED;
      return { status: 404 };
    });
    renderWithApp(<SignInView />, { url: '/signin' });

    await signInWith('  Ravi.Kumar ', 'Secret@1');

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/overview?memberId=mem-7'),
    );
    expect(requestsTo(fetchMock, '/api/auth/sign-in/email')).toEqual([
      { email: 'ravi.kumar@staff.example.org', password: 'Secret@1' },
    ]);
    expect(hadSession()).toBe(true);
  });

  it('lower-cases an email and sends an owner to their overview without memberId', async () => {
    let signedIn = false;
    const fetchMock = mockFetch(({ url }) => {
      if (url === '/api/auth/sign-in/email') {
        signedIn = true;
        return { body: {} };
      }
      return signedIn ? { body: makeMe() } : UNAUTHENTICATED;
    });
    renderWithApp(<SignInView />, { url: '/signin' });
    await signInWith('Asha@Example.COM', 'Secret@1');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/acc-1\/overview$/),
    );
    expect(requestsTo(fetchMock, '/api/auth/sign-in/email')[0]).toMatchObject({
      email: 'asha@example.com',
    });
    expect(requestsTo(fetchMock, '/api/v1/app-config')).toEqual([]);
  });

  it("switches a fresh device to the account's language before the overview shows", async () => {
    let signedIn = false;
    mockFetch(({ url }) => {
      if (url === '/api/auth/sign-in/email') {
        signedIn = true;
        return { body: {} };
      }
      return signedIn ? { body: makeMe({ user: { language: 'es' } }) } : UNAUTHENTICATED;
    });
    renderWithApp(<SignInView />, { url: '/signin' });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    await signInWith('asha@example.com', 'Secret@1');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/acc-1\/overview$/),
    );
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('scanorder.owner-language')).toBe('es');
  });

  it("keeps the device's language for an account that has chosen none yet, and saves it to the account", async () => {
    // An owner who switched this device to Spanish before the account kept a language.
    await setOwnerLocale('es');
    let signedIn = false;
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (url === '/api/auth/sign-in/email') {
        signedIn = true;
        return { body: {} };
      }
      if (url === '/api/v1/profile/language' && method === 'PUT') return { body };
      return signedIn ? { body: makeMe({ user: { language: null } }) } : UNAUTHENTICATED;
    });
    renderWithApp(<SignInView />, { url: '/signin' });
    await userEvent.type(screen.getByLabelText(/Correo o usuario/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Secret@1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/acc-1\/overview$/),
    );
    expect(document.documentElement.lang).toBe('es');
    expect(requestsTo(fetchMock, '/api/v1/profile/language')).toEqual([{ language: 'es' }]);
  });

  it('shows the server error upper-cased', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/sign-in/email'
        ? {
            status: 401,
            body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Incorrect Password' },
          }
        : UNAUTHENTICATED,
    );
    renderWithApp(<SignInView />, { url: '/signin' });
    await signInWith('asha@example.com', 'wrong');
    expect(await screen.findByText('INCORRECT PASSWORD')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/);
  });

  it('offers to resend the verification email when the email is not verified', async () => {
    const fetchMock = mockFetch(({ url }) => {
      if (url === '/api/auth/sign-in/email') {
        return {
          status: 403,
          body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email is not verified for the User.' },
        };
      }
      if (url === '/api/auth/send-verification-email') return { body: { status: true } };
      return UNAUTHENTICATED;
    });
    renderWithApp(<SignInView />, { url: '/signin' });
    await signInWith('Asha@example.com', 'Secret@1');
    expect(await screen.findByText('EMAIL IS NOT VERIFIED FOR THE USER.')).toBeInTheDocument();

    const resend = screen.getByRole('button', { name: 'Resend verification email' });
    await userEvent.setup().click(resend);
    expect(await screen.findByText(/We have sent a new verification link/)).toBeInTheDocument();
    // The banner and its button are gone: the keyboard is back on the form, not the page body.
    await waitFor(() => expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus());
    expect(requestsTo(fetchMock, '/api/auth/send-verification-email')).toEqual([
      { email: 'asha@example.com', callbackURL: '/signin?verified=1' },
    ]);
  });

  it('goes straight to the overview when a session is live', async () => {
    markSignedIn();
    mockFetch(() => ({ body: makeMe() }));
    renderWithApp(<SignInView />, { url: '/signin' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/overview'),
    );
  });

  it('asks who is signed in only when this browser signed in, so a visitor sees no failed request', async () => {
    const fetchMock = mockFetch(() => UNAUTHENTICATED);
    renderWithApp(<SignInView />, { url: '/signin' });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    // The form is up with nothing asked; a query would have started on the first render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, '/api/v1/me')).toEqual([]);
  });

  it('confirms a verified email, and reports a bad verification link', async () => {
    mockFetch(() => UNAUTHENTICATED);
    const { unmount } = renderWithApp(<SignInView />, { url: '/signin?verified=1' });
    expect(await screen.findByText(EMAIL_VERIFIED_NOTICE)).toBeInTheDocument();
    unmount();

    renderWithApp(<SignInView />, { url: '/signin?verified=1&error=invalid_token' });
    expect(await screen.findByText(/INVALID EMAIL VERIFICATION LINK/)).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_VERIFIED_NOTICE)).not.toBeInTheDocument();
  });

  it('requires both fields', async () => {
    const user = userEvent.setup();
    mockFetch(() => UNAUTHENTICATED);
    renderWithApp(<SignInView />, { url: '/signin' });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email or user name field is required')).toBeInTheDocument();
    expect(screen.getByText('Password field is required')).toBeInTheDocument();
  });
});
