import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@scanorder/shared/validation/messages';
import { makeMember } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { InviteMemberDialog } from './invite-member-dialog.tsx';

const invited = makeMember({
  id: '4f7a3c2e-1111-4222-8333-944445555666',
  status: 'invited',
  role: 'manager',
  userName: 'ravi.kumar',
  firstName: 'Ravi',
  lastName: 'Kumar',
  emailAddress: 'ravi@example.com',
  customMessage: 'Welcome aboard!',
  inviteExpiresAt: '2030-01-08T00:00:00.000Z',
});

async function fill(user: ReturnType<typeof userEvent.setup>, customMessage = 'Welcome aboard!') {
  const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
  await user.type(within(dialog).getByLabelText('First Name'), 'Ravi');
  await user.type(within(dialog).getByLabelText('Last Name'), 'Kumar');
  await user.type(within(dialog).getByLabelText('Mobile Number'), '9876543210');
  await user.type(within(dialog).getByLabelText('Email Address'), 'Ravi@Example.com');
  await user.type(within(dialog).getByLabelText('Custom Message'), customMessage);
  await user.click(within(dialog).getByLabelText('Role'));
  await user.click(await screen.findByRole('option', { name: 'Manager' }));
  return dialog;
}

describe('InviteMemberDialog', () => {
  it("checks the custom message is 5 to 500 characters and the other fields' rules", async () => {
    const user = userEvent.setup();
    renderWithApp(<InviteMemberDialog open onClose={() => undefined} />);
    const message = screen.getByLabelText('Custom Message');

    await user.type(message, 'Hi');
    expect(
      await screen.findByText(`${messages.tooShort('Custom message', 5)} (2/500)`),
    ).toBeInTheDocument();
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(501));
    // The count stays beside the error: the owner sees they are one character over.
    expect(
      await screen.findByText(`${messages.tooLong('Custom message', 500)} (501/500)`),
    ).toBeInTheDocument();
    await user.clear(message);
    await user.type(message, 'Hello');
    expect(await screen.findByText('5/500')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email Address'), 'ravi');
    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), '123');
    expect(await screen.findByText(messages.mobile)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'R');
    expect(await screen.findByText(messages.tooShort('First name', 2))).toBeInTheDocument();
  });

  it('sends the invitation and shows the generated user name', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ status: 201, body: invited }));
    renderWithApp(<InviteMemberDialog open onClose={() => undefined} />);
    const dialog = await fill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    expect(await within(dialog).findByText('Invitation sent!')).toBeInTheDocument();
    expect(within(dialog).getByText('ravi.kumar')).toBeInTheDocument();
    // The fields the keyboard was in are gone: it lands on Done, not on the dialog's frame.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());
    expect(requestsTo(fetchMock, '/api/v1/members')).toEqual([
      {
        firstName: 'Ravi',
        lastName: 'Kumar',
        mobileNo: '9876543210',
        emailAddress: 'ravi@example.com',
        customMessage: 'Welcome aboard!',
        role: 'manager',
      },
    ]);
  });

  it("shows the server's refusal, such as the plan's limit", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 409,
      body: {
        error: {
          code: 'LIMIT_REACHED',
          message: 'Your plan allows 2 team members. Upgrade your subscription to add more.',
        },
      },
    }));
    renderWithApp(<InviteMemberDialog open onClose={() => undefined} />);
    const dialog = await fill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(
      await within(dialog).findByText(
        'YOUR PLAN ALLOWS 2 TEAM MEMBERS. UPGRADE YOUR SUBSCRIPTION TO ADD MORE.',
      ),
    ).toBeInTheDocument();
  });
});
