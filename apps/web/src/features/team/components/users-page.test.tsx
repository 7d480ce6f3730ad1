import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberList } from '@scanorder/shared/team/member';
import { createQueryClient } from '../../../api/query-client.ts';
import { makeMe, makeMember } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { actionsFor } from './member-actions.tsx';
import { UsersPage } from './users-page.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const owner = makeMember({
  id: 'mem-1',
  status: 'active',
  role: 'admin',
  isOwner: true,
  firstName: 'Asha',
  lastName: 'Rao',
});
const invited = makeMember({
  id: uuid(2),
  status: 'invited',
  firstName: 'Ivy',
  lastName: 'Invited',
  userName: 'ivy.invited',
});
const active = makeMember({
  id: uuid(3),
  status: 'active',
  role: 'manager',
  firstName: 'Arun',
  lastName: 'Active',
  userName: 'arun.active',
});
const revoked = makeMember({
  id: uuid(4),
  status: 'revoked',
  firstName: 'Rita',
  lastName: 'Revoked',
  userName: 'rita.revoked',
});
const list: MemberList = {
  members: [owner, invited, active, revoked],
  limit: { memberCount: 10, used: 2 },
};

const buttonsOf = (name: string) =>
  within(screen.getByRole('article', { name }))
    .queryAllByRole('button')
    .map((button) => button.firstChild?.textContent);

describe('actionsFor', () => {
  it('never offers to change the owner or yourself', () => {
    expect(actionsFor(owner, 'someone-else')).toEqual([]);
    expect(actionsFor(active, active.id)).toEqual([]);
  });
});

