import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hadSession } from '../../../lib/session-flag.ts';
import { invitePreview, makeMe } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { InviteAcceptancePage } from './invite-acceptance-page.tsx';

const PATH = '/:userId/users/invite';

describe('InviteAcceptancePage', () => {
  it('shows who invited them and their user name, then signs in and opens the overview', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ url }) => {
      if (url.startsWith('/api/v1/invites/')) {
        return url.endsWith('/accept')
          ? {
              body: {
                userName: 'ravi.kumar',
                accountId: 'acc-1',
                memberId: 'mem-7',
                message: 'ok',
              },
            }
          : { body: invitePreview };
      }
      if (url === '/api/v1/app-config') return { body: { memberEmailDomain: 'staff.example.org' } };
      if (url === '/api/auth/sign-in/email') return { body: { redirect: false } };
      return {
        body: makeMe({
          member: { id: 'mem-7', role: 'member', isOwner: false, userName: 'ravi.kumar' },
        }),
      };
    });
    renderWithApp(<InviteAcceptancePage />, { url: '/acc-1/users/invite?token=abc', path: PATH });

    expect(await screen.findByText(/Asha Rao invited you, Ravi Kumar/)).toBeInTheDocument();
    expect(screen.getByText('ravi.kumar')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the kitchen team!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'Secret@1');
    await user.type(screen.getByLabelText('Reenter Password'), 'Secret@2');
    expect(await screen.findByText('Passwords not Matched!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Reenter Password'));
    await user.type(screen.getByLabelText('Reenter Password'), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/overview?memberId=mem-7'),
    );
    expect(requestsTo(fetchMock, '/api/v1/invites/abc/accept')).toEqual([
      { password: 'Secret@1', confirmPassword: 'Secret@1' },
    ]);
    expect(requestsTo(fetchMock, '/api/auth/sign-in/email')).toEqual([
      { email: 'ravi.kumar@staff.example.org', password: 'Secret@1' },
    ]);
    expect(hadSession()).toBe(true);
  });

  it('explains a bad or expired link and links home', async () => {
    mockFetch(() => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'whatever the server says' } },
    }));
    renderWithApp(<InviteAcceptancePage />, { url: '/acc-1/users/invite?token=old', path: PATH });
    expect(
      await screen.findByText(
        'This invitation is invalid, has expired or was already used. Please ask your admin for a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the ScanOrder home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
