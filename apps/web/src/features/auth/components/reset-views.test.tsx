import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { messages } from '@scanorder/shared/validation/messages';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { NewPasswordView, PASSWORD_RESET_NOTICE } from './new-password-view.tsx';
import { ResetRequestView } from './reset-request-view.tsx';

describe('ResetRequestView', () => {
  it('sends the reset request and shows the success banner', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: { status: true } }));
    renderWithApp(<ResetRequestView />, { url: '/reset' });

    await user.type(screen.getByLabelText('Email'), 'bad');
    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(authMessages.resetLinkSent)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/request-password-reset')).toEqual([
      { email: 'asha@example.com', redirectTo: '/reset/new-password' },
    ]);
  });

  it('shows the error code upper-cased when the request fails', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 429,
      body: { code: 'RATE_LIMITED', message: authMessages.rateLimited },
    }));
    renderWithApp(<ResetRequestView />, { url: '/reset' });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('RATE_LIMITED')).toBeInTheDocument();
    expect(screen.getByText(authMessages.rateLimited.toUpperCase())).toBeInTheDocument();
  });
});

describe('NewPasswordView', () => {
  it('sets the new password with the token and returns to SignIn with a notice', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: { status: true } }));
    renderWithApp(<NewPasswordView />, { url: '/reset/new-password?token=tok-1' });

    await user.type(screen.getByLabelText('Password'), 'weak');
    expect(await screen.findByText(messages.password)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Better@2');
    await user.type(screen.getByLabelText('Reenter Password'), 'Better@3');
    expect(await screen.findByText('Passwords not Matched!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Reenter Password'));
    await user.type(screen.getByLabelText('Reenter Password'), 'Better@2');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/));
    expect(screen.getByTestId('location').dataset['state']).toContain(PASSWORD_RESET_NOTICE);
    expect(requestsTo(fetchMock, '/api/auth/reset-password')).toEqual([
      { newPassword: 'Better@2', token: 'tok-1' },
    ]);
  });

  it('explains an invalid link and links to a new request', () => {
    renderWithApp(<NewPasswordView />, { url: '/reset/new-password?error=INVALID_TOKEN' });
    expect(screen.getByText(authMessages.invalidResetLink.toUpperCase())).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
