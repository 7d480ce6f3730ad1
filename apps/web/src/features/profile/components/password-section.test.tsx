import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { passwordChangedMessage } from '@scanorder/shared/profile/change-password';
import { messages } from '@scanorder/shared/validation/messages';
import { hadSession, markSignedIn } from '../../../lib/session-flag.ts';
import { mockFetch, renderWithApp, requestsTo, validationFailure } from '../../../test/render.tsx';
import { PasswordSection } from './password-section.tsx';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
  await user.type(screen.getByLabelText('Old Password'), 'Secret@123');
  await user.type(screen.getByLabelText('New Password'), 'Newer@123');
  await user.type(screen.getByLabelText('Confirm Password'), 'Newer@123');
}

describe('PasswordSection', () => {
  it("shows the spec's password-change messages as the user types", async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordSection />);

    const email = screen.getByLabelText('Email');
    await user.type(email, 'asha');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText('email is required field')).toBeInTheDocument();

    const newPassword = screen.getByLabelText('New Password');
    await user.type(newPassword, 'x');
    await user.clear(newPassword);
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    // The change rule wants a lowercase letter too.
    await user.type(newPassword, 'NEWER@123');
    expect(await screen.findByText(messages.password)).toBeInTheDocument();

    // The mismatch shows even while other fields are still wrong.
    await user.type(screen.getByLabelText('Confirm Password'), 'Other@123');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.clear(newPassword);
    await user.type(newPassword, 'Other@123');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument());
  });

  it('on success says the user will be logged out, then opens the sign-in view', async () => {
    const user = userEvent.setup();
    markSignedIn();
    const fetchMock = mockFetch(() => ({ body: { message: passwordChangedMessage } }));
    renderWithApp(<PasswordSection />, { url: '/acc-1/profile' });

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('You will be logged out!. Please log back using new password.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/profile/password')).toEqual([
      {
        email: 'asha@example.com',
        oldPassword: 'Secret@123',
        newPassword: 'Newer@123',
        confirmPassword: 'Newer@123',
      },
    ]);
    expect(hadSession()).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const location = await screen.findByTestId('location');
    await waitFor(() => expect(location).toHaveTextContent(/^\/$/));
    expect(location).toHaveAttribute('data-state', JSON.stringify({ view: 'unAuthorized' }));
  });

  it('shows a wrong old password as an error toast and stays', async () => {
    const user = userEvent.setup();
    mockFetch(() => validationFailure('Incorrect Password'));
    renderWithApp(<PasswordSection />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('INCORRECT PASSWORD')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
