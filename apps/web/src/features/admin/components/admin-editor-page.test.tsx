import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserRecord } from '@scanorder/shared/admin/data-editor';
import { makeMe } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp, requestsTo, validationFailure } from '../../../test/render.tsx';
import { AdminEditorPage } from './admin-editor-page.tsx';

const record: AdminUserRecord = {
  userId: 'user-9',
  authRecord: { id: 'user-9', email: 'owner@example.com', emailVerified: true },
  userRecord: { idleTimeoutMinutes: 15, enabledServices: ['Restaurant'], profile: {} },
  editableKeys: [
    { key: 'idleTimeoutMinutes', type: 'number', deletable: true },
    { key: 'enabledServices', type: 'array', deletable: true },
    { key: 'profile.emailVerified', type: 'boolean', deletable: false },
    { key: 'announcement', type: 'string', deletable: true },
  ],
};
const platformAdmin = { ...makeMe(), isPlatformAdmin: true };
const PAGE = { url: '/acc-1/admin', path: '/:userId/admin' };

function api() {
  return mockFetch(({ url, method }) => {
    if (url === '/api/v1/me') return { body: platformAdmin };
    if (url.startsWith('/api/v1/admin/users?')) return { body: record };
    if (method === 'PATCH') return { body: { userRecord: record.userRecord } };
    if (url.startsWith('/api/v1/admin/audit'))
      return {
        body: {
          entries: [
            {
              id: 'a1',
              actorUserId: 'pa',
              actorEmail: 'platform-admin@scanorder.app',
              targetUserId: 'user-9',
              targetAccountId: 'acc-9',
              key: 'idleTimeoutMinutes',
              before: 15,
              after: 30,
              createdAt: '2030-01-01T10:00:00.000Z',
            },
          ],
        },
      };
    if (url === '/api/v1/admin/collections') return { body: { names: ['accounts', 'members'] } };
    if (url.startsWith('/api/v1/admin/collections/'))
      return { body: { name: 'accounts', records: [{ id: 'acc-9' }] } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'nope' } } };
  });
}

async function lookUp(user: ReturnType<typeof userEvent.setup>) {
  const find = await screen.findByRole('form', { name: 'Find user' });
  await user.type(within(find).getByLabelText('Email'), 'Owner@Example.com');
  await user.click(within(find).getByRole('button', { name: 'Submit' }));
  return screen.findByRole('region', { name: 'User Record' });
}

describe('AdminEditorPage', () => {
  it('sends anyone but a platform admin to /unauthorized', async () => {
    mockFetch(() => ({ body: makeMe({ member: { role: 'admin' } }) }));
    renderWithApp(<AdminEditorPage />, PAGE);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/unauthorized$/),
    );
  });

  it('shows both records, the audit log and a collection', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderWithApp(<AdminEditorPage />, PAGE);
    const userPane = await lookUp(user);
    expect(userPane).toHaveTextContent('"idleTimeoutMinutes": 15');
    expect(screen.getByRole('region', { name: 'Auth Record' })).toHaveTextContent(
      '"email": "owner@example.com"',
    );
    expect(requestsTo(fetchMock, '/api/v1/admin/users?email=owner%40example.com')).toHaveLength(1);

    const audit = await screen.findByRole('list', { name: 'Audit log' });
    expect(audit).toHaveTextContent('platform-admin@scanorder.app');
    expect(audit).toHaveTextContent('idleTimeoutMinutes');
    expect(audit).toHaveTextContent('15 → 30');

    await user.click(screen.getByLabelText('Collection'));
    await user.click(await screen.findByRole('option', { name: 'accounts' }));
    await user.click(screen.getByRole('button', { name: 'Data' }));
    expect(await screen.findByRole('region', { name: /accounts: 1 record/ })).toHaveTextContent(
      '"id": "acc-9"',
    );
  });

  it('reads the value by its type before sending, and a known key brings its type', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderWithApp(<AdminEditorPage />, PAGE);
    await lookUp(user);
    const editor = screen.getByRole('form', { name: 'Edit field' });
    const key = within(editor).getByLabelText('Key');
    const value = within(editor).getByLabelText('Value');
    const update = within(editor).getByRole('button', { name: 'Update' });

    await user.type(key, 'idleTimeoutMinutes');
    expect(within(editor).getByLabelText('Type')).toHaveTextContent('number');
    await user.type(value, 'thirty');
    expect(await within(editor).findByText('Value is not a number')).toBeInTheDocument();
    await user.click(update);
    expect(requestsTo(fetchMock, '/api/v1/admin/users/user-9/fields')).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '30');
    await waitFor(() =>
      expect(within(editor).queryByText('Value is not a number')).not.toBeInTheDocument(),
    );
    await user.click(update);
    await screen.findByText('IDLETIMEOUTMINUTES UPDATED');

    await user.clear(key);
    await user.type(key, 'enabledServices');
    expect(within(editor).getByLabelText('Type')).toHaveTextContent('array');
    await user.clear(value);
    await user.type(value, 'Restaurant');
    expect(await within(editor).findByText('Value is not valid JSON')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '{{"a":1}');
    expect(
      await within(editor).findByText('Value must be a JSON array, like ["Restaurant"]'),
    ).toBeInTheDocument();
    // Delete Field ignores the value.
    await user.click(within(editor).getByRole('checkbox', { name: 'Delete Field' }));
    await user.click(update);

    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/admin/users/user-9/fields')).toEqual([
        { key: 'idleTimeoutMinutes', value: '30', type: 'number', delete: false },
        { key: 'enabledServices', value: '{"a":1}', type: 'array', delete: true },
      ]),
    );
  });

  it("shows the server's refusal clearly", async () => {
    const user = userEvent.setup();
    mockFetch(({ url, method }) => {
      if (url === '/api/v1/me') return { body: platformAdmin };
      if (method === 'PATCH')
        return validationFailure('Unknown or read-only key: plan. Editable keys: announcement');
      if (url.startsWith('/api/v1/admin/users?')) return { body: record };
      return { body: { entries: [], names: [] } };
    });
    renderWithApp(<AdminEditorPage />, PAGE);
    await lookUp(user);
    const editor = screen.getByRole('form', { name: 'Edit field' });
    await user.type(within(editor).getByLabelText('Key'), 'plan');
    await user.type(within(editor).getByLabelText('Value'), 'gold');
    await user.click(within(editor).getByRole('button', { name: 'Update' }));
    expect(
      await within(editor).findByText(
        'UNKNOWN OR READ-ONLY KEY: PLAN. EDITABLE KEYS: ANNOUNCEMENT',
      ),
    ).toBeInTheDocument();
  });
});
