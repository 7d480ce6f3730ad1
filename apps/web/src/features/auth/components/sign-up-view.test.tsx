import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@scanorder/shared/validation/messages';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { SIGN_UP_BANNER_MS, SignUpView } from './sign-up-view.tsx';

const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Rao');
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret@1');
  await user.type(screen.getByLabelText('Reenter Password'), 'Secret@1');
}

describe('SignUpView', () => {
  it("shows the spec's message for each field as the user types", async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpView />, { url: '/signup' });

    const firstName = screen.getByLabelText('First Name');
    await user.type(firstName, 'A');
    expect(await screen.findByText(messages.tooShort('First name', 2))).toBeInTheDocument();
    await user.clear(firstName);
    expect(await screen.findByText(messages.required('First name'))).toBeInTheDocument();

    await user.type(screen.getByLabelText('Last Name'), 'R');
    expect(await screen.findByText(messages.tooShort('Last name', 2))).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(messages.email)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'simple');
    expect(await screen.findByText(messages.password)).toBeInTheDocument();

    // The terms box is still unticked: the mismatch must show anyway.
    await user.type(screen.getByLabelText('Reenter Password'), 'other');
    expect(await screen.findByText('Passwords not Matched!')).toBeInTheDocument();

    // Fixing the password to match the confirmation clears the mismatch.
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Other@1');
    await user.clear(screen.getByLabelText('Reenter Password'));
    await user.type(screen.getByLabelText('Reenter Password'), 'Other@1');
    await waitFor(() =>
      expect(screen.queryByText('Passwords not Matched!')).not.toBeInTheDocument(),
    );
  });

  it('keeps Create Account disabled until the form is valid and the terms box is ticked', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpView />, { url: '/signup' });
    expect(createAccount()).toBeDisabled();
    expect(screen.getByLabelText('Service Name')).toHaveTextContent('Restaurant');

    await fillValidForm(user);
    expect(createAccount()).toBeDisabled();

    const terms = screen.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    });
    await user.click(terms);
    await waitFor(() => expect(createAccount()).toBeEnabled());

    await user.click(terms);
    await waitFor(() => expect(createAccount()).toBeDisabled());
  });

  it('creates the account, shows the verify-email modal, and closing it goes to SignIn', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: { token: null, user: { id: 'u1' } } }));
    renderWithApp(<SignUpView />, { url: '/signup' });

    await user.click(screen.getByLabelText('Service Name'));
    await user.click(await screen.findByRole('option', { name: 'Grocery' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await waitFor(() => expect(createAccount()).toBeEnabled());
    await user.click(createAccount());

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/sign-up/email')).toEqual([
      {
        email: 'asha@example.com',
        password: 'Secret@1',
        name: 'Asha Rao',
        firstName: 'Asha',
        lastName: 'Rao',
        serviceName: 'Grocery',
        // The ticked box and the version of the terms it linked to, for the server to record.
        agreeToTerms: true,
        termsVersion: 'April 21, 2024',
        // The app's language, kept on the account for its emails (decision 051).
        language: 'en',
        callbackURL: '/signin?verified=1',
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/));
  });

  it('shows a refusal upper-cased and hides the banner after 6 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      mockFetch(() => ({
        status: 422,
        body: { code: 'USER_ALREADY_EXISTS', message: 'UserNam/Email already used. Try Different' },
      }));
      renderWithApp(<SignUpView />, { url: '/signup' });
      await fillValidForm(user);
      await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
      await waitFor(() => expect(createAccount()).toBeEnabled());
      await user.click(createAccount());

      expect(
        await screen.findByText('USERNAM/EMAIL ALREADY USED. TRY DIFFERENT'),
      ).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(SIGN_UP_BANNER_MS + 100);
      await waitFor(() =>
        expect(
          screen.queryByText('USERNAM/EMAIL ALREADY USED. TRY DIFFERENT'),
        ).not.toBeInTheDocument(),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("words an unexpected failure as the spec's server error", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    renderWithApp(<SignUpView />, { url: '/signup' });
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await waitFor(() => expect(createAccount()).toBeEnabled());
    await user.click(createAccount());
    expect(await screen.findByText('SERVER ERROR! PLEASE TRY AGAIN LATER.')).toBeInTheDocument();
  });
});
