import { describe, expect, it } from 'vitest';
import type { MemberList } from '@scanorder/shared/team/member';
import {
  createMemberOf,
  databaseKinds,
  latestMailLink,
  signInElsewhere,
  signUpOwnerWithMember,
  signUpVerifiedOwner,
  TestClient,
  uniqueEmail,
  uniqueIp,
} from '../../../test/harness.ts';
import { del, patch, put } from '../../../test/business-fixtures.ts';
import { useTestApp } from '../../../test/owner-store.ts';

const NEW_PASSWORD = 'Fresh@456';

describe.each(databaseKinds)('team members on %s', (kind) => {
  const world = useTestApp(kind);

  it('a role change applies on the member’s next request', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test);
    expect((await member.client.get('/api/v1/members')).statusCode).toBe(403);

    const promoted = await patch(owner.client, `/api/v1/members/${member.memberId}`, {
      role: 'admin',
      firstName: 'Priya',
      mobileNo: '919876500000',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      role: 'admin',
      firstName: 'Priya',
      lastName: 'Member',
      mobileNo: '919876500000',
    });

    expect((await member.client.get('/api/v1/members')).statusCode).toBe(200);
    const me = (await member.client.get('/api/v1/me')).json();
    expect(me.member.role).toBe('admin');
    expect(me.user.firstName).toBe('Priya');

    await patch(owner.client, `/api/v1/members/${member.memberId}`, { role: 'manager' });
    expect((await member.client.get('/api/v1/members')).statusCode).toBe(403);
  });

  it('the owner’s role cannot change and the owner cannot be revoked or deleted', async () => {
    const { owner, member: admin } = await signUpOwnerWithMember(world.test, 'admin');
    const ownerId = (await owner.client.get('/api/v1/me')).json().member.id;

    const demote = await patch(admin.client, `/api/v1/members/${ownerId}`, { role: 'member' });
    expect(demote.statusCode).toBe(403);
    expect((await admin.client.post(`/api/v1/members/${ownerId}/revoke`)).statusCode).toBe(403);
    expect((await del(admin.client, `/api/v1/members/${ownerId}`)).statusCode).toBe(403);
    expect(
      (
        await put(admin.client, `/api/v1/members/${ownerId}/password`, {
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(403);
    expect((await owner.client.get('/api/v1/me')).json().member.role).toBe('admin');
    // An admin may still correct the owner's name.
    expect(
      (await patch(admin.client, `/api/v1/members/${ownerId}`, { lastName: 'Proprietor' }))
        .statusCode,
    ).toBe(200);
    // Nobody revokes or deletes themselves.
    expect((await admin.client.post(`/api/v1/members/${admin.memberId}/revoke`)).statusCode).toBe(
      409,
    );
    expect((await del(admin.client, `/api/v1/members/${admin.memberId}`)).statusCode).toBe(409);
  });

  it('revoking ends the member’s sessions at once; restoring lets them back in', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test, 'manager');
    const secondDevice = new TestClient(world.test.app, uniqueIp());
    expect(
      (
        await secondDevice.post('/api/auth/sign-in/email', {
          email: member.emailAddress,
          password: member.password,
        })
      ).statusCode,
    ).toBe(200);
    expect((await member.client.get('/api/v1/me')).statusCode).toBe(200);

    const revoked = await owner.client.post(`/api/v1/members/${member.memberId}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');

    for (const client of [member.client, secondDevice])
      expect([401, 403]).toContain((await client.get('/api/v1/me')).statusCode);
    for (const email of [member.email, member.emailAddress]) {
      const { response: refused } = await signInElsewhere(world.test, email, member.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Member is Revoked Access!' });
    }
    expect(
      (await owner.client.get('/api/v1/members'))
        .json<MemberList>()
        .members.find((row) => row.id === member.memberId)?.status,
    ).toBe('revoked');
    expect((await owner.client.post(`/api/v1/members/${member.memberId}/revoke`)).statusCode).toBe(
      409,
    );

    const restored = await owner.client.post(`/api/v1/members/${member.memberId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().status).toBe('active');
    expect(
      (await signInElsewhere(world.test, member.email, member.password)).response.statusCode,
    ).toBe(200);
    // The sessions open before the revocation stay ended after the restore.
    for (const client of [member.client, secondDevice])
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);
    expect((await owner.client.post(`/api/v1/members/${member.memberId}/restore`)).statusCode).toBe(
      409,
    );
  });

  it('deleting a member removes their sign-in and sessions; withdrawing an invite kills its link', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test);
    const deleted = await del(owner.client, `/api/v1/members/${member.memberId}`);
    expect(deleted.statusCode).toBe(200);
    expect((await member.client.get('/api/v1/me')).statusCode).toBe(401);
    expect(
      (await signInElsewhere(world.test, member.email, member.password)).response.json(),
    ).toMatchObject({
      message: 'User not found',
    });
    expect(
      (await signInElsewhere(world.test, member.emailAddress, member.password)).response.json(),
    ).toMatchObject({
      message: 'User not found',
    });
    expect(
      (await owner.client.get('/api/v1/members')).json<MemberList>().members.map((row) => row.id),
    ).not.toContain(member.memberId);
    expect((await del(owner.client, `/api/v1/members/${member.memberId}`)).statusCode).toBe(404);

    const emailAddress = uniqueEmail('pending');
    const pending = (
      await owner.client.post('/api/v1/members', {
        firstName: 'Pending',
        lastName: 'Person',
        mobileNo: '9876543210',
        emailAddress,
        customMessage: 'Join us please',
        role: 'member',
      })
    ).json();
    const token = new URL(await latestMailLink(world.test.dataDir, emailAddress)).searchParams.get(
      'token',
    )!;
    expect((await del(owner.client, `/api/v1/members/${pending.id}`)).statusCode).toBe(200);
    expect((await new TestClient(world.test.app).get(`/api/v1/invites/${token}`)).statusCode).toBe(
      404,
    );
  });

  it('an admin sets a member’s password: the member is signed out and only the new password works', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test);
    const weak = await put(owner.client, `/api/v1/members/${member.memberId}/password`, {
      password: 'simple',
      confirmPassword: 'simple',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe(
      'Password must contain at least 6 characters, one uppercase, one number and one special case character',
    );

    const set = await put(owner.client, `/api/v1/members/${member.memberId}/password`, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    expect((await member.client.get('/api/v1/me')).statusCode).toBe(401);
    expect(
      (await signInElsewhere(world.test, member.email, member.password)).response.json(),
    ).toMatchObject({
      message: 'Incorrect Password',
    });
    expect(
      (await signInElsewhere(world.test, member.email, NEW_PASSWORD)).response.statusCode,
    ).toBe(200);

    // A pending invitee has no sign-in yet.
    const pending = (
      await owner.client.post('/api/v1/members', {
        firstName: 'Not',
        lastName: 'Yet',
        mobileNo: '9876543210',
        emailAddress: uniqueEmail('notyet'),
        customMessage: 'Join us please',
        role: 'member',
      })
    ).json();
    expect(
      (
        await put(owner.client, `/api/v1/members/${pending.id}/password`, {
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('another account’s owner can neither see nor touch these members', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test);
    const pending = (
      await owner.client.post('/api/v1/members', {
        firstName: 'Invited',
        lastName: 'Only',
        mobileNo: '9876543210',
        emailAddress: uniqueEmail('inv'),
        customMessage: 'Join us please',
        role: 'member',
      })
    ).json();
    const stranger = await signUpVerifiedOwner(world.test);

    const list = (await stranger.client.get('/api/v1/members')).json<MemberList>();
    expect(list.members.map((row) => row.id)).not.toContain(member.memberId);
    expect(list.members).toHaveLength(1);

    const attempts = [
      () => patch(stranger.client, `/api/v1/members/${member.memberId}`, { role: 'admin' }),
      () => stranger.client.post(`/api/v1/members/${member.memberId}/revoke`),
      () => stranger.client.post(`/api/v1/members/${member.memberId}/restore`),
      () =>
        put(stranger.client, `/api/v1/members/${member.memberId}/password`, {
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
      () => del(stranger.client, `/api/v1/members/${member.memberId}`),
      () => stranger.client.post(`/api/v1/members/${pending.id}/resend`),
      () => del(stranger.client, `/api/v1/members/${pending.id}`),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(member.userName);
    }
    // Nothing changed: the member still works with the same role and password.
    expect((await member.client.get('/api/v1/me')).json().member.role).toBe('member');
    expect(
      (await owner.client.get('/api/v1/members')).json<MemberList>().members.map((row) => row.id),
    ).toEqual(expect.arrayContaining([member.memberId, pending.id]));
  });

  it.each(['manager', 'member'] as const)('a %s may not manage the team', async (role) => {
    const { owner, member: actor } = await signUpOwnerWithMember(world.test, role);
    const target = await createMemberOf(world.test, owner, 'member');
    const attempts = [
      () => actor.client.get('/api/v1/members'),
      () =>
        actor.client.post('/api/v1/members', {
          firstName: 'Sneaky',
          lastName: 'Invite',
          mobileNo: '9876543210',
          emailAddress: uniqueEmail('sneaky'),
          customMessage: 'Join us please',
          role: 'admin',
        }),
      () => patch(actor.client, `/api/v1/members/${target.memberId}`, { role: 'admin' }),
      () => patch(actor.client, `/api/v1/members/${actor.memberId}`, { role: 'admin' }),
      () => actor.client.post(`/api/v1/members/${target.memberId}/revoke`),
      () => actor.client.post(`/api/v1/members/${target.memberId}/restore`),
      () => actor.client.post(`/api/v1/members/${target.memberId}/resend`),
      () =>
        put(actor.client, `/api/v1/members/${target.memberId}/password`, {
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
      () => del(actor.client, `/api/v1/members/${target.memberId}`),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await target.client.get('/api/v1/me')).json().member.role).toBe('member');
    expect((await owner.client.get('/api/v1/members')).json().members).toHaveLength(3);
  });

  it('refuses visitors without a session', async () => {
    const visitor = new TestClient(world.test.app);
    expect((await visitor.get('/api/v1/members')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/members', {})).statusCode).toBe(401);
  });
});
