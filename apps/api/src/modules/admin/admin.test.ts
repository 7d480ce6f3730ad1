import { describe, expect, it } from 'vitest';
import type { AdminUserRecord, AuditEntry } from '@scanorder/shared/admin/data-editor';
import {
  createMemberOf,
  databaseKinds,
  signUpOwnerWithMember,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
} from '../../../test/harness.ts';
import { useOwner } from '../../../test/owner-store.ts';

const PLATFORM_ADMIN = 'platform-admin@example.com';

describe.each(databaseKinds)('platform data editor on %s', (kind) => {
  const world = useOwner(kind, {
    env: { PLATFORM_ADMIN_EMAILS: `someone@example.com, ${PLATFORM_ADMIN.toUpperCase()}` },
    owner: { email: PLATFORM_ADMIN, ip: uniqueIp() },
  });
  const platformAdmin = () => world.owner.client;

  const editField = (client: TestClient, userId: string, body: Record<string, unknown>) =>
    client.request({
      method: 'PATCH',
      url: `/api/v1/admin/users/${encodeURIComponent(userId)}/fields`,
      payload: body,
    });
  const lookup = (client: TestClient, email: string) =>
    client.get(`/api/v1/admin/users?email=${encodeURIComponent(email)}`);

  it('shows the auth record without secrets and the user record with the team', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test, 'manager');
    const response = await lookup(platformAdmin(), owner.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const { userId, authRecord, userRecord, editableKeys } = response.json<
      AdminUserRecord & {
        authRecord: { sessions: unknown[] };
        userRecord: { members: { id: string }[] };
      }
    >();
    expect(authRecord).toMatchObject({
      id: userId,
      email: owner.email,
      emailVerified: true,
      providers: [expect.objectContaining({ providerId: 'credential' })],
    });
    expect(authRecord.sessions.length).toBeGreaterThan(0);
    const raw = response.body;
    for (const secret of ['password', 'token', '$2', 'scrypt', 'inviteTokenHash'])
      expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/[0-9a-f]{32}:[0-9a-f]{64,}/);

    expect(userRecord).toMatchObject({
      enabledServices: ['Restaurant'],
      idleTimeoutMinutes: 15,
      announcement: null,
      profile: { userId, email: owner.email, firstName: 'Test', lastName: 'Owner' },
      member: expect.objectContaining({ role: 'admin', isOwner: true }),
    });
    expect(userRecord.members.map((row) => row.id)).toContain(member.memberId);
    // Accounts have no currency of their own (decision 029): nothing to show or edit.
    expect(userRecord).not.toHaveProperty('currencyCode');
    expect(editableKeys.map((field) => field.key)).not.toContain('currencyCode');
    expect(editableKeys).toEqual(
      expect.arrayContaining([
        { key: 'profile.firstName', type: 'string', deletable: false },
        { key: 'enabledServices', type: 'array', deletable: true },
      ]),
    );

    expect((await lookup(platformAdmin(), 'nobody@example.com')).statusCode).toBe(404);
    expect((await platformAdmin().get('/api/v1/admin/users')).statusCode).toBe(400);
  });

  it('edits string, number, boolean and array fields and dotted keys, auditing before and after', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const { userId } = (await lookup(platformAdmin(), owner.email)).json();

    const announcement = await editField(platformAdmin(), userId, {
      key: 'announcement',
      value: 'Maintenance on Sunday',
      type: 'string',
      delete: false,
    });
    expect(announcement.statusCode).toBe(200);
    expect(announcement.json().userRecord.announcement).toBe('Maintenance on Sunday');
    expect((await owner.client.get('/api/v1/me')).json().announcement).toBe(
      'Maintenance on Sunday',
    );

    expect(
      (
        await editField(platformAdmin(), userId, {
          key: 'idleTimeoutMinutes',
          value: '45',
          type: 'number',
        })
      ).json().userRecord.idleTimeoutMinutes,
    ).toBe(45);
    expect((await owner.client.get('/api/v1/me')).json().account.idleTimeoutMinutes).toBe(45);

    const services = await editField(platformAdmin(), userId, {
      key: 'enabledServices',
      value: '["Grocery","Restaurant"]',
      type: 'array',
    });
    expect(services.json().userRecord.enabledServices).toEqual(['Grocery', 'Restaurant']);

    const dotted = await editField(platformAdmin(), userId, {
      key: 'profile.firstName',
      value: 'Lakshmi',
      type: 'string',
    });
    expect(dotted.json().userRecord.profile.firstName).toBe('Lakshmi');
    expect((await owner.client.get('/api/v1/me')).json().user.firstName).toBe('Lakshmi');
    expect((await owner.client.get('/api/v1/members')).json().members[0].firstName).toBe('Lakshmi');

    const verified = await editField(platformAdmin(), userId, {
      key: 'profile.emailVerified',
      value: 'yes',
      type: 'boolean',
    });
    expect(verified.json().userRecord.profile.emailVerified).toBe(false);
    await editField(platformAdmin(), userId, {
      key: 'profile.emailVerified',
      value: 'true',
      type: 'boolean',
    });

    const removed = await editField(platformAdmin(), userId, {
      key: 'announcement',
      value: '',
      type: 'string',
      delete: true,
    });
    expect(removed.json().userRecord.announcement).toBeNull();

    const audit = (await platformAdmin().get(`/api/v1/admin/audit?userId=${userId}`)).json<{
      entries: AuditEntry[];
    }>().entries;
    expect(audit).toHaveLength(7);
    expect(audit[0]).toMatchObject({
      key: 'announcement',
      before: 'Maintenance on Sunday',
      after: null,
      actorEmail: PLATFORM_ADMIN,
      targetUserId: userId,
    });
    expect(audit.find((entry) => entry.key === 'profile.firstName')).toMatchObject({
      before: 'Test',
      after: 'Lakshmi',
    });
    expect(audit.find((entry) => entry.key === 'enabledServices')).toMatchObject({
      before: ['Restaurant'],
      after: ['Grocery', 'Restaurant'],
    });
    expect(audit.find((entry) => entry.key === 'idleTimeoutMinutes')).toMatchObject({
      before: 15,
      after: 45,
    });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const { userId } = (await lookup(platformAdmin(), owner.email)).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ key: 'enabledServices', value: '["Grocery"', type: 'array' }, 'Value is not valid JSON'],
      [
        { key: 'enabledServices', value: '{"a":1}', type: 'array' },
        'Value must be a JSON array, like ["Restaurant"]',
      ],
      [
        { key: 'enabledServices', value: '["Bakery"]', type: 'array' },
        'Services are Restaurant or Grocery',
      ],
      [{ key: 'idleTimeoutMinutes', value: 'ten', type: 'number' }, 'Value is not a number'],
      [
        { key: 'idleTimeoutMinutes', value: '2', type: 'number' },
        'Idle timeout cannot be less than 5 value',
      ],
      [
        { key: 'idleTimeoutMinutes', value: '30', type: 'string' },
        'idleTimeoutMinutes is a number field',
      ],
      [
        { key: 'ownerUserId', value: 'someone-else', type: 'string' },
        'Unknown or read-only key: ownerUserId',
      ],
      [
        { key: 'currencyCode', value: 'EUR', type: 'string' },
        'Unknown or read-only key: currencyCode',
      ],
      [
        { key: 'profile.email', value: 'x@example.com', type: 'string' },
        'Unknown or read-only key: profile.email',
      ],
      [
        { key: 'profile.name.first', value: 'x', type: 'string' },
        'A key has at most two levels, like profile.firstName',
      ],
      [
        { key: 'trialEndsAt', value: '', type: 'string', delete: true },
        'trialEndsAt cannot be deleted',
      ],
      [
        { key: 'announcement', value: 'x', type: 'date' },
        'Type must be string, number, boolean or array',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await editField(platformAdmin(), userId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect(
      (
        await editField(platformAdmin(), 'no-such-user', {
          key: 'announcement',
          value: 'x',
          type: 'string',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await platformAdmin().get(`/api/v1/admin/audit?userId=${userId}`)).json().entries,
    ).toEqual([]);
    expect((await owner.client.get('/api/v1/me')).json().account.idleTimeoutMinutes).toBe(15);
  });

  it('shows up to 10 records of an allowed collection, read-only and without secrets', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    for (let index = 0; index < 2; index++) await createMemberOf(world.test, owner, 'member');
    await owner.client.post('/api/v1/members', {
      firstName: 'Pending',
      lastName: 'Invite',
      mobileNo: '9876543210',
      emailAddress: 'pending-invite@example.com',
      customMessage: 'Join us please',
      role: 'member',
    });

    const names = (await platformAdmin().get('/api/v1/admin/collections')).json().names;
    expect(names).toEqual(expect.arrayContaining(['accounts', 'members', 'users', 'audit_log']));
    expect(names).not.toContain('sessions');

    const members = await platformAdmin().get('/api/v1/admin/collections/members?limit=10');
    expect(members.statusCode).toBe(200);
    const records = members.json<{ records: Record<string, unknown>[] }>().records;
    expect(records.length).toBeGreaterThan(3);
    expect(records.length).toBeLessThanOrEqual(10);
    expect(records.some((record) => record.emailAddress === 'pending-invite@example.com')).toBe(
      true,
    );
    expect(records.every((record) => !('inviteTokenHash' in record))).toBe(true);

    expect(
      (await platformAdmin().get('/api/v1/admin/collections/members?limit=3')).json().records,
    ).toHaveLength(3);
    expect(
      (await platformAdmin().get('/api/v1/admin/collections/members?limit=500')).json().records
        .length,
    ).toBeLessThanOrEqual(10);
    for (const forbidden of [
      'sessions',
      'credentials',
      'verifications',
      'rate_limits',
      'pg_user',
      'nothing',
    ]) {
      const response = await platformAdmin().get(`/api/v1/admin/collections/${forbidden}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('password');
    }
  });

  it('refuses everyone who is not a platform administrator, whatever their role', async () => {
    const { owner, member: admin } = await signUpOwnerWithMember(world.test, 'admin');
    const { userId } = (await lookup(platformAdmin(), owner.email)).json();
    for (const client of [owner.client, admin.client]) {
      const requests = [
        () => lookup(client, owner.email),
        () => editField(client, userId, { key: 'announcement', value: 'hacked', type: 'string' }),
        () => client.get(`/api/v1/admin/audit?userId=${userId}`),
        () => client.get('/api/v1/admin/collections'),
        () => client.get('/api/v1/admin/collections/accounts'),
      ];
      for (const request of requests) {
        const response = await request();
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(
          'UnAuthorized! Your are not authorized to view this page. Kindly login to access this page. Thanks.',
        );
      }
    }
    const visitor = new TestClient(world.test.app, uniqueIp());
    expect((await lookup(visitor, owner.email)).statusCode).toBe(401);
    expect(
      (await editField(visitor, userId, { key: 'announcement', value: 'x', type: 'string' }))
        .statusCode,
    ).toBe(401);
    expect((await owner.client.get('/api/v1/me')).json().announcement).toBeNull();
  });
});