describe('UsersPage', () => {
  it('lists members with status, role and user name, and the actions each status allows', async () => {
    mockFetch(({ url }) => ({ body: url === '/api/v1/me' ? makeMe() : list }));
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });

    expect(await screen.findByRole('article', { name: 'Ivy Invited' })).toBeInTheDocument();
    expect(
      screen.getByText('2 of 10 team members used on your plan (the owner is not counted).'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ivy Invited' })).getByText('invited'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Arun Active' })).getByText(/Manager/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Arun Active' })).getByText(/arun\.active/),
    ).toBeInTheDocument();

    expect(buttonsOf('Asha Rao')).toEqual([]);
    expect(buttonsOf('Ivy Invited')).toEqual(['Resend', 'Edit', 'Withdraw']);
    expect(buttonsOf('Arun Active')).toEqual(['Edit', 'Set Password', 'Revoke', 'Delete']);
    expect(buttonsOf('Rita Revoked')).toEqual(['Restore', 'Edit', 'Delete']);
  });

  it('names each action with its member, so rows of the same buttons tell apart by ear', async () => {
    mockFetch(({ url }) => ({ body: url === '/api/v1/me' ? makeMe() : list }));
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Ivy Invited' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resend Ivy Invited', 'Edit Ivy Invited', 'Withdraw Ivy Invited']);
    expect(screen.getByRole('button', { name: 'Revoke Arun Active' })).toBeVisible();
  });

  it('tells an expired invitation from a pending one, so the admin knows to resend it', async () => {
    const expired = makeMember({
      id: uuid(5),
      status: 'invited',
      firstName: 'Eva',
      lastName: 'Expired',
      userName: 'eva.expired',
      inviteExpiresAt: '2020-01-01T00:00:00.000Z',
    });
    const pending = { ...invited, inviteExpiresAt: '2999-01-01T00:00:00.000Z' };
    mockFetch(({ url }) => ({
      body: url === '/api/v1/me' ? makeMe() : { ...list, members: [owner, pending, expired] },
    }));
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Eva Expired' });
    expect(within(card).getByText('invitation expired')).toBeInTheDocument();
    expect(within(card).queryByText('invited')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Ivy Invited' })).getByText('invited'),
    ).toBeInTheDocument();
    expect(buttonsOf('Eva Expired')).toEqual(['Resend', 'Edit', 'Withdraw']);
  });

  it('sends a non-admin to /unauthorized', async () => {
    mockFetch(() => ({ body: makeMe({ member: { role: 'manager', isOwner: false } }) }));
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/unauthorized$/),
    );
  });

  it('revokes after confirming and reports a failure with the spec message', async () => {
    const user = userEvent.setup();
    mockFetch(({ url, method }) => {
      if (url === '/api/v1/me') return { body: makeMe() };
      if (method === 'POST' && url.endsWith('/revoke'))
        return {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'Only an active member can be revoked.' } },
        };
      return { body: list };
    });
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Arun Active' });
    await user.click(within(card).getByRole('button', { name: 'Revoke Arun Active' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Access' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText(
        'SERVER ERROR WHILE UPDATING MEMBER DETAILS! ONLY AN ACTIVE MEMBER CAN BE REVOKED.',
      ),
    ).toBeInTheDocument();
  });

  it('hands the keyboard to the page heading once a deleted member has left the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    mockFetch(({ url, method }) => {
      if (url === '/api/v1/me') return { body: makeMe() };
      if (method === 'DELETE') {
        deleted = true;
        return { body: { message: 'Member deleted.' } };
      }
      return {
        body: deleted ? { ...list, members: list.members.filter((m) => m !== revoked) } : list,
      };
    });
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Rita Revoked' });
    within(card).getByRole('button', { name: 'Delete Rita Revoked' }).focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Member' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Rita Revoked' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toHaveFocus(),
    );
  });

  it('keeps the keyboard on Resend while the invitation goes out again', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const sent = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch(async ({ url, method }) => {
      if (url === '/api/v1/me') return { body: makeMe() };
      if (method === 'POST' && url.endsWith('/resend')) {
        await sent;
        return { body: invited };
      }
      return { body: list };
    });
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Ivy Invited' });
    const resend = within(card).getByRole('button', { name: 'Resend Ivy Invited' });
    resend.focus();
    await user.keyboard('{Enter}');

    // A disabled button drops the focus to the page; a busy one stays reachable and says so.
    await waitFor(() => expect(resend).toHaveAttribute('aria-disabled', 'true'));
    expect(resend).not.toBeDisabled();
    expect(resend).toHaveFocus();
    release();
    await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled', 'true'));
    expect(resend).toHaveFocus();
  });

  it('sends one request for a double press on a row action, and shows the pressed one busy', async () => {
    let release = () => {};
    const sent = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch(async ({ url, method }) => {
      if (url === '/api/v1/me') return { body: makeMe() };
      if (method === 'POST' && url.endsWith('/restore')) {
        await sent;
        return { body: { ...revoked, status: 'active' } };
      }
      return { body: list };
    });
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Rita Revoked' });
    const restore = within(card).getByRole('button', { name: 'Restore Rita Revoked' });
    restore.focus();
    // Two presses before the page has drawn again: a double tap, or Enter held down.
    fireEvent.click(restore);
    fireEvent.click(restore);
    await waitFor(() => expect(restore).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(restore);
    expect(restore).toHaveAttribute('aria-disabled', 'true');
    expect(restore).toHaveFocus();
    release();
    await waitFor(() => expect(restore).not.toHaveAttribute('aria-busy'));
    expect(requestsTo(fetchMock, `/api/v1/members/${revoked.id}/restore`)).toHaveLength(1);
  });

  it('sends one request for a double press on a confirmation', async () => {
    let release = () => {};
    const sent = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch(async ({ url, method }) => {
      if (url === '/api/v1/me') return { body: makeMe() };
      if (method === 'DELETE') {
        await sent;
        return { body: { message: 'Member deleted.' } };
      }
      return { body: list };
    });
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Arun Active' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Arun Active' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Member' });
    const yes = within(confirm).getByRole('button', { name: 'Delete' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/v1/members/${active.id}`)).toHaveLength(1);
  });

  it('keeps the keyboard on the row when Restore gives way to Revoke, and Revoke to Restore', async () => {
    const user = userEvent.setup();
    let status: 'revoked' | 'active' = 'revoked';
    mockFetch(({ url, method }) => {
      if (url === '/api/v1/me') return { body: makeMe() };
      if (method === 'POST' && url.endsWith('/restore')) status = 'active';
      if (method === 'POST' && url.endsWith('/revoke')) status = 'revoked';
      if (method === 'POST') return { body: { ...revoked, status } };
      return { body: { ...list, members: [owner, { ...revoked, status }] } };
    });
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Rita Revoked' });
    within(card).getByRole('button', { name: 'Restore Rita Revoked' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Revoke Rita Revoked' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Access' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Restore Rita Revoked' })).toHaveFocus(),
    );
  });

  it('reports a failed load with the spec message', async () => {
    mockFetch(({ url }) =>
      url === '/api/v1/me'
        ? { body: makeMe() }
        : { status: 500, body: { error: { code: 'INTERNAL', message: 'Database is down' } } },
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users', queryClient });
    expect(
      (await screen.findAllByText('SERVER ERROR WHILE RETRIEVING MEMBER DETAILS DATABASE IS DOWN'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('sets a new password for a member with the password rules', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ url }) => {
      if (url === '/api/v1/me') return { body: makeMe() };
      if (url.endsWith('/password')) return { body: { message: 'ok' } };
      return { body: list };
    });
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });
    const card = await screen.findByRole('article', { name: 'Arun Active' });
    await user.click(within(card).getByRole('button', { name: 'Set Password Arun Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set New Password' });
    await user.type(within(dialog).getByLabelText('New Password'), 'weak');
    expect(
      await within(dialog).findByText(
        'Password must contain at least 6 characters, one uppercase, one number and one special case character',
      ),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('New Password'));
    await user.type(within(dialog).getByLabelText('New Password'), 'Strong@123');
    await user.type(within(dialog).getByLabelText('Reenter Password'), 'Strong@124');
    expect(await within(dialog).findByText('Passwords not Matched!')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Reenter Password'));
    await user.type(within(dialog).getByLabelText('Reenter Password'), 'Strong@123');
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/v1/members/${active.id}/password`)).toEqual([
      { password: 'Strong@123', confirmPassword: 'Strong@123' },
    ]);
  });
});
